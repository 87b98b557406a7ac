// The `jest` object that `jshost run --mocks` gives the project's manual mocks, which are
// written for Jest (`jest.fn(() => …)`, `jest.requireActual('pkg')`): the mock functions of
// jest/mock.js and requireActual. Called with (jest, requireActual) once jest/mock.js has
// added `jest.mocker`; returns the object for `globalThis.jest`.
(function (jest, requireActual) {
  'use strict';
  var mocker = jest.mocker;
  return {
    fn: mocker.fn,
    spyOn: mocker.spyOn,
    isMockFunction: mocker.isMockFunction,
    mocked: mocker.mocked,
    clearAllMocks: function () { mocker.clearAllMocks(); return this; },
    resetAllMocks: function () { mocker.resetAllMocks(); return this; },
    restoreAllMocks: function () { mocker.restoreAllMocks(); return this; },
    requireActual: requireActual,
  };
})
