// A test file to debug: Tests/EndToEndTests/InspectorTests.swift runs it under
// `jshost test --inspect-brk` and stops in it (docs/debugging.md).
function greet(name: string): string {
  const title: string = `Hello, ${name}`;
  return title;
}

test('greets by name', () => {
  const shown: string = greet('jshost');
  debugger;
  console.log('greeted', shown);
  expect(shown).toBe('Hello, jshost');
});
