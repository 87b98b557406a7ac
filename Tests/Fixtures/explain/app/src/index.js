// An events app: React Native Firebase delivers the pushes; the invitation's buttons are
// registered with jshost's neutral API (as a team would describe its iOS category and
// Android actions once), and the two buttons call the API.
import messaging from '@react-native-firebase/messaging';
import { setCategories, registerAction } from 'jshost';
import { respondToInvite } from './api';

setCategories([
  {
    id: 'invite',
    actions: [
      { id: 'accept', title: 'Accept', type: 'accept', foreground: true },
      { id: 'decline', title: 'Decline', type: 'decline', destructive: true },
    ],
  },
]);

registerAction('accept', async ({ notification }) => respondToInvite(notification.data.eventId, 'yes'));
registerAction('decline', async ({ notification }) => respondToInvite(notification.data.eventId, 'no'));

messaging().onMessage(async (message) => {
  console.log(`in-app banner: ${message.notification ? message.notification.title : message.data.eventId}`);
});

messaging().setBackgroundMessageHandler(async (message) => {
  console.log(`sync event ${message.data.eventId}`);
});
