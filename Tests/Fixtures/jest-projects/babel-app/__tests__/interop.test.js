import * as api from '../src/api';
import apiDefault from '../src/api';
import { notifyThroughNamespace, notify, defaults } from '../src/push';
import legacyFormat from '../lib/legacy-format';

describe('Babel interop', () => {
  test('default imports: CommonJS module.exports, ES default, __esModule default', () => {
    expect(typeof legacyFormat).toBe('function');
    expect(apiDefault).toEqual({ name: 'api' });
    expect(defaults()).toEqual(['es-default', 'flagged-default', 'object']);
  });

  test('jest.spyOn on a namespace changes what other modules call', () => {
    const spy = jest.spyOn(api, 'send').mockImplementation(() => 'spied');
    expect(notifyThroughNamespace('a')).toBe('spied');
    expect(notify('b')).toBe('spied');
    spy.mockRestore();
    expect(notify('c')).toBe('sent:C');
  });

  test('the namespace has __esModule', () => {
    expect(api.__esModule).toBe(true);
    expect(api.version).toBe(2);
  });
});
