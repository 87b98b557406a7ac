// Tests of the Office Polls app (MobileFirst 7.x, apps/HybridEventSource) with its adapter
// (adapters/PushAdapter) on a simulated device and server.
//
//   jshost test            (in this folder)
//
// simulate.loadPage loads the app folder as the MobileFirst build merges it for the platform
// (common/ plus iphone/): its scripts, then WL.Client.init (initOptions.js), wlEnvInit
// (iphone/js/main.js, which calls wlCommonInit), connect, onReadyToSubscribe.
const pushAdapter = simulate.adapter('adapters/PushAdapter/PushAdapter-impl.js');

beforeEach(() => simulate.appState('background'));

test('the app starts, subscribes once the client is ready, and the adapter hears of it', async () => {
  simulate.loadPage('apps/HybridEventSource');
  await simulate.settle();
  simulate.expectEffect({ kind: 'log', level: 'debug', message: 'iPhone environment ready' });
  simulate.expectEffect({ kind: 'log', level: 'debug', message: 'Successfully connected to MobileFirst Server.' });
  simulate.expectEffect({ kind: 'log', level: 'debug', message: '[PushAdapter] >> deviceSubscribeFunc' });
  simulate.expectEffect({ kind: 'log', level: 'info', message: 'Subscribed to myPush' });
  expect(WL.Client.Push.isSubscribed('myPush')).toBe(true);
  expect(document.getElementById('SubscribeButton').hasAttribute('disabled')).toBe(false);
});

describe('a poll sent by the adapter', () => {
  test('is shown with OK and NOK', () => {
    simulate.clearEffects();
    const sent = pushAdapter.submitPoll('alice', 'Close the office early on Friday?', 'early-friday');
    expect(sent).toEqual({ result: 'Notification sent to user :: alice' });
    simulate.expectEffect({ kind: 'handler', surface: 'mobilefirst', type: 'PushAdapter.submitPoll' });
    simulate.expectEffect({
      kind: 'display', category: 'poll', body: 'Close the office early on Friday?',
      actions: [
        { id: 'poll_ok', title: 'OK', foreground: true },
        { id: 'poll_nok', title: 'NOK', foreground: false, destructive: true },
      ],
    });
  });

  test('OK reaches the event source callback, not onMessage', async () => {
    simulate.clearEffects();
    pushAdapter.submitPoll('alice', 'Pizza on Thursday?', 'pizza');
    const [display] = simulate.effects('display');
    await simulate.tap(display.notification, 'poll_ok');
    simulate.expectEffect({ kind: 'openApp' });
    simulate.expectEffect({ kind: 'log', message: 'Poll pizza (Pizza on Thursday?): yes' });
    simulate.expectEffect({ kind: 'handler', surface: 'mobilefirst', result: { pollId: 'pizza', answer: 'yes' } });
    expect(document.getElementById('lastAnswer').textContent).toBe('pizza: yes');
  });

  test('NOK answers in the background', async () => {
    simulate.clearEffects();
    pushAdapter.submitPoll('alice', 'Pizza on Thursday?', 'pizza');
    const [display] = simulate.effects('display');
    await simulate.tap(display.notification, 'poll_nok');
    expect(simulate.effects('openApp')).toEqual([]);
    simulate.expectEffect({ kind: 'handler', result: { pollId: 'pizza', answer: 'no' } });
  });
});

test('after unsubscribing, the adapter finds no subscription and sends nothing', () => {
  doUnsubscribe();
  return simulate.settle().then(() => {
    simulate.expectEffect({ kind: 'log', message: '[PushAdapter] >> deviceUnsubscribeFunc' });
    simulate.clearEffects();
    expect(pushAdapter.submitPoll('alice', 'Anyone?', 'none')).toEqual({ result: 'No subscription found for user :: alice' });
    expect(simulate.effects('display')).toEqual([]);
  });
});
