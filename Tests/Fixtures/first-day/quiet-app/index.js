import * as Notifications from 'expo-notifications';

// Asks for permission and shows nothing else: no handler, no listener.
Notifications.requestPermissionsAsync().then(({ status }) => console.log(`permission ${status}`));
