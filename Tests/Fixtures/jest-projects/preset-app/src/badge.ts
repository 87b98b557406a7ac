import { region } from '~/region';
export function badge(count: number): string {
  return `${region()}:${count > 99 ? '99+' : count}`;
}
