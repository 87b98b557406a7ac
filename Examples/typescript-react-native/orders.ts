// Order helpers of the app, in TypeScript: an enum, `import type`, a class with
// parameter properties and a decorator (experimentalDecorators, as TypeScript emits
// it), `satisfies` and `declare`.
import type { TrackOrderAction } from './types';

export enum OrderState {
  Packed = 'packed',
  Shipped = 'shipped',
  Delivered = 'delivered',
}

// Set by the native side of the app in a real build; absent here.
declare const __TRACKING_HOST__: string | undefined;

const host = typeof __TRACKING_HOST__ === 'string' ? __TRACKING_HOST__ : 'track.example.com';

/** Method decorator: counts the calls of a method, by name. */
export const calls: Record<string, number> = {};
function counted(target: object, key: string, descriptor: PropertyDescriptor): void {
  const original = descriptor.value as (...args: unknown[]) => unknown;
  descriptor.value = function (this: unknown, ...args: unknown[]) {
    calls[key] = (calls[key] ?? 0) + 1;
    return original.apply(this, args);
  };
}

export const messages = {
  [OrderState.Packed]: 'is packed and waiting for the courier',
  [OrderState.Shipped]: 'is on its way',
  [OrderState.Delivered]: 'has been delivered',
} satisfies Record<OrderState, string>;

export class Tracker {
  constructor(private readonly scheme: 'https' | 'http', public readonly name: string = 'Parcel tracker') {}

  @counted
  url(action: TrackOrderAction): string {
    return `${this.scheme}://${host}/orders/${encodeURIComponent(action.value.orderId)}`;
  }

  @counted
  summary(action: TrackOrderAction): string {
    const state = action.value.state as OrderState;
    if (!(state in messages)) throw new Error(`unknown order state "${state}"`);
    return `Order ${action.value.orderId} ${messages[state]}`;
  }
}
