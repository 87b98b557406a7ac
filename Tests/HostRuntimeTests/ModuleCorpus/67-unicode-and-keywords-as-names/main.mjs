import { café, default as def, if as iff } from './u.mjs';
const obj = { import: 'key import', export: 'key export', default: 'key default' };
console.log(café, def, iff, obj.import, obj.export, obj.default);
class X { import() { return 'method import'; } }
console.log(new X().import());
