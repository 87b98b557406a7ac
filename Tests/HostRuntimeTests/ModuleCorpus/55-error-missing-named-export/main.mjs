import { nope } from './a.mjs';
console.log(nope);
