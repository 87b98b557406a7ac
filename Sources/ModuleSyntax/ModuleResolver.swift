// Node's module resolution algorithm (CommonJS flavour, with the `import`/`require`
// condition of package.json `exports` chosen by the kind of request), reading the file
// system only through a `ResolutionContext` (ResolutionContext.swift).

import Foundation
import JSONSyntax

/// What a resolved file is, by its extension.
public enum ModuleFileKind: String, Sendable, Equatable {
    case js, mjs, cjs, json

    public static func forPath(_ path: String) -> ModuleFileKind {
        if path.hasSuffix(".mjs") { return .mjs }
        if path.hasSuffix(".cjs") { return .cjs }
        if path.hasSuffix(".json") { return .json }
        return .js
    }
}

/// A resolved module: an absolute, symlink-free path and its kind.
public struct ResolvedModule: Sendable, Equatable {
    public let path: String
    public let kind: ModuleFileKind
}

/// Whether a request comes from `import`/`import()` or from `require`.
public enum ResolveMode: Sendable, Equatable {
    case `import`
    case require
}

/// A specifier that could not be resolved. `description` names the specifier, the
/// importing file and every path tried, grouped (TriedPaths).
public struct ModuleNotFoundError: Error, CustomStringConvertible, Sendable, Equatable {
    public let specifier: String
    /// The importing file (or the directory a top-level request is resolved from).
    public let referrer: String
    public let tried: [String]

    /// ```
    /// Cannot find module './nope' imported from /abs/main.js (none of these 10 files exist):
    ///   ./nope
    ///   ./nope{.js,.mjs,.cjs,.json,.jsx,.ts,.tsx,.mts,.cts}
    /// ```
    public var description: String {
        "Cannot find module '\(specifier)' imported from \(referrer)"
            + (tried.isEmpty ? "" : " " + TriedPaths.message(tried, from: referrer))
    }
}

/// A package.json on the resolution path that is not JSON (Node stops there too:
/// "Error parsing …/package.json"). `syntax` names its line and column.
public struct InvalidPackageConfigError: Error, CustomStringConvertible, Sendable, Equatable {
    public let syntax: JSONSyntaxError

    /// `Invalid package config /abs/node_modules/x/package.json:3:5: invalid JSON: expected …`
    public var description: String { "Invalid package config \(syntax)" }
}

public struct ModuleResolver: Sendable {
    /// Extensions tried after the exact path, in order: Node's, then JSX and TypeScript
    /// (as bundlers and Metro resolve them; loading those needs esbuild).
    public static let extensions = [".js", ".mjs", ".cjs", ".json", ".jsx", ".ts", ".tsx", ".mts", ".cts"]
    /// Files tried in a directory without a usable package.json entry, in order.
    public static let indexFiles = ["index.js", "index.mjs", "index.cjs", "index.json", "index.jsx", "index.ts", "index.tsx"]
    /// TypeScript's convention for ES modules: `import './a.js'` names the file that
    /// compiles to `a.js`, so `a.ts` (or `.tsx`) is tried when `a.js` does not exist.
    static let typeScriptSources: [(written: String, sources: [String])] = [
        (".js", [".ts", ".tsx"]), (".jsx", [".tsx"]), (".mjs", [".mts"]), (".cjs", [".cts"]),
    ]

    /// Files that need esbuild to load: TypeScript and JSX.
    public static func needsTranspiler(_ path: String) -> Bool {
        path.hasSuffix(".ts") || path.hasSuffix(".tsx") || path.hasSuffix(".mts") || path.hasSuffix(".cts") || path.hasSuffix(".jsx")
    }

    /// Where the search for `node_modules` folders stops going up (the project root): a
    /// request from inside it looks in no `node_modules` above it, so a resolution neither
    /// loads nor names anything outside. Nil: up to `/`, as Node does.
    public var boundary: String?
    /// Platform infixes tried before the plain extensions, in order (`[".ios", ".native"]`):
    /// jest-resolve's `haste.defaultPlatform` and, when `haste.platforms` holds `native`,
    /// `.native` (jestjs/jest `packages/jest-resolve/src/resolver.ts`, `_getAbsolutePath` →
    /// `extensions.unshift(…)`): `a.ios.js` … `a.ios.tsx`, then `a.native.*`, then `a.js` ….
    public var platformInfixes: [String] = []
    /// Where files, folders and package.json files are read (a run's cached context, or the
    /// file system itself).
    public let context: any ResolutionContext

