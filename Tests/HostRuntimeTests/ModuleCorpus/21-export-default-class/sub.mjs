import Named from './named.mjs';
export default class extends Named { hi() { return 'sub of ' + super.hi(); } }
