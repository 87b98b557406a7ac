import Foundation
import AppProject
import JSONSyntax

/// What a web app's bundler puts into its code from its config file (docs/modules.md,
/// "Values the build puts in"), read from the config's text without running it:
///
/// - Vite's `define` (vite.config.*): in development, Vite's client assigns each entry on
///   `globalThis` along its dotted path (vitejs/vite packages/vite/src/client/env.ts), a
///   string value being code and any other value JSON (plugins/clientInjections.ts
///   `serializeDefine`); `import.meta.env.X` keys join `import.meta.env`.
/// - webpack's `DefinePlugin` (webpack.config.*): each key is replaced by its value's code
///   (a string is code, `JSON.stringify(…)` its JSON; webpack/lib/DefinePlugin.js
///   `toCode`), and `EnvironmentPlugin`'s names become `process.env.NAME` with the
///   defaults its object form gives (webpack/lib/EnvironmentPlugin.js).
///
/// Only entries whose value is a literal (a string, number, boolean, `null`,
/// `undefined`, or `JSON.stringify` of one) are taken: anything else needs the config to
/// run, and is named in a warning instead.
struct BundlerDefines {
    struct Entry: Equatable {
        /// The dotted path (`__APP_VERSION__`, `process.env.API_URL`, `import.meta.env.VITE_X`).
        let key: String
        /// The JavaScript expression of its value.
        let code: String
    }
    var entries: [Entry] = []
    /// `file:line: …` for each entry that is not a literal (or a name with no value).
    var problems: [String] = []

    static let viteConfigs = ["vite.config.ts", "vite.config.js", "vite.config.mjs", "vite.config.mts", "vite.config.cjs", "vite.config.cts"]
    static let webpackConfigs = ["webpack.config.js", "webpack.config.cjs", "webpack.config.mjs", "webpack.config.ts"]

    /// The defines of the app at `root`: its vite.config's `define`, else its
    /// webpack.config's DefinePlugin and EnvironmentPlugin. `read` gives a project file's text.
    static func read(root: String, _ read: (String) -> String?) -> BundlerDefines {
        var result = BundlerDefines()
        for name in viteConfigs {
            guard let text = read(name) else { continue }
            let file = (root as NSString).appendingPathComponent(name)
            var scanner = ConfigScanner(text)
            if let object = scanner.objectLiteral(after: ["define"], call: false) {
                result.packageVersion = packageVersion(root: root, read, config: text)
                result.take(scanner.entries(of: object), file: file, what: "define", stringIsCode: true)
            }
            return result
        }
        for name in webpackConfigs {
            guard let text = read(name) else { continue }
            let file = (root as NSString).appendingPathComponent(name)
            var scanner = ConfigScanner(text)
            result.packageVersion = packageVersion(root: root, read, config: text)
            while let object = scanner.objectLiteral(after: ["DefinePlugin"], call: true) {
                result.take(scanner.entries(of: object), file: file, what: "DefinePlugin", stringIsCode: true)
            }
            scanner = ConfigScanner(text)
            while let argument = scanner.argument(after: "EnvironmentPlugin") {
                if argument.text.hasPrefix("{") {
                    let entries = scanner.entries(of: argument).map { ($0.key.hasPrefix("process.env.") ? $0.key : "process.env." + $0.key, $0.value, $0.line) }
                    result.take(entries, file: file, what: "EnvironmentPlugin", stringIsCode: false)
                } else {
                    for (name, line) in scanner.strings(of: argument) {
                        // The value comes from the building machine's environment, which
                        // the app on the phone never sees and jshost does not read.
                        result.problems.append("\(file):\(line): EnvironmentPlugin's \(name) takes its value from the environment of the machine "
                                               + "that builds the app, which jshost does not read: process.env.\(name) is undefined "
                                               + "(give it a default: new EnvironmentPlugin({\(name): '…'}))")
                    }
                }
            }
            return result
        }
        return result
    }

    /// The app's package.json `version`, for the one computed value configs commonly
    /// define: `JSON.stringify(process.env.npm_package_version)` (npm sets it from
    /// package.json when it runs the build script) or `JSON.stringify(pkg.version)` /
    /// `JSON.stringify(version)` of a config that imports its package.json.
    var packageVersion: (version: String, importsManifest: Bool)?

