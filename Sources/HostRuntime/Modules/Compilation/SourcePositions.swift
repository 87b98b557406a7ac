import Foundation
import JSCore
import ModuleSyntax

// Errors as the user's files have them: positions in compiled files (esbuild, the module
// wrapper's line 1) taken back to the file as written, and jshost's own frames left out.
extension ModuleLoader {
    // MARK: Source-mapped positions

    /// The position in the user's file of a 1-based (line, column) JavaScriptCore
    /// reported in the compiled `path`; nil when `path` was not compiled or the line
    /// has no mapping (esbuild's helpers).
    package func originalPosition(file path: String, line: Int, column: Int) -> (line: Int, column: Int)? {
        guard let file = transpiled[path] else { return nil }
        if file.identity {
            let column = file.shifts.sourceColumn(line: line, column: line == 1 ? max(column - file.headerLength, 1) : column)
            return (line, column)
        }
        if file.map == nil {
            file.map = SourceMap.inlineJSON(in: file.code).flatMap { try? SourceMap(json: $0) }
        }
        guard let map = file.map else { return nil }
        var column = column
        if line == 1 { column = max(column - file.headerLength, 1) }
        column = file.shifts.sourceColumn(line: line, column: column)
        guard let position = map.original(line: line, column: column) else { return nil }
        return (position.line, position.column)
    }

    /// `exception` with its position and stack frames taken back to the user's
    /// TypeScript or JSX files; the thrown error's `stack`, `line` and `column` are
    /// updated too, so that what prints it later shows the same. Unchanged when no
    /// compiled file is involved (and at no cost when none was loaded).
    package func remap(_ exception: JSException) -> JSException {
        var exception = withoutLineOneShift(Self.userFacing(exception))
        // The engine names an expression as it ran: an import as compiling named it.
        let written = writtenNames(in: exception.message, file: exception.file)
        if written != exception.message {
            exception.message = written
            if let value = exception.value, value.isObject, value["message"].isString {
                value["message"] = JSValue(string: written, in: context)
            }
        }
        guard !transpiled.isEmpty else { return exception }
        // An error already taken back (its `stack` is one this made) stays as it is.
        if let stack = exception.stack, remappedStacks.contains(stack) { return exception }
        if let file = exception.file, let line = exception.line,
           let position = originalPosition(file: file, line: line, column: exception.column ?? 1) {
            exception.line = position.line
            if exception.column != nil { exception.column = position.column }
            if let value = exception.value, value.isObject, !value["line"].isUndefined {
                value["line"] = JSValue(double: Double(position.line), in: context)
                if exception.column != nil { value["column"] = JSValue(double: Double(position.column), in: context) }
            }
        }
        if let stack = exception.stack, let mapped = remapStack(stack) {
            remappedStacks.insert(mapped)
            exception.stack = mapped
            if let value = exception.value, value.isObject { value["stack"] = JSValue(string: mapped, in: context) }
        }
        return exception
    }

    /// An error as users should see it: its stack without the engine's `[native code]`
    /// frames and jshost's own (`jshost:prelude/…`, `jshost:modules`), and, when it was
    /// made inside jshost (a `fetch` rejected, a permission denied, a built-in module's
    /// check), placed at the first frame of the user's code instead. A stack with
    /// nothing but jshost frames keeps them (they are all there is).
    static func userFacing(_ exception: JSException) -> JSException {
        var exception = exception
        // The engine names an expression as it ran: `import.meta` as the module rewrite wrote it.
        if exception.message.contains("__jsh.meta") {
            exception.message = exception.message.replacingOccurrences(of: "__jsh.meta", with: "import.meta")
            if let value = exception.value, value.isObject, value["message"].isString {
                value["message"] = JSValue(string: exception.message, in: value.context)
            }
        }
        guard let stack = exception.stack, !stack.isEmpty else { return exception }
        let frames = stack.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let withoutNative = frames.filter { !$0.contains("[native code]") }
        let user = withoutNative.filter { frameLocation($0).map { !$0.file.hasPrefix("jshost:") } ?? true }
        let kept = user.isEmpty ? withoutNative : user
        if kept != frames { exception.stack = kept.joined(separator: "\n") }
        if exception.file?.hasPrefix("jshost:") == true, let first = user.lazy.compactMap(frameLocation).first {
            exception.file = first.file
            exception.line = first.line
            exception.column = first.column
        }
        return exception
    }

    /// The `file`, `line`, `column` of a JavaScriptCore stack frame (`fn@file:line:column`
    /// or `file:line:column`); nil for a frame without a position.
    static func frameLocation(_ frame: String) -> (file: String, line: Int, column: Int)? {
        let parts = frame.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let column = Int(parts[parts.count - 1]), let line = Int(parts[parts.count - 2]) else { return nil }
        var head = parts[0..<(parts.count - 2)].joined(separator: ":")
        if let at = head.firstIndex(of: "@") { head = String(head[head.index(after: at)...]) }
        return (head, line, column)
    }

    /// A JavaScriptCore stack (`fn@file:line:column` lines) with the frames in compiled
    /// files taken back to the original positions; nil when nothing changed.
    package func remapStack(_ stack: String) -> String? {
        guard !transpiled.isEmpty else { return nil }
        var changed = false
        let frames = stack.split(separator: "\n", omittingEmptySubsequences: false).map { frame -> String in
            let parts = frame.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let column = Int(parts[parts.count - 1]), let line = Int(parts[parts.count - 2]) else { return String(frame) }
            let head = parts[0..<(parts.count - 2)].joined(separator: ":")
            for path in transpiled.keys where head == path || head.hasSuffix("@" + path) {
                guard let position = originalPosition(file: path, line: line, column: column) else { break }
                changed = true
                return "\(head):\(position.line):\(position.column)"
            }
            return String(frame)
        }
        return changed ? frames.joined(separator: "\n") : nil
    }
}

/// A file esbuild compiled: its output (with the inline source map, decoded on the
/// first error that needs it) and how the ES-module rewrite moved its columns.
final class TranspiledFile {
    let code: String
    let shifts: ColumnShifts
    /// The wrapper function's header, before line 1.
    let headerLength: Int
    var map: SourceMap?
    /// The code is the user's own file (not compiled): only the shifts apply.
    let identity: Bool
    init(code: String, shifts: ColumnShifts, headerLength: Int, identity: Bool = false) {
        self.code = code
        self.shifts = shifts
        self.headerLength = headerLength
        self.identity = identity
    }
}
