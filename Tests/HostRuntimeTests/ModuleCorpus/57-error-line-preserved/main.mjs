import { a } from './a.mjs';
import {
  b,
} from './a.mjs';
export const c = a + b;
console.log('line 6 runs');
throw new Error('thrown on line 7');
