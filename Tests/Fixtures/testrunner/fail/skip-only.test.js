test('not only: skipped', () => { throw new Error('must not run'); });
test.only('the only one', () => { expect(1).toBe(1); });
describe.only('an only suite', () => {
  test('runs', () => {});
  test.skip('skip wins', () => { throw new Error('must not run'); });
});
describe.skip('skipped suite', () => {
  test.only('only inside skip is skipped', () => { throw new Error('must not run'); });
});
