// The order app's notification set-up: categories here, the handlers in ./handlers.
import { setCategories, registerAction, onResponse, openURL } from 'jshost';
import { Alert } from 'react-native';
import { confirmOrder } from './handlers/confirm';
import replyToCourier from './handlers/reply.js';

setCategories([
  {
    id: 'ORDER_READY',
    actions: [
      { id: 'confirm', title: 'Confirm pickup', type: 'confirm' },
      { id: 'reply', title: 'Message courier', type: 'reply', textInput: { buttonTitle: 'Send', placeholder: 'Message…' } },
      { id: 'cancel', title: 'Cancel order', destructive: true },
    ],
  },
]);

registerAction('confirm', confirmOrder);
registerAction('reply', replyToCourier);

onResponse(({ notification, actionIdentifier }) => {
  if (actionIdentifier === 'default') openURL(`orders://order/${notification.data.orderId}`);
  if (actionIdentifier === 'cancel') {
    Alert.alert('Cancel order?', `Order ${notification.data.orderId} will be cancelled.`, [
      { text: 'Keep', style: 'cancel' },
      { text: 'Cancel order', style: 'destructive', onPress: () => console.log(`order ${notification.data.orderId} cancelled`) },
    ]);
  }
});
