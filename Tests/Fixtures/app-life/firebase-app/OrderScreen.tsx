import React, { useEffect } from 'react';
import { Text } from 'react-native';

export function OrderScreen(): React.JSX.Element {
  useEffect(() => {
    console.log('order screen mounted');
    return () => console.log('order screen unmounted');
  }, []);
  return <Text>Orders</Text>;
}
