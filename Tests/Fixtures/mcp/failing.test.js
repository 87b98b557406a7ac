// One failing expectation: the `test` tool reports Jest's failure message for it.
test('adds up', () => {
  expect(1 + 1).toBe(3);
});
