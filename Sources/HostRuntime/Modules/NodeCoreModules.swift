import Foundation
import JSCore
import JSONSyntax
import ProjectGate

/// Node's core modules under `jshost test`, as Jest's `node` environment gives them
/// (docs/testing.md, "Node's core modules"): `buffer` (and the `Buffer` global), `path` and
/// `events`, each from Debian's package of the browser port bundlers use — never a
/// hand-written stand-in — loaded from `/usr/share/nodejs` the first time a test asks. As in
/// Jest, a core module wins over a `node_modules` package of the same name, and `node:path`
/// is `path`. The other core modules (`fs`, `child_process`, …) are not served: asking for
/// one is an error that names it as such, and `jest.mock('fs', factory)` works without it.
package enum NodeCoreModules {
    /// Where Debian installs its JavaScript packages (`JSHOST_NODEJS_DIR` for tests).
    static var packagesDirectory: String {
        ProcessInfo.processInfo.environment["JSHOST_NODEJS_DIR"] ?? "/usr/share/nodejs"
    }

    /// A core module jshost serves: the Debian package folder it loads, and the member of
    /// its exports that is the module (`path/posix` is path-browserify's `posix`).
    struct Served {
        let packageFolder: String
        var member: String?
    }

    /// The core modules served, by name without `node:`.
    static let served: [String: Served] = [
        "buffer": Served(packageFolder: "buffer"),
        "events": Served(packageFolder: "events"),
        "path": Served(packageFolder: "path-browserify"),
        "path/posix": Served(packageFolder: "path-browserify", member: "posix"),
    ]

    /// The Debian package behind each folder loaded (the served ones and what they
    /// require) and its upstream (the package's Homepage), for the error when one is missing.
    static let debianPackages: [String: (name: String, upstream: String)] = [
        "buffer": ("node-buffer", "https://github.com/feross/buffer"),
        "base64-js": ("node-base64-js", "https://github.com/beatgammit/base64-js"),
        "ieee754": ("node-ieee754", "https://github.com/feross/ieee754"),
        "events": ("node-events", "https://github.com/Gozala/events"),
        "path-browserify": ("node-path-browserify", "https://github.com/substack/path-browserify"),
    ]

    /// Node 20's `require('module').builtinModules` (without the `_http_*`-style internals),
    /// plus `test`, which exists only as `node:test`.
    static let names: Set<String> = [
        "assert", "assert/strict", "async_hooks", "buffer", "child_process", "cluster", "console", "constants",
        "crypto", "dgram", "diagnostics_channel", "dns", "dns/promises", "domain", "events", "fs", "fs/promises",
        "http", "http2", "https", "inspector", "inspector/promises", "module", "net", "os", "path", "path/posix",
        "path/win32", "perf_hooks", "process", "punycode", "querystring", "readline", "readline/promises", "repl",
        "stream", "stream/consumers", "stream/promises", "stream/web", "string_decoder", "sys", "timers",
        "timers/promises", "tls", "trace_events", "tty", "url", "util", "util/types", "v8", "vm", "wasi",
        "worker_threads", "zlib",
    ]

    /// Whether `specifier` names a Node core module (`fs`, `node:fs`, `node:test`).
    package static func isCoreModule(_ specifier: String) -> Bool {
        if specifier.hasPrefix("node:") {
            let name = specifier.dropFirst(5)
            return name == "test" || names.contains(String(name))
        }
        return names.contains(specifier)
    }

    /// Serves the core modules jshost has (as built-ins of `runtime`'s module loader) and the
    /// message for those it does not have; returns the loader, whose `bufferConstructor` the
    /// lazy `Buffer` global reads (the test runner's Jest layer defines it). Nothing is read or
    /// evaluated until a test asks.
    package static func install(in runtime: Runtime) -> DebianNodePackages {
        let packages = DebianNodePackages(runtime: runtime)
        let modules = runtime.modules!
        for (name, served) in served {
            for specifier in [name, "node:" + name] {
                modules.registerBuiltin(specifier) { _ in
                    let exports = try packages.require(served.packageFolder, for: specifier)
                    return served.member.map { exports[$0] } ?? exports
                }
            }
        }
        modules.notFoundHint = { specifier in
            guard isCoreModule(specifier) else { return nil }
            return "\(specifier) is a Node core module that jshost test does not provide (it provides buffer, events and path); "
                + "mock it with jest.mock('\(specifier)', () => ({ … })) (docs/testing.md, \"Node's core modules\")"
        }
        return packages
    }
}

