const value = 'outer';
jest.mock('../src/dep', () => ({ dep: () => value }));
import { foo } from '../src/foo';

test('ts-jest does not judge the factory: any outer name may be read', () => {
  expect(foo()).toBe('outer');
});
