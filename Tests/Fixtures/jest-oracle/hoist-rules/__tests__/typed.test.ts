import { notify } from '../src/push';

interface Sender { send(m: string): string }
type Message = string;
jest.mock('../src/api', (): Sender => ({ send: (m: Message): string => 'typed:' + m }));

test('identifiers in type annotations are not references', () => {
  expect(notify('a')).toBe('typed:A');
});
