export const isTest = () => process.env.NODE_ENV === 'test';
export const home = () => process.env.HOME;
