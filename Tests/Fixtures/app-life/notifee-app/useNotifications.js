// The app's hook: Notifee's foreground events while the app is open.
import { useEffect } from 'react';
import notifee, { EventType } from '@notifee/react-native';

export function useNotifications(onOpen) {
  useEffect(() => {
    return notifee.onForegroundEvent(({ type, detail }) => {
      console.log('foreground event', EventType[type], detail.notification.id);
      if (type === EventType.PRESS) onOpen(detail.notification);
    });
  }, [onOpen]);
}
