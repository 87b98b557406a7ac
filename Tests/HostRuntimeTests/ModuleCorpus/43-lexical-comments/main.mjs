// import x from './nope.mjs'
/* export default 1;
   import y from './nope.mjs' */
import /* comment */ { a /* as b */ } /* here */ from /* there */ './a.mjs'; // trailing import z from 'q'
import {
  b, // b
  c  /* c */
} from './a.mjs'
console.log(a, b, c); /* import w from 'v' */
