import * as Sentry from '@sentry/react-native';
import Config from 'react-native-config';

Sentry.init({ dsn: 'https://key@sentry.example.test/1', environment: Config.ENV });

export function reportFailure(error: Error): void {
  Sentry.addBreadcrumb({ category: 'push', message: `api ${Config.API_URL}` });
  Sentry.captureException(error);
}
