import React, { useEffect } from 'react';
import { AppRegistry, Text } from 'react-native';
import { NavigationContainer, createNavigationContainerRef, useNavigation, useIsFocused } from '@react-navigation/native';
import { createBottomTabNavigator } from '@react-navigation/bottom-tabs';
import { createStackNavigator } from '@react-navigation/stack';

const ref = createNavigationContainerRef();
console.log('ready before mount', ref.isReady());
ref.navigate('Inbox');
const Tabs = createBottomTabNavigator();
const Stack = createStackNavigator();

function Screen({ route }) {
  const focused = useIsFocused();
  useEffect(() => { console.log('mounted', route.name, JSON.stringify(route.params ?? null)); return () => console.log('unmounted', route.name); }, []);
  useEffect(() => { console.log(route.name, focused ? 'focused' : 'blurred'); }, [focused]);
  return <Text>{route.name}</Text>;
}
function Settings() {
  const navigation = useNavigation();
  useEffect(() => { navigation.navigate('Nowhere'); }, []);
  return null;
}
function Home() {
  return (
    <Tabs.Navigator>
      <Tabs.Screen name="Feed" component={Screen} />
      <Tabs.Screen name="Inbox" component={Screen} initialParams={{ filter: 'all' }} />
    </Tabs.Navigator>
  );
}
function App() {
  return (
    <NavigationContainer ref={ref} onReady={() => {
      console.log('ready', ref.isReady(), ref.getCurrentRoute().name);
      ref.navigate('Inbox', { filter: 'unread' });
      console.log('now on', ref.getCurrentRoute().name, JSON.stringify(ref.getCurrentRoute().params));
      ref.navigate('Home', { screen: 'Feed' });
      ref.navigate('Order', { id: 3 });
      setTimeout(() => { console.log('back', ref.canGoBack()); ref.goBack(); console.log('now on', ref.getCurrentRoute().name); ref.navigate('Settings'); }, 10);
    }}>
      <Stack.Navigator>
        <Stack.Screen name="Home" component={Home} />
        <Stack.Screen name="Order" component={Screen} />
        <Stack.Screen name="Settings" component={Settings} />
      </Stack.Navigator>
    </NavigationContainer>
  );
}
AppRegistry.registerComponent('T', () => App);
