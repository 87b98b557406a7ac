import AsyncStorage from '@react-native-async-storage/async-storage';

export async function saveLastMessage(chatId: string): Promise<void> {
  await AsyncStorage.setItem('lastChat', chatId);
}

export async function lastMessage(): Promise<string | null> {
  return AsyncStorage.getItem('lastChat');
}
