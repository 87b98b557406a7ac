export function send(message) {
  return `sent:${message}`;
}
export function cancel(id) {
  return `cancelled:${id}`;
}
export const version = 2;
export default { name: 'api' };
