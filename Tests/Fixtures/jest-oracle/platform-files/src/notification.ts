export const platform: string = 'plain';
