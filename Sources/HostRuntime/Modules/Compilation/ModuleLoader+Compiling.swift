import Foundation
import JSCore
import ModuleSyntax

// The one compilation stage of `run` and `jshost test` (docs/modules.md, "One compilation for
// app code and tests"): what loading asks is `compile(_:path:kind:startingLine:)`; the rest
// of this folder is its steps (Flow, esbuild, the ES-module rewrite, Babel's CommonJS).
extension ModuleLoader {
    // MARK: Compiling

    static let header = "(function (exports, require, module, __filename, __dirname, __jsh) {"
    static let asyncHeader = "(async function (exports, require, module, __filename, __dirname, __jsh) {"

    /// The one compilation stage of `run` and `jshost test` (ModuleCompilation.swift): Flow
    /// types out, then the file's module semantics. Babel's CommonJS goes through esbuild's
    /// `--format=cjs`; ES modules through the ES-module rewrite, where TypeScript and JSX go
    /// through esbuild first, and a `.js` file only when it fails as plain JavaScript and may
    /// hold JSX (React Native's convention), so a plain run never starts esbuild.
    func compile(_ source: String, path: String, kind: SourceKind?, startingLine: Int) throws(JSException) -> (ModuleTransform, JSValue) {
        let semantics = semantics(of: path, startingLine: startingLine)
        let isTypeScript = path.hasSuffix(".ts") || path.hasSuffix(".tsx") || path.hasSuffix(".mts") || path.hasSuffix(".cts")
        // Flow-typed files (packages ship them): types removed first, lines and columns kept.
        // (Under Jest, esbuild reads what it can of a Flow file as it always has.)
        if !isTypeScript, startingLine == 1, semantics == .esModules || jestCompilation == nil, FlowStripper.isFlow(source) {
            let stripped: String
            do {
                stripped = try flowStripper.strip(source, path: path)
            } catch {
                let found = FlowConstructs.first(in: source) ?? FlowConstructs.at(errorMessage: "\(error)", in: source)
                let message = found.map { FlowConstructs.message($0, path: path) } ?? "\(error)"
                throw JSException(name: "Error", message: message, file: path, value: JSValue.error(message: message, in: context))
            }
            // A construct babylon 6 does not know may come out of the tool unchanged (or
            // half read): the parse error that follows names the construct instead.
            do throws(JSException) {
                return try compileModule(stripped, path: path, kind: kind, startingLine: startingLine, semantics)
            } catch {
                guard error.name == "SyntaxError", let found = FlowConstructs.first(in: source) else { throw error }
                let message = FlowConstructs.message(found, path: path)
                throw JSException(name: "SyntaxError", message: message, file: path, value: JSValue.error(name: "SyntaxError", message: message, in: context))
            }
        }
        return try compileModule(source, path: path, kind: kind, startingLine: startingLine, semantics)
    }

    /// `compile` once Flow types are gone: the module semantics' own step.
    func compileModule(_ source: String, path: String, kind: SourceKind?, startingLine: Int,
                               _ semantics: ModuleSemantics) throws(JSException) -> (ModuleTransform, JSValue) {
        if semantics == .babelCommonJS, let compiled = try compileCommonJS(source, path: path, jest: jestCompilation) { return compiled }
        return try compileSource(source, path: path, kind: kind, startingLine: startingLine)
    }

    /// The ES-module rewrite (and what stays as written under Jest).
    func compileSource(_ source: String, path: String, kind: SourceKind?, startingLine: Int) throws(JSException) -> (ModuleTransform, JSValue) {
        if ModuleResolver.needsTranspiler(path) { return try compileTranspiled(source, path: path) }
        // Instrumented code that does not compile (a bug of the instrumenter) runs as written.
        if startingLine == 1, let instrumented = instrumenter?(source, path, false) {
            do throws(JSException) {
                let transform = try Self.transform(instrumented, path: path, kind: kind, in: context)
                recordLineOneShift(transform, source: instrumented, path: path)
                return (transform, try wrap(transform, path: path, startingLine: startingLine))
            } catch {
                guard error.name == "SyntaxError" else { throw error }
                instrumentationFailed?(path, error.message)
            }
        }
        do throws(JSException) {
            let transform = try Self.transform(source, path: path, kind: kind, in: context)
            if !transform.importBindings.isEmpty { internalNames[path] = transform.importBindings }
            if startingLine == 1, transform.isModule, let jest = jestCompilation { try jest.refuseUntransformedModule(source, path: path, in: context) }
            if startingLine == 1 { recordLineOneShift(transform, source: source, path: path) }
            return (transform, try wrap(transform, path: path, startingLine: startingLine))
        } catch {
            // (A page's inline module script, which starts further down, is never JSX.)
            guard error.name == "SyntaxError", path.hasSuffix(".js"), startingLine == 1, Self.mayContainJSX(source) else { throw error }
            if Transpiler.shared.esbuild == nil {
                var error = error
                error.message += " (if this file contains JSX, install esbuild to load it: apt-get install esbuild)"
                if let value = error.value { value["message"] = JSValue(string: error.message, in: context) }
                throw error
            }
            return try compileTranspiled(source, path: path)
        }
    }

