import './first.mjs';
import './second.mjs';
import './first.mjs';
console.log('main body', globalThis.order.join(' > '));
