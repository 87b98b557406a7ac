import { a } from './a.mjs';
const s1 = "import x from 'y'";
const s2 = 'export default 1; import("z")';
const s3 = "a \" import a from 'b' \\";
const s4 = 'line \
 continued import y from "z"';
console.log(s1);
console.log(s2);
console.log(s3);
console.log(s4);
console.log(a);
