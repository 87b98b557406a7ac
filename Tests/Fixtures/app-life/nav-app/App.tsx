// The root: a NavigationContainer with a ref, and the tap listeners added only once the
// navigator is ready (onReady), so navigating from a tap never meets an uninitialised ref —
// the pattern React Navigation's "Navigating without the navigation prop" page recommends.
import React, { useEffect, useState } from 'react';
import messaging, { FirebaseMessagingTypes } from '@react-native-firebase/messaging';
import { NavigationContainer, createNavigationContainerRef } from '@react-navigation/native';
import { createNativeStackNavigator } from '@react-navigation/native-stack';
import { HomeScreen, OrdersScreen } from './screens';

export type RootStackParamList = { Home: undefined; Orders: { id: number } };

export const navigationRef = createNavigationContainerRef<RootStackParamList>();
const Stack = createNativeStackNavigator<RootStackParamList>();

function openOrder(message: FirebaseMessagingTypes.RemoteMessage | null, how: string) {
  console.log(how, message ? message.data?.orderId : null);
  const id = Number(message?.data?.orderId);
  if (id && navigationRef.isReady()) navigationRef.navigate('Orders', { id });
}

export default function App(): React.JSX.Element {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!ready) return undefined;
    const unsubscribe = messaging().onNotificationOpenedApp(message => openOrder(message, 'opened from background'));
    messaging().getInitialNotification().then(message => openOrder(message, 'initial notification'));
    return unsubscribe;
  }, [ready]);

  return (
    <NavigationContainer
      ref={navigationRef}
      onReady={() => {
        console.log('navigation ready on', navigationRef.getCurrentRoute()?.name);
        setReady(true);
      }}>
      <Stack.Navigator initialRouteName="Home">
        <Stack.Screen name="Home" component={HomeScreen} />
        <Stack.Screen name="Orders" component={OrdersScreen} />
      </Stack.Navigator>
    </NavigationContainer>
  );
}
