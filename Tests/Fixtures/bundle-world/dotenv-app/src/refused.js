// A name the plugin's allowlist does not have: the build fails on the phone, and here.
import { ANALYTICS_KEY } from '@env';
console.log(ANALYTICS_KEY);
