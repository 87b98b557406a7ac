// The root as a class component: the tap listener is added in componentDidMount and removed
// in componentWillUnmount, as React Native Firebase's docs showed before hooks.
import React, { Component } from 'react';
import { Text, View } from 'react-native';
import messaging from '@react-native-firebase/messaging';

export default class App extends Component {
  constructor(props) {
    super(props);
    this.state = { screen: 'Inbox' };
  }

  componentDidMount() {
    console.log('mounted');
    this.unsubscribe = messaging().onNotificationOpenedApp(message => {
      console.log('opened', message.data.screen);
      this.setState({ screen: message.data.screen });
    });
  }

  componentDidUpdate(previousProps, previousState) {
    if (previousState.screen !== this.state.screen) console.log('screen', this.state.screen);
  }

  componentWillUnmount() {
    this.unsubscribe();
    console.log('listener removed');
  }

  render() {
    return (
      <View>
        <Text>{this.state.screen}</Text>
      </View>
    );
  }
}