    private static func packageVersion(root: String, _ read: (String) -> String?, config: String) -> (version: String, importsManifest: Bool)? {
        // `read` is the project's gate (a refusal reported); the parse is the run's one parse.
        guard read("package.json") != nil,
              let version = AppProject.packageJSON(in: root)?["version"]?.stringValue else { return nil }
        return (version, config.contains("package.json'") || config.contains("package.json\""))
    }

    private func versionCode(of value: String) -> String? {
        guard let (version, importsManifest) = packageVersion else { return nil }
        let v = value.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: " ", with: "")
        guard v.hasPrefix("JSON.stringify("), v.hasSuffix(")") else { return nil }
        let inner = String(v.dropFirst("JSON.stringify(".count).dropLast())
        if inner == "process.env.npm_package_version" { return Self.jsonString(version) }
        if importsManifest, inner == "version" || (inner.hasSuffix(".version") && !inner.dropLast(".version".count).contains(".")) {
            return Self.jsonString(version)
        }
        return nil
    }

    private mutating func take(_ entries: [(key: String, value: String, line: Int)], file: String, what: String, stringIsCode: Bool) {
        for (key, value, line) in entries {
            // webpack's `typeof X` keys replace a typeof expression, which has no place on
            // the global object; nothing is assigned for them.
            if key.contains(" ") { continue }
            if let code = Self.code(of: value, stringIsCode: stringIsCode) ?? versionCode(of: value) {
                self.entries.append(Entry(key: key, code: code))
            } else {
                let value = value.trimmingCharacters(in: .whitespacesAndNewlines)
                problems.append("\(file):\(line): \(what)'s \(key) is not a literal (\(value.count > 60 ? String(value.prefix(57)) + "…" : value)): "
                                + "jshost reads the config without running it, so \(key) is left as the app's code finds it; "
                                + "write a literal there, or JSON.stringify of one")
            }
        }
    }

    /// The expression a literal value stands for, or nil for anything else.
    static func code(of value: String, stringIsCode: Bool) -> String? {
        let v = value.trimmingCharacters(in: .whitespacesAndNewlines)
        if let string = stringLiteral(v) { return stringIsCode ? string : jsonString(string) }
        if let scalar = scalarLiteral(v) { return scalar }
        for prefix in ["JSON.stringify(", "JSON.stringify ("] where v.hasPrefix(prefix) && v.hasSuffix(")") {
            let inner = String(v.dropFirst(prefix.count).dropLast()).trimmingCharacters(in: .whitespacesAndNewlines)
            if let string = stringLiteral(inner) { return jsonString(string) }
            if let scalar = scalarLiteral(inner) { return scalar == "undefined" ? "undefined" : scalar }
        }
        return nil
    }

    private static func scalarLiteral(_ v: String) -> String? {
        if ["true", "false", "null", "undefined"].contains(v) { return v }
        if let number = Double(v), number.isFinite, v.first.map({ $0.isNumber || $0 == "-" || $0 == "." }) == true { return v }
        return nil
    }

    /// A JavaScript string literal of `s` (JSON's string form, which JavaScript reads as the same string).
    private static func jsonString(_ s: String) -> String { JSONValue.string(s).jsonString }

    /// The value of a quoted string literal (`'…'`, `"…"`, or a template without `${`).
    static func stringLiteral(_ v: String) -> String? {
        guard let quote = v.first, ["'", "\"", "`"].contains(quote), v.count >= 2, v.last == quote else { return nil }
        let body = Array(v.dropFirst().dropLast())
        if quote == "`", v.contains("${") { return nil }
        var out = ""
        var i = 0
        while i < body.count {
            let c = body[i]
            if c == quote { return nil }
            if c == "\\", i + 1 < body.count {
                let n = body[i + 1]
                switch n {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "0": out.append("\0")
                default: out.append(n)
                }
                i += 2
                continue
            }
            out.append(c)
            i += 1
        }
        return out
    }
}

/// A scanner of a config file's text that knows strings, comments and nesting, enough to
/// find an object literal and split it into its entries.
struct ConfigScanner {
    struct Literal { let text: String; let line: Int }
    let chars: [Character]
    var position = 0
    init(_ text: String) { chars = Array(text) }

    /// The next `name: {…}` (call false) or `name({…})` (call true), or nil.
    mutating func objectLiteral(after names: [String], call: Bool) -> Literal? {
        while let start = nextWord(in: names) {
            var i = skipSpace(from: start)
            if call {
                guard i < chars.count, chars[i] == "(" else { continue }
                i = skipSpace(from: i + 1)
            } else {
                guard i < chars.count, chars[i] == ":" else { continue }
                i = skipSpace(from: i + 1)
            }
            guard i < chars.count, chars[i] == "{", let end = matching(from: i) else { continue }
            position = end + 1
            return Literal(text: String(chars[i...end]), line: line(at: i))
        }
        return nil
    }

