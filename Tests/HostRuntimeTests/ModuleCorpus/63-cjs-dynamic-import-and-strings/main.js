const text = "import x from 'y'; export default 1";
console.log(text);
function later() { return import('./m.mjs'); }
later().then((ns) => console.log(ns.msg));
