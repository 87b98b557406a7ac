export const driverName: string = 'apns-driver';
