// The entry of an app whose root is a class component (React Native's template before hooks):
// the root registered at the top level, nothing else.
import { AppRegistry } from 'react-native';
import App from './App';

AppRegistry.registerComponent('InboxApp', () => App);
