// The daily reminder, a day at a time.
import './index';

test('the reminder fires once a day at 9:00', async () => {
  // Expo calls the received listeners only while the app is in the foreground.
  simulate.appState('foreground');
  await simulate.mount();
  // advanceAsync: each timer is its own turn, so the effect's promise chain (scheduling
  // the reminder) and the notification handler's promise run between them.
  await simulate.advanceAsync('2d');
  const received = simulate.effects('log').map(e => e.message).filter(m => m.startsWith('received'));
  expect(received.length).toBe(2);
  expect(received[0]).toMatch(/^received daily-reminder 9:00 /);
  expect(simulate.effects('display').length).toBe(2);
});

test('a duration that is not one is a TypeError naming the call', () => {
  expect(() => simulate.advance('soon')).toThrow("simulate.advance(duration) expects milliseconds or a duration such as '30s'");
});
