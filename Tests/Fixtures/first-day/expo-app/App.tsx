import { useState, useEffect } from 'react';
import { Text, View, Platform } from 'react-native';
import { StatusBar } from 'expo-status-bar';
import * as Device from 'expo-device';
import * as Notifications from 'expo-notifications';
import * as Linking from 'expo-linking';
import Constants from 'expo-constants';
import { SafeAreaView, useSafeAreaInsets } from 'react-native-safe-area-context';
import { NavigationContainer } from '@react-navigation/native';

Notifications.setNotificationHandler({
  handleNotification: async () => ({
    shouldPlaySound: true,
    shouldSetBadge: false,
    shouldShowBanner: true,
    shouldShowList: true,
  }),
});

async function registerForPushNotificationsAsync() {
  if (Platform.OS === 'android') {
    await Notifications.setNotificationChannelAsync('default', {
      name: 'default',
      importance: Notifications.AndroidImportance.MAX,
    });
  }
  await Notifications.setNotificationCategoryAsync('message', [
    { identifier: 'reply', buttonTitle: 'Reply', textInput: { submitButtonTitle: 'Send', placeholder: 'Message' } },
    { identifier: 'later', buttonTitle: 'Later' },
  ]);
  if (!Device.isDevice) {
    console.log('Must use physical device for push notifications');
    return;
  }
  const projectId = Constants?.expoConfig?.extra?.eas?.projectId ?? Constants?.easConfig?.projectId;
  const token = (await Notifications.getExpoPushTokenAsync({ projectId })).data;
  return token;
}

export default function App() {
  const [reply, setReply] = useState('');
  const insets = useSafeAreaInsets();

  useEffect(() => {
    registerForPushNotificationsAsync();
    const responseListener = Notifications.addNotificationResponseReceivedListener(response => {
      const threadId = response.notification.request.content.data.threadId;
      console.log(`tapped ${response.actionIdentifier} on thread ${threadId}`, response.userText ?? '');
      if (response.userText) setReply(response.userText);
      Linking.openURL(Linking.createURL(`thread/${threadId}`));
    });
    return () => responseListener.remove();
  }, []);

  return (
    <NavigationContainer>
      <SafeAreaView style={{ paddingTop: insets.top }}>
        <View>
          <Text>Last reply: {reply}</Text>
          <StatusBar style="auto" />
        </View>
      </SafeAreaView>
    </NavigationContainer>
  );
}
