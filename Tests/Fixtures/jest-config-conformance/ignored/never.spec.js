test('fails: testPathIgnorePatterns keeps this file out', () => {
  expect(true).toBe(false);
});
