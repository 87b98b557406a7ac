/*
 * Actionable Salesforce notifications in a hybrid app built on the Salesforce
 * Mobile SDK: an approval request with Approve / Reject (server-side
 * NotificationApiAction, invoked on the org by the SDK) and Dismiss (a client
 * action the app handles itself).
 */
import { PushNotificationManager } from 'jshost/salesforce';

// Only register the notification types this app knows how to show.
PushNotificationManager.filterSupportedNotificationTypes = (types) =>
  types.filter((type) => type.apiName.startsWith('MyApp_'));

// Client-side actions (and taps on the notification itself). Server-side actions
// (Approve, Reject) are posted to the org and never reach this listener.
// The `sfdc` dictionary: top level in an APNs payload; JSON text in the data of an
// FCM message (Android), as the Salesforce Android SDK receives it.
function sfdcOf(payload) {
  const data = payload.message ? payload.message.data : payload.data;
  const sfdc = payload.sfdc !== undefined ? payload.sfdc : data && data.sfdc;
  return typeof sfdc === 'string' ? JSON.parse(sfdc) : sfdc;
}

PushNotificationManager.onNotificationResponse((response) => {
  const { nid } = sfdcOf(response.payload);
  if (response.actionIdentifier === 'dismiss_local') {
    console.log('User dismissed notification ' + nid + ' locally');
    return 'dismissed';
  }
  console.log('Opened notification ' + nid);
  return 'opened';
});

// At launch (and whenever the org's notification types change): fetch the types,
// cache them, and register one category per action group.
PushNotificationManager.fetchAndStoreNotificationTypes()
  .then((types) => {
    for (const type of types) {
      const groups = (type.actionGroups || []).map((group) => group.name + ' [' + group.actions.map((a) => a.label).join(', ') + ']');
      console.log('Registered ' + type.label + ' (' + type.type + '): ' + groups.join('; '));
    }
  })
  .catch((error) => console.error('Failed to fetch notification types: ' + error.message));
