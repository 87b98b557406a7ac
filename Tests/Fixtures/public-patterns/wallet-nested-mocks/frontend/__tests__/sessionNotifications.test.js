const notifee = require('@notifee/react-native').default;
const { notifySessionProposal, handleBackgroundEvent } = require('../service/sessionNotifications');

describe('session notifications', () => {
  beforeEach(() => jest.clearAllMocks());

  it('uses the mocks in frontend/__mocks__ without a jest.mock call', () => {
    expect(jest.isMockFunction(notifee.displayNotification)).toBe(true);
  });

  it('shows the proposal in the saved language', async () => {
    await expect(notifySessionProposal('42')).resolves.toBe('notification-id');
    expect(notifee.displayNotification).toHaveBeenCalledWith(
      expect.objectContaining({ id: '42', title: 'Solicitud de conexión' }),
    );
  });

  it('cancels the notification when an action is pressed', async () => {
    await handleBackgroundEvent({ type: 2, detail: { notification: { id: '42' } } });
    expect(notifee.cancelNotification).toHaveBeenCalledWith('42');
  });

  it('ignores a dismissal', async () => {
    await handleBackgroundEvent({ type: 0, detail: { notification: { id: '42' } } });
    expect(notifee.cancelNotification).not.toHaveBeenCalled();
  });
});
