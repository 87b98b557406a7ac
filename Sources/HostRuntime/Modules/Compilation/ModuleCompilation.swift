import Foundation
import JSCore
import ModuleSyntax

/// The module semantics a file is compiled to (docs/modules.md, "One compilation for app
/// code and tests"). `ModuleLoader.compile` is the one stage for `run`, `matrix`, `check`,
/// the studio and `jshost test`: Flow types out, then this choice, with only what really
/// differs between them (Jest's hoisting and transformIgnorePatterns) as parameters.
package enum ModuleSemantics: Equatable, Sendable {
    /// Babel's CommonJS, as Metro compiles a React Native / Expo app's modules
    /// (@react-native/babel-preset → @babel/plugin-transform-modules-commonjs) and babel-jest
    /// compiles what a test loads: esbuild's `--format=cjs` with Babel's interop helpers in
    /// place of esbuild's, so a named import of a name the other module lacks is `undefined`.
    case babelCommonJS
    /// ES modules as a browser, Node and Vite/Rollup run them: jshost's ES-module rewrite
    /// (live bindings, evaluation in import order, node's link error for a missing name).
    case esModules
}

extension ModuleLoader {
    /// What `path` compiles to: under `jshost test`, Babel's CommonJS for what Jest's
    /// `transform` takes (less `transformIgnorePatterns`); in a React Native or Expo app,
    /// Babel's CommonJS for the app's own modules; ES modules for everything else (a page's
    /// inline module script, web apps, jshost's own scripts), and for an app's packages in
    /// `node_modules`: Metro compiles those too, but an app loads hundreds of them, and
    /// esbuild for each would make a cold start several times slower (docs/modules.md);
    /// the rewrite gives them Babel's missing-name rule (`babelNamedImports`).
    func semantics(of path: String, startingLine: Int) -> ModuleSemantics {
        guard startingLine == 1 else { return .esModules }
        if let jest = jestCompilation { return jest.transforms(path) ? .babelCommonJS : .esModules }
        guard metroPlatform != nil, appKind == .reactNative, !path.contains("/node_modules/") else { return .esModules }
        return [".js", ".jsx", ".ts", ".tsx", ".mjs"].contains(where: path.hasSuffix) ? .babelCommonJS : .esModules
    }

    /// The wrapper of a module compiled to Babel's CommonJS: Babel's interop helpers under the
    /// names esbuild's output calls, and for Jest the module's own `jest` object.
    static let commonJSHeader = "(function (exports, require, module, __filename, __dirname, __jsh, __toESM, __toCommonJS) {"
    static let jestHeader = "(function (exports, require, module, __filename, __dirname, __jsh, jest, __toESM, __toCommonJS) {"

    /// The arguments after `__jsh` for a file compiled to Babel's CommonJS.
    func commonJSArguments(for path: String) throws(JSException) -> [JSValue] {
        let helpers = try babelInterop
        guard let jestCompilation else { return [helpers["toESM"], helpers["toCommonJS"]] }
        let jest = try moduleJest?(path) ?? context.globalObject["jest"]
        let typeScript = path.hasSuffix(".ts") || path.hasSuffix(".tsx")
        let interop = jestCompilation.typeScriptInterop == false && typeScript ? "noInterop" : "toESM"
        return [jest, helpers[interop], helpers["toCommonJS"]]
    }

