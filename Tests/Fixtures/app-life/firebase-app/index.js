// The entry of a React Native app using React Native Firebase messaging, as rnfirebase.io's
// "Usage" page writes it: the background handler at the top level, the root registered.
import { AppRegistry } from 'react-native';
import messaging from '@react-native-firebase/messaging';
import App from './App';

messaging().setBackgroundMessageHandler(async remoteMessage => {
  console.log('background message', remoteMessage.data.screen);
});

AppRegistry.registerComponent('ShopApp', () => App);
