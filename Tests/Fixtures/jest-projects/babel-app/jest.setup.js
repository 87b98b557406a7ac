// Setup files mock packages for every test file, as teams' jest.setup.js do.
import { configure } from './src/analytics';

jest.mock('./src/analytics', () => ({
  configure: jest.fn(),
  track: jest.fn(() => 'tracked'),
}));

configure({ debug: false });
global.__SETUP_RAN__ = true;
