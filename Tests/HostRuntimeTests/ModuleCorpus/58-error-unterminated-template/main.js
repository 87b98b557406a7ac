const ok = 1;
const t = `open ${ok} and never closed;
console.log(t);
