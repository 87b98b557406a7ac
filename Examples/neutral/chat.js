/*
 * Notification actions of a chat app, written against jshost's neutral API
 * (module 'jshost'): the same code describes the categories for iOS and Android
 * and handles the taps.
 */
import { setCategories, registerAction, onResponse, openURL, alert, composeEmail } from 'jshost';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Stands in for the app's API client: posting a reply takes a round trip.
async function postReply(threadId, text) {
  await sleep(250);
  return { threadId, text, status: 'delivered' };
}

setCategories([
  {
    id: 'chat_message',
    actions: [
      { id: 'reply', title: 'Reply', type: 'reply', textInput: { buttonTitle: 'Send', placeholder: 'Write a reply…' } },
      { id: 'like', title: '👍 Like', type: 'like' },
      { id: 'mute', title: 'Mute thread', destructive: true },
    ],
    defaultContextActions: ['reply', 'like', 'mute'],
    minimalContextActions: ['reply', 'like'],
  },
  {
    id: 'chat_transcript',
    actions: [
      { id: 'email_transcript', title: 'Email transcript', type: 'emailTranscript', authenticationRequired: true },
      { id: 'open_thread', title: 'Open', foreground: true },
    ],
  },
]);

// Text-input action: the typed reply arrives as userText. The handler is async:
// jshost waits for the promise and records its result.
registerAction('reply', async ({ notification, userText }) => {
  const threadId = notification.data.threadId;
  if (!userText || !userText.trim()) {
    return { threadId, status: 'empty reply ignored' };
  }
  const result = await postReply(threadId, userText.trim());
  console.log(`Reply to ${threadId} ${result.status}`);
  return result;
});

registerAction('like', ({ notification }) => {
  return { threadId: notification.data.threadId, liked: notification.data.messageId };
});

registerAction('emailTranscript', ({ notification }) => {
  composeEmail({
    to: [notification.data.email],
    subject: `Transcript: ${notification.title}`,
    body: `<p>The transcript of thread ${notification.data.threadId} is attached.</p>`,
    html: true,
  });
});

// Every response, whatever its type: open the thread for body taps and "Open",
// confirm a mute.
onResponse(({ notification, actionIdentifier }) => {
  const threadId = notification.data.threadId;
  if (actionIdentifier === 'default' || actionIdentifier === 'open_thread') {
    openURL(`chatapp://threads/${threadId}`);
  } else if (actionIdentifier === 'mute') {
    alert('Thread muted', `You will not be notified about ${notification.title} for 8 hours.`, ['OK', 'Undo']);
  }
});
