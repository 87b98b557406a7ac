export enum Priority { Low = 1, High = 5 }
export namespace Channels { export const alerts = 'alerts'; }
export function priorityOf(p: Priority): number { return p; }
