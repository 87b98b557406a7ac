import { Analytics } from 'rn-ts-analytics';

const analytics = new Analytics('fixture');
export function track(event, properties) {
  analytics.track(event, properties);
}
