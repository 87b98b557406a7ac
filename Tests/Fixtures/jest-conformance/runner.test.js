// Runner semantics: skip/only/todo aliases, done, returned values, timeouts, hooks.
const order = [];

beforeAll(() => { order.push('beforeAll'); });
beforeEach(() => { order.push('beforeEach'); });
afterEach(() => { order.push('afterEach'); });

describe('aliases', () => {
  xit('xit is skipped', () => { throw new Error('must not run'); });
  xtest('xtest is skipped', () => { throw new Error('must not run'); });
  test.skip('test.skip is skipped', () => { throw new Error('must not run'); });
  it.skip('it.skip is skipped', () => { throw new Error('must not run'); });
  test.todo('a todo');
  it.todo('an it.todo');
  xdescribe('xdescribe', () => {
    test('inside xdescribe is skipped', () => { throw new Error('must not run'); });
  });
  describe.skip('describe.skip', () => {
    test('inside describe.skip is skipped', () => { throw new Error('must not run'); });
  });
});

describe('done callbacks', () => {
  test('done called later passes', (done) => {
    setTimeout(done, 50);
  });
  test('done(error) fails', (done) => {
    setTimeout(() => done(new Error('delivery failed')), 5);
  });
  test('done called twice fails', (done) => {
    done();
    done();
  });
  test('done with a non-error reason fails', (done) => {
    done('reason');
  });
  test('an expectation failing before done fails', (done) => {
    expect(1).toBe(2);
    done();
  });
  test('done.fail fails', (done) => {
    done.fail(new Error('explicit'));
  });
});

describe('returned values', () => {
  test('returning 42 fails', () => 42);
  test('returning an object fails', () => ({ ok: true }));
  test('returning null fails', () => null);
  test('returning undefined passes', () => undefined);
  test('returning a resolved promise passes', () => Promise.resolve(42));
  test('returning a rejected promise fails', () => Promise.reject(new Error('rejected')));
  test('an async test that throws fails', async () => {
    await null;
    throw new Error('async boom');
  });
  test('throwing a string fails', () => {
    throw 'a string';
  });
});

describe('timeouts', () => {
  test('a test that waits less than its timeout passes', async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }, 1000);
  test('a test longer than its timeout fails', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }, 500);
  test('a promise that never settles fails at the timeout', () => new Promise(() => {}), 200);
  describe('a slow beforeEach', () => {
    beforeEach(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }, 100);
    test('fails because of its hook', () => {
      expect(true).toBe(true);
    });
  });
});

describe('hooks', () => {
  test('hooks ran in order', () => {
    expect(order.slice(0, 3)).toEqual(['beforeAll', 'beforeEach', 'afterEach']);
  });
  describe('a failing beforeEach', () => {
    beforeEach(() => { throw new Error('hook failed'); });
    test('fails', () => {
      expect(true).toBe(true);
    });
  });
  describe('a failing beforeAll', () => {
    beforeAll(() => { throw new Error('beforeAll failed'); });
    test('fails first', () => {});
    test('fails second', () => {});
  });
  describe('hooks with done', () => {
    let ready = false;
    beforeEach((done) => { setTimeout(() => { ready = true; done(); }, 10); });
    test('see the hook finished', () => {
      expect(ready).toBe(true);
    });
  });
});

describe('test.failing', () => {
  test.failing('a failing test that fails passes', () => {
    expect(1).toBe(2);
  });
  test.failing('a failing test that passes fails', () => {
    expect(1).toBe(1);
  });
});

test('names may be functions', () => {
  expect(typeof describe).toBe('function');
});
