import Foundation
import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// Packages that notification code imports beside the notification library and that would
/// stop the app without a device (docs/modules.md, "Packages jshost provides"):
/// - `@react-native-async-storage/async-storage` when the app imports it but does not have it
///   installed: an in-memory store (JS/async-storage-memory.js), with one warning saying so;
/// - the packages of `packageMocks`, answered by their own Jest mocks.
/// (`@react-native-firebase/app` is Libraries/FirebaseMessaging's.)
final class AppStandInsSurface: SurfaceInstaller {
    unowned let device: Device
    private var asyncStorage: JSValue?

    static let asyncStoragePackage = "@react-native-async-storage/async-storage"
    static let asyncStorageStandIn = "jshost:in-memory/" + asyncStoragePackage

    init(device: Device) { self.device = device }

    func install() throws {
        let modules = device.runtime.modules!
        modules.registerBuiltin(Self.asyncStorageStandIn) { [unowned self] _ in try asyncStorageExports() }
        modules.standInsWhenMissing[Self.asyncStoragePackage] = Self.asyncStorageStandIn
        for mock in Self.packageMocks {
            let standIn = "jshost:package-mock/" + mock.package
            modules.registerBuiltin(standIn) { [unowned self] _ in try packageMockExports(mock) }
            modules.standInsWhenInstalled[mock.package] = standIn
        }
        // Only a package that ships its mock file is replaced by it.
        modules.standInApplies = { name, folder in
            guard let mock = Self.packageMocks.first(where: { $0.package == name }) else { return false }
            return Self.mockFile(mock, in: folder) != nil
        }
    }

    static func mockFile(_ mock: (package: String, files: [String]), in folder: String) -> String? {
        mock.files.lazy.map { (folder as NSString).appendingPathComponent($0) }.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Packages whose native module no surface simulates and that ship the mock their users'
    /// Jest tests use (each package's README, "Testing with Jest"): when the app has one
    /// installed, `run` answers with that mock instead of the inert native stand-in (whose
    /// `null` crashes apps: `getLocales().length`), each call still a `native` effect.
    static let packageMocks: [(package: String, files: [String])] = [
        ("@react-native-async-storage/async-storage", ["jest/async-storage-mock.js"]),
        ("react-native-localize", ["mock.js", "mock/index.js", "dist/commonjs/mock.js"]),
        ("react-native-device-info", ["jest/react-native-device-info-mock.js"]),
        ("@react-native-community/netinfo", ["jest/netinfo-mock.js"]),
        ("react-native-permissions", ["mock.js", "dist/commonjs/mock.js"]),
    ]
    private var recorder: JSValue?

    /// The package's own Jest mock, its calls recorded; the package itself when it ships none.
    private func packageMockExports(_ mock: (package: String, files: [String])) throws -> JSValue {
        let modules = device.runtime.modules!
        guard let folder = modules.installedPackageFolder(mock.package), let file = Self.mockFile(mock, in: folder) else {
            return try modules.requirePackageItself(mock.package, from: device.scriptPath)
        }
        try device.prepareJestObject?()
        let exports = try modules.requirePackageItself(file, from: device.scriptPath)
        device.record(.warning(message: "\(mock.package): its native module is not simulated; its own Jest mock (\(file)) answers, "
                                + "each call a `native` effect"))
        if recorder == nil {
            let natives = JSValue.object(in: device.context)
            unowned let device = self.device
            natives.defineFunction("nativeCall") { arguments in
                let args = (try? JSONParser.parse(arguments[2].stringValue)) ?? .array([])
                device.record(.native(module: arguments[0].stringValue, method: arguments[1].stringValue, args: args))
                return nil
            }
            recorder = try evaluateGlue(EmbeddedJS.packageMockRecorder, name: "package-mock-recorder", natives: natives, in: device)
        }
        return try recorder!.call([exports, JSValue(string: mock.package, in: device.context)])
    }

    private func asyncStorageExports() throws -> JSValue {
        if let asyncStorage { return asyncStorage }
        device.record(.warning(message: "\(Self.asyncStoragePackage) is imported but not installed: jshost gives the app an in-memory "
                                + "AsyncStorage (empty at start, kept for the run); npm install it to load the package itself"))
        let exports = try evaluateGlue(EmbeddedJS.asyncStorageMemory, name: "async-storage-memory", natives: JSValue.object(in: device.context), in: device)["exports"]
        asyncStorage = exports
        return exports
    }
}
