import Foundation
import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// The React Native presets jshost sets up itself when the project does not have their
/// package (docs/testing.md, "Presets"): what their `jest-preset.js` configures, and their
/// setup files as embedded JavaScript (JS/jest/presets). With the package installed, its
/// own `jest-preset.js` is read instead, as Jest reads it.
public enum BuiltInJestPreset: String, Sendable, Equatable {
    case reactNative = "react-native"
    case jestExpo = "jest-expo"
    case jestExpoIOS = "jest-expo/ios"
    case jestExpoAndroid = "jest-expo/android"

    /// The preset's options (react-native's jest-preset.js; jest-expo's jest-preset.js and
    /// config/getPlatformPreset.js), merged under the project's as any preset's are.
    var options: JSONObject {
        var object = JSONObject()
        let platform = self == .jestExpoAndroid ? "android" : "ios"
        object["haste"] = .object(["defaultPlatform": .string(platform), "platforms": .array(["android", "ios", "native"].map(JSONValue.string))])
        let ignore = self == .reactNative
            ? "node_modules/(?!((jest-)?react-native|@react-native(-community)?)/)"
            : "node_modules/(?!(jest-)?react-native|react-clone-referenced-element|@react-native-community|expo(nent)?|@expo(nent)?/.*|react-navigation|@react-navigation/.*|@unimodules/.*|sentry-expo|native-base)"
        object["transformIgnorePatterns"] = .array([.string(ignore)])
        // react-native's jest/react-native-env.js: Jest's node environment.
        object["testEnvironment"] = .string("node")
        return object
    }

    var isExpo: Bool { self != .reactNative }

    /// The key that marks jshost's copy of a preset in a configuration that spread it.
    static let marker = "__jshostBuiltInPreset"

    /// Runs the preset's setup in a test file's context, before the project's setup files:
    /// `jest` is the file's jest object, `reactNative` the built-in module's exports.
    static func setUp(_ preset: BuiltInJestPreset, jest: JSValue, reactNative: JSValue, react: JSValue,
                      in context: JSContext) throws(JSException) {
        let reactNativeSetup = try context.evaluate(EmbeddedJS.jestPresetsReactNative, sourceURL: "jshost:jest/presets/react-native.js")
        let made = try reactNativeSetup.call([jest, reactNative, react])
        guard preset.isExpo else { return }
        let expoSetup = try context.evaluate(EmbeddedJS.jestPresetsJestExpo, sourceURL: "jshost:jest/presets/jest-expo.js")
        _ = try expoSetup.call([jest, reactNative, made])
    }
}

/// Jest's `testEnvironment`: `node` (its default) or `jsdom`, which gives the test the page
/// DOM (`document`, `window`, …) on a blank page at `http://localhost/`, as jsdom's.
public enum JestTestEnvironment: String, Sendable, Equatable {
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
