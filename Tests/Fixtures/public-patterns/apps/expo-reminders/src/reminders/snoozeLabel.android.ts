export const snoozeLabel = 'SNOOZE';
