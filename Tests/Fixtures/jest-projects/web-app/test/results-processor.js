// The team's results processor: tags the results for the dashboard and keeps what it read.
module.exports = function processResults(results) {
  results.dashboard = {
    files: results.testResults.map((file) => file.testFilePath.split('/').pop()).sort(),
    passing: results.testResults.reduce((sum, file) => sum + file.numPassingTests, 0),
    failing: results.testResults.reduce((sum, file) => sum + file.numFailingTests, 0),
    titles: results.testResults.flatMap((file) => file.testResults.map((test) => test.title)).length,
    timed: results.testResults.every((file) => file.perfStats.end >= file.perfStats.start),
    total: results.numTotalTests,
  };
  return results;
};
