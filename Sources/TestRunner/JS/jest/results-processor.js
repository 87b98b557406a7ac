// Jest's `testResultsProcessor` (docs/testing.md): the module is called with the run's
// aggregated results, after the run, and what it returns (or resolves to) is the run's
// results from then on: `--json` prints it through formatTestResults. As @jest/core's
// runJest.ts and @jest/test-result's formatTestResults.ts and types.ts (AggregatedResult,
// TestResult) do, jestjs/jest v29.3.1. Called with (the `--json` result jshost made, as
// JSON text; the processor's module exports); returns a promise of the processed result
// in `--json`'s form, as JSON text (null when it returned no results object).
(function (formattedJSON, exported) {
  'use strict';
  // requireOrImportModule: an ES module's default export; a CommonJS module with
  // __esModule set, its `default` (interopRequireDefault); else module.exports.
  const isNamespace = exported !== null && typeof exported === 'object' && exported[Symbol.toStringTag] === 'Module';
  const processor = exported && (isNamespace || exported.__esModule) ? exported.default : exported;
  if (typeof processor !== 'function') {
    throw new TypeError('testResultsProcessor: the module does not export a function (it exports ' + (exported === null ? 'null' : typeof exported) + ')');
  }
  const formatted = JSON.parse(formattedJSON);
  function count(assertions, status) { return assertions.filter((a) => a.status === status).length; }
  // Each file's TestResult, back from its --json form.
  const testResults = formatted.testResults.map((file) => {
    const assertions = file.assertionResults;
    const result = {
      leaks: false,
      numFailingTests: count(assertions, 'failed'),
      numPassingTests: count(assertions, 'passed'),
      numPendingTests: count(assertions, 'pending'),
      numTodoTests: count(assertions, 'todo'),
      openHandles: [],
      perfStats: { end: file.endTime, runtime: file.endTime - file.startTime, slow: false, start: file.startTime },
      skipped: assertions.length > 0 && assertions.every((a) => a.status === 'pending' || a.status === 'todo'),
      snapshot: { added: 0, fileDeleted: false, matched: 0, unchecked: 0, uncheckedKeys: [], unmatched: 0, updated: 0 },
      testFilePath: file.name,
      testResults: assertions,
      failureMessage: file.message === '' ? null : file.message,
    };
    // A file that failed to run (no test ran): Jest's testExecError.
    if (file.status === 'failed' && assertions.length === 0) result.testExecError = { message: file.message, stack: '' };
    return result;
  });
  const aggregated = Object.assign({}, formatted, { openHandles: formatted.openHandles || [], testResults });
  function formatTestResult(testResult) {
    if (testResult.testExecError) {
      const now = Date.now();
      return {
        assertionResults: testResult.testResults, coverage: {}, endTime: now,
        message: testResult.failureMessage ?? testResult.testExecError.message, name: testResult.testFilePath,
        startTime: now, status: 'failed', summary: '',
      };
    }
    return {
      assertionResults: testResult.testResults, coverage: testResult.coverage, endTime: testResult.perfStats.end,
      message: testResult.failureMessage ?? '', name: testResult.testFilePath, startTime: testResult.perfStats.start,
      status: testResult.numFailingTests === 0 ? 'passed' : 'failed', summary: '',
    };
  }
  return Promise.resolve(processor(aggregated)).then((processed) => {
    // Used only by --json (formatTestResults would throw on it there).
    if (processed === null || typeof processed !== 'object' || !Array.isArray(processed.testResults)) return null;
    return JSON.stringify(Object.assign({}, processed, { testResults: processed.testResults.map(formatTestResult) }));
  });
})
