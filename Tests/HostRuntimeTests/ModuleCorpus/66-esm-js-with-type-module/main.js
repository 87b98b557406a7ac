import { helper } from './helper.js';
import cjs from './legacy.cjs';
console.log(helper(), cjs.legacy);
