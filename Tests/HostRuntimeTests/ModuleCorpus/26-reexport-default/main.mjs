import a, { y, z } from './re.mjs';
console.log(a, y, z);
