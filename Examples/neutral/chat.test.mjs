// Tests of chat.js (jshost's neutral API) on a simulated device.
//
//   jshost test            (in this folder)
//
// chat.js is an ES module, so this test file is one too: it imports the script at
// the top level, which registers its categories, actions and response listener
// once for every test below. JSON payloads can be imported as well.
import './chat.js';
import payload from './payload.json';
import transcript from './transcript.json';
import androidPayload from './payload-android.json';

const CHAT_ACTIONS = [
  {
    id: 'reply', title: 'Reply', foreground: false, destructive: false, authenticationRequired: false,
    textInput: { buttonTitle: 'Send', placeholder: 'Write a reply…' },
  },
  { id: 'like', title: '👍 Like', foreground: false, destructive: false, authenticationRequired: false },
  { id: 'mute', title: 'Mute thread', foreground: false, destructive: true, authenticationRequired: false },
];

describe('a chat message', () => {
  let id;
  beforeEach(() => {
    id = simulate.push(payload);
  });

  test('is shown with Reply, Like and Mute', () => {
    simulate.expectEffect({
      kind: 'display',
      notification: id,
      platform: 'ios',
      category: 'chat_message',
      title: 'Ana (Design team)',
      body: 'Can you review the new onboarding screens before 3pm?',
      actions: CHAT_ACTIONS,
    });
  });

  test('Reply posts the typed text after the 250 ms round trip', async () => {
    simulate.tap(id, 'reply', { text: 'Sure, on it!' });
    simulate.expectEffect({ kind: 'response', action: 'reply', text: 'Sure, on it!' });

    // The handler is waiting for its (virtual) round trip: no result yet.
    await simulate.advance(249);
    expect(simulate.effects({ kind: 'handler', result: expect.anything() })).toHaveLength(0);

    await simulate.advance(1);
    expect(simulate.effects({ kind: 'handler', result: expect.anything() })).toHaveLength(1);
    simulate.expectEffect({ kind: 'log', message: 'Reply to design-team delivered' });
    simulate.expectEffect({
      kind: 'handler',
      notification: id,
      surface: 'jshost',
      type: 'reply',
      result: { threadId: 'design-team', text: 'Sure, on it!', status: 'delivered' },
    });
  });

  test('Reply trims the text', async () => {
    simulate.tap(id, 'reply', { text: '  On my way  ' });
    await simulate.advance(250);
    simulate.expectEffect({ kind: 'handler', type: 'reply', result: { text: 'On my way', status: 'delivered' } });
  });

  test('an empty reply is ignored without a round trip', async () => {
    await simulate.tap(id, 'reply', { text: '   ' });
    simulate.expectEffect({ kind: 'handler', type: 'reply', result: { threadId: 'design-team', status: 'empty reply ignored' } });
    expect(simulate.effects('log')).toEqual([]);
  });

  test('Like returns the liked message', async () => {
    await simulate.tap(id, 'like');
    simulate.expectEffect({
      kind: 'handler',
      type: 'like',
      result: { threadId: 'design-team', liked: 'm-8841' },
    });
  });

  test('Mute confirms with an alert', async () => {
    await simulate.tap(id, 'mute');
    simulate.expectEffect({
      kind: 'alert',
      notification: id,
      title: 'Thread muted',
      message: 'You will not be notified about Ana (Design team) for 8 hours.',
      buttons: ['OK', 'Undo'],
    });
  });

  test('tapping the notification opens the thread', async () => {
    await simulate.open(id);
    simulate.expectEffect({ kind: 'openApp', notification: id });
    simulate.expectEffect({ kind: 'openURL', url: 'chatapp://threads/design-team' });
  });

  test('dismissing it does nothing visible', async () => {
    await simulate.dismiss(id);
    simulate.expectEffect({ kind: 'response', action: 'dismiss' });
    expect(simulate.effects((e) => ['openApp', 'openURL', 'alert', 'email'].includes(e.kind))).toEqual([]);
  });

  test('an action the category does not have is an error', async () => {
    // An unknown action throws, as a bad payload does; the error is an effect too.
    expect(() => simulate.tap(id, 'archive')).toThrow('unknown action');
    simulate.expectEffect({
      kind: 'error',
      reason: 'input',
      message: expect.stringContaining('unknown action "archive"'),
    });
    expect(simulate.effects('handler')).toEqual([]);
  });
});

describe('a chat transcript', () => {
  test('"Email transcript" composes an HTML e-mail to the customer', async () => {
    const id = simulate.push(transcript);
    simulate.expectEffect({
      kind: 'display',
      category: 'chat_transcript',
      actions: [
        expect.objectContaining({ id: 'email_transcript', title: 'Email transcript', authenticationRequired: true }),
        expect.objectContaining({ id: 'open_thread', title: 'Open', foreground: true }),
      ],
    });
    await simulate.tap(id, 'email_transcript');
    simulate.expectEffect({
      kind: 'email',
      notification: id,
      to: ['sam@example.com'],
      subject: 'Transcript: Support chat #4471',
      body: '<p>The transcript of thread support-4471 is attached.</p>',
      html: true,
    });
  });

  test('"Open" opens the support thread', async () => {
    const id = simulate.push(transcript);
    await simulate.tap(id, 'open_thread');
    simulate.expectEffect({ kind: 'openURL', url: 'chatapp://threads/support-4471' });
  });
});

describe('on Android (FCM HTTP v1)', () => {
  test('the message shows in its channel and Reply works the same', async () => {
    const id = simulate.push(androidPayload, { platform: 'android' });
    simulate.expectEffect({ kind: 'display', platform: 'android', channel: 'messages', actions: CHAT_ACTIONS });
    simulate.tap(id, 'reply', { text: 'Looking now' });
    await simulate.advance(250);
    simulate.expectEffect({
      kind: 'handler',
      type: 'reply',
      result: { threadId: 'design-team', text: 'Looking now', status: 'delivered' },
    });
  });
});
