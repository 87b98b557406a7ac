import { notify } from '../src/push';

const PREFIX = 'p';
const SEP = `-`;
const TAGS = ['x', 2, null, { deep: true }];
const NEG = -1;
const SUM = 1 + 2;
const ALIAS = PREFIX;
const CONFIG = { prefix: PREFIX, list: [SEP] };
jest.mock('../src/api', () => ({ send: (m) => [CONFIG.prefix, SEP, TAGS[1], NEG, SUM, ALIAS, m].join('') }));

test('literals, templates, arrays, objects, unary, binary and constant names are pure', () => {
  expect(notify('a')).toBe('p-2-13pA');
});
