import { NativeModules, Platform } from 'react-native';

export type ChannelName = 'orders' | 'marketing';

export function channelFor(kind: string): ChannelName {
  return kind === 'order' ? 'orders' : 'marketing';
}

export const needsChannels = (): boolean => Platform.OS === 'android';

export async function callNative(method: string): Promise<unknown> {
  return NativeModules.NativeUnimoduleProxy.callMethod('ExpoNotifications', method, []);
}
