export const environment = {
  production: true,
  pushApi: 'https://push.example.com',
};
