// A cold-start bug pinned as a test: the tap that launches the quit app reaches
// getInitialNotification() in the root's effect, never onNotificationOpenedApp.
import './index';

const shipped = { message: { notification: { title: 'Order shipped', body: '1042' }, data: { screen: 'Orders' } } };
const logs = () => simulate.effects('log').map(e => e.message);

test('a tap from quit opens the order screen through getInitialNotification', async () => {
  await simulate.launch({ notification: shipped, platform: 'android' });
  await simulate.advance('1s');
  expect(logs()).toEqual(['background message Orders', 'screen Home', 'initial notification Orders', 'order screen mounted', 'screen Orders']);
});

test('unmounting runs the effects cleanups', async () => {
  await simulate.launch({ notification: shipped, platform: 'android' });
  await simulate.advance('1s');
  simulate.clearEffects();
  await simulate.unmount();
  expect(logs()).toEqual(['order screen unmounted']);
});
