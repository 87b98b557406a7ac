// The hints istanbul honours (istanbul-lib-instrument's visitor.js): ignore next, if, else.
function sign(x) {
  /* istanbul ignore if */
  if (x < 0) {
    throw new Error('negative');
  }
  /* istanbul ignore else */
  if (x > 0) {
    return 'positive';
  } else {
    return 'zero';
  }
}

/* istanbul ignore next */
function debugOnly() {
  console.log('never in tests');
  return 1;
}

// istanbul ignore next
const lineComment = () => 'line';

function ternary(flag) {
  return flag ? 'on' : /* istanbul ignore next */ 'off';
}

function logical(a, b) {
  return a || /* istanbul ignore next */ b || 'default';
}

function both(flag) {
  return flag ? /* istanbul ignore next */ 1 : /* istanbul ignore next */ 2;
}

function kind(k) {
  switch (k) {
    case 'a':
      return 1;
    /* istanbul ignore next */
    case 'b':
      return 2;
    default:
      return 3;
  }
}

const handlers = {
  /* istanbul ignore next */
  method() { return 'm'; },
  /* istanbul ignore next */
  prop: function () { return 'p'; },
  arrow: /* istanbul ignore next */ () => 'a',
  used() { return 'u'; },
};

class Thing {
  /* istanbul ignore next */
  skipped() { return 1; }
  /* istanbul ignore next */
  field = 42;
  kept() { return 2; }
}

function nested(x) {
  if (x) {
    /* istanbul ignore next */
    if (x > 100) {
      return 'big';
    }
    return 'small';
  }
  /* istanbul ignore else */
  if (!x) x = 0;
  /* c8 ignore next */
  if (x === 7) return 'c8 hints are not honoured';
  return x;
}

/* istanbul ignore if */
if (globalThis.onDevice) globalThis.hint = 1;

function withDefault(/* istanbul ignore next */ a = 1, b = 2) {
  return a + b;
}

const reason = /* istanbul ignore next: only on devices */ function () {
  return 'device';
};

module.exports = { sign, debugOnly, lineComment, ternary, logical, both, kind, handlers, Thing, nested, withDefault, reason };
