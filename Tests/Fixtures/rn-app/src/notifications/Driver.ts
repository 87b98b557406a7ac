export const driverName: string = 'plain-driver';
