import { state, setState } from './store.mjs';
import { describe } from './view.mjs';
console.log(describe());
setState('ready');
console.log(describe(), state);
