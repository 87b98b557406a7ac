import Foundation
import Surfaces

/// How `run` and `categories` load a React Native app's modules (docs/modules.md, "Metro's
/// resolution"): `--native record|strict`, `--map NAME=PATH` (repeatable), `--mocks`.
struct AppModuleFlags {
    /// The flags, with their help lines (Help.appModules prints them).
    static let help = """
      --native MODE         record (default): a native module no surface simulates is a stand-in
                            whose calls are `native` effects answering null, with one warning;
                            strict: its first use is an error naming it and the file that asked
      --map NAME=PATH       load PATH wherever the app imports NAME (a package or alias);
                            repeatable
      --mocks               use the project's manual mocks of packages (__mocks__/NAME.js at
                            the project root) in place of the packages
    """

    var nativeModules = NativeModulePolicy.record
    var map: [String: String] = [:]
    var mocks = false

    /// Takes the flag if it is one of these.
    mutating func take(_ flag: Flag, _ scanner: inout ArgumentScanner) throws -> Bool {
        switch flag.name {
        case "--native": nativeModules = try scanner.choice(for: flag, NativeModulePolicy.self)
        case "--mocks": mocks = true
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
        return true
    }

    /// Puts the choices into the device's options (Metro's resolution is on for apps).
    func apply(to options: inout DeviceOptions) {
        options.metroResolution = true
        options.nativeModules = nativeModules
        options.moduleMap = map
        options.manualMocks = mocks
    }
}