    /// The first argument of the next `name(…)` when it is an object or array literal.
    mutating func argument(after name: String) -> Literal? {
        while let start = nextWord(in: [name]) {
            var i = skipSpace(from: start)
            guard i < chars.count, chars[i] == "(" else { continue }
            i = skipSpace(from: i + 1)
            guard i < chars.count, chars[i] == "{" || chars[i] == "[", let end = matching(from: i) else { continue }
            position = end + 1
            return Literal(text: String(chars[i...end]), line: line(at: i))
        }
        return nil
    }

    /// The string literals of an array literal, with their lines.
    func strings(of array: Literal) -> [(String, Int)] {
        ConfigScanner(String(array.text.dropFirst().dropLast())).topLevelParts().compactMap { part in
            BundlerDefines.stringLiteral(part.text.trimmingCharacters(in: .whitespacesAndNewlines)).map { ($0, array.line + part.line - 1) }
        }
    }

    /// `key: value` entries of an object literal (keys unquoted; shorthand and spreads are
    /// entries whose value is not a literal).
    func entries(of object: Literal) -> [(key: String, value: String, line: Int)] {
        ConfigScanner(String(object.text.dropFirst().dropLast())).topLevelParts().compactMap { part in
            let text = part.text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { return nil }
            let scanner = ConfigScanner(text)
            guard let colon = scanner.topLevelColon() else { return (text, text, object.line + part.line - 1) }
            let rawKey = String(text[..<text.index(text.startIndex, offsetBy: colon)]).trimmingCharacters(in: .whitespacesAndNewlines)
            let key = BundlerDefines.stringLiteral(rawKey) ?? rawKey
            let value = String(text[text.index(text.startIndex, offsetBy: colon + 1)...])
            return (key, value, object.line + part.line - 1)
        }
    }

    // MARK: Scanning

    private func line(at index: Int) -> Int { chars[..<index].reduce(1) { $1 == "\n" ? $0 + 1 : $0 } }

    /// The parts between top-level commas, each with its first non-space line (1-based).
    private func topLevelParts() -> [Literal] {
        var parts: [Literal] = []
        var depth = 0, start = 0, i = 0
        while i < chars.count {
            if let skipped = skipQuotedOrComment(at: i) { i = skipped; continue }
            switch chars[i] {
            case "{", "[", "(": depth += 1
            case "}", "]", ")": depth -= 1
            case "," where depth == 0:
                parts.append(part(start, i)); start = i + 1
            default: break
            }
            i += 1
        }
        parts.append(part(start, chars.count))
        return parts.filter { !$0.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    }

    private func part(_ start: Int, _ end: Int) -> Literal {
        let first = skipSpace(from: start)
        // Comments inside an entry are not part of its value.
        var text = ""
        var i = min(first, end)
        while i < end {
            if let skipped = skipQuotedOrComment(at: i) {
                if chars[i] != "/" { text += String(chars[i..<min(skipped, end)]) }
                i = skipped
                continue
            }
            text.append(chars[i])
            i += 1
        }
        return Literal(text: text, line: line(at: min(first, max(end - 1, 0))))
    }

    private func topLevelColon() -> Int? {
        var depth = 0, i = 0
        while i < chars.count {
            if let skipped = skipQuotedOrComment(at: i) { i = skipped; continue }
            switch chars[i] {
            case "{", "[", "(": depth += 1
            case "}", "]", ")": depth -= 1
            case ":" where depth == 0: return i
            default: break
            }
            i += 1
        }
        return nil
    }

    /// After a quoted string, a template or a comment starting at `i`: the index past it.
    private func skipQuotedOrComment(at i: Int) -> Int? {
        let c = chars[i]
        if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
            var j = i
            while j < chars.count, chars[j] != "\n" { j += 1 }
            return j
        }
        if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
            var j = i + 2
            while j + 1 < chars.count, !(chars[j] == "*" && chars[j + 1] == "/") { j += 1 }
            return min(j + 2, chars.count)
        }
        guard c == "'" || c == "\"" || c == "`" else { return nil }
        var j = i + 1
        while j < chars.count, chars[j] != c {
            if chars[j] == "\\" { j += 1 }
            j += 1
        }
        return min(j + 1, chars.count)
    }

    private func matching(from open: Int) -> Int? {
        var depth = 0, i = open
        while i < chars.count {
            if let skipped = skipQuotedOrComment(at: i) { i = skipped; continue }
            switch chars[i] {
            case "{", "[", "(": depth += 1
            case "}", "]", ")":
                depth -= 1
                if depth == 0 { return i }
            default: break
            }
            i += 1
        }
        return nil
    }

    private func skipSpace(from start: Int) -> Int {
        var i = start
        while i < chars.count {
            if chars[i].isWhitespace { i += 1; continue }
            if chars[i] == "/", i + 1 < chars.count, chars[i + 1] == "/" || chars[i + 1] == "*", let skipped = skipQuotedOrComment(at: i) { i = skipped; continue }
            break
        }
        return i
    }

    /// Moves past the next whole word among `names` outside strings and comments; the
    /// index after it, or nil.
    private mutating func nextWord(in names: [String]) -> Int? {
        var i = position
        while i < chars.count {
            if let skipped = skipQuotedOrComment(at: i) { i = skipped; continue }
            for name in names {
                let word = Array(name)
                guard i + word.count <= chars.count, Array(chars[i..<(i + word.count)]) == word else { continue }
                let before = i == 0 ? " " : chars[i - 1]
                let after = i + word.count < chars.count ? chars[i + word.count] : " "
                guard !(before.isLetter || before.isNumber || before == "_" || before == "$"),
                      !(after.isLetter || after.isNumber || after == "_" || after == "$") else { continue }
                position = i + word.count
                return i + word.count
            }
            i += 1
        }
        position = chars.count
        return nil
    }
}