    /// A module compiled to Babel's CommonJS. A CommonJS file as written (no module syntax,
    /// no JSX, no TypeScript) stays as it is (hoisted under Jest); anything else goes
    /// through esbuild's `--format=cjs` first. `jest`: Jest's hoisting (nil: Metro's
    /// compilation of an app module). Nil for what stays an ES module: a file with
    /// top-level `await` (esbuild's CommonJS output cannot hold it), and in an app, a plain
    /// CommonJS file (the ES-module rewrite's scan already gives it with `import()` served)
    /// and a file reading `import.meta` (which esbuild's CommonJS output empties).
    func compileCommonJS(_ source: String, path: String, jest: (any TestCompilation)?) throws(JSException) -> (ModuleTransform, JSValue)? {
        if jest == nil, source.contains("import.meta") { return nil }
        var plain = !ModuleResolver.needsTranspiler(path)
        var scanned: ModuleTransform?
        if plain {
            // The module rewrite's scan tells module syntax; a file it cannot read (JSX) goes to esbuild.
            scanned = try? transformModule(source: source, filename: path)
            if scanned?.hasTopLevelAwait == true { return nil }
            plain = scanned.map { !$0.isModule } ?? false
            if plain, jest == nil { return nil }
        }
        func esbuild(_ input: String, _ commonJS: Bool) throws(JSException) -> String {
            do throws(Transpiler.Failure) {
                return try Transpiler.shared.transpile(input, path: path, loader: .forPath(path), commonJS: commonJS)
            } catch {
                throw transpileError(error, path: path)
            }
        }
        // An app module's imports (names, lines), read from its ES-module form: a built-in
        // module's missing name is still named, and a missing package's error lists them.
        var importRecords: [ModuleImport] = []
        if jest == nil {
            if scanned == nil, let form = try? transformModule(source: try esbuild(source, false), filename: path) {
                if form.hasTopLevelAwait { return nil }
                scanned = form
            }
            importRecords = scanned?.importRecords ?? []
        }
        // The code as compiled (with esbuild's inline map back to the user's file), and,
        // under --coverage, with the counters in: the instrumenter reads esbuild's ES-module
        // output (so esbuild's CommonJS helpers are not counted), which is then made CommonJS.
        let compiled = plain ? source : try esbuild(source, true)
        if jest == nil { importRecords = Self.requireLines(of: importRecords, in: compiled) }
        var instrumented: String?
        if instrumenter != nil {
            if plain {
                instrumented = instrumenter?(source, path, false)
            } else if let counted = instrumenter?(try esbuild(source, false), path, true) {
                instrumented = try esbuild(counted, true)
            }
        }
        if let instrumented {
            do throws(JSException) {
                return try hoistAndWrap(instrumented, compiled: compiled, source: source, path: path, plain: plain, jest, importRecords, scanned)
            } catch {
                guard error.name == "SyntaxError" else { throw error }
                instrumentationFailed?(path, error.message)
            }
        }
        return try hoistAndWrap(compiled, compiled: compiled, source: source, path: path, plain: plain, jest, importRecords, scanned)
    }

    private func hoistAndWrap(_ code: String, compiled: String, source: String, path: String, plain: Bool,
                              _ jest: (any TestCompilation)?, _ importRecords: [ModuleImport], _ scanned: ModuleTransform?) throws(JSException) -> (ModuleTransform, JSValue) {
        let header = jest == nil ? Self.commonJSHeader : Self.jestHeader
        let headerLength = header.utf16.count
        transpiled[path] = TranspiledFile(code: compiled, shifts: ColumnShifts(), headerLength: headerLength, identity: plain)
        let original = Array(source.utf8)
        let originalName: (Int, Int) -> String? = { [unowned self] line, column in
            guard let position = originalPosition(file: path, line: line, column: line == 1 ? column + headerLength : column) else { return nil }
            return Self.identifier(in: original, line: position.line, column: position.column)
        }
        var options = JestHoistOptions(style: jest?.style ?? .babel, esbuildOutput: !plain, strict: true, allowedGlobals: jest?.allowedGlobals ?? [],
                                       allowedGlobalsText: jest?.allowedGlobalsText ?? "", originalName: plain ? nil : originalName,
                                       originalLine: plain ? nil : { [unowned self] line, column in
                                           originalPosition(file: path, line: line, column: line == 1 ? column + headerLength : column)?.line
                                       })
        options.hoistsJestCalls = jest != nil
        // Metro's preset: `strictMode: false` (no "use strict" put in).
        options.strict = jest != nil
        let hoisted: (code: String, columnShifts: ColumnShifts)
        do {
            if jest == nil, !plain, !code.contains("import("), !source.contains("namespace") {
                // Nothing for the token pass to do but hand esbuild's two helpers over to
                // Babel's (their declarations are on lines of their own, above the user's code).
                hoisted = (Self.withoutEsbuildInterop(code), ColumnShifts())
            } else {
                hoisted = try hoistJestCalls(code: code, filename: path, options: options)
            }
        } catch let error as JestHoistError {
            // The plugin's error (Babel prefixes the file's path), at its place in the code as
            // evaluated: `remap` takes it back to the user's line and column.
            let message = "\(path): \(error.message)"
            let column = error.column + (error.line == 1 ? headerLength : 0)
            let value = JSValue.error(name: error.name, message: message, in: context)
            value["sourceURL"] = JSValue(string: path, in: context)
            value["line"] = JSValue(double: Double(error.line), in: context)
            value["column"] = JSValue(double: Double(column), in: context)
            // One frame: `remap` takes it back once, and knows the stack it made.
            let frame = "@\(path):\(error.line):\(column)"
            value["stack"] = JSValue(string: frame, in: context)
            var exception = JSException(name: error.name, message: message, file: path, line: error.line, column: column, value: value)
            exception.stack = frame
            throw exception
        } catch let error as ModuleSyntaxError {
            throw JSException(name: "SyntaxError", message: error.description, file: error.file, line: error.line, column: error.column,
                              value: JSValue.error(name: "SyntaxError", message: error.description, in: context))
        } catch {
            throw JSException(name: "SyntaxError", message: "\(path): \(error)")
        }
        transpiled[path] = TranspiledFile(code: compiled, shifts: hoisted.columnShifts, headerLength: headerLength, identity: plain)
        // esbuild's names of the imports are worked out when an error needs them (writtenNames).
        if jest == nil, let scanned, !scanned.importBindings.isEmpty { commonJSImports[path] = scanned }
        let function = try context.evaluate(header + hoisted.code + "\n})", sourceURL: path, startingLine: 1)
        if jest == nil { commonJSCompiled.insert(path) }
        return (jest == nil ? .compiledCommonJS(code: hoisted.code, importRecords: importRecords) : .commonJS(code: hoisted.code), function)
    }

