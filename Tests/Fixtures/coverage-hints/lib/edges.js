// Where Babel attaches a hint, and where istanbul loses it (a wrapped initialiser, field or default).
function paren(a, b) {
  const x = /* istanbul ignore next */ (a || b);
  const y = a || (/* istanbul ignore next */ b && a);
  return x && y;
}
function elseIf(v) {
  if (v === 1) {
    return 'one';
  } else /* istanbul ignore if */ if (v === 2) {
    return 'two';
  } else {
    return 'other';
  }
}
function noBraces(v) {
  /* istanbul ignore else */
  if (v) v = 2;
  /* istanbul ignore if */
  if (!v) v = 3
  else v = 4
  return v;
}
/* istanbul ignore next */
class Hidden {
  m() { return 1; }
}
class Shown {
  /* istanbul ignore next */
  static s() { return 1; }
  #p() { return 2; }
  q() { return this.#p(); }
}
function loops(n) {
  let t = 0;
  /* istanbul ignore next */
  for (let i = 0; i < n; i++) t += i;
  while (t > 100) /* istanbul ignore next */ t--;
  return t;
}
function chain(a, b, c) {
  return a ?? /* istanbul ignore next */ (b || c);
}
const obj = {
  /* istanbul ignore next */
  get g() { return 1; },
  h: /* istanbul ignore next */ function () { return 2; },
};
/* istanbul ignore next */ exports.exported = function () { return 3; };
module.exports = { paren, elseIf, noBraces, Hidden, Shown, loops, chain, obj };
