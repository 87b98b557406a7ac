/*
 * A React Native app written in TypeScript (the RN 0.71+ template): the component file
 * registers the app with AppRegistry and, at its top level, a custom Acoustic Campaign
 * action "trackOrder". The handler shows the order's state and opens its tracking page.
 * jshost loads the file unchanged (esbuild strips the types and compiles the JSX);
 * `jshost run` mounts the registered root with React (its views are never drawn).
 */
import React, { useState } from 'react';
import { Alert, AppRegistry, Linking, NativeEventEmitter, SafeAreaView, StyleSheet, Text, TouchableOpacity, View } from 'react-native';
import { NativeModules } from 'react-native';
import { OrderState, Tracker } from './orders';
import type { ActionDetails, TrackOrderAction } from './types';

const { RNAcousticMobilePushActionHandler } = NativeModules;
const tracker = new Tracker('https');

type Props = { orderId?: string };

export function OrderScreen({ orderId = 'none' }: Props): React.JSX.Element {
  const [state] = useState<OrderState>(OrderState.Packed);
  return (
    <SafeAreaView style={styles.screen}>
      <View>
        <Text style={styles.title}>Order {orderId}</Text>
        <Text>{state}</Text>
        <TouchableOpacity onPress={() => Linking.openURL(`https://track.example.com/orders/${orderId}`)}>
          <Text>Track</Text>
        </TouchableOpacity>
      </View>
    </SafeAreaView>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, padding: 16 },
  title: { fontSize: 20, fontWeight: '600' },
});

export async function trackOrder(details: ActionDetails<TrackOrderAction>): Promise<void> {
  Alert.alert(tracker.name, tracker.summary(details.action), [{ text: 'OK' }]);
  await Linking.openURL(tracker.url(details.action));
}

// registerAction tells the SDK this app handles "trackOrder" (and receives the actions
// queued before it ran); the listener gets the ones that arrive from now on.
RNAcousticMobilePushActionHandler.registerAction('trackOrder', trackOrder);
new NativeEventEmitter(RNAcousticMobilePushActionHandler).addListener('trackOrder', trackOrder);
AppRegistry.registerComponent('DeliveryApp', () => OrderScreen);
