import { createNavigationContainerRef } from '@react-navigation/native';

export const navigationRef = createNavigationContainerRef();

// Opened from a notification before the navigator mounted: kept for when it is ready.
let pending: string | null = null;
export function openOrder(orderId: string): void {
  if (navigationRef.isReady()) navigationRef.navigate('Order', { orderId });
  else pending = orderId;
  console.log(`open order ${orderId} (${pending ? 'pending until the navigator is ready' : 'now'})`);
}
