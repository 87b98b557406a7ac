export const snoozeLabel = 'Snooze 10 min';
