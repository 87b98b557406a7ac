import { addListeners, registerActionTypes, registerNotifications } from './notifications';

const app = document.querySelector<HTMLDivElement>('#app')!;
app.innerHTML = '<h1>Orders</h1>';

addListeners();
registerActionTypes();
registerNotifications();
