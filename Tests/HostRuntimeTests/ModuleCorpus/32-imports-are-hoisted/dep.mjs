console.log('dep evaluated first');
export const value = 'dep value';
