import Foundation
import JSCore

// Where an import or require is in the user's file, so that what stops it (not found, not
// allowed) is reported at that line.
extension ModuleLoader {
    /// The names `referrer`'s static imports of `specifier` take (none for a `require`).
    package func importedNames(of specifier: String, in referrer: String) -> [String] {
        registry.record(referrer)?.importNames[specifier] ?? []
    }

    /// Where `referrer` asks for `specifier`, as `file:line` in the file as written: a static
    /// import's line, or the line of the calling frame (a `require`) when it is in `referrer`.
    package func importSite(of specifier: String, in referrer: String) -> String {
        if var line = registry.record(referrer)?.importLines[specifier] {
            if let original = originalPosition(file: referrer, line: line, column: 1) { line = original.line }
            return "\(referrer):\(line)"
        }
        let probe = JSValue.error(message: "", in: context)
        if let stack = probe["stack"].string {
            let prefix = "@\(referrer):"
            for frame in stack.split(separator: "\n") {
                guard let range = frame.range(of: prefix) else { continue }
                let position = frame[range.upperBound...].split(separator: ":").compactMap { Int($0) }
                guard let raw = position.first else { break }
                return "\(referrer):\(originalPosition(file: referrer, line: raw, column: position.count > 1 ? position[1] : 1)?.line ?? raw)"
            }
        }
        return referrer
    }


    /// One stack frame at `referrer`'s static import of `specifier` (its compiled line,
    /// which `remap` takes back to the user's), given to `error` as its position; nil when
    /// the import's line is not known.
    @discardableResult
    func placeAtImport(_ error: JSValue?, referrer: String, specifier: String) -> (line: Int, frame: String)? {
        guard let line = registry.record(referrer)?.importLines[specifier] else { return nil }
        let frame = "@\(referrer):\(line):1"
        if let error, error.isObject {
            error["stack"] = JSValue(string: frame, in: context)
            error["line"] = JSValue(double: Double(line), in: context)
            error["column"] = JSValue(double: 1, in: context)
            error["sourceURL"] = JSValue(string: referrer, in: context)
        }
        return (line, frame)
    }

    /// A dynamic `import()` that failed to resolve (not found, or denied) is placed at the
    /// call in `referrer`: the first frame of `site` (the stack taken when `import()` was
    /// called) in that file, whose compiled position `remap` takes back to the user's, and
    /// its original line in the message, as a static import's. Other errors (the imported
    /// module's own) keep their place.
    func placeDynamicImport(_ error: JSValue, site: String, referrer: String) {
        guard error.isObject, error["code"].stringValue == "MODULE_NOT_FOUND" || error["name"].stringValue == PermissionDenied.name else { return }
        let prefix = "@\(referrer):"
        guard let frame = site.split(separator: "\n").first(where: { $0.contains(prefix) }),
              let range = frame.range(of: prefix) else { return }
        let position = frame[range.upperBound...].split(separator: ":").compactMap { Int($0) }
        guard let line = position.first else { return }
        let column = position.count > 1 ? position[1] : 1
        error["stack"] = JSValue(string: "@\(referrer):\(line):\(column)", in: context)
        error["line"] = JSValue(double: Double(line), in: context)
        error["column"] = JSValue(double: Double(column), in: context)
        error["sourceURL"] = JSValue(string: referrer, in: context)
        guard jestCompilation == nil else { return }
        let original = originalPosition(file: referrer, line: line, column: column)?.line ?? line
        let message = error["message"].stringValue
        let located = message.replacingOccurrences(of: "imported from \(referrer) ", with: "imported from \(referrer):\(original) ")
        if located != message { error["message"] = JSValue(string: located, in: context) }
    }

    /// A `require()` that failed to resolve, made in tail position (`return require(…)`):
    /// JavaScriptCore runs strict code with proper tail calls, so the asking function's frame
    /// is gone from the stack and the error would be placed at its caller. Puts the frame
    /// back, at the first `require('specifier')` of `referrer`'s evaluated code (compiled
    /// positions, which `remap` takes back to the user's).
    func placeElidedRequire(_ error: JSValue?, specifier: String, referrer: String) {
        guard let error, error.isObject,
              error["code"].stringValue == "MODULE_NOT_FOUND" || error["name"].stringValue == PermissionDenied.name else { return }
        let stack = error["stack"].isString ? error["stack"].stringValue : ""
        guard !stack.contains("@\(referrer):"),
              let code = transpiled[referrer]?.code ?? (try? String(contentsOfFile: referrer, encoding: .utf8)) else { return }
        let calls = ["'", "\"", "`"].map { "require(\($0)\(specifier)\($0))" }
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let call = calls.lazy.compactMap({ line.range(of: $0) }).first else { continue }
            // JavaScriptCore names a call by its `(`.
            let column = line.distance(from: line.startIndex, to: call.lowerBound) + "require(".count
            let frame = "@\(referrer):\(index + 1):\(column)"
            error["stack"] = JSValue(string: stack.isEmpty ? frame : frame + "\n" + stack, in: context)
            error["line"] = JSValue(double: Double(index + 1), in: context)
            error["column"] = JSValue(double: Double(column), in: context)
            error["sourceURL"] = JSValue(string: referrer, in: context)
            return
        }
    }
}
