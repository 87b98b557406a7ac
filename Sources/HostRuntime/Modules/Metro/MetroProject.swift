import Foundation
import AppProject
import JSCore
import JSONSyntax
import ModuleSyntax
import ProjectGate

/// A React Native app's build configuration, as Metro and Babel see it (docs/modules.md,
/// "Metro's resolution"): the aliases of babel `module-resolver` (babel.config.js, .babelrc),
/// tsconfig/jsconfig `paths` and `baseUrl` (following `extends`), Expo's `@/`, and what the
/// build inlines (`NODE_ENV`, Expo's `EXPO_PUBLIC_*` from `.env` files).
package struct MetroProject {
    package let root: String
    package var options: MetroOptions
    /// Problems reading the configuration (a babel config that throws): warnings.
    package var problems: [String] = []
    /// The Babel plugins of the config that put values into the code (react-native-dotenv, …).
    package var valuePlugins = BabelValuePlugins()
    /// The gate every configuration file is read through (a link leading out of the
    /// project, or a file outside it, is not read without `--allow-read`).
    let files: ProjectFiles

    /// Reads the configuration files in `root` (a real path) through `files` (by default a
    /// gate rooted at `root` that grants nothing outside it).
    package init(root: String, platform: String, files: ProjectFiles? = nil) {
        self.root = root
        self.files = files ?? ProjectFiles(root: root)
        options = MetroOptions(platform: platform)
        readBabelConfig()
        readTypeScriptConfig()
        addExpoAlias()
    }

    // MARK: babel module-resolver (tleunen/babel-plugin-module-resolver: `root`, `alias`)

    /// Babel's project-wide config files, in the order Babel looks for them
    /// (babel/babel packages/babel-core/src/config/files/configuration.ts).
    static let babelConfigFiles = ["babel.config.js", "babel.config.cjs", "babel.config.mjs", "babel.config.json",
                                   ".babelrc", ".babelrc.js", ".babelrc.cjs", ".babelrc.json"]

    private mutating func readBabelConfig() {
        for name in Self.babelConfigFiles {
            let path = (root as NSString).appendingPathComponent(name)
            guard let source = try? AppProject.text(path, files: files, limit: 4 << 20) else { continue }
            let isData = name.hasSuffix(".json") || name == ".babelrc"
            do {
                let config = try Self.readAsData(source, kind: isData ? "json" : "js", file: path)
                addModuleResolver(config, file: path)
                valuePlugins = BabelValuePlugins(config: config, source: source, file: path)
            } catch {
                problems.append("\(path): could not read the Babel config as data (\(error)); its module-resolver aliases are not applied")
            }
            return
        }
    }

    private mutating func addModuleResolver(_ config: JSONValue, file: String) {
        var plugins = config.objectValue?["plugins"]?.arrayValue ?? []
        // `env.development.plugins` apply in a development build, as Metro's is.
        plugins += config.objectValue?["env"]?.objectValue?["development"]?.objectValue?["plugins"]?.arrayValue ?? []
        for plugin in plugins {
            let entry = plugin.arrayValue ?? [plugin]
            guard let name = entry.first?.stringValue,
                  name == "module-resolver" || name.hasSuffix("babel-plugin-module-resolver") || name.hasSuffix("/module-resolver"),
                  let settings = entry.dropFirst().first?.objectValue else { continue }
            let definedIn = "\(file) (module-resolver)"
            let roots = settings["root"].flatMap { $0.arrayValue ?? [$0] } ?? []
            for root in roots {
                guard let path = root.stringValue, !path.contains("*") else { continue }
                options.roots.append((absolute(path), definedIn))
            }
            for member in settings["alias"]?.objectValue ?? JSONObject() {
                guard let target = member.value.stringValue else { continue }
                let resolved = target.hasPrefix(".") || target.hasPrefix("/") ? absolute(target) : target
                options.aliases.append(ModuleAlias(key: member.key, targets: [resolved], definedIn: definedIn,
                                                   kind: member.key.hasPrefix("^") ? .regex : .prefix, exclusive: true))
            }
        }
    }

    // MARK: tsconfig.json / jsconfig.json (`compilerOptions.paths`, `baseUrl`, `extends`)

    private mutating func readTypeScriptConfig() {
        for name in ["tsconfig.json", "jsconfig.json"] {
            let path = (root as NSString).appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            var baseURL: (path: String, file: String)?
            var paths: (map: JSONObject, base: String, file: String)?
            readCompilerOptions(path, baseURL: &baseURL, paths: &paths, depth: 0)
            if let baseURL { options.roots.append((baseURL.path, "\(baseURL.file) (compilerOptions.baseUrl)")) }
            if let paths {
                // Targets are relative to baseUrl when there is one, else to the file that defines `paths`.
                let base = baseURL?.path ?? paths.base
                for member in paths.map {
                    let targets = (member.value.arrayValue ?? []).compactMap(\.stringValue).map { target in
                        ((base as NSString).appendingPathComponent(target) as NSString).standardizingPath
                    }
                    guard !targets.isEmpty else { continue }
                    options.aliases.append(ModuleAlias(key: member.key, targets: targets, definedIn: "\(paths.file) (compilerOptions.paths)",
                                                       kind: .pattern, exclusive: false))
                }
            }
            return
        }
    }

    /// Reads `file` and what it `extends` (bases first, so the file's own settings win).
    private mutating func readCompilerOptions(_ file: String, baseURL: inout (path: String, file: String)?,
                                              paths: inout (map: JSONObject, base: String, file: String)?, depth: Int) {
        guard depth < 16, let source = try? AppProject.text(file, files: files, limit: 4 << 20) else { return }
        let config: JSONValue
        do {
            config = try Self.readAsData(source, kind: "json", file: file)
        } catch {
            problems.append("\(file): not valid JSON (\(error)); its paths are not applied")
            return
        }
        let dir = (file as NSString).deletingLastPathComponent
        let bases = config.objectValue?["extends"].flatMap { $0.arrayValue ?? [$0] } ?? []
        for base in bases.compactMap(\.stringValue) {
            if let path = Self.extendedConfig(base, from: dir) {
                readCompilerOptions(path, baseURL: &baseURL, paths: &paths, depth: depth + 1)
            }
        }
        guard let compilerOptions = config.objectValue?["compilerOptions"]?.objectValue else { return }
        if let url = compilerOptions["baseUrl"]?.stringValue {
            baseURL = (((dir as NSString).appendingPathComponent(url) as NSString).standardizingPath, file)
        }
        if let map = compilerOptions["paths"]?.objectValue { paths = (map, dir, file) }
    }

    /// The file an `extends` names: a relative path, else a package in node_modules.
    static func extendedConfig(_ name: String, from dir: String) -> String? {
        var candidates: [String] = []
        if name.hasPrefix(".") || name.hasPrefix("/") {
            let path = ((dir as NSString).appendingPathComponent(name) as NSString).standardizingPath
            candidates = [path, path + ".json"]
        } else {
            var d = dir
            while true {
                let path = ((d as NSString).appendingPathComponent("node_modules") as NSString).appendingPathComponent(name)
                candidates += [path, path + ".json", (path as NSString).appendingPathComponent("tsconfig.json")]
                let parent = (d as NSString).deletingLastPathComponent
                if parent == d || parent.isEmpty { break }
                d = parent
            }
        }
        return candidates.first { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }

    // MARK: Expo

    /// Whether package.json depends on `expo`.
    var isExpo: Bool {
        guard let package = AppProject.packageJSON(in: root, files: files) else { return false }
        return ["dependencies", "devDependencies"].contains { package[$0]?.objectValue?["expo"] != nil }
    }

    /// Expo's templates map `@/*` to the project root (tsconfig `"@/*": ["./*"]`); an Expo
    /// app without that entry gets it too, unless an alias of its own claims `@/`.
    private mutating func addExpoAlias() {
        guard !options.aliases.contains(where: { $0.key.hasPrefix("@/") }), isExpo else { return }
        options.aliases.append(ModuleAlias(key: "@/*", targets: [(root as NSString).appendingPathComponent("*")],
                                           definedIn: "Expo's default alias (tsconfig.json \"@/*\": [\"./*\"])", kind: .pattern, exclusive: false))
    }

    // MARK: What kind of app

    /// What the app's package.json declares it is built with (dependencies and devDependencies).
    package enum AppKind: Equatable {
        /// `react-native` or `expo`: Metro bundles it, React Native's start-up runs first.
        case reactNative
        /// `@capacitor/core`, `@ionic/*`, `cordova*` without React Native: a web bundle.
        case web
        /// No package.json, or one that names none of these (jshost's own scripts).
        case plain
    }

    /// The names in package.json's `dependencies` and `devDependencies`.
    package static func declaredDependencies(root: String) -> [String] {
        // Through the root's gate: a package.json that is a link out of the project is not read.
        AppProject.declaredDependencies(in: root)
    }

    package static func appKind(root: String) -> AppKind {
        let names = declaredDependencies(root: root)
        if names.contains(where: { $0 == "react-native" || $0 == "expo" }) { return .reactNative }
        if names.contains(where: { $0 == "@capacitor/core" || $0.hasPrefix("@ionic/") || $0 == "cordova" || $0.hasPrefix("cordova-") }) { return .web }
        return .plain
    }

    // MARK: What the build inlines

    /// `NODE_ENV` as Metro inlines it in a development build, and `EXPO_PUBLIC_*` from the
    /// project's `.env` files in @expo/env's order (the first file that sets a name wins).
    /// With react-native-dotenv, its files' values too (its visitor inlines `process.env.X`);
    /// with transform-inline-environment-variables, the `.env` values it would inline.
    /// `read` gives a project file's text by its name relative to the root (nil when absent),
    /// through the project's gate (ModuleLoader.readProjectEnvFile): a `.env` linked out of
    /// the project is not read.
    package func buildTimeEnvironment(read: (String) -> String?) -> [String: String] {
        var environment = ["NODE_ENV": "development"]
        if let inline = valuePlugins.inlineEnvironment, let text = read(".env") {
            for (key, value) in DotEnv.parse(text) where (inline.include?.contains(key) ?? true) && !inline.exclude.contains(key) {
                environment[key] = value
            }
        }
        if let dotenv = valuePlugins.dotenv {
            environment.merge(BabelValuePlugins.dotenvValues(dotenv, read: read)) { _, new in new }
        }
        for name in [".env.development.local", ".env.local", ".env.development", ".env"] {
            guard let text = read(name) else { continue }
            for (key, value) in DotEnv.parse(text) where key.hasPrefix("EXPO_PUBLIC_") && environment[key] == nil {
                environment[key] = value
            }
        }
        environment["NODE_ENV"] = "development"
        return environment
    }

    // MARK: Reading configuration files as data

    /// Evaluates a config file in a JavaScript context of its own (2 s of CPU at most) and
    /// returns what it exports, as JSON: `kind` "json" for JSON with comments, "js" for a
    /// CommonJS config file (babel.config.js).
    static func readAsData(_ source: String, kind: String, file: String) throws -> JSONValue {
        let machine = JSVirtualMachine()
        machine.setExecutionTimeLimit(seconds: 2)
        let context = JSContext(virtualMachine: machine)
        defer { context.close() }
        let reader = try context.evaluate(EmbeddedJS.projectConfig, sourceURL: "jshost:project-config")
        let dir = (file as NSString).deletingLastPathComponent
        let text = try reader.call([JSValue(string: kind, in: context), JSValue(string: source, in: context),
                                    JSValue(string: file, in: context), JSValue(string: dir, in: context)]).stringValue
        return try JSONParser.parse(text)
    }

    private func absolute(_ path: String) -> String {
        ((root as NSString).appendingPathComponent(path) as NSString).standardizingPath
    }
}

/// The `.env` format as dotenv reads it: `KEY=value`, `export KEY=value`, quoted values,
/// `#` comments. A key is dotenv's `[\w.-]+` (motdotla/dotenv lib/main.js, `LINE`); a line
/// whose key is anything else (`EXPO_PUBLIC_ A`, `"KEY"`) sets nothing, as in dotenv.
enum DotEnv {
    static func isKey(_ key: Substring) -> Bool {
        !key.isEmpty && key.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == "." || scalar == "-")
        }
    }

    static func parse(_ text: String) -> [(String, String)] {
        var pairs: [(String, String)] = []
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#") || line.isEmpty { continue }
            if line.hasPrefix("export ") { line = String(line.dropFirst(7)) }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard isKey(Substring(key)) else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if let quote = value.first, quote == "\"" || quote == "'" || quote == "`", value.count >= 2,
               let end = value.dropFirst().firstIndex(of: quote) {
                value = String(value[value.index(after: value.startIndex)..<end])
                if quote == "\"" { value = value.replacingOccurrences(of: "\\n", with: "\n") }
            } else if let hash = value.range(of: " #") {
                value = value[..<hash.lowerBound].trimmingCharacters(in: .whitespaces)
            }
            pairs.append((key, value))
        }
        return pairs
    }
}
