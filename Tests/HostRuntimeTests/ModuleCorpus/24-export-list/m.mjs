const a = 'a';
let b = 'b as c';
function f() { return 'f as fn'; }
export { a, b as c, f as fn };
