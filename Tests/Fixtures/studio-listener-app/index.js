// The shop app's messaging: a message that arrives while the app is open, and a tap on one
// that opens it from the background.
import messaging from '@react-native-firebase/messaging';

messaging().onMessage(async (message) => console.log('in the app:', message.data.orderId));
messaging().onNotificationOpenedApp((message) => console.log('opened order', message.data.orderId));
