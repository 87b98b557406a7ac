import Foundation
import HostRuntime
import JSCore

/// Modules `react`, `react/jsx-runtime` and `react/jsx-dev-runtime`: the real React, loaded
/// the first time a script imports one of them — the app's own `node_modules/react` when it
/// is installed, else Debian's node-react 18 (`/usr/share/nodejs/react`) — with the hooks
/// answering inertly when called outside a render (JS/react.js). The root component an app
/// registers is mounted with react-test-renderer (AppMount.swift), loaded only then.
final class ReactSurface: SurfaceInstaller {
    unowned let device: Device
    /// react.js's `{React, jsxRuntime}`, evaluated when a script first imports one of them.
    private var glueValue: JSValue?
    /// The files React and its renderer are loaded from.
    private(set) lazy var packages = ReactPackages(device: device)
    /// The root component and its renderer (AppMount.swift), made on first use.
    var mount: AppMount {
        if let madeMount { return madeMount }
        let made = AppMount(device: device, react: self)
        madeMount = made
        return made
    }
    /// (Never made while the device closes: a device in `deinit` cannot be referred to.)
    private(set) var madeMount: AppMount?

    init(device: Device) { self.device = device }

    func install() throws {
        let modules = device.runtime.modules!
        modules.registerBuiltin("react") { [unowned self] _ in try glue()["React"] }
        modules.registerBuiltin("react/jsx-runtime") { [unowned self] _ in try glue()["jsxRuntime"] }
        modules.registerBuiltin("react/jsx-dev-runtime") { [unowned self] _ in try glue()["jsxRuntime"] }
    }

    func appStateChanged() { mount.appStateChanged() }

    /// The `react` module's exports.
    func react() throws -> JSValue { try glue()["React"] }

    /// The real React (not the module's wrapper), which the renderer is built against.
    private(set) var realReact: JSValue?

    private func glue() throws -> JSValue {
        if let glueValue { return glueValue }
        let real = try packages.react()
        realReact = real
        let jsx = try packages.jsxRuntime()
        let value: JSValue
        do {
            value = try device.context.evaluate(EmbeddedJS.react, sourceURL: "jshost:surfaces/react").call([real, jsx])
        } catch {
            throw RuntimeError.uncaughtException(error, entry: "surface react")
        }
        glueValue = value
        return value
    }
}

/// Where React and react-test-renderer come from, and a small CommonJS loader for their
/// files: the app's own packages from the `node_modules` folders above its entry (as Node
/// and Metro find them), else Debian's (node-react, node-react-test-renderer, node-scheduler
/// in `/usr/share/nodejs`). Their production builds are loaded by file (`cjs/…production…`),
/// as a release build of the app runs them; the packages' `index.js` would pick one by
/// `process.env.NODE_ENV`. They load outside the app's module registry: they are the host's
/// renderer, so no permission, transform or `--map` applies to them, and `require('react')`
/// inside the renderer is the same React the app imports.
final class ReactPackages {
    unowned let device: Device
    private var modules: [String: JSValue] = [:]
    private var reactExports: JSValue?

    init(device: Device) { self.device = device }

    /// Where Debian installs its JavaScript packages (`JSHOST_NODEJS_DIR` for tests).
    static var debianDirectory: String {
        ProcessInfo.processInfo.environment["JSHOST_NODEJS_DIR"] ?? "/usr/share/nodejs"
    }

    /// The folder of package `name`: the app's own, else Debian's; nil when neither exists.
    func folder(of name: String) -> String? {
        var directory = (device.runtime.mainFile as NSString).deletingLastPathComponent
        if directory.isEmpty { directory = FileManager.default.currentDirectoryPath }
        while true {
            let candidate = "\(directory)/node_modules/\(name)"
            if FileManager.default.fileExists(atPath: candidate + "/package.json") { return candidate }
            let parent = (directory as NSString).deletingLastPathComponent
            if parent == directory || parent.isEmpty { break }
            directory = parent
        }
        let debian = "\(Self.debianDirectory)/\(name)"
        return FileManager.default.fileExists(atPath: debian + "/package.json") ? debian : nil
    }

    /// The Debian package that provides `name`, for the error when it is missing.
    private static let debianNames = ["react": "node-react", "react-test-renderer": "node-react-test-renderer", "scheduler": "node-scheduler"]