/// Loads Debian's packages from `/usr/share/nodejs` into one runtime, as CommonJS, outside
/// the project's module registry: they are the host's, so no permission, Jest transform,
/// coverage or mock applies to them, and `jest.resetModules` keeps them (Jest keeps its core
/// modules too). A package requires its siblings by name (node-buffer requires base64-js).
package final class DebianNodePackages {
    unowned let runtime: Runtime
    /// Module objects by file, so that `require('buffer')`, `node:buffer` and the global share one.
    private var modules: [String: JSValue] = [:]

    init(runtime: Runtime) {
        self.runtime = runtime
    }

    /// node-buffer's `Buffer`, for the global (`require('buffer').Buffer`, whatever is mocked).
    package func bufferConstructor() throws(JSException) -> JSValue {
        try require("buffer", for: "Buffer")["Buffer"]
    }

    /// The exports of the package in `folder` (under /usr/share/nodejs); `wanted` names what
    /// the user asked for, in the error when the package is missing.
    func require(_ folder: String, for wanted: String) throws(JSException) -> JSValue {
        let directory = (NodeCoreModules.packagesDirectory as NSString).appendingPathComponent(folder)
        let manifest = (directory as NSString).appendingPathComponent("package.json")
        guard let data = FileManager.default.contents(atPath: manifest) else {
            let package = NodeCoreModules.debianPackages[folder] ?? (name: "node-\(folder)", upstream: folder)
            throw JSException(name: "Error", message: "\(wanted) comes from Debian's \(package.name) (\(package.upstream)), which is not installed "
                              + "(\(manifest) is missing): apt-get install \(package.name) (or Scripts/install-deps.sh)")
        }
        let main = (try? JSONParser.parse([UInt8](data), file: manifest))?["main"]?.stringValue ?? "index.js"
        var entry = ((directory as NSString).appendingPathComponent(main) as NSString).standardizingPath
        if !entry.hasSuffix(".js") { entry += ".js" }
        return try load(entry, package: directory)["exports"]
    }

    /// Whether `path` (absolute, `..` removed without resolving links) is a `.js` file of
    /// the Debian package folder `package`. Links inside the folder are Debian's own
    /// (`/usr/share/nodejs/events/events.js` leads to `/usr/share/javascript/events/`).
    private static func isFile(_ path: String, of package: String) -> Bool {
        path.hasPrefix(ProjectFiles.absolute(package) + "/") && path.hasSuffix(".js")
    }

    /// What a package evaluates: the loader's wrapper in strict mode (on line 1, so the
    /// file's lines keep their numbers). Strict code has no `arguments.callee`, and a
    /// sloppy function it calls (a setter a test put on `Object.prototype`) sees `null` as
    /// its `caller`, so no test reaches the wrapper's `require` through the package
    /// (ieee754 is not strict mode itself).
    static let header = "(function (exports, require, module, __filename, __dirname) {'use strict';"

    /// Evaluates the file `path` of the package folder `package` once. Only a `.js` file
    /// whose real path is inside that folder is read: the `require` handed to a package
    /// reaches its own files and the sibling packages listed in `debianPackages`, nothing else.
    private func load(_ path: String, package: String) throws(JSException) -> JSValue {
        let lexical = ProjectFiles.absolute(path)
        guard Self.isFile(lexical, of: package) else {
            throw JSException(name: "Error", message: "\(lexical) is not a file of Debian's package in \(package)")
        }
        let path = ModuleLoader.realPath(lexical)
        if let module = modules[path] { return module }
        let context = runtime.context
        let source: String
        do {
            source = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw JSException(name: "Error", message: "Cannot read \(path): \((error as NSError).localizedDescription)")
        }
        // The module object has no prototype: a setter a test put on Object.prototype does
        // not see the package's module being filled.
        let module = try context.evaluate("Object.create(null)", sourceURL: "jshost:debian-module")
        let exports = JSValue.object(in: context)
        module["exports"] = exports
        modules[path] = module
        let directory = (path as NSString).deletingLastPathComponent
        let require = JSValue(function: "require", in: context) { [unowned self] arguments in
            try self.require(arguments.first?.stringValue ?? "", from: directory, package: package)
        }
        do {
            // The loader's wrapper, strict (`header`): line 1 of the file stays line 1.
            let function = try context.evaluate(Self.header + source + "\n})", sourceURL: path)
            try function.call([exports, require, module, JSValue(string: path, in: context), JSValue(string: directory, in: context)],
                              this: exports)
        } catch {
            modules[path] = nil
            throw error
        }
        return module
    }

    /// A Debian package's own `require`: a sibling package by name, or a file of its own.
    private func require(_ specifier: String, from directory: String, package: String) throws(JSException) -> JSValue {
        if specifier.hasPrefix("./") || specifier.hasPrefix("../") {
            var path = ((directory as NSString).appendingPathComponent(specifier) as NSString).standardizingPath
            if !path.hasSuffix(".js") { path += ".js" }
            return try load(path, package: package)["exports"]
        }
        let name = specifier.hasPrefix("node:") ? String(specifier.dropFirst(5)) : specifier
        if NodeCoreModules.served[name] != nil { return try runtime.modules.require(name, from: directory) }
        guard NodeCoreModules.debianPackages[specifier] != nil else {
            throw JSException(name: "Error", message: "\(specifier) is not one of the Debian packages jshost loads for Node's core modules "
                              + "(\(NodeCoreModules.debianPackages.keys.sorted().joined(separator: ", ")))")
        }
        return try require(specifier, for: "\(specifier) (required by \(directory))")
    }
}
