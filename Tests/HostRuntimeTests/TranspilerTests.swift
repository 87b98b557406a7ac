import Foundation
import Testing
@testable import HostRuntime

/// The parts of the esbuild bridge that need no esbuild: cache keys, where the cache
/// is, how esbuild's errors are read, and what is told when it is missing.
@Suite struct TranspilerTests {
    @Test func sha256MatchesTheStandardVectors() {
        func digest(_ text: String) -> String {
            var hash = SHA256()
            hash.update(text)
            return hash.hexDigest()
        }
        #expect(digest("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(digest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // 56 bytes: the length no longer fits the first block.
        #expect(digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(digest(String(repeating: "a", count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func cacheFolderPrecedence() {
        #expect(Transpiler.cacheDirectory(["JSHOST_CACHE_DIR": "/c", "XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "/c")
        #expect(Transpiler.cacheDirectory(["XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "/x/jshost")
        #expect(Transpiler.cacheDirectory(["HOME": "/h"]) == "/h/.cache/jshost")
        #expect(Transpiler.cacheDirectory(["JSHOST_CACHE_DIR": "", "HOME": "/h"]) == "/h/.cache/jshost")
        #expect(Transpiler.cacheDirectory([:]) == nil)
    }

    @Test func esbuildErrorsGiveMessageLineAndOneBasedColumn() {
        let stderr = """
        ✘ [ERROR] Expected ";" but found "b"

            /x/a.ts:3:6:
              3 │ let a b
                │       ^
                ╵       ;

        """
        guard case let .syntax(message, line, column) = Transpiler.failure(stderr, path: "/x/a.ts") else {
            Issue.record("not a syntax error")
            return
        }
        #expect(message == #"Expected ";" but found "b""#)
        #expect(line == 3)
        #expect(column == 7)
        guard case let .failed(text) = Transpiler.failure("segmentation fault\n", path: "/x/a.ts") else {
            Issue.record("not a failure")
            return
        }
        #expect(text == "segmentation fault")
    }

    // esbuild's packet values (lib/shared/stdio_protocol.ts): a request as the service reads
    // it, byte for byte, and every tag read back.
    @Test func esbuildServiceValuesEncodeAsItsProtocol() throws {
        var data = Data()
        EsbuildService.encode(.map([("command", .string("ping")), ("n", .int(-2)), ("ok", .bool(true)),
                                    ("list", .array([.null, .bytes(Data([7]))]))]), into: &data)
        #expect(Array(data.prefix(1 + 4 + 4 + 7 + 1 + 4 + 4)) == [6, 4, 0, 0, 0, 7, 0, 0, 0] + Array("command".utf8) + [3, 4, 0, 0, 0] + Array("ping".utf8))
        var reader = EsbuildService.Reader(data: data)
        guard case .map(let members) = try reader.value() else {
            Issue.record("not a map")
            return
        }
        #expect(members.map(\.0) == ["command", "n", "ok", "list"])
        guard case .int(-2) = members[1].1, case .bool(true) = members[2].1,
              case .array(let items) = members[3].1, case .null = items[0], case .bytes(let bytes) = items[1] else {
            Issue.record("values did not come back")
            return
        }
        #expect(bytes == Data([7]))
        #expect(reader.offset == data.count)
    }

    @Test func aMissingEsbuildIsNamed() {
        let missing = Transpiler(environment: ["JSHOST_ESBUILD": "/nonexistent/esbuild", "HOME": "/tmp"])
        #expect(missing.esbuild == nil)
        guard case let .missing(wanted)? = failure(of: missing) else {
            Issue.record("esbuild was not reported missing")
            return
        }
        #expect(wanted == "/nonexistent/esbuild")
        let noPath = Transpiler(environment: ["PATH": "/nonexistent", "HOME": "/tmp"])
        #expect(noPath.esbuild == nil)
    }

    private func failure(of transpiler: Transpiler) -> Transpiler.Failure? {
        do {
            _ = try transpiler.transpile("let a: number = 1", path: "/x/a.ts", loader: .ts)
            return nil
        } catch {
            return error
        }
    }
}
