import AsyncStorage from '@react-native-async-storage/async-storage';

const KEY = 'orders:last';

export async function rememberOrder(orderId: string): Promise<void> {
  await AsyncStorage.setItem(KEY, orderId);
}

export async function lastOrder(): Promise<string | null> {
  return AsyncStorage.getItem(KEY);
}
