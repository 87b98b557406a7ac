export default {
  API_URL: 'https://staging.example.test',
  ENV: 'staging',
};
