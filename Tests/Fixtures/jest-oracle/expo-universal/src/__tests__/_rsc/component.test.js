// Under __tests__/_rsc: every project's testPathIgnorePatterns leaves it out (jest-expo
// runs these only in its React Server Components projects).
test('is never run', () => {
  throw new Error('a file under __tests__/_rsc ran');
});
