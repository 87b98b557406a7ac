import Foundation
import AppSessions
import JSONSyntax
import Notifications

/// A tool call that cannot be carried out: answered as a tool result with `isError: true` and
/// this message (the one the CLI prints for the same mistake), not as a protocol error.
struct ToolError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// A tool call's `arguments`, read field by field: a wrong type or value names the field and
/// what was expected; an argument the tool does not take is refused, naming those it takes.
struct ToolArguments {
    let tool: String
    let object: JSONObject
    let root: String

    init(tool: String, _ object: JSONObject, known: [String], root: String) throws {
        self.tool = tool
        self.object = object
        self.root = root
        for key in object.keys where !known.contains(key) {
            throw ToolError("\(tool): unknown argument \"\(key)\" (it takes \(known.joined(separator: ", ")))")
        }
    }

    func string(_ key: String) throws -> String? {
        guard let value = object[key], !value.isNull else { return nil }
        guard let text = value.stringValue else { throw ToolError("\(tool): \"\(key)\" must be a string, got \(value.typeDescription)") }
        return text
    }

    func bool(_ key: String) throws -> Bool? {
        guard let value = object[key], !value.isNull else { return nil }
        guard let flag = value.boolValue else { throw ToolError("\(tool): \"\(key)\" must be true or false, got \(value.typeDescription)") }
        return flag
    }

    /// Seconds, as the CLI's `--timeout`: more than 0, at most 2^31-1 ms.
    func seconds(_ key: String) throws -> Double? {
        guard let value = object[key], !value.isNull else { return nil }
        guard let number = value.doubleValue, number > 0, number <= 2_147_483.647 else {
            throw ToolError("\(tool): \"\(key)\" expects seconds > 0 and up to 2147483.647, got \(value.jsonString)")
        }
        return number
    }

    func strings(_ key: String) throws -> [String] {
        guard let value = object[key], !value.isNull else { return [] }
        if let one = value.stringValue { return [one] }
        guard let list = value.arrayValue, let texts = Optional(list.compactMap(\.stringValue)), texts.count == list.count else {
            throw ToolError("\(tool): \"\(key)\" must be a list of strings, got \(value.typeDescription)")
        }
        return texts
    }

    func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws -> T? where T.RawValue == String {
        guard let text = try string(key) else { return nil }
        guard let value = T(rawValue: text) else {
            throw ToolError("\(tool): \"\(key)\" expects one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), got '\(text)'")
        }
        return value
    }

    // MARK: Paths inside the project

    /// `path` (relative to the root, or absolute) as an absolute path inside the project root;
    /// `..` and symbolic links are resolved first, so neither leads out of it.
    func insideRoot(_ path: String, field: String) throws -> String {
        let absolute = path.hasPrefix("/") ? path : (root as NSString).appendingPathComponent(path)
        let resolved = URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
        guard resolved == root || resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            throw ToolError("\(tool): \"\(field)\" '\(path)' is outside the project root \(root) (jshost mcp --root DIR sets it)")
        }
        return resolved
    }

    /// The app's entry: a readable file inside the root (or a MobileFirst 7.x app folder),
    /// checked as `jshost run SCRIPT` checks it.
    func entry(_ key: String = "entry", required: Bool = true) throws -> String? {
        guard let given = try string(key) else {
            if required { throw ToolError("\(tool): missing \"\(key)\" (the app's script, page or folder, relative to the project root)") }
            return nil
        }
        let path = try insideRoot(given, field: key)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            if FileManager.default.isReadableFile(atPath: (path as NSString).appendingPathComponent("common/index.html")) { return path }
            throw ToolError("'\(given)' is a directory; SCRIPT must be a JavaScript file, a page, or a MobileFirst 7.x app folder (with common/index.html)")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw ToolError("cannot read script '\(given)': \(String(cString: strerror(access(path, R_OK) == 0 ? 0 : errno)))")
        }
        return path
    }

    /// A payload: a file inside the root (a string) or the payload itself (an object).
    func payload(_ key: String = "payload") throws -> InputSource? {
        guard let value = object[key], !value.isNull else { return nil }
        switch value {
        case let .string(path): return InputSource(try insideRoot(path, field: key))
        case .object: return InputSource(contents: Array(value.jsonString.utf8), name: "<\(key)>")
        default: throw ToolError("\(tool): \"\(key)\" must be a payload file's path (a string) or the payload itself (an object), got \(value.typeDescription)")
        }
    }

    /// Events: an NDJSON file inside the root (a string) or the events themselves (a list of objects).
    func events(_ key: String = "events") throws -> InputSource? {
        guard let value = object[key], !value.isNull else { return nil }
        switch value {
        case let .string(path): return InputSource(try insideRoot(path, field: key))
        case let .array(list):
            let lines = list.map(\.jsonString).joined(separator: "\n")
            return InputSource(contents: Array(lines.utf8), name: "<events>")
        default: throw ToolError("\(tool): \"\(key)\" must be an NDJSON file's path (a string) or a list of event objects, got \(value.typeDescription)")
        }
    }
}
