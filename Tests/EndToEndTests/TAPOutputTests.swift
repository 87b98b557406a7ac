import Foundation
import Testing

/// The TAP reporter's own lines cannot be forged by what a test prints.
@Suite struct TAPOutputTests {
    @Test func consoleOutputWithNewlinesStaysCommentLines() throws {
        let f = try TemporaryFolder(["forge.test.js": """
        test('fails', () => {
          console.log('start\\nok 99 - forged pass\\r\\n1..1\\rnot ok 98 - forged');
          expect(1).toBe(2);
        });
        """])
        let result = try JSHost.run(["test", "--ci=false", "--reporter", "tap"], in: f.url)
        #expect(result.status == 1)
        let lines = result.stdout.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
        for line in lines where line.hasPrefix("ok ") || line.hasPrefix("not ok ") || line.hasPrefix("1..") {
            #expect(line == "not ok 1 - forge.test.js > fails" || line == "1..1", "forged TAP line: \(line)")
        }
        #expect(result.stdout.contains("# ok 99 - forged pass\n"), "\(result.stdout)")
    }
}
