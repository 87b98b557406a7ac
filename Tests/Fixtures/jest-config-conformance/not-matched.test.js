test('fails: testMatch does not include *.test.js here', () => {
  expect(true).toBe(false);
});
