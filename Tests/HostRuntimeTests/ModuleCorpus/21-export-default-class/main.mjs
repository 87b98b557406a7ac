import Named from './named.mjs';
import Anon from './anon.mjs';
import Sub from './sub.mjs';
console.log(new Named().hi(), Named.name);
console.log(new Anon().hi(), Anon.name);
console.log(new Sub().hi(), Sub.name);
