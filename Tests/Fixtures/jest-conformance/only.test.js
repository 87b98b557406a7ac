// .only: the other tests of the file are skipped.
test.only('only this runs', () => {
  expect(1).toBe(1);
});
test('this one is skipped', () => {
  throw new Error('must not run');
});
describe('a describe', () => {
  it.only('it.only runs', () => {});
  it('skipped too', () => { throw new Error('must not run'); });
});
fit('fit runs', () => {});
fdescribe('fdescribe', () => {
  test('runs inside fdescribe', () => {});
});
