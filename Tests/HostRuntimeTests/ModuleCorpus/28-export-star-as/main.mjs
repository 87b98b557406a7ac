import { utils, version } from './index.mjs';
console.log(utils.up('x'), utils.default, version);
