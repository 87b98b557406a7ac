const calls: string[] = [];
import { foo } from '../src/foo';
calls.push(foo());
jest.doMock('../src/dep', () => ({ dep: () => 'doMock' }));

test('doMock is not hoisted (not a HOIST_METHOD): the module loaded before it is real', () => {
  expect(calls).toEqual(['real']);
});