/// Angular's `environment.ts` as `ng serve` uses it (angular.json): the serve target's
/// default configuration names a build target and configuration (`app:build:development`),
/// whose `fileReplacements` (`{replace, with}`, or the older `{src, replaceWith}`) swap one
/// file for another wherever it is imported. angular/angular-cli
/// packages/angular_devkit/build_angular/src/builders/dev-server/schema.json (`buildTarget`,
/// `browserTarget`), src/utils/normalize-file-replacements.ts.
enum AngularFileReplacements {
    /// Replaced file → replacement, both absolute; empty without angular.json.
    static func read(root: String, _ read: (String) -> String?) -> (replacements: [String: String], configuration: String?) {
        let file = (root as NSString).appendingPathComponent("angular.json")
        guard let text = read("angular.json"),
              let workspace = try? Array(text.utf8).withUnsafeBytes({ try JSONParser.parse($0, file: file) }),
              let projects = workspace["projects"]?.objectValue else { return ([:], nil) }
        var name: String? = nil
        if let preferred = workspace["defaultProject"]?.stringValue, projects[preferred] != nil { name = preferred }
        if name == nil { name = projects.first(where: { $0.value["architect"]?["serve"] != nil })?.key }
        guard let name, let architect = projects[name]?["architect"]?.objectValue else { return ([:], nil) }
        let serve = architect["serve"]
        let configuration = serve?["defaultConfiguration"]?.stringValue
        let serveOptions: JSONValue? = configuration.flatMap { serve?["configurations"]?[$0] }
        var target = "\(name):build"
        for options in [serveOptions, serve?["options"]] {
            if let named = options?["buildTarget"]?.stringValue ?? options?["browserTarget"]?.stringValue { target = named; break }
        }
        let parts = target.split(separator: ":").map(String.init)
        let buildName = parts.count > 1 ? parts[1] : "build"
        let build = parts.first.flatMap { projects[$0]?["architect"]?[buildName] } ?? architect[buildName]
        var lists = [build?["options"]?["fileReplacements"]]
        let buildConfigurations = parts.count > 2 ? parts[2].split(separator: ",").map(String.init) : []
        for c in buildConfigurations { lists.append(build?["configurations"]?[c]?["fileReplacements"]) }
        var replacements: [String: String] = [:]
        for list in lists.compactMap({ $0?.arrayValue }) {
            for item in list {
                guard let replace = item["replace"]?.stringValue ?? item["src"]?.stringValue,
                      let with = item["with"]?.stringValue ?? item["replaceWith"]?.stringValue else { continue }
                let absolute = { (path: String) in ((root as NSString).appendingPathComponent(path) as NSString).standardizingPath }
                replacements[absolute(replace)] = absolute(with)
            }
        }
        return (replacements, buildConfigurations.isEmpty ? nil : parts.count > 2 ? parts[2] : nil)
    }
}
