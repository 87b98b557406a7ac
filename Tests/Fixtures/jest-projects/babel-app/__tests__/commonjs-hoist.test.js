// A CommonJS test: jest.mock below the require still comes first.
const { notify } = require('../src/push');
const { send } = require('../src/api');

jest.mock('../src/api');

test('automock of an ES module required from CommonJS', () => {
  expect(jest.isMockFunction(send)).toBe(true);
  expect(notify('a')).toBeUndefined();
});

describe('inside a block', () => {
  test('jest.mock in a function body is hoisted to the top of that body', () => {
    const before = require('../src/es-default');
    jest.mock('../src/es-default', () => ({ __esModule: true, default: { kind: 'mocked-in-block' } }));
    expect(before.default.kind).toBe('mocked-in-block');
  });
});
