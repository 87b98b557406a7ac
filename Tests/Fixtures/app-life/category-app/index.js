import React, { useEffect } from 'react';
import { registerRootComponent } from 'expo';
import * as Notifications from 'expo-notifications';

function App() {
  useEffect(() => {
    Notifications.setNotificationCategoryAsync('order', [{ identifier: 'track', buttonTitle: 'Track' }]);
  }, []);
  return null;
}
registerRootComponent(App);
