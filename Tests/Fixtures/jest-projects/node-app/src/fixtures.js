const path = require('node:path');

const fixturesDir = path.join(__dirname, '..', '__tests__', 'fixtures');

exports.fixturePath = (name) => path.join(fixturesDir, name);
// fs is loaded only by the tests that read fixtures (they mock it).
exports.loadFixture = (name) => JSON.parse(require('fs').readFileSync(exports.fixturePath(name), 'utf8'));
