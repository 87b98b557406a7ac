import { notify, notifyDefault } from '../src/push';

jest.mock('../src/api', () => {
  function local(m) { return 'local:' + m; }
  const mockTable = { x: 1 };
  class Sender { send(m) { return local(m); } }
  const sender = new Sender();
  return {
    __esModule: true,
    default: (m) => { const inner = (n) => 'inner:' + n; return inner(m); },
    send: (m) => sender.send(m) + Object.keys(mockTable).length,
  };
});

test('a factory may declare functions, classes and nested scopes', () => {
  expect(notify('a')).toBe('local:A1');
  expect(notifyDefault('b')).toBe('inner:b');
});