    public init(boundary: String? = nil, platformInfixes: [String] = [], context: any ResolutionContext = DirectFileSystem.shared) {
        self.boundary = boundary.map { ($0 as NSString).standardizingPath }
        self.platformInfixes = platformInfixes
        self.context = context
    }

    /// Resolves `specifier` as requested from the file `referrer` (absolute path).
    /// Built-in modules are the caller's business: check them before calling this.
    public func resolve(_ specifier: String, from referrer: String, mode: ResolveMode = .require) throws -> ResolvedModule {
        let dir = (referrer as NSString).deletingLastPathComponent
        return try resolve(specifier, fromDirectory: dir.isEmpty ? "/" : dir, referrer: referrer, mode: mode)
    }

    /// Resolves `specifier` relative to a directory (for entry files and `require.resolve`
    /// with `paths`). `referrer` is only used in the error.
    public func resolve(_ specifier: String, fromDirectory dir: String, referrer: String? = nil, mode: ResolveMode = .require) throws -> ResolvedModule {
        var tried: [String] = []
        var spec = specifier
        if spec.hasPrefix("file://") { spec = String(spec.dropFirst(7)).removingPercentEncoding ?? String(spec.dropFirst(7)) }
        if spec.hasPrefix("/") || spec.hasPrefix("./") || spec.hasPrefix("../") || spec == "." || spec == ".." {
            let base = spec.hasPrefix("/") ? spec : (dir as NSString).appendingPathComponent(spec)
            let path = context.standardizedPath(base)
            if let r = try loadFileOrDirectory(path, mode: mode, tried: &tried, mustBeDirectory: spec.hasSuffix("/")) { return r }
        } else if !spec.isEmpty {
            if let r = try loadNodeModules(spec, from: dir, mode: mode, tried: &tried) { return r }
        }
        throw ModuleNotFoundError(specifier: specifier, referrer: referrer ?? dir, tried: tried)
    }

    // MARK: - steps

    private func isFile(_ p: String) -> Bool { context.isFile(p) }
    private func isDirectory(_ p: String) -> Bool { context.isDirectory(p) }
    private func found(_ p: String) -> ResolvedModule { context.found(p) }

    private func loadFile(_ p: String, tried: inout [String]) -> ResolvedModule? {
        tried.append(p)
        if isFile(p) { return found(p) }
        for infix in platformInfixes {
            for ext in Self.extensions {
                tried.append(p + infix + ext)
                if isFile(p + infix + ext) { return found(p + infix + ext) }
            }
        }
        for ext in Self.extensions {
            tried.append(p + ext)
            if isFile(p + ext) { return found(p + ext) }
        }
        for (written, sources) in Self.typeScriptSources where p.hasSuffix(written) {
            let stem = String(p.dropLast(written.count))
            for ext in sources {
                tried.append(stem + ext)
                if isFile(stem + ext) { return found(stem + ext) }
            }
        }
        return nil
    }

    private func loadFileOrDirectory(_ p: String, mode: ResolveMode, tried: inout [String], mustBeDirectory: Bool = false) throws -> ResolvedModule? {
        if !mustBeDirectory, let r = loadFile(p, tried: &tried) { return r }
        return try loadDirectory(p, mode: mode, tried: &tried)
    }

    /// The package.json in `dir` when there is one and it is an object (Node ignores
    /// one that is valid JSON but no object); text that is not JSON is an error.
    private func readPackage(_ dir: String) throws -> JSONObject? {
        try context.package(in: dir)?.object
    }

    /// `indexFiles`, each platform's first (`index.ios.js` …).
    private var indexFiles: [String] {
        guard !platformInfixes.isEmpty else { return Self.indexFiles }
        return platformInfixes.flatMap { infix in Self.extensions.map { "index" + infix + $0 } } + Self.indexFiles
    }

    private func loadDirectory(_ p: String, mode: ResolveMode, tried: inout [String]) throws -> ResolvedModule? {
        guard isDirectory(p) else { return nil }
        if let pkg = try readPackage(p) {
            if let exports = pkg["exports"], let target = exportsTarget(exports, subpath: ".", mode: mode) {
                let t = (p as NSString).appendingPathComponent(target)
                tried.append(t)
                if isFile(t) { return found(t) }
            }
            if let main = pkg["main"]?.stringValue, !main.isEmpty {
                let m = context.standardizedPath((p as NSString).appendingPathComponent(main))
                if let r = loadFile(m, tried: &tried) { return r }
                for idx in indexFiles {
                    let f = (m as NSString).appendingPathComponent(idx)
                    tried.append(f)
                    if isFile(f) { return found(f) }
                }
            }
        }
        for idx in indexFiles {
            let f = (p as NSString).appendingPathComponent(idx)
            tried.append(f)
            if isFile(f) { return found(f) }
        }
        return nil
    }

