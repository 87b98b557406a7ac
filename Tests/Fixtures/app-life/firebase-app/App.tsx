// The root component: the tap listeners live in an effect, as most apps write them.
import React, { useEffect, useState } from 'react';
import { Text, View } from 'react-native';
import messaging, { FirebaseMessagingTypes } from '@react-native-firebase/messaging';
import { OrderScreen } from './OrderScreen';

export default function App(): React.JSX.Element {
  const [screen, setScreen] = useState<string>('Home');

  useEffect(() => {
    const open = (message: FirebaseMessagingTypes.RemoteMessage | null, how: string) => {
      console.log(how, message ? message.data?.screen : null);
      if (message?.data?.screen) setScreen(String(message.data.screen));
    };
    const unsubscribe = messaging().onNotificationOpenedApp(message => open(message, 'opened from background'));
    messaging().getInitialNotification().then(message => open(message, 'initial notification'));
    return unsubscribe;
  }, []);

  useEffect(() => {
    console.log('screen', screen);
  }, [screen]);

  return (
    <View>
      <Text>{screen}</Text>
      {screen === 'Orders' ? <OrderScreen /> : null}
    </View>
  );
}