    /// esbuild's CommonJS output with its `__toESM` and `__toCommonJS` declarations renamed,
    /// so that the wrapper's Babel helpers of those names serve its calls (as the token pass
    /// of `hoistJestCalls` does).
    static func withoutEsbuildInterop(_ code: String) -> String {
        var code = code
        for name in ["__toESM", "__toCommonJS"] {
            if let range = code.range(of: "\nvar \(name) = ") ?? (code.hasPrefix("var \(name) = ") ? code.range(of: "var \(name) = ") : nil) {
                let declaration = code[range].hasPrefix("\n") ? "\nvar __esbuild\(name) = " : "var __esbuild\(name) = "
                code.replaceSubrange(range, with: declaration)
            }
        }
        return code
    }

    /// The imports with the line of their `require("…")` in esbuild's CommonJS output (the
    /// code the wrapper runs, whose source map takes it back to the import as written); an
    /// import esbuild dropped (TypeScript's unused imports) keeps its line.
    static func requireLines(of records: [ModuleImport], in compiled: String) -> [ModuleImport] {
        guard !records.isEmpty else { return records }
        // One pass: the line of each `require("…")` (the first of a specifier), by its literal.
        var lines: [Substring: Int] = [:]
        var line = 1
        let text = Substring(compiled)
        let utf8 = text.utf8
        var index = utf8.startIndex
        let prefix = Array("require(\"".utf8)
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
            } else if byte == UInt8(ascii: "r"), utf8[index...].starts(with: prefix) {
                let start = utf8.index(index, offsetBy: prefix.count)
                var end = start
                while end != utf8.endIndex, utf8[end] != UInt8(ascii: "\""), utf8[end] != UInt8(ascii: "\n") {
                    if utf8[end] == UInt8(ascii: "\\") { end = utf8.index(after: end); if end == utf8.endIndex { break } }
                    end = utf8.index(after: end)
                }
                let literal = text[start..<end]
                if lines[literal] == nil { lines[literal] = line }
                index = end
                continue
            }
            index = utf8.index(after: index)
        }
        return records.map { record in
            // esbuild writes a specifier as a JSON-style string (one with a quote, a backslash or a
            // control character, escaped, keeps the line the scan gave it).
            guard let line = lines[Substring(record.specifier)] else { return record }
            return ModuleImport(specifier: record.specifier, line: line, column: 1, names: record.names)
        }
    }

    // MARK: Names as the user wrote them

    /// esbuild's names for a module's imports (`import_store.default`, `import_api.send`) →
    /// the user's (`useStore`, `send`): each `var import_x = … require("spec")` of the
    /// CommonJS output, with the rewrite's bindings of the same import (`__jsh_m1.default`).
    static func esbuildImportNames(in compiled: String, scanned: ModuleTransform) -> [String: String] {
        guard !scanned.importBindings.isEmpty,
              let declaration = try? NSRegularExpression(pattern: #"var (import_[A-Za-z0-9_$]+) = (?:__toESM\()?require\("((?:[^"\\]|\\.)*)"\)"#) else { return [:] }
        var variables: [String: [String]] = [:]   // specifier → esbuild's variables (one per import statement)
        let text = compiled as NSString
        for match in declaration.matches(in: compiled, range: NSRange(location: 0, length: text.length)) {
            variables[text.substring(with: match.range(at: 2)), default: []].append(text.substring(with: match.range(at: 1)))
        }
        var names: [String: String] = [:]
        for (expression, local) in scanned.importBindings {
            // `__jsh_m<index>` + member: the index is the import's place in importRecords.
            let digits = expression.dropFirst("__jsh_m".count).prefix { $0.isNumber }
            guard let index = Int(digits), index < scanned.importRecords.count else { continue }
            for variable in variables[scanned.importRecords[index].specifier] ?? [] {
                names[variable + expression.dropFirst("__jsh_m".count + digits.count)] = local
            }
        }
        return names
    }

    /// `message` with the names jshost's compilation gave imports (`__jsh_m1.default.subscribe`,
    /// `(0, import_api.send)`) as the user wrote them (`useStore.subscribe`, `send`), from
    /// `file`'s imports first, then any module's.
    func writtenNames(in message: String, file: String?) -> String {
        guard !internalNames.isEmpty || !commonJSImports.isEmpty, message.contains("__jsh_m") || message.contains("import_"),
              let pattern = try? NSRegularExpression(pattern: #"\(0,\s*((?:__jsh_m\d+|import_[A-Za-z0-9_$]+)(?:\.[A-Za-z_$][A-Za-z0-9_$]*|\["[^"]*"\])?)\)|((?:__jsh_m\d+|import_[A-Za-z0-9_$]+)(?:\.[A-Za-z_$][A-Za-z0-9_$]*|\["[^"]*"\])?)"#)
        else { return message }
        if message.contains("import_") {
            for (path, scanned) in commonJSImports {
                if let code = transpiled[path]?.code { internalNames[path] = Self.esbuildImportNames(in: code, scanned: scanned) }
            }
            commonJSImports = [:]
        }
        let tables = (file.flatMap { internalNames[$0] }.map { [$0] } ?? []) + internalNames.values
        func written(_ expression: String) -> String? {
            for table in tables { if let local = table[expression] { return local } }
            return nil
        }
        let text = message as NSString
        var result = ""
        var position = 0
        for match in pattern.matches(in: message, range: NSRange(location: 0, length: text.length)) {
            let group = match.range(at: 1).location != NSNotFound ? 1 : 2
            let expression = text.substring(with: match.range(at: group))
            var replacement: String?
            if let local = written(expression) {
                replacement = local
            } else if let dot = expression.firstIndex(where: { $0 == "." || $0 == "[" }), let local = written(String(expression[..<dot])) {
                replacement = local + expression[dot...]   // a namespace import's member
            }
            guard let replacement else { continue }
            result += text.substring(with: NSRange(location: position, length: match.range.location - position)) + replacement
            position = match.range.location + match.range.length
        }
        guard position > 0 else { return message }
        return result + text.substring(from: position)
    }
}

extension ModuleLoader {
    /// The identifier that starts at a 1-based line and column of `source` (UTF-8 columns).
    static func identifier(in source: [UInt8], line: Int, column: Int) -> String? {
        var currentLine = 1, index = 0
        while currentLine < line, index < source.count {
            if source[index] == UInt8(ascii: "\n") { currentLine += 1 }
            index += 1
        }
        let lineStart = index
        index += column - 1
        guard index >= 0, index < source.count else { return nil }
        func isNamePart(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "$") || byte == UInt8(ascii: "_") || byte >= 0x80
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= 0x30 && byte <= 0x39)
        }
        // A map's segment may start inside the name (esbuild maps `import_x.name` to a
        // column within it): the whole name that holds the position.
        while index > lineStart, isNamePart(source[index - 1]) { index -= 1 }
        var end = index
        while end < source.count, isNamePart(source[end]) { end += 1 }
        return end > index ? String(decoding: source[index..<end], as: UTF8.self) : nil
    }
}
