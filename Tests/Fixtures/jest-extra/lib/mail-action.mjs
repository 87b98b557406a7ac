// Code under test: an ES module that uses the built-in `react-native-mail`.
import Mailer from 'react-native-mail';

export function sendInvoice(to) {
  return new Promise((resolve) => {
    Mailer.mail({ recipients: [to], subject: 'Invoice' }, (error, event) => resolve(error ? `error: ${error}` : event));
  });
}
