// Modular RN Firebase messaging, configured from react-native-dotenv's @env.
import { getApp } from '@react-native-firebase/app';
import { getMessaging, onMessage, subscribeToTopic, setBackgroundMessageHandler } from '@react-native-firebase/messaging';
import { API_URL, TOPIC, SUPPORT_EMAIL } from '@env';

const messaging = getMessaging(getApp());
console.log(`app ${getApp().name}, api ${API_URL}, topic ${TOPIC}, support ${SUPPORT_EMAIL}, env ${process.env.TOPIC}`);

subscribeToTopic(messaging, TOPIC);
onMessage(messaging, async (message) => {
  console.log(`foreground ${message.data.orderId} -> ${API_URL}/orders/${message.data.orderId}`);
});
setBackgroundMessageHandler(messaging, async (message) => {
  console.log(`background ${message.data.orderId}`);
});
