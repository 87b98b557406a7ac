// Jest-only setup: `jshost run --mocks` does not run setupFiles.
jest.useFakeTimers();
