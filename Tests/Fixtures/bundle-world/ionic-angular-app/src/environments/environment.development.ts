export const environment = {
  production: false,
  pushApi: 'http://localhost:8100',
};
