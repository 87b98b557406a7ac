import greet, { useEarly } from './g.mjs';
console.log(greet('x'), greet.name, useEarly());
