// Circular imports, as Babel's CommonJS output runs them: b reads a's binding when called.
import { label } from './cycle-b';
export const prefix = 'order';
export function describe(id) { return label(id); }
