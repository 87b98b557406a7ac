import Foundation
import AppProject
import JSONSyntax
import ProjectGate

/// What ts-jest reads of the project's `tsconfig.json` (kulshekhar/ts-jest
/// `src/legacy/config/config-set.ts`: the file next to rootDir unless the `tsconfig` option
/// names another): `compilerOptions.esModuleInterop`, following `extends` of relative files.
/// TypeScript's default is false. tsconfig files may hold comments and trailing commas.
/// Every file of the chain is read through the project's gate (docs/permissions.md, "Files a
/// project names"): an `extends` leading out of the project (`../`, an absolute path, a link)
/// is refused unless `--allow-read` grants it, as TypeScript stops on an `extends` it cannot
/// read (TS5083), so the test file fails to run and says why.
enum TypeScriptConfig {
    /// An `extends` (or the tsconfig.json itself) the gate refused.
    struct Refused: Error, CustomStringConvertible {
        var file: String
        var extends: String?
        var refusal: ProjectFiles.Refusal
        var description: String {
            if let extends { return "\(file): \"extends\": \"\(extends)\" is not read: \(refusal)" }
            return "\(file) is not read: \(refusal)"
        }
    }

    static func esModuleInterop(rootDir: String, files: ProjectFiles) throws(Refused) -> Bool {
        var path = (rootDir as NSString).appendingPathComponent("tsconfig.json")
        var named: (file: String, extends: String)?
        var seen: Set<String> = []
        while !seen.contains(path) {
            let text: String?
            do {
                text = try AppProject.text(path, files: files, limit: 4 << 20)
            } catch let refusal where refusal.reason == .missing {
                return false
            } catch let refusal {
                throw Refused(file: named?.file ?? path, extends: named?.extends, refusal: refusal)
            }
            guard let text else { return false }
            seen.insert(path)
            guard let object = (try? JSONParser.parse(jsonText(text)))?.objectValue else { return false }
            if let value = object["compilerOptions"]?.objectValue?["esModuleInterop"]?.boolValue { return value }
            guard let parent = object["extends"]?.stringValue, parent.hasPrefix(".") || parent.hasPrefix("/") else { return false }
            var next = parent.hasPrefix("/") ? parent : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(parent)
            if !next.hasSuffix(".json") { next += ".json" }
            named = (path, parent)
            path = (next as NSString).standardizingPath
        }
        return false
    }

    /// `text` without `//` and `/* */` comments and trailing commas (outside strings).
    static func jsonText(_ text: String) -> String {
        var out: [UInt8] = []
        let bytes = Array(text.utf8)
        var i = 0
        var inString = false
        while i < bytes.count {
            let c = bytes[i]
            if inString {
                out.append(c)
                if c == UInt8(ascii: "\\"), i + 1 < bytes.count { out.append(bytes[i + 1]); i += 2; continue }
                if c == UInt8(ascii: "\"") { inString = false }
                i += 1
                continue
            }
            if c == UInt8(ascii: "\"") { inString = true; out.append(c); i += 1; continue }
            if c == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                continue
            }
            if c == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i += 2
                continue
            }
            if c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
                // Drop a trailing comma before the closer.
                var j = out.count - 1
                while j >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(out[j]) { j -= 1 }
                if j >= 0, out[j] == UInt8(ascii: ",") { out.remove(at: j) }
            }
            out.append(c)
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
