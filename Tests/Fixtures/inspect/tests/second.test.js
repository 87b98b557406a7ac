// A second test file: `jshost test --inspect` on this folder is refused (one file at a time).
test('adds', () => {
  expect(1 + 1).toBe(2);
});
