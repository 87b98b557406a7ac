import Foundation
import Testing

/// `jshost test --coverage` (docs/testing.md, "Coverage"): istanbul's counts, written as
/// real Jest writes them, on Tests/Fixtures/coverage.
@Suite struct CoverageTests {
    static let fixture = JSHost.repository.appendingPathComponent("Tests/Fixtures/coverage")

    static func lcov(in folder: TemporaryFolder) throws -> String {
        try String(contentsOfFile: folder.path("lcov.info"), encoding: .utf8)
    }

    /// A branch not taken (`if` without its else path, `minutes || 10`'s right side) and a
    /// function never called: the same lcov.info, byte for byte, as real Jest 29.3.1 wrote.
    @Test func lcovIsWhatJestWrites() throws {
        let out = try TemporaryFolder()
        let result = try JSHost.run(["test", "--coverage", "--coverageDirectory", out.url.path, "__tests__/reminder.test.js"], in: Self.fixture)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let expected = try String(contentsOf: Self.fixture.appendingPathComponent("jest-reminder.lcov"), encoding: .utf8)
        #expect(try Self.lcov(in: out) == expected)
        #expect(expected.contains("FNDA:0,neverCalled\n") && expected.contains("BRDA:5,0,1,0\n"))
        // Jest's text table, before the summary line.
        #expect(result.stdout.contains("""
            -------------|---------|----------|---------|---------|-------------------
            File         | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s \n\
            -------------|---------|----------|---------|---------|-------------------
            All files    |   72.72 |    57.14 |   66.66 |      70 |                   \n\
             reminder.js |   72.72 |    57.14 |   66.66 |      70 | 8-12,23           \n\
            -------------|---------|----------|---------|---------|-------------------

            """), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("\n1 passed, 0 failed\n"))
    }

    /// Code the instrumenter rewrites keeps behaving as written (the test file's 25
    /// expectations pass with and without --coverage), and is counted as Jest counts it.
    @Test func instrumentedCodeBehavesAsWritten() throws {
        let plain = try JSHost.run(["test", "__tests__/tricky.test.js"], in: Self.fixture)
        #expect(plain.status == 0, "\(plain.stdout)")
        let out = try TemporaryFolder()
        let covered = try JSHost.run(["test", "--coverage", "--coverageDirectory", out.url.path, "__tests__/tricky.test.js"], in: Self.fixture)
        #expect(covered.status == 0, "\(covered.stdout)\(covered.stderr)")
        let expected = try String(contentsOf: Self.fixture.appendingPathComponent("jest-tricky.lcov"), encoding: .utf8)
        #expect(try Self.lcov(in: out) == expected)
    }

    /// Without --coverage nothing is measured or written.
    @Test func withoutTheFlagNothingIsWritten() throws {
        let folder = try TemporaryFolder(["package.json": "{}", "lib.js": "exports.f = () => 1;\n",
                                          "a.test.js": "test('f', () => { expect(require('./lib').f()).toBe(1); });\n"])
        let result = try JSHost.run(["test"], in: folder.url)
        #expect(result.status == 0)
        #expect(!result.stdout.contains("% Stmts"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("coverage")))
        let covered = try JSHost.run(["test", "--coverage"], in: folder.url)
        #expect(covered.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path("coverage/lcov.info")))
    }

    /// collectCoverageFrom (flag): a `!` glob leaves out a loaded file, and a file no test
    /// loads is reported at zero.
    @Test func collectCoverageFromExcludesAndAdds() throws {
        let out = try TemporaryFolder()
        let result = try JSHost.run(["test", "--coverage", "--coverageDirectory", out.url.path,
                                     "--collectCoverageFrom", "lib/**/*.js", "--collectCoverageFrom", "!lib/reminder.js",
                                     "--collectCoverageFrom", "!lib/tricky.js", "__tests__/reminder.test.js"], in: Self.fixture)
        #expect(result.status == 0)
        let lcov = try Self.lcov(in: out)
        #expect(!lcov.contains("reminder.js"), "\(lcov)")
        #expect(lcov == """
            TN:
            SF:lib/unused.js
            FN:1,unused
            FNF:1
            FNH:0
            FNDA:0,unused
            DA:2,0
            DA:4,0
            LF:2
            LH:0
            BRF:0
            BRH:0
            end_of_record

            """)
        #expect(result.stdout.contains(" unused.js |       0 |      100 |       0 |       0 | 2-4               \n"), "\(result.stdout)")
    }

    /// The configuration's collectCoverage, collectCoverageFrom and coverageDirectory.
    @Test func configurationTurnsItOn() throws {
        let folder = try TemporaryFolder([
            "package.json": #"{"jest": {"collectCoverage": true, "collectCoverageFrom": ["src/**"], "coverageDirectory": "out/cov"}}"#,
            "src/kept.js": "exports.kept = (x) => x ? 'yes' : 'no';\n",
            "other/left-out.js": "exports.left = () => 1;\n",
            "a.test.js": "const { kept } = require('./src/kept');\nconst { left } = require('./other/left-out');\ntest('x', () => { expect(kept(1) + left()).toBe('yes1'); });\n",
        ])
        let result = try JSHost.run(["test"], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lcov = try String(contentsOfFile: folder.path("out/cov/lcov.info"), encoding: .utf8)
        #expect(lcov.contains("SF:src/kept.js\n") && !lcov.contains("left-out"), "\(lcov)")
        #expect(lcov.contains("BRDA:1,0,0,1\nBRDA:1,0,1,0\n"))
        // A bad glob is the configuration's error.
        try folder.write("package.json", #"{"jest": {"collectCoverageFrom": 3}}"#)
        let bad = try JSHost.run(["test"], in: folder.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("collectCoverageFrom"), "\(bad.stderr)")
    }

    /// Test files, node_modules and jshost's built-in modules are not measured; a TypeScript
    /// file's counts are on the user's own lines (through esbuild's source map).
    @Test func onlyUserFilesOnTheirOwnLines() throws {
        let folder = try TemporaryFolder([
            "package.json": "{}",
            "node_modules/dep/index.js": "module.exports = () => 1;\n",
            "badge.ts": "interface Badge { count: number }\n\nexport function badgeText(b: Badge): string {\n  if (b.count > 99) {\n    return '99+';\n  }\n  return String(b.count);\n}\n",
            "a.test.js": "import { badgeText } from './badge';\nimport dep from 'dep';\nimport { Platform } from 'react-native';\ntest('badge', () => { expect(badgeText({ count: 3 }) + dep()).toBe('31'); expect(Platform.OS).toBe('ios'); });\n",
        ])
        let result = try JSHost.run(["test", "--coverage"], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lcov = try String(contentsOfFile: folder.path("coverage/lcov.info"), encoding: .utf8)
        #expect(lcov.components(separatedBy: "SF:").count == 2, "\(lcov)")
        #expect(lcov.contains("SF:badge.ts\nFN:3,badgeText\n"))
        #expect(lcov.contains("DA:4,1\nDA:5,0\nDA:7,1\n"), "\(lcov)")
    }

    /// A file whose instrumented code does not compile runs as written (the test still
    /// passes) and the run says it was not measured; a missing parser is a usage error
    /// naming the package.
    @Test func failuresAreSaid() throws {
        let folder = try TemporaryFolder([
            "package.json": "{}",
            "lib.js": "const answer = 42;\nexports.answer = answer;\n",
            "a.test.js": "test('answer', () => { expect(require('./lib').answer).toBe(42); });\n",
            // A parser that puts the counter inside `const`.
            "bad-acorn.js": "globalThis.acorn = { parse() { const p = { line: 1, column: 3 }; return { type: 'Program', start: 0, end: 0, loc: { start: p, end: p }, body: [{ type: 'ExpressionStatement', start: 3, end: 3, loc: { start: p, end: p }, expression: null }] }; } };\n",
        ])
        let result = try JSHost.run(["test", "--coverage"], in: folder.url, environment: ["JSHOST_ACORN": folder.path("bad-acorn.js")])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("lib.js: not measured: its instrumented code did not compile"), "\(result.stdout)")
        let missing = try JSHost.run(["test", "--coverage"], in: folder.url, environment: ["JSHOST_ACORN": folder.path("none.js")])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("apt-get install node-acorn"), "\(missing.stderr)")
    }
}

/// The folder test files load modules from without --allow-read is Jest's rootDir
/// (docs/testing.md, "The project root"), not the test file's nearest package.json.
@Suite struct TestProjectRootTests {
    static let files = [
        "package.json": #"{"name": "monorepo"}"#,
        "shared/format.js": "exports.title = (s) => s.toUpperCase();\n",
        "packages/app/package.json": #"{"name": "app"}"#,
        "packages/app/__tests__/a.test.js": "const { title } = require('../../../shared/format');\ntest('title', () => { expect(title('hi')).toBe('HI'); });\n",
    ]

    @Test func rootDirIsTheLimit() throws {
        let folder = try TemporaryFolder(Self.files)
        // From the monorepo's root, rootDir is the root: the shared module loads.
        let root = try JSHost.run(["test"], in: folder.url)
        #expect(root.status == 0, "\(root.stdout)")
        // From the package, rootDir is the package: the module outside it is denied.
        let package = try JSHost.run(["test"], in: folder.url.appendingPathComponent("packages/app"))
        #expect(package.status == 1)
        #expect(package.stdout.contains("PermissionDenied"), "\(package.stdout)")
        // A configuration's rootDir does not widen what tests read (docs/testing.md);
        // --allow-read does.
        try folder.write("packages/app/jest.config.json", #"{"rootDir": "../.."}"#)
        let configured = try JSHost.run(["test", "--passWithNoTests"], in: folder.url.appendingPathComponent("packages/app"))
        #expect(configured.status == 1, "\(configured.stdout)")
        #expect(configured.stdout.contains("PermissionDenied"), "\(configured.stdout)")
        let granted = try JSHost.run(["test", "--passWithNoTests", "--allow-read=\(folder.path("shared"))"], in: folder.url.appendingPathComponent("packages/app"))
        #expect(granted.status == 0, "\(granted.stdout)")
        #expect(granted.stdout.contains("1 passed, 0 failed"), "\(granted.stdout)")
    }
}

extension CoverageTests {
    /// Files in two folders: a row per folder, named as istanbul's `pkg` summary names them
    /// (the table real Jest 29.3.1 printed for this project).
    @Test func tableHasJestsFolderRows() throws {
        let folder = try TemporaryFolder([
            "src/actions.js": "const { retryDelay } = require('./util/retry');\n\nfunction handle(event, deps) {\n  switch (event.action) {\n    case 'snooze':\n      deps.schedule(retryDelay(1));\n      break;\n    case 'open':\n      deps.open(event.url || '/home');\n      return 'opened';\n    default:\n      return null;\n  }\n  const kind = event.urgent && event.loud ? 'alarm' : event.urgent ?? 'quiet';\n  for (let i = 0; i < 2; i++) deps.log(i);\n  if (!event.silent) deps.log(kind); else deps.log('silent');\n  return kind;\n}\n\nconst helpers = {\n  describe(e) { return `${e.action}`; },\n  get count() { return 1; },\n  unused: function () { return 2; },\n};\n\nasync function later(fn) {\n  try {\n    await fn();\n  } catch (error) {\n    return error.message;\n  }\n  return 'ok';\n}\n\nmodule.exports = { handle, helpers, later };\n",
            "src/util/retry.js": "exports.retryDelay = (attempt, base = 1000) => base * 2 ** attempt;\nexports.never = () => {\n  throw new Error('never');\n};\n",
            "src/util/unloaded.js": "module.exports = function unloaded(a) {\n  return a ? 1 : 2;\n};\n",
            "__tests__/actions.test.js": "const { handle, helpers, later } = require('../src/actions');\n\ntest('snooze schedules a retry', () => {\n  const deps = { schedule: jest.fn(), open: jest.fn(), log: jest.fn() };\n  expect(handle({ action: 'snooze', urgent: true }, deps)).toBe(true);\n  expect(deps.schedule).toHaveBeenCalledWith(2000);\n});\n\ntest('open', async () => {\n  const deps = { schedule: jest.fn(), open: jest.fn(), log: jest.fn() };\n  expect(handle({ action: 'open', url: '/x' }, deps)).toBe('opened');\n  expect(helpers.describe({ action: 'a' })).toBe('a');\n  expect(await later(async () => { throw new Error('boom'); })).toBe('boom');\n});\n",
            "package.json": "{\"name\":\"covfix2\"}\n",
        ])
        let result = try JSHost.run(["test", "--coverage"], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("-------------|---------|----------|---------|---------|-------------------\nFile         | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s \n-------------|---------|----------|---------|---------|-------------------\nAll files    |   78.57 |    64.28 |   57.14 |   78.26 |                   \n src         |   79.16 |    61.53 |      60 |      80 |                   \n  actions.js |   79.16 |    61.53 |      60 |      80 | 12,22-23,32       \n src/util    |      75 |      100 |      50 |   66.66 |                   \n  retry.js   |      75 |      100 |      50 |   66.66 | 3                 \n-------------|---------|----------|---------|---------|-------------------\n"), "\(result.stdout)")
    }
}

extension CoverageTests {
    /// lcov's paths are relative to the folder the run starts in, as real Jest's are
    /// (checked: Jest wrote `SF:coverage/lib/reminder.js` for this run too).
    @Test func lcovPathsAreRelativeToTheCurrentFolder() throws {
        let out = try TemporaryFolder()
        let result = try JSHost.run(["test", "--coverage", "--coverageDirectory", out.url.path, "--config", #"{"rootDir": "coverage"}"#, "reminder"],
                                    in: Self.fixture.deletingLastPathComponent())
        #expect(result.status == 0, "\(result.stdout)")
        #expect(try Self.lcov(in: out).hasPrefix("TN:\nSF:coverage/lib/reminder.js\n"))
    }
}
