import { register } from '../src/sdk';
import PushSdk from 'absent-push-sdk';

test('a root __mocks__ file serves a package that is not installed', () => {
  expect(register()).toBe('registered:token');
  expect(PushSdk.register).toHaveBeenCalledWith('token');
});
