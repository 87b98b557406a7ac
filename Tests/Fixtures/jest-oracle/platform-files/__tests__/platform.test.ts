import { platform } from '../src/notification';
import sound from '../src/sound';

test('the default platform file wins over the plain one', () => {
  expect(platform).toBe('ios');
});
test('a .native file is taken when platforms include native', () => {
  expect(require('../src/badge')).toBe('native');
});
test('the platform comes before the extension order (.ios.js before .ts)', () => {
  expect(sound).toBe('ios-js');
});
test('a folder index has its platform file too', () => {
  expect(require('../src/lib')).toBe('index-ios');
});
test('an explicit extension is the file as named', () => {
  expect(require('../src/badge.js')).toBe('plain');
});
test('another platform only file is not found', () => {
  expect(() => require('../src/channel')).toThrow(/Cannot find module/);
});
