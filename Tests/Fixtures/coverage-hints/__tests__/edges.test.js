const e = require('../lib/edges');
const m = require('../lib/more-edges');

test('edges', () => {
  e.paren(1, 2); e.elseIf(1); e.noBraces(1); new e.Shown().q(); e.loops(3); e.chain(null, 1, 2);
  m.arrow(1); m.arrow2(0); m.tc(() => 1); m.lab(1); m.multi(0); m.args(1); new m.K();
});
