test('is never run', () => {});

function setUp() {
  throw new Error('top-level boom');
}
setUp();