    func compileTranspiled(_ source: String, path: String) throws(JSException) -> (ModuleTransform, JSValue) {
        let code: String
        do {
            code = try Transpiler.shared.transpile(source, path: path, loader: .forPath(path))
        } catch {
            throw transpileError(error, path: path)
        }
        let kind: SourceKind = path.hasSuffix(".mts") ? .module : path.hasSuffix(".cts") ? .commonJS : .auto
        if let instrumented = instrumenter?(code, path, true) {
            do throws(JSException) {
                let transform = try Self.transform(instrumented, path: path, kind: kind, trackColumns: true, in: context)
                let function = try wrap(transform, path: path, startingLine: 1)
                transpiled[path] = TranspiledFile(code: code, shifts: transform.columnShifts ?? ColumnShifts(),
                                                  headerLength: (transform.hasTopLevelAwait ? Self.asyncHeader : Self.header).utf16.count)
                return (transform, function)
            } catch {
                guard error.name == "SyntaxError" else { throw error }
                instrumentationFailed?(path, error.message)
            }
        }
        let transform = try Self.transform(code, path: path, kind: kind, trackColumns: true, in: context)
        if !transform.importBindings.isEmpty { internalNames[path] = transform.importBindings }
        transpiled[path] = TranspiledFile(code: code, shifts: transform.columnShifts ?? ColumnShifts(),
                                          headerLength: (transform.hasTopLevelAwait ? Self.asyncHeader : Self.header).utf16.count)
        return (transform, try wrap(transform, path: path, startingLine: 1))
    }

    /// Line 1 of the evaluated text is the wrapper's header, then what the rewrite put
    /// first, then the user's line 1: when the user's line ends it unchanged, its columns
    /// are all moved by the same amount.
    func recordLineOneShift(_ transform: ModuleTransform, source: String, path: String) {
        let header = (transform.hasTopLevelAwait ? Self.asyncHeader : Self.header).utf16.count
        let code = transform.code.prefix { $0 != "\n" && $0 != "\r" }
        let user = source.prefix { $0 != "\n" && $0 != "\r" }
        guard code.hasSuffix(user) else { lineOneShifts[path] = nil; return }
        lineOneShifts[path] = header + code.utf16.count - user.utf16.count
    }

    /// A position in `file` as the user's file has it (line 1 without the wrapper).
    func userColumn(file: String, line: Int, column: Int) -> Int {
        guard line == 1, let shift = lineOneShifts[file], column > shift else { return column }
        return column - shift
    }

    /// `userFacing`, then line 1's columns without the wrapper's shift.
    func withoutLineOneShift(_ exception: JSException) -> JSException {
        guard !lineOneShifts.isEmpty else { return exception }
        // Taken off once: an error already fixed (its stack is one this made) stays.
        if let stack = exception.stack, lineOneFixedStacks.contains(stack) { return exception }
        var exception = exception
        if let file = exception.file, exception.line == 1, let column = exception.column {
            exception.column = userColumn(file: file, line: 1, column: column)
        }
        if let stack = exception.stack {
            exception.stack = stack.split(separator: "\n", omittingEmptySubsequences: false).map { frame -> String in
                let frame = String(frame)
                guard let at = Self.frameLocation(frame), at.line == 1, lineOneShifts[at.file] != nil else { return frame }
                let fixed = userColumn(file: at.file, line: 1, column: at.column)
                return String(frame.dropLast(String(at.column).count)) + String(fixed)
            }.joined(separator: "\n")
            if let fixed = exception.stack { lineOneFixedStacks.insert(fixed) }
        }
        return exception
    }

