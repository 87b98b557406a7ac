// A cold-start navigation pinned as a test: the tap that launches the quit app reaches
// getInitialNotification() once the navigator is ready, and the ref navigates to the order.
import './index';

const shipped = { message: { notification: { title: 'Order shipped', body: 'Order 7' }, data: { orderId: '7' } } };
const logs = () => simulate.effects('log').map(e => e.message);

test('a tap from quit navigates to the order once the container is ready', async () => {
  await simulate.launch({ notification: shipped, platform: 'android' });
  await simulate.advance('1s');
  expect(logs()).toEqual(['background message 7', 'home screen mounted', 'navigation ready on Home',
    'initial notification 7', 'orders screen 7 can go back true']);
  const navigations = simulate.effects('native').filter(e => e.module === 'navigation');
  expect(navigations.map(e => [e.method, e.args])).toEqual([['navigate', ['Orders', { id: 7 }]]]);
});
