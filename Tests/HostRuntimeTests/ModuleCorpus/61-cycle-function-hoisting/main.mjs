import { isEven } from './even.mjs';
console.log(isEven(10), isEven(7));
