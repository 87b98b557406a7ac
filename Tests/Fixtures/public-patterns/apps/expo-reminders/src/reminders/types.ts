export const NOTIFICATION_ACTIONS = {
  COMPLETE: 'complete',
  SNOOZE_10MIN: 'snooze_10min',
} as const;

export const PAYMENT_REMINDER = 'payment_reminder';