    /// The production build of package `name` (`cjs/<file>.production.min.js`, or React 19's
    /// `cjs/<file>.production.js`).
    private func file(_ name: String, _ base: String, wanted: String) throws(JSException) -> String {
        guard let folder = folder(of: name) else {
            let package = Self.debianNames[name] ?? "node-\(name)"
            throw JSException(name: "Error", message: "\(wanted) needs the package \(name): it is not in the app's node_modules, and Debian's \(package) "
                              + "is not installed (\(Self.debianDirectory)/\(name)/package.json is missing): apt-get install \(package) (or Scripts/install-deps.sh)")
        }
        for candidate in ["\(folder)/cjs/\(base).production.min.js", "\(folder)/cjs/\(base).production.js"]
        where FileManager.default.fileExists(atPath: candidate) {
            return candidate
        }
        throw JSException(name: "Error", message: "\(folder) has no production build (cjs/\(base).production.min.js): jshost loads React's packages by their cjs files")
    }

    /// Whether a stack location is in one of the files loaded here (React, its renderer).
    func isRenderer(_ location: String) -> Bool {
        modules.keys.contains { location.hasPrefix($0 + ":") }
    }

    func react() throws(JSException) -> JSValue {
        if let reactExports { return reactExports }
        let value = try load(try file("react", "react", wanted: "import 'react'"))["exports"]
        reactExports = value
        return value
    }

    func jsxRuntime() throws(JSException) -> JSValue {
        try load(try file("react", "react-jsx-runtime", wanted: "import 'react/jsx-runtime'"))["exports"]
    }

    func testRenderer() throws(JSException) -> JSValue {
        try load(try file("react-test-renderer", "react-test-renderer", wanted: "mounting the app's root component"))["exports"]
    }

    private func load(_ path: String) throws(JSException) -> JSValue {
        if let module = modules[path] { return module }
        let context = device.context
        let source: String
        do {
            source = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw JSException(name: "Error", message: "Cannot read \(path): \((error as NSError).localizedDescription)")
        }
        let module = JSValue.object(in: context)
        let exports = JSValue.object(in: context)
        module["exports"] = exports
        modules[path] = module
        let directory = (path as NSString).deletingLastPathComponent
        let require = JSValue(function: "require", in: context) { [unowned self] arguments in
            try self.require(arguments.first?.stringValue ?? "", from: directory)
        }
        // React's scheduler works in 5 ms slices of `performance.now()` and, once a slice is
        // used up, yields to the loop and goes on in a later macrotask: on a busy machine the
        // effects of one event would then run after the next one. Its clock here is one that
        // does not move, so React's work for an event ends in the turns that event settles
        // (scheduler.production.min.js `shouldYieldToHost`, `getCurrentTime`).
        let stillClock = path.contains("/scheduler/") ? try context.evaluate("({ now() { return 0; } })") : .undefined(in: context)
        do {
            let function = try context.evaluate("(function (exports, require, module, __filename, __dirname, performance) {" + source + "\n})",
                                                sourceURL: path)
            try function.call([exports, require, module, JSValue(string: path, in: context), JSValue(string: directory, in: context),
                               path.contains("/scheduler/") ? stillClock : context.globalObject["performance"]], this: exports)
        } catch {
            modules[path] = nil
            throw error
        }
        return module
    }

    /// What React's files require: `react` (the one the app imports), `scheduler` and its
    /// `unstable_mock`, `object-assign` in older builds, or a file of their own.
    private func require(_ specifier: String, from directory: String) throws(JSException) -> JSValue {
        switch specifier {
        case "react": return try react()
        case "scheduler": return try load(try file("scheduler", "scheduler", wanted: "react-test-renderer"))["exports"]
        case "scheduler/unstable_mock": return try load(try file("scheduler", "scheduler-unstable_mock", wanted: "react-test-renderer"))["exports"]
        default:
            if specifier.hasPrefix("./") || specifier.hasPrefix("../") {
                var path = ((directory as NSString).appendingPathComponent(specifier) as NSString).standardizingPath
                if !path.hasSuffix(".js") { path += ".js" }
                return try load(path)["exports"]
            }
            guard let folder = folder(of: specifier) else {
                throw JSException(name: "Error", message: "Cannot find module '\(specifier)' (required by \(directory))")
            }
            return try load(folder + "/index.js")["exports"]
        }
    }
}
