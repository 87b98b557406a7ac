import { AppState, Dimensions, Image, Linking, NativeModules, PixelRatio, Platform, Text, View } from 'react-native';
import {
  badgeCount, inForeground, openFromNotification, requestPermissions, setBadge, watchAppState,
} from '../src/notifications';

describe('Linking as react-native/jest/setup.js mocks it', () => {
  it('opens the deep link of a tapped notification', async () => {
    await expect(openFromNotification({ data: { url: 'myapp://orders/42' } })).resolves.toBe(true);
    expect(Linking.canOpenURL).toHaveBeenCalledWith('myapp://orders/42');
    expect(Linking.openURL).toHaveBeenCalledWith('myapp://orders/42');
  });

  it('leaves a link the phone cannot open', async () => {
    Linking.canOpenURL.mockResolvedValueOnce(false);
    await expect(openFromNotification({ data: { url: 'other://x' } })).resolves.toBe(false);
    expect(Linking.openURL).not.toHaveBeenCalled();
  });

  it('getInitialURL resolves undefined', async () => {
    await expect(Linking.getInitialURL()).resolves.toBeUndefined();
  });

  it('the Libraries file is the same mock', () => {
    expect(require('react-native/Libraries/Linking/Linking').openURL).toBe(Linking.openURL);
  });
});

describe('NativeModules.PushNotificationManager', () => {
  it('grants every permission', async () => {
    await expect(requestPermissions()).resolves.toEqual({ alert: true, badge: true, sound: true });
  });

  it('records the badge', () => {
    setBadge(3);
    expect(NativeModules.PushNotificationManager.setApplicationIconBadgeNumber).toHaveBeenCalledWith(3);
  });

  it('answers the badge count on the next tick', async () => {
    await expect(badgeCount()).resolves.toBe(0);
  });

  it('has no initial notification', async () => {
    await expect(NativeModules.PushNotificationManager.getInitialNotification()).resolves.toBeNull();
  });
});

describe('AppState', () => {
  it('currentState is a mock function, so the app is never active', () => {
    expect(jest.isMockFunction(AppState.currentState)).toBe(true);
    expect(inForeground()).toBe(false);
  });

  it('addEventListener hands back a removable subscription', () => {
    const stop = watchAppState(() => {});
    expect(AppState.addEventListener).toHaveBeenCalledWith('change', expect.any(Function));
    expect(() => stop()).not.toThrow();
  });
});

describe('the globals the preset sets', () => {
  it('__DEV__ is true', () => {
    expect(__DEV__).toBe(true);
  });

  it('window is the global object', () => {
    expect(window).toBe(global);
  });

  it('requestAnimationFrame runs on the fake clock', () => {
    jest.useFakeTimers();
    const frame = jest.fn();
    requestAnimationFrame(frame);
    expect(frame).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(frame).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  it('performance.now is a mock', () => {
    expect(jest.isMockFunction(performance.now)).toBe(true);
    expect(typeof performance.now()).toBe('number');
  });

  it('ErrorUtils is installed', () => {
    expect(typeof ErrorUtils.setGlobalHandler).toBe('function');
  });
});

describe('the platform and the screen', () => {
  it('Platform.OS is the preset default ios', () => {
    expect(Platform.OS).toBe('ios');
  });

  it('Dimensions read the DeviceInfo mock', () => {
    expect(Dimensions.get('window')).toEqual({ fontScale: 2, height: 1334, scale: 2, width: 750 });
    expect(PixelRatio.get()).toBe(2);
  });
});

describe('mocked components', () => {
  it('keep their names and mock native methods', () => {
    expect(View.displayName).toBe('View');
    expect(jest.isMockFunction(Text.prototype.measure)).toBe(true);
    expect(jest.isMockFunction(Image.getSize)).toBe(true);
  });
});
