console.log(require('cond').flavour);
console.log(require('plain').flavour);
