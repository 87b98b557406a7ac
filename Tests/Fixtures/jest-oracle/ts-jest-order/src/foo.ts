import { dep } from './dep';
export const atLoad: string = dep();
export function foo(): string { return dep(); }
