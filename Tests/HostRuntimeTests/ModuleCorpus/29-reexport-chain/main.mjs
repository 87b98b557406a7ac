import { deep, renamed, counter, tick } from './l1.mjs';
console.log(deep, renamed);
tick();
console.log(counter);
