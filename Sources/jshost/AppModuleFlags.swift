import Foundation
import JSHostKit

/// How `run`, `categories`, `matrix` and `check --entry` load a React Native app's modules (docs/modules.md, "Metro's
/// resolution"): `--native record|strict`, `--map NAME=PATH` (repeatable), `--mocks` /
/// `--no-mocks`; the last two override the `"jshost"` key of the app's package.json.
struct AppModuleFlags {
    /// The flags, with their help lines (Help.appModules prints them).
    static let help = """
      --native MODE         record (default): a native module no surface simulates is a stand-in
                            whose calls are `native` effects answering null, with one warning;
                            strict: its first use is an error naming it and the file that asked
      --map NAME=PATH       load PATH wherever the app imports NAME (a package or alias);
                            repeatable
      --mocks               use the project's manual mocks of packages (__mocks__/NAME.js at
                            the project root, then the Jest config's moduleNameMapper)
      --no-mocks            do not, whatever package.json's "jshost" key says
      --stub-missing        a package the app imports that is neither installed nor simulated
                            is an inert stand-in whose calls are `native` effects
                            (--map, --mocks and --stub-missing can come from {"jshost": {"map":
                            {…}, "mocks": true, "stub": ["NAME"], "stubMissing": true}} in the
                            app's package.json; flags win)
    """

    var nativeModules = NativeModulePolicy.record
    var map: [String: String] = [:]
    var mocks: Bool?
    var stubMissing: Bool?
    /// The flags given, in order (`check` names the first when there is no app to load).
    private(set) var given: [String] = []

    /// Takes the flag if it is one of these.
    mutating func take(_ flag: Flag, _ scanner: inout ArgumentScanner) throws -> Bool {
        switch flag.name {
        case "--native": nativeModules = try scanner.choice(for: flag, NativeModulePolicy.self)
        case "--mocks": mocks = true
        case "--no-mocks": mocks = false
        case "--stub-missing": stubMissing = true
        case "--map":
            let value = try scanner.value(for: flag)
            guard let equals = value.firstIndex(of: "="), equals != value.startIndex, value.index(after: equals) != value.endIndex else {
                throw scanner.usage("--map expects NAME=PATH (the module to replace and the file to load instead), got '\(value)'")
            }
            let path = String(value[value.index(after: equals)...])
            let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
            guard FileManager.default.isReadableFile(atPath: absolute) else {
                throw scanner.usage("--map \(value): cannot read '\(path)'")
            }
            map[String(value[..<equals])] = (absolute as NSString).standardizingPath
        default: return false
        }
        given.append(flag.name)
        return true
    }

    /// Puts the choices, over the app's `"jshost"` key, into the device's options (Metro's
    /// resolution is on for apps).
    /// Every missing package is listed at once (`run`, `categories`, `matrix`, `check`, the
    /// studio: MissingPackagesReport).
    func apply(to options: inout DeviceOptions, script: String, scanner: ArgumentScanner, listMissing: Bool = true) throws {
        options.metroResolution = true
        options.nativeModules = nativeModules
        do {
            try AppModules.configure(&options, script: script, flags: AppModules.Flags(map: map, mocks: mocks, stubMissing: stubMissing, listMissing: listMissing))
        } catch let error as AppModules.ConfigurationError {
            throw scanner.usage(error.description)
        }
    }
}
