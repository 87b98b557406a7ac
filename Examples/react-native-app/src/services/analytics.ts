import analytics from '@react-native-firebase/analytics';

export async function logEvent(name: string, params: Record<string, string>): Promise<void> {
  await analytics().logEvent(name, params);
}
