import notifee from '@notifee/react-native';
import { AndroidImportance, AndroidStyle } from '@notifee/react-native/dist/types/NotificationAndroid';
import { EventType } from '@notifee/react-native/src/types/Notification';
import { TriggerType } from '@notifee/react-native/dist/types/Trigger';
import { describeEvent, showOrderUpdate, ORDER_CHANNEL } from '../notifications';

// The app's own partial mock: Notifee's calls become jest.fn()s, its enums stay the
// package's (taken from its type files, as teams write it).
jest.mock('@notifee/react-native', () => ({
  __esModule: true,
  ...jest.requireActual('@notifee/react-native/dist/types/Notification'),
  ...jest.requireActual('@notifee/react-native/dist/types/NotificationAndroid'),
  default: {
    createChannel: jest.fn().mockResolvedValue('orders'),
    displayNotification: jest.fn().mockResolvedValue('order-81'),
    onBackgroundEvent: jest.fn(),
  },
}));

describe('order notifications', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows an order update on the high-importance channel', async () => {
    await expect(showOrderUpdate({ data: { orderId: '81', status: 'Out for delivery', eta: 'soon' } } as any)).resolves.toBe('order-81');
    expect(notifee.createChannel).toHaveBeenCalledWith({ id: ORDER_CHANNEL, name: 'Order updates', importance: AndroidImportance.HIGH });
    expect(notifee.displayNotification).toHaveBeenCalledWith(expect.objectContaining({
      id: 'order-81',
      android: expect.objectContaining({ importance: 4, style: { type: AndroidStyle.BIGTEXT, text: 'soon' } }),
    }));
  });

  it('tells a Track press from a body press', () => {
    const notification = { data: { orderId: '81' } };
    expect(describeEvent({ type: EventType.ACTION_PRESS, detail: { notification, pressAction: { id: 'track' } } })).toBe('track order 81');
    expect(describeEvent({ type: EventType.PRESS, detail: { notification } })).toBe('open order 81');
    expect(describeEvent({ type: EventType.DISMISSED, detail: { notification } })).toBeNull();
  });

  it('keeps the package values', () => {
    expect(AndroidImportance.HIGH).toBe(4);
    expect(EventType.ACTION_PRESS).toBe(2);
    expect(TriggerType.TIMESTAMP).toBe(0);
  });

  it('gives the root enum and the deep one as one object', () => {
    const actual = jest.requireActual('@notifee/react-native');
    expect(actual.AndroidImportance).toBe(AndroidImportance);
    expect(jest.requireActual('@notifee/react-native/dist/types/Trigger').TriggerType).toBe(actual.TriggerType);
  });
});
