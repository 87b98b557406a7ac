import Mailer from 'react-native-mail';
import {Alert, NativeEventEmitter} from 'react-native';
import {RNAcousticMobilePushActionHandler} from 'NativeModules';

const emitter = new NativeEventEmitter(RNAcousticMobilePushActionHandler);

export default function sendEmailAction(details) {
  Mailer.mail({
    subject: details.action.value.subject,
    recipients: [details.action.value.recipient],
    body: details.action.value.body,
    isHTML: true,
  }, (error, event) => {
    Alert.alert(error ? 'Error' : 'Email', event, [{text: 'OK'}]);
  });
}

emitter.addListener('sendEmail', sendEmailAction);
RNAcousticMobilePushActionHandler.registerAction('sendEmail', sendEmailAction);
