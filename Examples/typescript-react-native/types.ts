// Types only: App.tsx and orders.ts import these with `import type`, so this file is
// never loaded at run time.
export interface TrackOrderAction {
  type: 'trackOrder';
  value: { orderId: string; state: string };
}

export interface ActionDetails<A> {
  action: A;
  payload: Record<string, unknown>;
}
