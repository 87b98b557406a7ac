// The package ships its own Jest mock; apps re-export it from the root __mocks__ folder.
const store = new Map();

const AsyncStorage = {
  getItem: jest.fn(async (key) => (store.has(key) ? store.get(key) : null)),
  setItem: jest.fn(async (key, value) => {
    store.set(key, value);
  }),
  removeItem: jest.fn(async (key) => {
    store.delete(key);
  }),
};

export default AsyncStorage;
