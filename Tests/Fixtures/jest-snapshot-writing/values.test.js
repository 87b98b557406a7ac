// Snapshots in Jest's .snap format: __snapshots__/snapshots.test.js.snap was written by
// real Jest 29 (tests named "fails:" were then given a different stored value, and one
// obsolete entry was added by hand).
class Notification {
  constructor(id, title) {
    this.id = id;
    this.title = title;
  }
}

const displayed = {
  id: 'n1',
  title: 'Invoice 2024-0042',
  actions: [{ id: 'pay', title: 'Pay' }, { id: 'later', title: 'Later', options: { foreground: false } }],
  badge: 3,
  sound: undefined,
  silent: null,
};

describe('toMatchSnapshot', () => {
  test('an object with nested arrays', () => {
    expect(displayed).toMatchSnapshot();
  });

  test('primitives and strings', () => {
    expect('plain text').toMatchSnapshot();
    expect('two\nlines with `backticks` and ${braces} and \\ slash').toMatchSnapshot();
    expect(42).toMatchSnapshot();
    expect(-0).toMatchSnapshot();
    expect(undefined).toMatchSnapshot();
    expect(null).toMatchSnapshot();
    expect(true).toMatchSnapshot();
    expect(10n).toMatchSnapshot();
    expect('quote " inside').toMatchSnapshot();
  });

  test('Map, Set, Date, Error, RegExp, functions, symbols', () => {
    expect(new Map([['b', 1], ['a', { x: [1, 2] }]])).toMatchSnapshot();
    expect(new Set(['z', 'a'])).toMatchSnapshot();
    expect(new Date(Date.UTC(2024, 0, 2, 3, 4, 5))).toMatchSnapshot();
    expect(new Error('snooze failed')).toMatchSnapshot();
    expect(/^id-[0-9]+\.x$/gi).toMatchSnapshot();
    expect({ handler: function onTap() {}, arrow: () => 1 }).toMatchSnapshot();
    expect({ [Symbol('s')]: 'sym', key: Symbol('v') }).toMatchSnapshot();
    expect([[], {}, new Map(), new Set()]).toMatchSnapshot();
  });

  test('class instances and objects without prototype', () => {
    expect(new Notification('n2', 'Reminder')).toMatchSnapshot();
    const bare = Object.create(null);
    bare.k = 1;
    expect(bare).toMatchSnapshot();
  });

  test('mock functions with their calls', () => {
    const display = jest.fn((n) => n.id).mockName('displayNotification');
    display({ id: 'n1' });
    expect(display).toMatchSnapshot();
    expect(jest.fn()).toMatchSnapshot();
    const thrower = jest.fn(() => { throw new Error('no'); });
    try { thrower(1, 'a'); } catch (e) { /* recorded */ }
    expect(thrower).toMatchSnapshot();
  });

  test('with a hint', () => {
    expect({ step: 1 }).toMatchSnapshot('after push');
    expect({ step: 2 }).toMatchSnapshot('after tap');
    expect({ step: 3 }).toMatchSnapshot();
  });

  test('with property matchers', () => {
    expect({ id: 'n7', createdAt: new Date(), title: 'Hi' }).toMatchSnapshot({ createdAt: expect.any(Date), id: expect.stringMatching(/^n\d+$/) });
  });

  test('fails: property matchers that do not match', () => {
    expect({ id: 7, title: 'Hi' }).toMatchSnapshot({ id: expect.any(String) });
  });

  test('fails: a changed value', () => {
    expect({ title: 'Invoice 43' }).toMatchSnapshot();
  });

  test('fails: the second of two snapshots changed', () => {
    expect('first').toMatchSnapshot();
    expect('second, changed').toMatchSnapshot();
  });

  test('fails: not.toMatchSnapshot is an error', () => {
    expect({}).not.toMatchSnapshot();
  });

  test('fails: properties must be an object', () => {
    expect({}).toMatchSnapshot(42);
  });

  test('fails: two changed snapshots in one test', () => {
    expect({ a: 2 }).toMatchSnapshot();
    expect({ b: 2 }).toMatchSnapshot();
  });

  test.skip('a skipped test keeps its snapshot', () => {
    expect('never').toMatchSnapshot();
  });
});

describe('toThrowErrorMatchingSnapshot', () => {
  test('the message of the thrown error', () => {
    expect(() => { throw new Error('Unknown category "billing"'); }).toThrowErrorMatchingSnapshot();
  });

  test('rejects', async () => {
    await expect(Promise.reject(new Error('network down'))).rejects.toThrowErrorMatchingSnapshot();
  });

  test('fails: a function that does not throw', () => {
    expect(() => {}).toThrowErrorMatchingSnapshot();
  });

  test('fails: a different message', () => {
    expect(() => { throw new Error('Unknown category "shipping"'); }).toThrowErrorMatchingSnapshot();
  });
});

