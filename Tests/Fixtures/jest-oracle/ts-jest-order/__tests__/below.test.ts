import { foo } from '../src/foo';
const depMock = jest.fn(() => 'mocked');

jest.mock('../src/dep', () => ({ dep: depMock }));

test('never runs: a const below the import is not initialised when the module loads', () => {
  expect(foo()).toBe('mocked');
});