    /// Chooses a target of package.json `exports` for `subpath` ("." or "./sub").
    func exportsTarget(_ exports: JSONValue, subpath: String, mode: ResolveMode) -> String? {
        switch exports {
        case .string(let s): return subpath == "." ? s : nil
        case .array(let items):
            for e in items { if let t = exportsTarget(e, subpath: subpath, mode: mode) { return t } }
            return nil
        case .object(let obj):
            return exportsTarget(obj, subpath: subpath, mode: mode)
        default:
            return nil
        }
    }

    private func exportsTarget(_ obj: JSONObject, subpath: String, mode: ResolveMode) -> String? {
        let isSubpathMap = obj.keys.contains { $0.hasPrefix(".") }
        if isSubpathMap {
            if let entry = obj[subpath] { return conditionTarget(entry, mode: mode) }
            // "./feature/*": "./src/feature/*.js" — of the patterns that match, Node takes
            // the one with the longest part before `*`, then the longest key.
            var best: (key: String, base: Int, match: String, value: JSONValue)?
            for member in obj {
                let key = member.key
                guard let star = key.firstIndex(of: "*"), !key[key.index(after: star)...].contains("*") else { continue }
                let base = String(key[..<star]), trailer = String(key[key.index(after: star)...])
                guard subpath.hasPrefix(base), subpath.hasSuffix(trailer), subpath.count >= key.count else { continue }
                if let b = best, base.count < b.base || (base.count == b.base && key.count <= b.key.count) { continue }
                let match = String(subpath.dropFirst(base.count).dropLast(trailer.count))
                best = (key, base.count, match, member.value)
            }
            guard let best, let t = conditionTarget(best.value, mode: mode) else { return nil }
            return t.replacingOccurrences(of: "*", with: best.match)
        }
        return subpath == "." ? conditionTarget(.object(obj), mode: mode) : nil
    }

    /// A conditions object is read in its own key order, as Node reads it: the first
    /// key that is an active condition (`import` or `require` by mode, and `default`)
    /// and whose value yields a target wins.
    private func conditionTarget(_ value: JSONValue, mode: ResolveMode) -> String? {
        switch value {
        case .string(let s): return s
        case .array(let items):
            for e in items { if let t = conditionTarget(e, mode: mode) { return t } }
            return nil
        case .object(let obj):
            let active = mode == .import ? "import" : "require"
            for member in obj where member.key == active || member.key == "default" {
                if let t = conditionTarget(member.value, mode: mode) { return t }
            }
            return nil
        default:
            return nil
        }
    }

    private func loadNodeModules(_ spec: String, from dir: String, mode: ResolveMode, tried: inout [String]) throws -> ResolvedModule? {
        // split "@scope/pkg/sub/path" into the package name and the subpath
        let parts = spec.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let nameCount = spec.hasPrefix("@") ? 2 : 1
        guard parts.count >= nameCount else { return nil }
        let name = parts[0..<nameCount].joined(separator: "/")
        let rest = parts[nameCount...].joined(separator: "/")
        // As Node does for a module's own path, the folder is a real path.
        let search = context.nodeModulesSearch(from: dir, boundary: boundary)
        var d = search.start
        let stop = search.stop
        while true {
            if (d as NSString).lastPathComponent != "node_modules" {
                let pkgDir = ((d as NSString).appendingPathComponent("node_modules") as NSString).appendingPathComponent(name)
                if !rest.isEmpty, let pkg = try readPackage(pkgDir), let exports = pkg["exports"],
                   let target = exportsTarget(exports, subpath: "./" + rest, mode: mode) {
                    let t = context.standardizedPath((pkgDir as NSString).appendingPathComponent(target))
                    tried.append(t)
                    if isFile(t) { return found(t) }
                }
                let full = rest.isEmpty ? pkgDir : (pkgDir as NSString).appendingPathComponent(rest)
                if let r = try loadFileOrDirectory(full, mode: mode, tried: &tried) { return r }
            }
            if d == "/" || d.isEmpty || d == stop { break }
            d = (d as NSString).deletingLastPathComponent
        }
        return nil
    }
}
