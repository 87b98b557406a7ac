import Foundation
import Testing

/// Node's core modules under `jshost test` (docs/testing.md, "Node's core modules"): `Buffer`,
/// `buffer`, `path` and `events` from Debian's packages, loaded on first use; the others named
/// as core modules jshost does not provide, and mockable. What real Jest 29 gives the same
/// suites is recorded in `Tests/Fixtures/jest-projects/node-app` (JestModuleSemanticsTests).
@Suite struct NodeCoreModuleTests {
    static func test(_ folder: TemporaryFolder, environment: [String: String] = [:]) throws -> JSHostResult {
        try JSHost.run(["test", "--ci", "."], in: folder.url, environment: environment, timeout: 120)
    }

    /// A core module jshost lacks fails with a message naming it as one, however it is asked
    /// for; a factory mock stands for it although nothing of that name is installed.
    @Test func aMissingCoreModuleIsNamedAndCanBeMocked() throws {
        let folder = try TemporaryFolder([
            "package.json": #"{"name": "team-app", "private": true}"#,
            "src/spawn.js": "const { execSync } = require('child_process');\nexports.version = () => execSync('git describe').toString();\n",
            "__tests__/spawn.test.js": "test('spawns', () => {\n  expect(require('../src/spawn').version()).toBe('v1');\n});\n",
            "__tests__/esm.test.js": "import { readFileSync } from 'node:fs';\ntest('reads', () => { expect(readFileSync).toBeDefined(); });\n",
            "__tests__/mocked.test.js": """
                import os from 'os';
                jest.mock('child_process', () => ({ execSync: jest.fn(() => Buffer.from('v1\\n')) }));
                jest.mock('os', () => ({ platform: () => 'ios' }));
                const { version } = require('../src/spawn');
                test('a factory mock stands for a core module jshost lacks', () => {
                  expect(version().trim()).toBe('v1');
                  expect(os.platform()).toBe('ios');
                  expect(require('child_process').execSync).toHaveBeenCalledWith('git describe');
                });

                """,
        ])
        let result = try Self.test(folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL __tests__/spawn.test.js"), "\(result.stdout)")
        #expect(result.stdout.contains("Cannot find module 'child_process' from 'src/spawn.js': child_process is a Node core module that jshost test does not provide (it provides buffer, events and path); mock it with jest.mock('child_process', () => ({ … }))"), "\(result.stdout)")
        #expect(result.stdout.contains("Cannot find module 'node:fs' from '__tests__/esm.test.js': node:fs is a Node core module that jshost test does not provide"), "\(result.stdout)")
        #expect(result.stdout.contains("PASS __tests__/mocked.test.js"), "\(result.stdout)")
    }

    /// As in Jest, a root `__mocks__` file of a core module is used only after `jest.mock(name)`
    /// ("core modules are not mocked by default"); `jest.mock('fs')` then takes it.
    @Test func aRootManualMockOfACoreModuleNeedsJestMock() throws {
        let folder = try TemporaryFolder([
            "package.json": #"{"name": "team-app", "private": true}"#,
            "__mocks__/fs.js": "module.exports = { readFileSync: () => 'from __mocks__' };\n",
            "__mocks__/path.js": "module.exports = { join: () => 'mocked join' };\n",
            "__tests__/explicit.test.js": "jest.mock('fs');\njest.mock('path');\ntest('explicit', () => {\n  expect(require('fs').readFileSync()).toBe('from __mocks__');\n  expect(require('path').join('a', 'b')).toBe('mocked join');\n});\n",
            "__tests__/implicit.test.js": "test('implicit', () => {\n  expect(require('path').join('a', 'b')).toBe('a/b');\n  expect(() => require('fs')).toThrow('fs is a Node core module that jshost test does not provide');\n});\n",
        ])
        let result = try Self.test(folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("PASS __tests__/explicit.test.js"), "\(result.stdout)")
        #expect(result.stdout.contains("PASS __tests__/implicit.test.js"), "\(result.stdout)")
    }

    /// `Buffer` is a getter until first read (nothing is read from disk before), then the plain
    /// value Jest's environment has; assigning to it replaces it.
    @Test func bufferIsLoadedOnFirstUse() throws {
        let folder = try TemporaryFolder([
            "package.json": #"{"name": "team-app", "private": true}"#,
            "__tests__/lazy.test.js": """
                test('a getter until first read, then a plain property', () => {
                  expect(typeof Object.getOwnPropertyDescriptor(globalThis, 'Buffer').get).toBe('function');
                  expect(Buffer.from('aGk=', 'base64').toString()).toBe('hi');
                  expect(Object.getOwnPropertyDescriptor(globalThis, 'Buffer')).toEqual({ value: Buffer, writable: true, enumerable: true, configurable: true });
                });
                test('a setup may put its own Buffer in place', () => {
                  const Mine = function Buffer() {};
                  global.Buffer = Mine;
                  expect(Buffer).toBe(Mine);
                });

                """,
            "__tests__/assign-first.test.js": "global.Buffer = 'replaced before any read';\ntest('assigned', () => { expect(Buffer).toBe('replaced before any read'); });\n",
        ])
        let result = try Self.test(folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("3 passed, 0 failed"), "\(result.stdout)")
    }

    /// Without Debian's packages, what needs one fails naming the package to install; a file
    /// that uses none of them still passes (nothing is loaded before a test asks).
    @Test func aMissingDebianPackageIsNamed() throws {
        let packages = try TemporaryFolder()
        let folder = try TemporaryFolder([
            "package.json": #"{"name": "team-app", "private": true}"#,
            "__tests__/buffer.test.js": "test('decodes', () => { expect(Buffer.from('aGk=', 'base64').toString()).toBe('hi'); });\n",
            "__tests__/path.test.js": "test('joins', () => { expect(require('node:path').join('a', 'b')).toBe('a/b'); });\n",
            "__tests__/plain.test.js": "test('plain', () => { expect(1 + 1).toBe(2); });\n",
        ])
        let environment = ["JSHOST_NODEJS_DIR": packages.url.path]
        let missing = try Self.test(folder, environment: environment)
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("Buffer comes from Debian's node-buffer (https://github.com/feross/buffer), which is not installed (\(packages.url.path)/buffer/package.json is missing): apt-get install node-buffer"), "\(missing.stdout)")
        #expect(missing.stdout.contains("node:path comes from Debian's node-path-browserify (https://github.com/substack/path-browserify), which is not installed"), "\(missing.stdout)")
        #expect(missing.stdout.contains("PASS __tests__/plain.test.js"), "\(missing.stdout)")

        // node-buffer without the base64-js it requires: that package is named.
        try FileManager.default.copyItem(atPath: "/usr/share/nodejs/buffer", toPath: packages.path("buffer"))
        let partial = try Self.test(folder, environment: environment)
        #expect(partial.stdout.contains("base64-js (required by \(packages.url.path)/buffer) comes from Debian's node-base64-js (https://github.com/beatgammit/base64-js), which is not installed"), "\(partial.stdout)")
    }
}
