// Every file under __tests__ is a test file with this testMatch.
test('found under __tests__', () => {
  expect(1 + 1).toBe(2);
});
