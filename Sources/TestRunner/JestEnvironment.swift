import Foundation
import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// The React Native presets jshost sets up itself when the project does not have their
/// package (docs/testing.md, "Presets"): what their `jest-preset.js` configures, and their
/// setup files as embedded JavaScript (JS/jest/presets). With the package installed, its
/// own `jest-preset.js` is read instead, as Jest reads it.
package enum BuiltInJestPreset: String, Sendable, Equatable, CaseIterable {
    case reactNative = "react-native"
    case jestExpo = "jest-expo"
    case jestExpoIOS = "jest-expo/ios"
    case jestExpoAndroid = "jest-expo/android"
    case jestExpoWeb = "jest-expo/web"
    case jestExpoNode = "jest-expo/node"
    /// A preset of `projects` only: jest-expo's web, node, iOS and Android presets.
    case jestExpoUniversal = "jest-expo/universal"

    /// The preset's options (react-native's jest-preset.js; jest-expo's jest-preset.js,
    /// config/getPlatformPreset.js and universal/jest-preset.js), merged under the project's
    /// as any preset's are.
    var options: JSONObject {
        if self == .jestExpoUniversal {
            // universal/jest-preset.js: withWatchPlugins({projects: [getWebPreset(),
            // getNodePreset(), getIOSPreset(), getAndroidPreset()]}), each project marked so
            // that it is jshost's copy of that platform's preset.
            let projects = [Self.jestExpoWeb, .jestExpoNode, .jestExpoIOS, .jestExpoAndroid].map { preset -> JSONValue in
                var project = preset.options
                project.append(Self.marker, .string(preset.rawValue))
                return .object(project)
            }
            return ["projects": .array(projects)]
        }
        var object = JSONObject()
        // react-native's jest-preset.js haste; jest-expo's jest-preset.js keeps it.
        object["haste"] = .object(["defaultPlatform": "ios", "platforms": .array(["android", "ios", "native"].map(JSONValue.string))])
        let ignore = self == .reactNative
            ? "node_modules/(?!((jest-)?react-native|@react-native(-community)?)/)"
            : "node_modules/(?!(jest-)?react-native|react-clone-referenced-element|@react-native-community|expo(nent)?|@expo(nent)?/.*|react-navigation|@react-navigation/.*|@unimodules/.*|sentry-expo|native-base)"
        object["transformIgnorePatterns"] = .array([.string(ignore)])
        // react-native's jest/react-native-env.js: Jest's node environment.
        object["testEnvironment"] = "node"
        guard let platform = expoPlatform else { return object }
        if platform.isWeb {
            // getBaseWebPreset: setup-web.js replaces the setup files, react-native is
            // react-native-web; getWebPreset: jsdom; getNodePreset (isServer): node.
            object["setupFiles"] = .array([])
            object["moduleNameMapper"] = .object(["^react-native$": "react-native-web"])
            object["testEnvironment"] = .string(self == .jestExpoWeb ? "jsdom" : "node")
        }
        // getPlatformPreset(displayOptions, extensions, platform).
        object["displayName"] = .object(["name": .string(platform.name), "color": .string(platform.color)])
        object["testMatch"] = .array(Self.testMatch(platform.extensions).map(JSONValue.string))
        object["testPathIgnorePatterns"] = .array(["/node_modules/", "/__tests__/_rsc/"])
        object["moduleFileExtensions"] = .array(Self.bareExtensions(platform.extensions).map(JSONValue.string))
        object["snapshotResolver"] = .string("jest-expo/src/snapshot/resolver.\(platform.extensions[0]).js")
        object["haste"] = .object(["defaultPlatform": .string(platform.extensions[0]),
                                   "platforms": .array(platform.extensions.map(JSONValue.string))])
        return object
    }

    /// The per-platform part of jest-expo's config/getPlatformPreset.js: the display name and
    /// its colour, and the platform extensions (the first is haste's defaultPlatform).
    struct ExpoPlatform {
        var name: String
        var color: String
        var extensions: [String]
        var isWeb: Bool { extensions.contains("web") }
    }

    var expoPlatform: ExpoPlatform? {
        switch self {
        case .jestExpoIOS: ExpoPlatform(name: "iOS", color: "white", extensions: ["ios", "native"])
        case .jestExpoAndroid: ExpoPlatform(name: "Android", color: "blueBright", extensions: ["android", "native"])
        case .jestExpoWeb: ExpoPlatform(name: "Web", color: "magenta", extensions: ["web"])
        case .jestExpoNode: ExpoPlatform(name: "Node", color: "cyan", extensions: ["node", "web"])
        default: nil
        }
    }

    /// getPlatformPreset's testMatch: Jest's three default patterns for plain test files,
    /// then for each platform extension (`*.test.ios.js`, `__tests__/**/*test.native.tsx`, …).
    static func testMatch(_ extensions: [String]) -> [String] {
        ([""] + extensions).flatMap { name -> [String] in
            let platform = name.isEmpty ? "" : "." + name
            return ["**/__tests__/**/*spec\(platform).[jt]s?(x)", "**/__tests__/**/*test\(platform).[jt]s?(x)",
                    "**/?(*.)+(spec|test)\(platform).[jt]s?(x)"]
        }
    }

    /// @expo/config's paths `getBareExtensions(platforms, {isTS, isReact, isModern: false})`:
    /// each platform's `ts tsx js jsx`, then the plain ones, then `json` (and `wasm` for web).
    static func bareExtensions(_ platforms: [String]) -> [String] {
        var extensions = (platforms + [""]).flatMap { platform in
            ["ts", "tsx", "js", "jsx"].map { platform.isEmpty ? $0 : platform + "." + $0 }
        }
        extensions.append("json")
        if platforms.contains("web") { extensions.append("wasm") }
        return extensions
    }

    var isExpo: Bool { self != .reactNative }

    /// The key that marks jshost's copy of a preset in a configuration that spread it.
    static let marker = "__jshostBuiltInPreset"

    /// Runs the preset's setup in a test file's context, before the project's setup files:
    /// `jest` is the file's jest object, `reactNative` the built-in module's exports.
    static func setUp(_ preset: BuiltInJestPreset, jest: JSValue, reactNative: @autoclosure () throws(JSException) -> JSValue,
                      react: @autoclosure () throws(JSException) -> JSValue, in context: JSContext) throws(JSException) {
        if preset == .jestExpoUniversal { return }
        if preset.expoPlatform?.isWeb == true {
            let webSetup = try context.evaluate(EmbeddedJS.jestPresetsJestExpoWeb, sourceURL: "jshost:jest/presets/jest-expo-web.js")
            _ = try webSetup.call([])
            return
        }
        let reactNativeSetup = try context.evaluate(EmbeddedJS.jestPresetsReactNative, sourceURL: "jshost:jest/presets/react-native.js")
        let made = try reactNativeSetup.call([jest, try reactNative(), try react()])
        guard preset.isExpo else { return }
        let expoSetup = try context.evaluate(EmbeddedJS.jestPresetsJestExpo, sourceURL: "jshost:jest/presets/jest-expo.js")
        _ = try expoSetup.call([jest, try reactNative(), made])
    }
}

