import { whoAmI } from './f.mjs';
import * as ns from './f.mjs';
console.log(whoAmI());
console.log(ns.whoAmI() === 'namespace' ? 'namespace this' : 'other');
