export { deep, original as renamed, counter, tick } from './l3.mjs';
