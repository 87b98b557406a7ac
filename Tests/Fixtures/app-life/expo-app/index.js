// An Expo app's entry, as `create-expo-app` writes it.
import { registerRootComponent } from 'expo';
import App from './App';

registerRootComponent(App);
