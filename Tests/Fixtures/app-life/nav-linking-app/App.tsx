// The root: React Navigation's deep linking takes notification taps too — the linking
// options' getInitialURL asks Firebase for the notification that launched the app and
// subscribe hands the URL of a tapped notification to React Navigation's listener, as the
// change that added those two options shows (react-navigation commit 748e92f, "add
// getInitialURL and subscribe options to linking config").
import React from 'react';
import { Linking } from 'react-native';
import messaging from '@react-native-firebase/messaging';
import { LinkingOptions, NavigationContainer, createNavigationContainerRef } from '@react-navigation/native';
import { createNativeStackNavigator } from '@react-navigation/native-stack';
import { HomeScreen, OrdersScreen } from './screens';

type RootStackParamList = { Home: undefined; Orders: { id: number } };

const navigationRef = createNavigationContainerRef<RootStackParamList>();
const Stack = createNativeStackNavigator<RootStackParamList>();

const linking: LinkingOptions<RootStackParamList> = {
  prefixes: ['shop://', 'https://shop.example.com'],
  config: {
    screens: {
      Home: '',
      Orders: { path: 'orders/:id', parse: { id: Number } },
    },
  },
  async getInitialURL() {
    const url = await Linking.getInitialURL();
    if (url != null) return url;
    const message = await messaging().getInitialNotification();
    console.log('initial notification link', message?.data?.link ?? null);
    return message?.data?.link as string | undefined;
  },
  subscribe(listener) {
    console.log('linking subscribed');
    const onReceiveURL = ({ url }: { url: string }) => listener(url);
    const subscription = Linking.addEventListener('url', onReceiveURL);
    const unsubscribeNotification = messaging().onNotificationOpenedApp(message => {
      const url = message.data?.link;
      console.log('opened from background', url);
      if (typeof url === 'string') listener(url);
    });
    return () => {
      subscription.remove();
      unsubscribeNotification();
    };
  },
};

export default function App(): React.JSX.Element {
  return (
    <NavigationContainer
      ref={navigationRef}
      linking={linking}
      onReady={() => console.log('navigation ready on', navigationRef.getCurrentRoute()?.name)}>
      <Stack.Navigator initialRouteName="Home">
        <Stack.Screen name="Home" component={HomeScreen} />
        <Stack.Screen name="Orders" component={OrdersScreen} />
      </Stack.Navigator>
    </NavigationContainer>
  );
}
