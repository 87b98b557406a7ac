import React, { useEffect, useState } from 'react';
import { Alert, SafeAreaView, Text } from 'react-native';
import messaging from '@react-native-firebase/messaging';

async function requestUserPermission() {
  const authStatus = await messaging().requestPermission();
  const enabled =
    authStatus === messaging.AuthorizationStatus.AUTHORIZED ||
    authStatus === messaging.AuthorizationStatus.PROVISIONAL;

  if (enabled) {
    console.log('Authorization status:', authStatus);
  }
}

function App(): React.JSX.Element {
  const [loading, setLoading] = useState(true);
  const [screen, setScreen] = useState('Home');

  useEffect(() => {
    requestUserPermission();
    messaging().getToken().then(token => console.log('FCM token', token));
  }, []);

  useEffect(() => {
    const unsubscribe = messaging().onMessage(async remoteMessage => {
      Alert.alert('A new FCM message arrived!', JSON.stringify(remoteMessage.data));
    });

    return unsubscribe;
  }, []);

  useEffect(() => {
    // Assume a message-notification contains a "type" property in the data payload of the screen to open
    messaging().onNotificationOpenedApp(remoteMessage => {
      console.log(
        'Notification caused app to open from background state:',
        remoteMessage.notification,
      );
      setScreen(remoteMessage.data?.type ?? 'Home');
    });

    // Check whether an initial notification is available
    messaging()
      .getInitialNotification()
      .then(remoteMessage => {
        if (remoteMessage) {
          console.log(
            'Notification caused app to open from quit state:',
            remoteMessage.notification,
          );
          setScreen(remoteMessage.data?.type ?? 'Home');
        }
        setLoading(false);
      });
  }, []);

  if (loading) {
    return <Text>Loading…</Text>;
  }

  return (
    <SafeAreaView>
      <Text>{screen}</Text>
    </SafeAreaView>
  );
}

export default App;
