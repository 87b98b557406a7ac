export function send(m) { return 'real:' + m; }
export function status() { return 'ok'; }
export default function defaultSend(m) { return 'default:' + m; }
