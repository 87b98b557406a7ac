// The root: counts the messages that arrive while the app is open. The effect has no
// dependency list and no cleanup, so it runs after every render and adds another onMessage
// listener each time: after the first message re-renders the app, the next message reaches
// two listeners.
import { useEffect, useState } from 'react';
import { Text } from 'react-native';
import messaging from '@react-native-firebase/messaging';

export default function App() {
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    messaging().onMessage(async (message) => {
      console.log('message in thread', message.data.thread);
      setUnread((n) => n + 1);
    });
  });

  return <Text>{unread} unread</Text>;
}
