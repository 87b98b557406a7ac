// A bare React Native app (no app.json with extra.eas.projectId): getExpoPushTokenAsync()
// without a projectId rejects as expo-notifications' getExpoPushTokenAsync.ts does.
import * as Notifications from 'expo-notifications';

test('without a project id the token request rejects with ERR_NOTIFICATIONS_NO_EXPERIENCE_ID', async () => {
  let error;
  try {
    await Notifications.getExpoPushTokenAsync();
  } catch (e) {
    error = e;
  }
  expect(error.code).toBe('ERR_NOTIFICATIONS_NO_EXPERIENCE_ID');
  expect(error.message).toBe('No "projectId" found. If "projectId" can\'t be inferred from the manifest (for instance, in bare workflow), you have to pass it in yourself.');
  await expect(Notifications.getExpoPushTokenAsync({ projectId: '9c1e0d7a-3333-4b2f-8e6d-444444444444' }))
    .resolves.toEqual({ type: 'expo', data: 'ExponentPushToken[jshost-simulated-device]' });
});
