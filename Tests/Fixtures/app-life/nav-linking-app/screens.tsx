import React, { useEffect } from 'react';
import { Text, View } from 'react-native';
import { useNavigation, useRoute } from '@react-navigation/native';

export function HomeScreen(): React.JSX.Element {
  useEffect(() => {
    console.log('home screen mounted');
  }, []);
  return <View><Text>Home</Text></View>;
}

export function OrdersScreen(): React.JSX.Element {
  const route = useRoute<any>();
  const navigation = useNavigation();
  useEffect(() => {
    console.log('orders screen', route.params.id, 'can go back', navigation.canGoBack());
  }, [route.params.id, navigation]);
  return <Text>Order {route.params.id}</Text>;
}
