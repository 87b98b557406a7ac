import { useCallback, useEffect, useState } from 'react';
import { Text, View } from 'react-native';
import notifee from '@notifee/react-native';
import { useNotifications } from './useNotifications';

export default function App() {
  const [chat, setChat] = useState(null);
  const open = useCallback(notification => setChat(notification.data.chatId), []);
  useNotifications(open);

  useEffect(() => {
    notifee.getInitialNotification().then(initial => {
      console.log('initial notification', initial ? `${initial.notification.id} ${initial.pressAction.id}` : null);
      if (initial) open(initial.notification);
    });
  }, [open]);

  useEffect(() => { console.log('chat', chat); }, [chat]);

  return <View><Text>{chat ? `Chat ${chat}` : 'Inbox'}</Text></View>;
}
