import { NativeModules, Platform } from 'react-native';
import { callNative, channelFor, needsChannels } from '../src/channel';

describe('jest-expo/android', () => {
  it('runs as Android', () => {
    expect(Platform.OS).toBe('android');
    expect(needsChannels()).toBe(true);
  });

  it('the team setup ran after the preset', () => {
    expect((global as any).setupSawDev).toBe(true);
  });

  it('NativeUnimoduleProxy.callMethod is a mock resolving undefined', async () => {
    await expect(callNative('getPermissionsAsync')).resolves.toBeUndefined();
    expect(NativeModules.NativeUnimoduleProxy.callMethod).toHaveBeenCalledWith('ExpoNotifications', 'getPermissionsAsync', []);
  });

  it('ImageLoader gives fresh mocks at each read', () => {
    expect(NativeModules.ImageLoader.getSize).not.toBe(NativeModules.ImageLoader.getSize);
  });

  it('installs the globalThis.expo polyfill and the devtools hook', () => {
    expect(typeof (globalThis as any).expo.EventEmitter).toBe('function');
    expect((globalThis as any).__REACT_DEVTOOLS_GLOBAL_HOOK__.isDisabled).toBe(true);
  });

  it('keeps react-native preset mocks underneath', () => {
    expect(jest.isMockFunction(NativeModules.PushNotificationManager.requestPermissions)).toBe(true);
  });

  it('maps kinds to channels', () => {
    expect(channelFor('order')).toBe('orders');
  });
});
