export const platform: string = 'android';
