export const CHANNELS = { orders: 'Orders', chat: 'Chat' };
export default function channelName(id: string): string {
  return (CHANNELS as Record<string, string>)[id] ?? id;
}
