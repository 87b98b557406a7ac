import { state } from './store.mjs';
export const describe = () => 'state is ' + state;
