// test.each / describe.each / it.each and their titles.
describe('arrays of rows', () => {
  test.each([
    [1, 1, 2],
    [1, 2, 3],
    [2, 1, 3],
  ])('add(%i, %i) -> %i', (a, b, expected) => {
    expect(a + b).toBe(expected);
  });

  it.each([['snooze', 10], ['dismiss', 0]])('action %s waits %d minutes', (action, minutes) => {
    expect(typeof action).toBe('string');
    expect(minutes).toBeGreaterThanOrEqual(0);
  });

  test.each([1, 2, 3])('a single column %d', (n) => {
    expect(n).toBeGreaterThan(0);
  });

  test.each([[{ a: 1 }, 'x']])('pretty %p and json %j', (o, s) => {
    expect(o.a).toBe(1);
    expect(s).toBe('x');
  });

  test.each([[1.5], [2.25]])('float %f at %#', (f) => {
    expect(f).toBeGreaterThan(1);
  });

  test.each([['100%']])('a percent sign %s stays, %% too', (s) => {
    expect(s).toContain('%');
  });

  test.each([[1, 2]])('fails for %i and %i', (a, b) => {
    expect(a).toBe(b);
  });
});

describe('objects', () => {
  test.each([
    { action: 'snooze', delay: 600 },
    { action: 'open', delay: 0 },
  ])('$action after $delay ms', ({ action, delay }) => {
    expect(action.length).toBeGreaterThan(0);
    expect(delay).toBeGreaterThanOrEqual(0);
  });

  test.each([{ user: { name: 'ada' }, id: 1 }])('nested $user.name with $id at $#', ({ user }) => {
    expect(user.name).toBe('ada');
  });
});

describe('tagged templates', () => {
  test.each`
    a    | b    | expected
    ${1} | ${1} | ${2}
    ${2} | ${3} | ${5}
  `('returns $expected when $a is added to $b', ({ a, b, expected }) => {
    expect(a + b).toBe(expected);
  });

  test.each`
    payload              | valid
    ${{ aps: {} }}       | ${true}
    ${'text'}            | ${false}
  `('payload $payload is valid: $valid', ({ payload, valid }) => {
    expect(typeof payload === 'object').toBe(valid);
  });
});

describe.each([
  ['ios', 'aps'],
  ['android', 'data'],
])('on %s', (platform, key) => {
  test(`the payload key is ${key}`, () => {
    expect(key.length).toBeGreaterThan(0);
  });
  test('the platform is known', () => {
    expect(['ios', 'android']).toContain(platform);
  });
});

describe.each([{ name: 'first' }, { name: 'second' }])('suite $name', ({ name }) => {
  it('runs', () => {
    expect(name).toMatch(/first|second/);
  });
});

test.each([[1], [2]])('done in each %i', (n, done) => {
  setTimeout(() => {
    expect(n).toBeGreaterThan(0);
    done();
  }, 10);
});

test.skip.each([[1]])('skipped each %i', () => {
  throw new Error('must not run');
});
