import Foundation
import JSONSyntax

/// The Babel plugins an app configures to put values into its code (docs/modules.md,
/// "Values the build puts in"), read from the same babel config as module-resolver:
/// - react-native-dotenv (goatandsheep/react-native-dotenv index.js): `import { X } from
///   '@env'` (its `moduleName`) is the value of `X` in `path` (`.env`), `path.development`,
///   `path.local`, `path.development.local` (later files win, empty values do not
///   override); `allowlist`/`blocklist` and `allowUndefined: false` make a name an error;
///   its visitor also inlines `process.env.X` from those files;
/// - babel-plugin-transform-inline-environment-variables: `process.env.X` is inlined from
///   the build machine's environment; jshost takes it from the project's `.env` (never the
///   host's), for the names of `include` when given, less those of `exclude`;
/// - any other plugin is named when a module that nothing provides is imported.
package struct BabelValuePlugins {
    package struct Dotenv {
        package var moduleName = "@env"
        package var path = ".env"
        package var allowlist: [String]?
        package var blocklist: [String]?
        package var allowUndefined = true
        /// `babel.config.js:12 (module:react-native-dotenv)`.
        package var configLine = ""
    }
    package var dotenv: Dotenv?
    package var inlineEnvironment: (include: [String]?, exclude: [String], configLine: String)?
    /// Plugins jshost does not run, with their config lines (module-resolver and the ones above excluded).
    package var otherPlugins: [(name: String, configLine: String)] = []

    /// Plugins jshost applies or that change nothing a run sees (syntax and dev tooling).
    static let understood: Set<String> = ["module-resolver", "babel-plugin-module-resolver", "react-native-reanimated/plugin",
                                          "react-native-worklets/plugin", "nativewind/babel", "@babel/plugin-proposal-decorators",
                                          "@babel/plugin-transform-flow-strip-types", "@babel/plugin-proposal-class-properties",
                                          "@babel/plugin-transform-class-properties", "@babel/plugin-proposal-export-namespace-from",
                                          "@babel/plugin-transform-export-namespace-from", "react-native-paper/babel",
                                          "transform-remove-console", "babel-plugin-transform-remove-console",
                                          "@babel/plugin-transform-runtime", "@babel/plugin-proposal-optional-chaining",
                                          "@babel/plugin-transform-private-methods", "@babel/plugin-transform-private-property-in-object",
                                          "expo-router/babel", "babel-plugin-styled-components", "styled-components"]

    init() {}

    /// Reads the plugins of a babel config (as data) whose text is `source`, in `file`.
    init(config: JSONValue, source: String, file: String) {
        var plugins = config.objectValue?["plugins"]?.arrayValue ?? []
        plugins += config.objectValue?["env"]?.objectValue?["development"]?.objectValue?["plugins"]?.arrayValue ?? []
        for plugin in plugins {
            let entry = plugin.arrayValue ?? [plugin]
            guard let name = entry.first?.stringValue else { continue }
            let options = entry.dropFirst().first?.objectValue ?? JSONObject()
            let line = Self.configLine(of: name, in: source, file: file)
            switch name {
            case "module:react-native-dotenv", "react-native-dotenv", "dotenv-import":
                var dotenv = Dotenv()
                if let value = options["moduleName"]?.stringValue { dotenv.moduleName = value }
                if let value = options["path"]?.stringValue { dotenv.path = value }
                dotenv.allowlist = (options["allowlist"] ?? options["whitelist"])?.arrayValue?.compactMap(\.stringValue)
                dotenv.blocklist = (options["blocklist"] ?? options["blacklist"])?.arrayValue?.compactMap(\.stringValue)
                if case let .bool(value)? = options["allowUndefined"] { dotenv.allowUndefined = value }
                dotenv.configLine = "\(line) (\(name))"
                self.dotenv = dotenv
            case "transform-inline-environment-variables", "babel-plugin-transform-inline-environment-variables":
                inlineEnvironment = (options["include"]?.arrayValue?.compactMap(\.stringValue),
                                     options["exclude"]?.arrayValue?.compactMap(\.stringValue) ?? [], "\(line) (\(name))")
            default:
                if Self.understood.contains(name) || name.hasSuffix("/module-resolver") || name == "[function]" { continue }
                otherPlugins.append((name, "\(line) (\(name))"))
            }
        }
    }

    /// `file:line` of the first line of `source` that names `plugin` in quotes, else `file`.
    static func configLine(of plugin: String, in source: String, file: String) -> String {
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains("'\(plugin)'") || line.contains("\"\(plugin)\"") || line.contains("`\(plugin)`") {
            return "\(file):\(index + 1)"
        }
        return file
    }

    /// The values react-native-dotenv puts in, from its files as `read` gives them (a
    /// project-relative name -> the text, nil when there is none).
    static func dotenvValues(_ dotenv: Dotenv, read: (String) -> String?) -> [String: String] {
        var values: [String: String] = [:]
        let mode = "development"
        for name in [dotenv.path, dotenv.path + "." + mode, dotenv.path + ".local", dotenv.path + "." + mode + ".local"] {
            guard let text = read(name) else { continue }
            for (key, value) in DotEnv.parse(text) where !value.isEmpty { values[key] = value }
        }
        return values
    }
}
