// An Expo app that registers its notification category in the root component's effect, as
// many apps do, and asks which response launched it.
import React, { useEffect } from 'react';
import { registerRootComponent } from 'expo';
import * as Notifications from 'expo-notifications';

function App() {
  useEffect(() => {
    Notifications.setNotificationCategoryAsync('order', [{ identifier: 'track', buttonTitle: 'Track' }]);
    Notifications.getLastNotificationResponseAsync().then((response) => {
      console.log('launched by', response ? response.actionIdentifier : null);
    });
  }, []);
  return null;
}

registerRootComponent(App);
