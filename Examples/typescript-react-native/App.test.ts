// Tests of App.tsx (TypeScript, React Native, Acoustic Campaign) on a simulated device.
//
//   jshost test            (in this folder; needs esbuild, as App.tsx does)
//
// This file is TypeScript too. Importing App.tsx registers the "trackOrder" action and
// the app's component for every test below.
import { AppRegistry } from 'react-native';
import { OrderScreen, trackOrder } from './App';
import { calls, OrderState, Tracker } from './orders';
import type { TrackOrderAction } from './types';
import payload from './payload.json';

const shipped: TrackOrderAction = { type: 'trackOrder', value: { orderId: '8841', state: OrderState.Shipped } };

beforeEach(() => simulate.appState('background'));

describe('the order notification', () => {
  let id: string;
  beforeEach(() => {
    id = simulate.push(payload);
  });

  test('shows its two buttons', () => {
    simulate.expectEffect({
      kind: 'display',
      category: 'order',
      actions: [{ id: 'Track', foreground: true }, { id: 'Help', foreground: true }],
    });
  });

  test('"Track" alerts the state and opens the tracking page', async () => {
    await simulate.tap(id, 'Track');
    simulate.expectEffect({ kind: 'alert', title: 'Parcel tracker', message: 'Order 8841 is on its way', buttons: ['OK'] });
    simulate.expectEffect({ kind: 'openURL', url: 'https://track.example.com/orders/8841' });
    simulate.expectEffect({ kind: 'handler', surface: 'acoustic', type: 'trackOrder' });
  });

  test('"Help" opens the help page, no handler runs', async () => {
    await simulate.tap(id, 'Help');
    simulate.expectEffect({ kind: 'openURL', url: 'https://help.example.com/orders' });
    expect(simulate.effects('handler')).toEqual([]);
  });
});

describe('the TypeScript parts', () => {
  test('the enum and the decorated methods', () => {
    const tracker = new Tracker('http', 'Test tracker');
    const before = calls.summary ?? 0;
    expect(tracker.summary(shipped)).toBe('Order 8841 is on its way');
    expect(tracker.url(shipped)).toBe('http://track.example.com/orders/8841');
    expect(calls.summary).toBe(before + 1);
    expect(tracker.name).toBe('Test tracker');
    expect(OrderState.Delivered).toBe('delivered');
  });

  test('an unknown state throws from orders.ts', () => {
    const lost = { type: 'trackOrder', value: { orderId: '1', state: 'lost' } } as TrackOrderAction;
    expect(() => new Tracker('https').summary(lost)).toThrow('unknown order state "lost"');
  });

  test('the handler is an async function: it rejects for an unknown state', async () => {
    const lost = { type: 'trackOrder', value: { orderId: '2', state: 'lost' } } as TrackOrderAction;
    await expect(trackOrder({ action: lost, payload: {} })).rejects.toThrow('unknown order state "lost"');
    await trackOrder({ action: shipped, payload: {} });
    simulate.expectEffect({ kind: 'openURL', url: 'https://track.example.com/orders/8841' });
  });
});

describe('the component file', () => {
  test('registers the app and its component renders nothing but elements', () => {
    expect(AppRegistry.getAppKeys()).toContain('DeliveryApp');
    expect(AppRegistry.getRunnable('DeliveryApp').componentProvider()).toBe(OrderScreen);
    const element = OrderScreen({ orderId: '7' });
    expect(element.type.displayName).toBe('SafeAreaView');
    expect(element.props.style).toEqual({ flex: 1, padding: 16 });
  });
});
