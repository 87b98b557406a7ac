import Foundation
import Testing

/// Snapshots as Jest writes and reads them (docs/testing.md, "Snapshots"): the `.snap`
/// file byte for byte, `-u`, `--ci`, obsolete snapshots, inline snapshots written into
/// the test file. Reading `.snap` files Jest wrote is covered by the conformance corpus
/// (`Tests/Fixtures/jest-conformance/snapshots.test.js`).
@Suite struct JestSnapshotTests {
    static let writing = JSHost.repository.appendingPathComponent("Tests/Fixtures/jest-snapshot-writing")
    static let corpus = JSHost.repository.appendingPathComponent("Tests/Fixtures/jest-conformance")

    static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// values.test.js.snap.jest is what real Jest 29.3.1 wrote for values.test.js.
    @Test func writesTheSnapFileJestWrites() throws {
        let folder = try TemporaryFolder(["values.test.js": try Self.read(Self.writing.appendingPathComponent("values.test.js").path)])
        let result = try JSHost.run(["test", "--ci=false"], in: folder.url)
        // One test fails on purpose (its property matchers do not match): nothing is written for it.
        #expect(result.status == 1)
        #expect(result.stdout.contains("Snapshots: 1 failed, 35 written, 36 total"), "\(result.stdout)")
        #expect(result.stdout.contains(" › 35 snapshots written from 1 test suite."))
        let written = try Self.read(folder.path("__snapshots__/values.test.js.snap"))
        let jest = try Self.read(Self.writing.appendingPathComponent("values.test.js.snap.jest").path)
        #expect(written == jest)

        // The second run reads them back: all pass, nothing is written.
        let again = try JSHost.run(["test", "--ci"], in: folder.url)
        #expect(again.stdout.contains("Snapshots: 1 failed, 35 passed, 36 total"), "\(again.stdout)")
        #expect(try Self.read(folder.path("__snapshots__/values.test.js.snap")) == jest)
    }

    @Test func ciWritesNothingAndAMissingSnapshotFails() throws {
        let folder = try TemporaryFolder(["a.test.js": "test('new', () => { expect({ a: 1 }).toMatchSnapshot(); });\n"])
        let result = try JSHost.run(["test", "--ci"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("New snapshot was not written. The update flag must be explicitly passed to write a new snapshot."))
        #expect(result.stdout.contains("Snapshots: 1 failed, 1 total"), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("__snapshots__/a.test.js.snap")))
        // CI in the environment means --ci, as in Jest.
        let onCI = try JSHost.run(["test"], in: folder.url, environment: ["CI": "true"])
        #expect(onCI.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path("__snapshots__/a.test.js.snap")))
        let local = try JSHost.run(["test", "--ci=false"], in: folder.url)
        #expect(local.status == 0, "\(local.stdout)")
        #expect(try Self.read(folder.path("__snapshots__/a.test.js.snap")) ==
                "// Jest Snapshot v1, https://goo.gl/fbAQLP\n\nexports[`new 1`] = `\n{\n  \"a\": 1,\n}\n`;\n")
    }

    /// The corpus's snapshot file (Jest's, with edited values and an obsolete entry), under -u.
    @Test func updateRewritesFailuresAndRemovesObsolete() throws {
        let folder = try TemporaryFolder([
            "snapshots.test.js": try Self.read(Self.corpus.appendingPathComponent("snapshots.test.js").path),
            "__snapshots__/snapshots.test.js.snap": try Self.read(Self.corpus.appendingPathComponent("__snapshots__/snapshots.test.js.snap").path),
        ])
        let before = try JSHost.run(["test", "--ci=false"], in: folder.url)
        #expect(before.stdout.contains("Snapshots: 8 failed, 1 obsolete, 35 passed, 43 total"), "\(before.stdout)")
        #expect(before.stdout.contains("   ↳ snapshots.test.js\n       • toMatchSnapshot a test that was removed 1"))
        let updated = try JSHost.run(["test", "-u"], in: folder.url)
        #expect(updated.stdout.contains("7 updated"), "\(updated.stdout)")
        let snap = try Self.read(folder.path("__snapshots__/snapshots.test.js.snap"))
        #expect(!snap.contains("a test that was removed"))
        #expect(snap.contains("exports[`toMatchSnapshot a skipped test keeps its snapshot 1`] = `\"never\"`;"))
        #expect(snap.contains("\"title\": \"Invoice 43\","))
        let source = try Self.read(folder.path("snapshots.test.js"))
        #expect(source.contains("expect({ id: 'n2' }).toMatchInlineSnapshot(`\n      {\n        \"id\": \"n2\",\n      }\n    `);"))
        // Only the failures Jest cannot update remain (a matcher error is no snapshot).
        let after = try JSHost.run(["test", "--ci"], in: folder.url)
        #expect(!after.stdout.contains("obsolete"), "\(after.stdout)")
        #expect(after.stdout.contains("Snapshots: 1 failed, 42 passed, 43 total"), "\(after.stdout)")
    }

    @Test func inlineSnapshotsAreWrittenIntoTheTestFile() throws {
        let source = """
        test('inline', () => {
          expect({ id: 'n1', actions: ['pay'] }).toMatchInlineSnapshot();
          expect('hello').toMatchInlineSnapshot();
          expect(() => { throw new Error('bad `payload`'); }).toThrowErrorMatchingInlineSnapshot();
        });

        describe('nested', () => {
          test('with properties', async () => {
            await expect(Promise.resolve({ at: new Date(), n: 1 })).resolves.toMatchInlineSnapshot({ at: expect.any(Date) });
          });
        });

        """
        let folder = try TemporaryFolder(["inline.test.js": source])
        let result = try JSHost.run(["test", "--ci=false"], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("Snapshots: 4 written, 4 total"))
        let written = try Self.read(folder.path("inline.test.js"))
        #expect(written == """
        test('inline', () => {
          expect({ id: 'n1', actions: ['pay'] }).toMatchInlineSnapshot(`
            {
              "actions": [
                "pay",
              ],
              "id": "n1",
            }
          `);
          expect('hello').toMatchInlineSnapshot(`"hello"`);
          expect(() => { throw new Error('bad `payload`'); }).toThrowErrorMatchingInlineSnapshot(`"bad \\`payload\\`"`);
        });

        describe('nested', () => {
          test('with properties', async () => {
            await expect(Promise.resolve({ at: new Date(), n: 1 })).resolves.toMatchInlineSnapshot({ at: expect.any(Date) }, `
              {
                "at": Any<Date>,
                "n": 1,
              }
            `);
          });
        });

        """)
        #expect(!FileManager.default.fileExists(atPath: folder.path("__snapshots__/inline.test.js.snap")))
        let again = try JSHost.run(["test", "--ci"], in: folder.url)
        #expect(again.stdout.contains("Snapshots: 4 passed, 4 total"), "\(again.stdout)")
        // A changed value fails against the written snapshot.
        try folder.write("inline.test.js", written.replacingOccurrences(of: "expect('hello')", with: "expect('hullo')"))
        let changed = try JSHost.run(["test", "--ci"], in: folder.url)
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("Snapshot: \"hello\"\n    Received: \"hullo\""), "\(changed.stdout)")
    }
}
