import { greet } from 'esm-pkg';
import helper from 'esm-pkg/helper';
console.log(greet('world'), helper);
