const config = require('push-config');
const badge = require('../src/badge');

describe(global.PROJECT, () => {
  test('its own setup file ran', () => {
    expect(['ios', 'android']).toContain(global.PROJECT);
  });
  test('its own moduleNameMapper', () => {
    expect(config.channel).toBe(global.PROJECT === 'android' ? 'alerts' : null);
  });
  test('its own platform files', () => {
    expect(badge(1000)).toBe(global.PROJECT === 'ios' ? '99+' : '999+');
  });
  test('fails only on android', () => {
    expect(config.sound).toBe('default.caf');
  });
});