/// Jest's `testEnvironment`: `node` (its default) or `jsdom`, which gives the test the page
/// DOM (`document`, `window`, …) on a blank page at `http://localhost/`, as jsdom's.
package enum JestTestEnvironment: String, Sendable, Equatable {
    case node, jsdom

    /// `jsdom`, `jest-environment-jsdom` (or a path into that package), `node`,
    /// `jest-environment-node`, or react-native's `jest/react-native-env.js` (a node one).
    init(named name: String, where file: String) throws {
        let lowered = name.lowercased()
        if lowered == "jsdom" || lowered.contains("jest-environment-jsdom") {
            self = .jsdom
        } else if lowered == "node" || lowered.contains("jest-environment-node") || lowered.hasSuffix("react-native-env.js") {
            self = .node
        } else {
            throw TestRunnerError.badConfig("\(file): testEnvironment \"\(name)\" is not one jshost has: node (Jest's default) or jsdom (jest-environment-jsdom)")
        }
    }

    /// A test file's `@jest-environment` pragma, read as jest-docblock reads it: in the
    /// `/** … */` comment the file begins with (after a `#!` line). Nil when it has none.
    static func pragma(inFile path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 4096), let text = String(data: head, encoding: .utf8) else { return nil }
        var rest = Substring(text)
        if rest.hasPrefix("#!") { rest = rest.drop(while: { $0 != "\n" }) }
        rest = rest.drop(while: { $0.isWhitespace })
        guard rest.hasPrefix("/**"), let end = rest.range(of: "*/") else { return nil }
        let comment = rest[rest.startIndex..<end.lowerBound]
        guard let range = comment.range(of: "@jest-environment") else { return nil }
        let value = comment[range.upperBound...].drop(while: { $0 == " " || $0 == "\t" }).prefix(while: { !$0.isWhitespace && $0 != "*" })
        return value.isEmpty ? nil : String(value)
    }
}
