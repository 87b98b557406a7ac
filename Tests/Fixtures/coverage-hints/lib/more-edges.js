// More places for hints: arrow bodies, try/catch, labels, several comments, call arguments.
const arrow = (x) => /* istanbul ignore next */ (x ? 1 : 2);
const arrow2 = (x) => x ? /* istanbul ignore next */ 1 : 2;
function tc(f) {
  try {
    return f();
  } catch (e) /* istanbul ignore next */ {
    return 'caught';
  } finally {
    /* istanbul ignore next */
    if (f.x) f.x = 0;
  }
}
function lab(n) {
  /* istanbul ignore next */
  outer: for (let i = 0; i < n; i++) { if (i) break outer; }
  let a = 1, /* istanbul ignore next */ b = n ? 2 : 3;
  switch (n) {
    case 1: {
      /* istanbul ignore next */
      const inner = function () { return 1; };
      return inner;
    }
    /* istanbul ignore next */
    default:
      return a + b;
  }
}
function multi(a) {
  // first comment
  /* istanbul ignore next */
  // trailing remark
  if (a) { return 1; }
  /* istanbul ignore if */ /* istanbul ignore else */
  if (a === 2) { return 2; } else { return 3; }
}
function args(a) {
  return [a].map(/* istanbul ignore next */ (v) => v * 2).filter((v) => /* istanbul ignore next */ v || a);
}
class K {
  /* istanbul ignore next */
  field2 = () => 1;
  static { this.z = 1; }
}
module.exports = { arrow, arrow2, tc, lab, multi, args, K };
