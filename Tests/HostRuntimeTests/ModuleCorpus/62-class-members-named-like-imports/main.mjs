import { name, run, value } from './v.mjs';
class K {
  name = 'field ' + name;
  static value = value;
  run() { return 'method run, import ' + run(); }
  get value() { return 'getter'; }
}
const k = new K();
console.log(k.name, K.value, k.run(), k.value);