    func wrap(_ transform: ModuleTransform, path: String, startingLine: Int) throws(JSException) -> JSValue {
        let header = transform.hasTopLevelAwait ? Self.asyncHeader : Self.header
        do throws(JSException) {
            return try context.evaluate(header + transform.code + "\n})", sourceURL: path, startingLine: startingLine)
        } catch {
            throw syntaxErrorAtUserColumn(error, path: path, startingLine: startingLine)
        }
    }

    /// A SyntaxError of the user's file, at the user's line and column (see below).
    func syntaxErrorAtUserColumn(_ error: JSException, path: String, startingLine: Int) -> JSException {
        guard error.name == "SyntaxError", error.file == path, startingLine == 1, let line = error.line else { return error }
        // JavaScriptCore's parser error has a line but no column of its own: under a JS caller
        // (a `require`) the engine gives it the caller's column. esbuild, where installed, parses
        // the user's file again on this error path and names the column (with its own words, as
        // Vite shows them); else the error says the line only.
        var fixed = error
        fixed.column = nil
        if let source = try? read(path) {
            do throws(Transpiler.Failure) {
                _ = try Transpiler.shared.transpile(source, path: path, loader: .jsx)
            } catch {
                if case let .syntax(message, esbuildLine, esbuildColumn) = error, esbuildLine == line {
                    fixed.message = message
                    fixed.column = esbuildColumn
                    fixed.value?["message"] = JSValue(string: message, in: context)
                }
            }
        }
        return Self.located(fixed, in: context)
    }

    /// The error value says where the error is (`sourceURL`, `line`, `column`), so that when
    /// it is thrown on through the importer's `require`/`import`, it is still reported at the
    /// file that failed to compile, not at the importing line.
    static func located(_ exception: JSException, in context: JSContext) -> JSException {
        guard let value = exception.value, let file = exception.file, let line = exception.line else { return exception }
        value["sourceURL"] = JSValue(string: file, in: context)
        value["line"] = JSValue(double: Double(line), in: context)
        // No column (JavaScriptCore's own SyntaxError has none): say so, or the engine would
        // give the error the column of the importing call.
        value["column"] = exception.column.map { JSValue(double: Double($0), in: context) } ?? .undefined(in: context)
        return exception
    }

    func transpileError(_ failure: Transpiler.Failure, path: String) -> JSException {
        switch failure {
        case let .missing(esbuild):
            // One line: the message names the file, so no location line goes above it.
            let message = "\(path): TypeScript and JSX files need esbuild, which was not found (\(esbuild)): apt-get install esbuild"
            return JSException(name: "Error", message: message, value: JSValue.error(message: message, in: context))
        case let .syntax(message, line, column):
            // esbuild's message at the user's file, line and column (printed above it).
            return Self.located(JSException(name: "SyntaxError", message: message, file: path, line: line, column: column,
                                            value: JSValue.error(name: "SyntaxError", message: message, in: context)), in: context)
        case let .failed(message):
            let text = "\(path): esbuild failed: \(message)"
            return JSException(name: "Error", message: text, file: path, value: JSValue.error(message: text, in: context))
        }
    }

    /// Whether a source that failed as JavaScript may hold JSX: a `<` before a name,
    /// `>` (a fragment) or `/`. Cheap, and only asked on the error path.
    static func mayContainJSX(_ source: String) -> Bool {
        var previous: UInt8 = 0
        for byte in source.utf8 {
            if previous == UInt8(ascii: "<"),
               (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") {
                return true
            }
            previous = byte
        }
        return false
    }

    static func transform(_ source: String, path: String, kind: SourceKind? = nil, trackColumns: Bool = false,
                                  in context: JSContext) throws(JSException) -> ModuleTransform {
        do {
            return try transformModule(source: source, filename: path, kind: kind, trackColumns: trackColumns)
        } catch let error as ModuleSyntaxError {
            let exception = JSValue.error(name: "SyntaxError", message: error.description, in: context)
            throw located(JSException(name: "SyntaxError", message: error.description, file: error.file, line: error.line, column: error.column, value: exception), in: context)
        } catch {
            throw JSException(name: "SyntaxError", message: "\(path): \(error)")
        }
    }
}
