import Foundation
import AppProject
import HostRuntime
import JSCore
import JSONSyntax
import Notifications
import Surfaces
import TestRunner

/// The team's stand-ins for an app's modules in `run` and `categories` (docs/modules.md,
/// "The team's own stand-ins"): `--map NAME=PATH` and `--mocks`, or the same from the
/// `"jshost"` key of the app's package.json (`{"mocks": true, "map": {"NAME": "PATH"}}`,
/// paths relative to that package.json); a flag overrides the key. With mocks on, the
/// Jest config's `moduleNameMapper` applies too, read as `jshost test` reads it.
package enum AppModules {
    /// What the command line chose: `map` (absolute paths) wins over the key's entries of
    /// the same name; `mocks` nil when neither `--mocks` nor `--no-mocks` was given.
    package struct Flags: Sendable {
        package var map: [String: String]
        package var mocks: Bool?
        /// `--stub-missing`: every package the app imports that is neither installed nor
        /// simulated is an inert stand-in (nil: as the key says).
        package var stubMissing: Bool?
        /// List every missing package at once instead of stopping at the first (`run`).
        package var listMissing: Bool
        package init(map: [String: String] = [:], mocks: Bool? = nil, stubMissing: Bool? = nil, listMissing: Bool = false) {
            self.map = map
            self.mocks = mocks
            self.stubMissing = stubMissing
            self.listMissing = listMissing
        }
    }

    /// A `"jshost"` key or Jest config that is not what it should be: the message names the
    /// file and field.
    package struct ConfigurationError: Error, CustomStringConvertible {
        package let description: String
    }

    /// Sets `options`' `moduleMap`, `manualMocks` and `moduleNameMapper` for `script`.
    package static func configure(_ options: inout DeviceOptions, script: String, flags: Flags) throws {
        let folder = AppProject.containing(ModuleLoader.directory(of: ModuleLoader.absolute(script))).folder
        // The key is the project's word, not the user's: its paths go through the project's
        // gate (outside the project, or a link leading out, needs --allow-read); a --map
        // flag is the user's choice and loads wherever it is.
        let key = try packageKey(in: folder, files: options.runtime.permissions.projectFiles(entry: ModuleLoader.absolute(script)))
        options.moduleMap = key.map.merging(flags.map) { _, flag in flag }
        options.manualMocks = flags.mocks ?? key.mocks ?? false
        options.missingPackages = (flags.stubMissing ?? key.stubMissing ?? false) ? .stubAll
            : flags.listMissing ? .list(stub: key.stub) : key.stub.isEmpty ? .fail : .stub(key.stub)
        options.moduleNameMapper = []
        guard options.manualMocks else { return }
        do {
            // Runs never use setup files: one that is not installed is no reason to stop.
            let config = try JestConfig.$readingForRun.withValue(true) { try JestConfig.load(in: folder, permissions: options.runtime.permissions) }
            options.moduleNameMapper = config?.moduleNameMapper ?? []
            options.moduleNameMapperFile = config?.file.map { "\($0) (moduleNameMapper)" }
        } catch let error as TestRunnerError {
            throw ConfigurationError(description: "--mocks: \(error)")
        }
    }

    /// The `"jshost"` key of `folder`'s package.json (empty when there is none).
    static func packageKey(in folder: String, files: ProjectFiles) throws -> PackageKey {
        let file = (folder as NSString).appendingPathComponent("package.json")
        // Most one-file scripts have no package.json: asked with access(2) first, since
        // FileManager's failed read costs ~370,000 instructions (its error), 1 % of start-up.
        guard access(file, F_OK) == 0, let manifest = AppProject.packageJSON(in: folder, files: files),
              let value = manifest["jshost"] else { return PackageKey() }
        func fail(_ field: String, _ expected: String) -> ConfigurationError {
            ConfigurationError(description: "\(file): \"jshost\"\(field) must be \(expected)")
        }
        guard let key = value.objectValue else { throw fail("", "an object like {\"mocks\": true, \"map\": {\"NAME\": \"PATH\"}}") }
        var map: [String: String] = [:]
        var mocks: Bool?
        var stub: Set<String> = []
        var stubMissing: Bool?
        for member in key {
            switch member.key {
            case "mocks":
                guard case .bool(let on) = member.value else { throw fail(".mocks", "true or false") }
                mocks = on
            case "map":
                guard let entries = member.value.objectValue else { throw fail(".map", "an object of module name: path") }
                for entry in entries {
                    guard let path = entry.value.stringValue, !entry.key.isEmpty, !path.isEmpty else {
                        throw fail(".map[\"\(entry.key)\"]", "a path (a string)")
                    }
                    let absolute = ProjectFiles.absolute(path, base: folder)
                    do {
                        _ = try files.check(absolute)
                    } catch {
                        throw ConfigurationError(description: "\(file): \"jshost\".map[\"\(entry.key)\"]: '\(path)' is not loaded: \(error)")
                    }
                    guard files.isReadableFile(absolute) else {
                        throw ConfigurationError(description: "\(file): \"jshost\".map[\"\(entry.key)\"]: cannot read '\(path)'")
                    }
                    map[entry.key] = absolute
                }
            case "stub":
                guard let names = member.value.arrayValue, names.allSatisfy({ $0.stringValue?.isEmpty == false }) else {
                    throw fail(".stub", "an array of package names, like [\"expo-device\"]")
                }
                stub = Set(names.compactMap(\.stringValue))
            case "stubMissing":
                guard case .bool(let on) = member.value else { throw fail(".stubMissing", "true or false") }
                stubMissing = on
            default:
                let known = ["mocks", "map", "stub", "stubMissing"]
                throw ConfigurationError(description: "\(file): \"jshost\" has an unknown key '\(member.key)' (known: \(known.joined(separator: ", ")))"
                                         + Suggestion.hint(for: member.key, among: known, quote: "'"))
            }
        }
        return PackageKey(map: map, mocks: mocks, stub: stub, stubMissing: stubMissing)
    }

    /// The `"jshost"` key of an app's package.json.
    struct PackageKey {
        var map: [String: String] = [:]
        var mocks: Bool?
        /// Packages that stand in inertly when missing (`"stub": [...]`).
        var stub: Set<String> = []
        var stubMissing: Bool?
    }

    /// A device to load an app on, made as `options` say: with `manualMocks` on, the `jest`
    /// object the mocks use is there before the app loads. `run`, `categories`, `matrix`,
    /// `check` and the studio all make their devices here, so none can forget it.
    package static func device(options: DeviceOptions, sink: EffectSink) throws -> Device {
        let device = try Device(options: options, sink: sink)
        // A package's own Jest mock answering for its native module needs `jest` too.
        device.prepareJestObject = { [unowned device] in
            if !device.runtime.context.globalObject.hasProperty("jest") { try RunJestObject.install(on: device) }
        }
        guard options.manualMocks else { return device }
        do {
            try RunJestObject.install(on: device)
        } catch {
            device.close()
            throw error
        }
        return device
    }
}
