export const platform: string = 'ios';
