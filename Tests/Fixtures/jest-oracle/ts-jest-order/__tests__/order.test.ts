const depMock = jest.fn(() => 'mocked');
import { foo, atLoad } from '../src/foo';

jest.mock('../src/dep', () => ({ dep: depMock }));

test('a const above an import is initialised before the import loads', () => {
  expect(atLoad).toBe('mocked');
  expect(foo()).toBe('mocked');
});
