import { a, callB } from './a.mjs';
console.log(a, callB());
