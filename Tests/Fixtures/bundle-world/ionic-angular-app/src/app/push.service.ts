// An Ionic Angular app's push code: its settings come from environment.ts, which
// `ng serve` (the development configuration) replaces with environment.development.ts.
import { PushNotifications } from '@capacitor/push-notifications';
import { environment } from '../environments/environment';

export class PushService {
  init(): void {
    console.log(`production ${environment.production}, api ${environment.pushApi}`);
    PushNotifications.addListener('pushNotificationActionPerformed', (action) => {
      console.log(`open ${environment.pushApi}/threads/${action.notification.data.threadId}`);
    });
    PushNotifications.register();
  }
}

new PushService().init();
