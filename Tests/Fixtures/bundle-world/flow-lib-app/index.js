import {createChannel, getChannel} from 'react-native-channel-kit';

createChannel({id: 'orders', name: 'Orders', importance: 'high'});
console.log('channel', getChannel('orders')?.name);
