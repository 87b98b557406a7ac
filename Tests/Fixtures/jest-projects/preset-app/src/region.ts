export type Region = 'eu' | 'us';
export const region = (): Region => (process.env.PUSH_REGION as Region) ?? 'us';
