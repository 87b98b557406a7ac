export const driverName: string = 'fcm-driver';
