import { prefix } from './cycle-a';
export function label(id) { return `${prefix}-${id}`; }
