export default {
  API_URL: 'https://api.example.test',
  ENV: 'production',
};
