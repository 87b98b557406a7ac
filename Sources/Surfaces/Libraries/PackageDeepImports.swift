import HostRuntime
import JSCore

/// The files inside the simulated packages that apps import by path
/// (`import { AndroidImportance } from '@notifee/react-native/dist/types/NotificationAndroid'`),
/// answered by the built-in package: each file's exports are the package root's own objects
/// (an enum from the deep path is `===` the root's), and only the names the published file
/// exports. Each library's table (its descriptor's `deepImports`) is checked against the
/// lists of its api-coverage/deep-imports/ folder, which cite each file; docs/surfaces.md,
/// "Files imported by path", is the same for users.
final class PackageDeepImportsSurface: SurfaceInstaller {
    unowned let device: Device
    /// Exports made so far, by package and path as the table spells it: every spelling of a
    /// file (`.js`, `/index`, …) gets the same object.
    private var made: [String: JSValue] = [:]

    init(device: Device) { self.device = device }

    func install() throws {
        let modules = device.runtime.modules!
        for package in PackageDeepImports.table.keys {
            modules.registerBuiltinDeepPaths(
                prefix: package + "/",
                claims: { PackageDeepImports.path(of: $0, in: package) != nil },
                unknown: { PackageDeepImports.unknownMessage($0, in: package) }
            ) { [unowned self] specifier, _ in
                try exports(of: PackageDeepImports.path(of: specifier, in: package)!, in: package)
            }
        }
    }

    private func exports(of path: String, in package: String) throws -> JSValue {
        let key = package + "/" + path
        if let value = made[key] { return value }
        let root = try device.runtime.modules.builtinModule(package)
        guard case .names(let names) = PackageDeepImports.files(of: package)![path]! else {
            made[key] = root
            return root
        }
        let context = device.context
        let value = JSValue.object(in: context)
        // As tsc and Babel compile an ES module: a non-enumerable `__esModule` marker.
        value.defineHidden("__esModule", JSValue(bool: true, in: context))
        for (name, rootName) in names.sorted(by: { $0.key < $1.key }) { value[name] = root[rootName] }
        made[key] = value
        return value
    }
}

enum PackageDeepImports {
    /// What a file exports: the package root itself (`dist/index`), or names, each the
    /// root's member of the same or another name (`default` = `scheduleNotificationAsync`).
    enum File: Equatable {
        case root
        case names([String: String])
    }

    /// Package → its table (path inside it, no extension, no `/index` → exports), from each
    /// library's descriptor (Libraries/<Library>/<Library>Library.swift). A package's table is
    /// made when one of its files is first imported (`files(of:)`): a start-up registers the
    /// packages without building their tables.
    static let table: [String: @Sendable () -> [String: File]] = LibraryDescriptor.all.reduce(into: [:]) { table, library in
        table.merge(library.deepImports) { first, _ in first }
    }
    /// `package`'s table (nil: the package has none). The libraries' tables are `static let`s,
    /// made once; a Capacitor plugin's is three entries made when asked.
    static func files(of package: String) -> [String: File]? { table[package]?() }

    /// A file whose exports are the root's members of the same names.
    static func same(_ names: String...) -> File {
        .names(Dictionary(uniqueKeysWithValues: names.map { ($0, $0) }))
    }

    /// The extensions a deep specifier may be written with (Metro's and Jest's source
    /// extensions).
    private static let extensions = [".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs"]

    /// The table's path for `specifier`, a file inside `package` written with or without
    /// its extension, or as a folder, its `/index` or `/` (the folder's index file); nil when
    /// the table does not have it.
    static func path(of specifier: String, in package: String) -> String? {
        guard specifier.hasPrefix(package + "/"), let files = files(of: package) else { return nil }
        var path = String(specifier.dropFirst(package.count + 1))
        // `dist/plugin.cjs` is a name of its own before it is `dist/plugin` with `.cjs`.
        if files[path] == nil, let ext = extensions.first(where: { path.hasSuffix($0) }) { path.removeLast(ext.count) }
        while path.hasSuffix("/") { path.removeLast() }
        if path.hasSuffix("/index") { path.removeLast("/index".count) }
        return files[path] == nil ? nil : path
    }

    /// The end of the error for a path into `package` that is neither in the table nor a file.
    static func unknownMessage(_ specifier: String, in package: String) -> String {
        let known = files(of: package)!.keys.sorted().joined(separator: ", ")
        return "jshost simulates \(package), and of the files inside it provides these (written with or without an extension or /index): "
            + "\(known). Import the name from '\(package)' itself, or give jshost a stand-in: --map \(specifier)=./stand-in.js"
    }
}
