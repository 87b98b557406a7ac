console.log('main body starts');
console.log(value);
import { value } from './dep.mjs';
console.log('main body ends');
