import Foundation
import JSCore
import ModuleSyntax

/// How `jshost test` compiles the files a test loads: as babel-jest (or ts-jest) does,
/// into CommonJS with Jest's hoisting (docs/testing.md, "Module semantics").
package struct JestCompilation {
    package var style: JestHoistStyle
    /// babel-plugin-jest-hoist's ALLOWED_IDENTIFIERS, as a set and as its error lists them.
    package var allowedGlobals: Set<String>
    package var allowedGlobalsText: String
    /// Jest's `transformIgnorePatterns` (default: `/node_modules/`): files they match load as written.
    package var ignorePatterns: [NSRegularExpression]
    /// What the configuration's `haste` makes jest-resolve try before the plain extensions
    /// (`[".ios", ".native"]` for `defaultPlatform: 'ios'`, `platforms: [… 'native']`).
    package var platformInfixes: [String]
    /// ts-jest's `esModuleInterop` (the project's tsconfig.json): false makes TypeScript
    /// files' imports plain `require`s (no interop helper). Babel's interop otherwise.
    package var typeScriptInterop = true

    package init(style: JestHoistStyle, allowedGlobals: [String], ignorePatterns: [NSRegularExpression], platformInfixes: [String] = []) {
        self.platformInfixes = platformInfixes
        self.style = style
        self.allowedGlobals = Set(allowedGlobals)
        allowedGlobalsText = allowedGlobals.joined(separator: ", ")
        self.ignorePatterns = ignorePatterns
    }

    /// Jest's default `transform` (`\.[jt]sx?$` → babel-jest), less what the ignore patterns
    /// match; and `.mjs` files (jshost runs ES-module test files too, hoisted alike).
    func transforms(_ path: String) -> Bool {
        guard [".js", ".jsx", ".ts", ".tsx", ".mjs"].contains(where: path.hasSuffix) else { return false }
        let range = NSRange(path.startIndex..., in: path)
        return !ignorePatterns.contains { $0.firstMatch(in: path, range: range) != nil }
    }
}

extension JestCompilation {
    /// A `.js`/`.jsx`/`.cjs` file with module syntax that the ignore patterns leave as it is
    /// fails, as under Jest: Node's SyntaxError for its first import or export, with Jest's
    /// "Jest encountered an unexpected token" and the remedy (jest-runtime's
    /// handlePotentialSyntaxError). `.mjs` files stay jshost's ES modules.
    func refuseUntransformedModule(_ source: String, path: String, in context: JSContext) throws(JSException) {
        guard [".js", ".jsx", ".cjs"].contains(where: path.hasSuffix), !transforms(path) else { return }
        let firstModuleLine = source.split(separator: "\n").first { $0.hasPrefix("import ") || $0.hasPrefix("import{") || $0.hasPrefix("export ") }
        let nodeError = firstModuleLine?.hasPrefix("export") == true ? "Unexpected token 'export'" : "Cannot use import statement outside a module"
        let message = "Jest encountered an unexpected token: \(path) is an ES module, and transformIgnorePatterns leave it untransformed (SyntaxError: \(nodeError)). "
            + "To have it compiled, let it through transformIgnorePatterns, e.g. \"/node_modules/(?!its-package)\"."
        throw JSException(name: "SyntaxError", message: message, file: path, value: JSValue.error(name: "SyntaxError", message: message, in: context))
    }
}

extension ModuleLoader {
    /// The wrapper of a module compiled for Jest: its own `jest` object, and Babel's interop
    /// helpers under the names esbuild's output calls.
    static let jestHeader = "(function (exports, require, module, __filename, __dirname, __jsh, jest, __toESM, __toCommonJS) {"

    /// The arguments after `__jsh` for a file compiled for Jest.
    func jestArguments(for path: String) throws(JSException) -> [JSValue] {
        let jest = try moduleJest?(path) ?? context.globalObject["jest"]
        let typeScript = path.hasSuffix(".ts") || path.hasSuffix(".tsx")
        let interop = jestCompilation?.typeScriptInterop == false && typeScript ? "noInterop" : "toESM"
        let helpers = try babelInterop
        return [jest, helpers[interop], helpers["toCommonJS"]]
    }

    /// A CommonJS file as written (no module syntax, no JSX, no TypeScript) is hoisted as it
    /// is; anything else goes through esbuild's `--format=cjs` first.
    /// Nil for what stays an ES module: a `.mjs` file with top-level `await`.
    func compileForJest(_ source: String, path: String, _ jest: JestCompilation) throws(JSException) -> (ModuleTransform, JSValue)? {
        var plain = !ModuleResolver.needsTranspiler(path)
        if plain {
            // The module rewrite's scan tells module syntax; a file it cannot read (JSX) goes to esbuild.
            let scanned = try? transformModule(source: source, filename: path)
            if scanned?.hasTopLevelAwait == true { return nil }
            plain = scanned.map { !$0.isModule } ?? false
        }
        func esbuild(_ input: String, _ commonJS: Bool) throws(JSException) -> String {
            do throws(Transpiler.Failure) {
                return try Transpiler.shared.transpile(input, path: path, loader: .forPath(path), commonJS: commonJS)
            } catch {
                throw transpileError(error, path: path)
            }
        }
        // The code as compiled (with esbuild's inline map back to the user's file), and,
        // under --coverage, with the counters in: the instrumenter reads esbuild's ES-module
        // output (so esbuild's CommonJS helpers are not counted), which is then made CommonJS.
        let compiled = plain ? source : try esbuild(source, true)
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
                return try hoistAndWrap(instrumented, compiled: compiled, source: source, path: path, plain: plain, jest)
            } catch {
                guard error.name == "SyntaxError" else { throw error }
                instrumentationFailed?(path, error.message)
            }
        }
        return try hoistAndWrap(compiled, compiled: compiled, source: source, path: path, plain: plain, jest)
    }

    private func hoistAndWrap(_ code: String, compiled: String, source: String, path: String, plain: Bool,
                              _ jest: JestCompilation) throws(JSException) -> (ModuleTransform, JSValue) {
        let header = Self.jestHeader
        let headerLength = header.utf16.count
        transpiled[path] = TranspiledFile(code: compiled, shifts: ColumnShifts(), headerLength: headerLength, identity: plain)
        let original = Array(source.utf8)
        let originalName: (Int, Int) -> String? = { [unowned self] line, column in
            guard let position = originalPosition(file: path, line: line, column: line == 1 ? column + headerLength : column) else { return nil }
            return Self.identifier(in: original, line: position.line, column: position.column)
        }
        let options = JestHoistOptions(style: jest.style, esbuildOutput: !plain, strict: true, allowedGlobals: jest.allowedGlobals,
                                       allowedGlobalsText: jest.allowedGlobalsText, originalName: plain ? nil : originalName,
                                       originalLine: plain ? nil : { [unowned self] line, column in
                                           originalPosition(file: path, line: line, column: line == 1 ? column + headerLength : column)?.line
                                       })
        let hoisted: (code: String, columnShifts: ColumnShifts)
        do {
            hoisted = try hoistJestCalls(code: code, filename: path, options: options)
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
        let function = try context.evaluate(header + hoisted.code + "\n})", sourceURL: path, startingLine: 1)
        return (.commonJS(code: hoisted.code), function)
    }

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
