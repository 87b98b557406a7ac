import mail from 'fake-mail';
import { format } from 'fake-format';
const r = mail.send({ to: 'a@b.c', subject: 'hi' });
console.log(format(r));
