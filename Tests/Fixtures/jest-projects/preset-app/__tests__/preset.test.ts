import { badge } from '~/badge';
import * as regionModule from '~/region';

const mockRegion = jest.fn((): 'eu' | 'us' => 'us');

test("the preset's setup file runs before the project's", () => {
  expect((global as any).setupOrder).toEqual(['preset', 'project']);
});

test("the preset's moduleNameMapper serves ~/ imports", () => {
  expect(badge(120)).toBe('eu:99+');
});

test('a spy on a TypeScript module namespace', () => {
  jest.spyOn(regionModule, 'region').mockImplementation(() => mockRegion());
  expect(badge(3)).toBe('us:3');
  expect(mockRegion).toHaveBeenCalledTimes(1);
});

test("the preset's clearMocks cleared the calls", () => {
  expect(mockRegion).not.toHaveBeenCalled();
});
