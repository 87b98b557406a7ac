// A Capacitor app bundled with webpack: DefinePlugin and EnvironmentPlugin values.
import { PushNotifications } from '@capacitor/push-notifications';

console.log('version ' + VERSION + ', production ' + PRODUCTION + ', server ' + process.env.PUSH_SERVER
  + ', flavor ' + process.env.APP_FLAVOR + ', debug ' + process.env.DEBUG + ', dsn ' + process.env.SENTRY_DSN);

PushNotifications.addListener('pushNotificationActionPerformed', (action) => {
  console.log('open ' + process.env.PUSH_SERVER + '/m/' + action.notification.data.id);
});
