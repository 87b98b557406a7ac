// A package the project does not install: the root __mocks__ folder stands in for it.
import PushSdk from 'absent-push-sdk';

export function register() {
  return PushSdk.register('token');
}
