/*
 * A custom Acoustic Campaign action for React Native, in the style of the
 * `send-email-action.js` plugin of the SDK's sample app: when the user opens a
 * push whose action has the type "sendEmail", compose the e-mail the marketer
 * described in the action's value ({recipient, subject, body}).
 */
import Mailer from 'react-native-mail';
import { Alert, NativeEventEmitter, Platform } from 'react-native';
import { RNAcousticMobilePushActionHandler } from 'NativeModules';

const emitter = new NativeEventEmitter(RNAcousticMobilePushActionHandler);

export default function sendEmailAction(details) {
	// details.action:  the action payload, e.g. {"type": "sendEmail", "value": {...}}
	// details.payload: the entire push payload, e.g. {"aps": {...}, "notification-action": {...}}
	const { recipient, subject, body } = details.action.value;
	Mailer.mail({
		subject: subject,
		recipients: [recipient],
		body: body,
		isHTML: true,
	}, (error, event) => {
		if (error) {
			Alert.alert('Error', 'Could not send mail. Please send a mail to ' + recipient);
			return;
		}
		Alert.alert('Email', 'Mail ' + event + ' on ' + Platform.OS, [{ text: 'OK' }]);
	});
}

// The registerAction call tells the SDK that we handle actions of this type. The function
// passed is a single-use React Native callback: on iOS it receives the first action that
// arrived while our code was not running (the others are dropped); on Android it is never
// called.
RNAcousticMobilePushActionHandler.registerAction('sendEmail', sendEmailAction);

// The listener call has this function called when actions arrive from now on.
emitter.addListener('sendEmail', sendEmailAction);
