test('not a .spec.js file: the web project does not run it', () => {
  throw new Error('ran');
});
