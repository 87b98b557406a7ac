// The entry of a React Native app using React Native Firebase messaging and React Navigation:
// the background handler at the top level (rnfirebase.io "Usage"), the root registered.
import { AppRegistry } from 'react-native';
import messaging from '@react-native-firebase/messaging';
import App from './App';

messaging().setBackgroundMessageHandler(async remoteMessage => {
  console.log('background message', remoteMessage.data.orderId);
});

AppRegistry.registerComponent('ShopApp', () => App);
