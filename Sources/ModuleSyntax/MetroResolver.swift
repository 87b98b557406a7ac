// Metro's resolution for one platform (facebook/metro packages/metro-resolver/src/resolve.js,
// PackageResolve.js, PackageExportsResolve.js, resolveAsset.js; defaults from
// packages/metro-config/src/defaults/defaults.js), with the app's own aliases in front
// (babel module-resolver, tsconfig/jsconfig `paths` and `baseUrl`, Expo's `@/`). A separate
// resolver from Node's `ModuleResolver`: `jshost run`/`categories` load a React Native app
// as its bundler does, `jshost test` as Jest does. docs/modules.md, "Metro's resolution".

import Foundation
import JSONSyntax

/// One alias of the app's configuration: a specifier (or a prefix, pattern or regular
/// expression of specifiers) and what it stands for.
public struct ModuleAlias: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// babel module-resolver's plain key: the specifier itself or `key/…`.
        case prefix
        /// tsconfig `paths`: an exact key, or one `*` matching any text.
        case pattern
        /// babel module-resolver's key starting with `^`: a regular expression, `\1` in targets.
        case regex
    }

    public let key: String
    /// Absolute paths (`/abs/src/*`) or bare specifiers, tried in order.
    public let targets: [String]
    /// Where the alias is defined, for errors: `/abs/tsconfig.json (compilerOptions.paths)`.
    public let definedIn: String
    public let kind: Kind
    /// Whether a specifier the alias matches must resolve through it (babel rewrites the
    /// import at build time), or may fall back to `node_modules` (TypeScript's `paths`).
    public let exclusive: Bool

    public init(key: String, targets: [String], definedIn: String, kind: Kind, exclusive: Bool) {
        self.key = key
        self.targets = targets
        self.definedIn = definedIn
        self.kind = kind
        self.exclusive = exclusive
    }

    /// The specifiers `specifier` stands for, or nil when the alias does not match.
    public func apply(to specifier: String) -> [String]? {
        switch kind {
        case .prefix:
            if specifier == key { return targets }
            guard specifier.hasPrefix(key + "/") else { return nil }
            let rest = specifier.dropFirst(key.count)
            return targets.map { $0 + rest }
        case .pattern:
            guard let star = key.firstIndex(of: "*") else { return specifier == key ? targets : nil }
            let head = String(key[..<star]), tail = String(key[key.index(after: star)...])
            guard specifier.hasPrefix(head), specifier.hasSuffix(tail), specifier.count >= head.count + tail.count else { return nil }
            let match = String(specifier.dropFirst(head.count).dropLast(tail.count))
            return targets.map { $0.replacingOccurrences(of: "*", with: match) }
        case .regex:
            guard let expression = try? NSRegularExpression(pattern: key),
                  let found = expression.firstMatch(in: specifier, range: NSRange(specifier.startIndex..., in: specifier)) else { return nil }
            return targets.map { target in
                var result = target
                for group in stride(from: found.numberOfRanges - 1, through: 0, by: -1) {
                    let text = Range(found.range(at: group), in: specifier).map { String(specifier[$0]) } ?? ""
                    result = result.replacingOccurrences(of: "\\\(group)", with: text)
                }
                // The unmatched rest of the specifier stays, as module-resolver's String.replace leaves it.
                let matched = Range(found.range, in: specifier)!
                return String(specifier[..<matched.lowerBound]) + result + String(specifier[matched.upperBound...])
            }
        }
    }
}

/// What Metro is configured with for one run.
public struct MetroOptions: Sendable, Equatable {
    /// `ios` or `android`: `.ios.*` files win over `.native.*` over plain ones.
    public var platform: String
    /// The app's aliases, in the order they apply (babel's first: it rewrites at build time).
    public var aliases: [ModuleAlias]
    /// Folders a bare specifier is tried in before `node_modules` (module-resolver `root`,
    /// tsconfig `baseUrl`), each with where it is defined.
    public var roots: [(path: String, definedIn: String)]
    /// metro-config's defaults plus `cjs`/`mjs` (its `additionalExts`).
    public var sourceExtensions = ["js", "jsx", "json", "ts", "tsx", "cjs", "mjs"]
    public var assetExtensions: Set<String> = [
        "bmp", "gif", "jpg", "jpeg", "png", "psd", "svg", "webp", "xml", "m4v", "mov", "mp4", "mpeg", "mpg", "webm",
        "aac", "aiff", "caf", "m4a", "mp3", "wav", "html", "pdf", "yaml", "yml", "otf", "ttf", "zip",
    ]
    /// Metro's default scales of an asset (`icon@2x.png`), in order of preference for a phone at 3x.
    public var assetScales = ["", "@3x", "@2x", "@1x", "@1.5x", "@4x"]
    /// @react-native/metro-config's `resolverMainFields`.
    public var mainFields = ["react-native", "browser", "main"]
    /// Conditions of package.json `exports` besides `default` and `import`/`require`
    /// (@react-native/metro-config's `unstable_conditionNames`).
    public var conditionNames = ["react-native"]

    public init(platform: String, aliases: [ModuleAlias] = [], roots: [(path: String, definedIn: String)] = []) {
        self.platform = platform
        self.aliases = aliases
        self.roots = roots
    }

    public static func == (a: MetroOptions, b: MetroOptions) -> Bool {
        a.platform == b.platform && a.aliases == b.aliases && a.roots.map(\.path) == b.roots.map(\.path)
            && a.sourceExtensions == b.sourceExtensions && a.mainFields == b.mainFields && a.conditionNames == b.conditionNames
    }
}

/// An alias matched a specifier but none of its targets exists.
public struct AliasTargetNotFoundError: Error, CustomStringConvertible, Sendable, Equatable {
    public let specifier: String
    public let referrer: String
    public let alias: ModuleAlias
    public let tried: [String]

    public var description: String {
        "Cannot find module '\(specifier)' imported from \(referrer): the alias '\(alias.key)' defined in \(alias.definedIn) "
            + "maps it to \(alias.apply(to: specifier)?.joined(separator: " or ") ?? "nothing"), which does not exist"
            + (tried.isEmpty ? "" : " " + TriedPaths.message(tried, from: referrer))
    }
}

/// A bare specifier whose package is in no `node_modules` folder.
public struct PackageNotInstalledError: Error, CustomStringConvertible, Sendable, Equatable {
    public let specifier: String
    public let packageName: String
    public let referrer: String
    /// The `node_modules` folders looked in, nearest first.
    public let searched: [String]

    public var description: String {
        "Cannot find module '\(specifier)' imported from \(referrer): the package '\(packageName)' is not installed"
            + (searched.first.map { " (looked in \($0)" + (searched.count > 1 ? " and \(searched.count - 1) folders above" : "") + ")" } ?? "")
            // --map and root mocks replace the specifier as written (`lodash/fp`), not its package.
            + ". Install it (npm install \(packageName)), or let the run go on with a stand-in: --map \(specifier)=\(standInPath)"
            + " where that file is `\(standInSource)` (\(standInReason)),"
            + " or a manual mock in __mocks__/\(specifier).js with --mocks"
    }

    /// Where the suggested stand-in would be, relative to the project (`--map` takes it
    /// relative to the current folder).
    public var standInPath: String { "./stand-ins/\(specifier).js" }

    /// What the importing file takes from the specifier, read from its text: the default
    /// export, named exports (`type` ones left out, `as` renames undone), a namespace or a
    /// `require()`; a stand-in giving them is what lets the import load.
    public var standInImports: (defaultImport: Bool, names: [String]) {
        guard let data = FileManager.default.contents(atPath: referrer), data.count < 1 << 20 else { return (false, []) }
        let text = String(decoding: data, as: UTF8.self)
        let quoted = NSRegularExpression.escapedPattern(for: specifier)
        var defaultImport = false
        var names: [String] = []
        let pattern = #"import\s+(?!type\s)([A-Za-z_$][\w$]*\s*,?\s*)?(\{([^}]*)\}|\*\s*as\s+[A-Za-z_$][\w$]*)?\s*from\s*['"]"# + quoted + #"['"]"#
        if let regex = try? NSRegularExpression(pattern: pattern) {
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let r = Range(match.range(at: 1), in: text), !text[r].trimmingCharacters(in: .whitespaces).isEmpty { defaultImport = true }
                guard let r = Range(match.range(at: 3), in: text) else { continue }
                for part in text[r].split(separator: ",") {
                    let words = part.split(whereSeparator: { $0.isWhitespace })
                    guard let first = words.first, first != "type", first != "typeof" else { continue }
                    let name = String(first)
                    if name == "default" { defaultImport = true } else if !names.contains(name) { names.append(name) }
                }
            }
        }
        return (defaultImport, names)
    }

    /// The stand-in's text: an export of each name the file imports (functions, the
    /// commonest), or an empty module.
    public var standInSource: String {
        let (defaultImport, names) = standInImports
        var parts: [String] = []
        if defaultImport { parts.append("export default {};") }
        parts += names.map { "export function \($0)() {}" }
        return parts.isEmpty ? "module.exports = {};" : parts.joined(separator: " ")
    }

    private var standInReason: String {
        let (defaultImport, names) = standInImports
        let file = (referrer as NSString).lastPathComponent
        var what: [String] = []
        if defaultImport { what.append("its default export") }
        if !names.isEmpty { what.append(names.joined(separator: ", ")) }
        return what.isEmpty ? "\(file) takes nothing by name from it" : "what \(file) imports: \(what.joined(separator: " and "))"
    }
}

public struct MetroResolver: Sendable {
    /// What a `false` entry of a `react-native`/`browser` map resolves to: an empty module.
    public static let emptyModule = "jshost:empty-module"

    public let options: MetroOptions
    /// package.json files read so far, by folder: every candidate path asks for its
    /// package's maps, so each folder is read once per run.
    private let packages = PackageCache()

    /// Where the search for `node_modules` folders stops going up (the project root), as
    /// for Node's resolution (`ModuleResolver.boundary`): a request from inside it neither
    /// loads nor names anything above it. Nil: up to `/`.
    public var boundary: String?

    /// The seam with the app's project: `object` is the package.json of `folder` (a real
    /// path) as the run already parsed it (AppProject), which the resolver then does not read.
    public func seedPackageJSON(_ object: JSONObject, in folder: String) {
        packages.seed(object, in: folder)
    }

    public init(options: MetroOptions, boundary: String? = nil) {
        self.options = options
        self.boundary = boundary.map { ($0 as NSString).standardizingPath }
    }

    /// Whether Metro treats `path` as an asset (any dotted part of its name is an asset extension).
    public func isAsset(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name.split(separator: ".").dropFirst().contains { options.assetExtensions.contains(String($0)) }
    }

    /// Resolves `specifier` imported by the file `referrer` (absolute). Built-in modules
    /// are the caller's business.
    public func resolve(_ specifier: String, from referrer: String, mode: ResolveMode) throws -> ResolvedModule {
        var tried: [String] = []
        let spec = specifier.hasPrefix("file://") ? (String(specifier.dropFirst(7)).removingPercentEncoding ?? specifier) : specifier
        let dir = (referrer as NSString).deletingLastPathComponent
        if isDirect(spec) {
            let path = spec.hasPrefix("/") ? spec : ((dir as NSString).appendingPathComponent(spec) as NSString).standardizingPath
            if let r = try resolveModulePath(path, referrer: referrer, mustBeDirectory: spec.hasSuffix("/"), tried: &tried) { return r }
            throw ModuleNotFoundError(specifier: specifier, referrer: referrer, tried: tried)
        }
        // The `react-native`/`browser` map of the referrer's package may replace a bare specifier.
        if let redirected = try redirect(bare: spec, referrer: referrer) {
            guard let target = redirected else { return ResolvedModule(path: Self.emptyModule, kind: .js) }
            if isDirect(target) {
                if let r = try resolveModulePath(target, referrer: referrer, tried: &tried) { return r }
                throw ModuleNotFoundError(specifier: specifier, referrer: referrer, tried: tried)
            }
            return try resolveBare(target, original: specifier, referrer: referrer, mode: mode)
        }
        return try resolveBare(spec, original: specifier, referrer: referrer, mode: mode)
    }

    private func isDirect(_ spec: String) -> Bool {
        spec.hasPrefix("/") || spec.hasPrefix("./") || spec.hasPrefix("../") || spec == "." || spec == ".."
    }

    private func resolveBare(_ spec: String, original: String, referrer: String, mode: ResolveMode) throws -> ResolvedModule {
        var tried: [String] = []
        // The app's aliases, then its roots, then node_modules.
        var fallbackAlias: ModuleAlias?
        for alias in options.aliases {
            guard let targets = alias.apply(to: spec) else { continue }
            for target in targets {
                if isDirect(target) {
                    if let r = try resolveModulePath(target, referrer: referrer, tried: &tried) { return r }
                } else if target != spec, let r = try? resolveBare(target, original: original, referrer: referrer, mode: mode) {
                    return r
                }
            }
            if alias.exclusive { throw AliasTargetNotFoundError(specifier: original, referrer: referrer, alias: alias, tried: tried) }
            fallbackAlias = fallbackAlias ?? alias
        }
        for root in options.roots {
            let path = (root.path as NSString).appendingPathComponent(spec)
            if let r = try resolveModulePath(path, referrer: referrer, tried: &tried) { return r }
        }
        if let r = try resolveNodeModules(spec, referrer: referrer, mode: mode, tried: &tried) { return r }
        if let fallbackAlias { throw AliasTargetNotFoundError(specifier: original, referrer: referrer, alias: fallbackAlias, tried: tried) }
        let name = Self.packageName(of: spec)
        if !name.isEmpty, !packageInstalled(name, from: referrer) {
            throw PackageNotInstalledError(specifier: original, packageName: name, referrer: referrer, searched: nodeModulesFolders(from: referrer))
        }
        throw ModuleNotFoundError(specifier: original, referrer: referrer, tried: tried)
    }

    /// `@scope/pkg` of `@scope/pkg/sub`, `pkg` of `pkg/sub`.
    public static func packageName(of spec: String) -> String {
        let parts = spec.split(separator: "/", omittingEmptySubsequences: false)
        let count = spec.hasPrefix("@") ? 2 : 1
        guard parts.count >= count else { return "" }
        return parts[0..<count].joined(separator: "/")
    }

    private func nodeModulesFolders(from referrer: String) -> [String] {
        FileProbe.nodeModulesFolders(from: (referrer as NSString).deletingLastPathComponent, boundary: boundary)
    }

    private func packageInstalled(_ name: String, from referrer: String) -> Bool {
        nodeModulesFolders(from: referrer).contains { isDirectory(($0 as NSString).appendingPathComponent(name)) }
    }

    private func resolveNodeModules(_ spec: String, referrer: String, mode: ResolveMode, tried: inout [String]) throws -> ResolvedModule? {
        let name = Self.packageName(of: spec)
        guard !name.isEmpty else { return nil }
        let subpath = String(spec.dropFirst(name.count))  // "" or "/sub/path"
        for folder in nodeModulesFolders(from: referrer) {
            let packageDir = (folder as NSString).appendingPathComponent(name)
            guard isDirectory(packageDir) else { continue }
            // package.json `exports` (Metro's unstable_enablePackageExports, on by default):
            // a subpath it does not export falls back to the files, with Metro's warning.
            if let package = try packages.package(in: packageDir), let exports = package.object["exports"],
               let target = exportsTarget(exports, subpath: "." + subpath, mode: mode) {
                let path = ((packageDir as NSString).appendingPathComponent(target) as NSString).standardizingPath
                tried.append(path)
                if isFile(path) { return found(path) }
            }
            var target = packageDir + subpath
            if let redirected = try redirect(absolute: target) {
                guard let path = redirected else { return ResolvedModule(path: Self.emptyModule, kind: .js) }
                target = path
            }
            if let r = try resolveModulePath(target, referrer: referrer, tried: &tried, redirected: true) { return r }
        }
        return nil
    }

    // MARK: - files and folders (resolve.js resolveModulePath / resolveFile / resolveSourceFile)

    private func resolveModulePath(_ path: String, referrer: String, mustBeDirectory: Bool = false, tried: inout [String],
                                   redirected: Bool = false) throws -> ResolvedModule? {
        var path = (path as NSString).standardizingPath
        if !redirected, let target = try redirect(absolute: path) {
            guard let target else { return ResolvedModule(path: Self.emptyModule, kind: .js) }
            path = target
        }
        if !mustBeDirectory, let r = try resolveFile(path, tried: &tried) { return r }
        return try resolvePackageEntryPoint(path, tried: &tried)
    }

    private func resolveFile(_ path: String, tried: inout [String]) throws -> ResolvedModule? {
        if isAsset(path) { return resolveAsset(path, tried: &tried) }
        // The path as written, then for each source extension: .ios.ext, .native.ext, .ext.
        tried.append(path)
        if isFile(path) { return found(path) }
        for ext in options.sourceExtensions {
            for candidate in [path + "." + options.platform + "." + ext, path + ".native." + ext, path + "." + ext] {
                var file = candidate
                if let target = try redirect(absolute: candidate) {
                    guard let target else { return ResolvedModule(path: Self.emptyModule, kind: .js) }
                    file = target
                }
                tried.append(file)
                if isFile(file) { return found(file) }
            }
        }
        // TypeScript's ES-module convention (`import './a.js'` names `a.ts`), which TypeScript
        // sources shipped in packages use; kept from jshost's Node resolution (docs/modules.md).
        for (written, sources) in ModuleResolver.typeScriptSources where path.hasSuffix(written) {
            let base = String(path.dropLast(written.count))
            for source in sources {
                for file in [base + "." + options.platform + source, base + ".native" + source, base + source] {
                    tried.append(file)
                    if isFile(file) { return found(file) }
                }
            }
        }
        return nil
    }

    /// `icon.png` is `icon.ios.png`, `icon.png`, or one of its scales (`icon@3x.png`, …).
    private func resolveAsset(_ path: String, tried: inout [String]) -> ResolvedModule? {
        let dir = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let stem = String(name[..<dot]), ext = String(name[dot...])
        for platform in ["." + options.platform, ".native", ""] {
            for scale in options.assetScales {
                let candidate = (dir as NSString).appendingPathComponent(stem + scale + platform + ext)
                tried.append(candidate)
                if isFile(candidate) { return found(candidate) }
            }
        }
        return nil
    }

    private func resolvePackageEntryPoint(_ dir: String, tried: inout [String]) throws -> ResolvedModule? {
        guard isDirectory(dir) else { return nil }
        guard let package = try packages.package(in: dir) else { return try resolveFile((dir as NSString).appendingPathComponent("index"), tried: &tried) }
        var main = "index"
        for field in options.mainFields {
            if let value = package.object[field]?.stringValue, !value.isEmpty { main = value; break }
        }
        // A map field may replace the main entry itself ({"./index.js": "./index.native.js"}).
        let variants = [main, main.hasPrefix("./") ? String(main.dropFirst(2)) : "./" + main].flatMap { [$0, $0 + ".js", $0 + ".json"] }
        for variant in variants {
            if let replacement = package.mapped(variant, fields: options.mainFields) {
                guard let replacement else { return ResolvedModule(path: Self.emptyModule, kind: .js) }
                main = replacement
                break
            }
        }
        let mainPath = ((dir as NSString).appendingPathComponent(main) as NSString).standardizingPath
        if let r = try resolveFile(mainPath, tried: &tried) { return r }
        return try resolveFile((mainPath as NSString).appendingPathComponent("index"), tried: &tried)
    }

    // MARK: - the `react-native` / `browser` maps (PackageResolve.js redirectModulePath)

    /// For an absolute path inside a package: the map's replacement (`.some(nil)` for
    /// `false`, an empty module), or nil when no map names it.
    private func redirect(absolute path: String) throws -> String?? {
        guard let package = try packages.containing(path), package.hasMaps(options.mainFields) else { return nil }
        let relative = "./" + String(path.dropFirst(package.root.count + 1))
        guard let replacement = package.mapped(relative, fields: options.mainFields) else { return nil }
        guard let replacement else { return .some(nil) }
        if isDirect(replacement) { return .some(((package.root as NSString).appendingPathComponent(replacement) as NSString).standardizingPath) }
        return nil  // a bare replacement of a relative path: Metro's "brittle assumption"; not followed
    }

    /// For a bare specifier: what the referrer's package maps it to (`.some(nil)` for `false`).
    private func redirect(bare spec: String, referrer: String) throws -> String?? {
        guard let package = try packages.containing(referrer), package.hasMaps(options.mainFields),
              let replacement = package.mapped(spec, fields: options.mainFields, variants: false) else { return nil }
        guard let replacement else { return .some(nil) }
        return .some(isDirect(replacement) ? ((package.root as NSString).appendingPathComponent(replacement) as NSString).standardizingPath : replacement)
    }

    // MARK: - package.json `exports` (PackageExportsResolve.js, reduceExportsLikeMap.js)

    /// Conditions are matched in the object's own key order against the set Metro asserts:
    /// `default`, `import` or `require`, and `react-native`.
    func exportsTarget(_ exports: JSONValue, subpath: String, mode: ResolveMode) -> String? {
        let conditions = Set(["default", mode == .import ? "import" : "require"] + options.conditionNames)
        switch exports {
        case .string, .array:
            return subpath == "." ? reduce(exports, conditions) : nil
        case .object(let object):
            guard object.keys.contains(where: { $0.hasPrefix(".") }) else { return subpath == "." ? reduce(exports, conditions) : nil }
            if let value = object[subpath] { return reduce(value, conditions) }
            // Subpath patterns, most specific first (Node's PATTERN_KEY_COMPARE).
            let patterns = object.keys.filter { $0.contains("*") }.sorted { a, b in
                let baseA = a.prefix { $0 != "*" }.count, baseB = b.prefix { $0 != "*" }.count
                return baseA != baseB ? baseA > baseB : a.count > b.count
            }
            for key in patterns {
                let star = key.firstIndex(of: "*")!
                let head = String(key[..<star]), tail = String(key[key.index(after: star)...])
                guard subpath.hasPrefix(head), subpath.hasSuffix(tail), subpath.count >= head.count + tail.count,
                      let target = reduce(object[key]!, conditions) else { continue }
                return target.replacingOccurrences(of: "*", with: String(subpath.dropFirst(head.count).dropLast(tail.count)))
            }
            return nil
        default:
            return nil
        }
    }

    private func reduce(_ value: JSONValue, _ conditions: Set<String>) -> String? {
        switch value {
        case .string(let s): return s
        case .array(let items): return items.lazy.compactMap { reduce($0, conditions) }.first
        case .object(let object):
            for member in object where conditions.contains(member.key) { return reduce(member.value, conditions) }
            return nil
        default: return nil
        }
    }

    // MARK: - file system

    private func isFile(_ p: String) -> Bool { FileProbe.isFile(p) }
    private func isDirectory(_ p: String) -> Bool { FileProbe.isDirectory(p) }
    private func found(_ p: String) -> ResolvedModule { FileProbe.found(p) }
}

/// The package.json files one resolver has read, by folder (nil: none there).
final class PackageCache: @unchecked Sendable {
    private let lock = NSLock()
    private var byFolder: [String: PackageJSON?] = [:]

    /// Gives the cache a package.json already parsed (the app's, which AppProject read for
    /// the run), so it is not read again; a folder already known keeps its entry.
    func seed(_ object: JSONObject, in dir: String) {
        lock.lock()
        if byFolder[dir] == nil { byFolder[dir] = .some(PackageJSON(root: dir, object: object)) }
        lock.unlock()
    }

    func package(in dir: String) throws -> PackageJSON? {
        lock.lock()
        if let known = byFolder[dir] { lock.unlock(); return known }
        lock.unlock()
        let package = try PackageJSON.read(dir)
        lock.lock()
        byFolder[dir] = .some(package)
        lock.unlock()
        return package
    }

    /// The nearest package.json above the file or folder `path`, not looking past a
    /// `node_modules` folder (Metro's getPackageForModule).
    func containing(_ path: String) throws -> PackageJSON? {
        var dir = (path as NSString).deletingLastPathComponent
        while !dir.isEmpty, dir != "/" {
            if (dir as NSString).lastPathComponent == "node_modules" { return nil }
            if let package = try package(in: dir) { return package }
            dir = (dir as NSString).deletingLastPathComponent
        }
        return nil
    }
}

/// A package.json as Metro reads it: its folder and object.
struct PackageJSON {
    let root: String
    let object: JSONObject

    /// The package.json in `dir`, nil when there is none; text that is not JSON is an error.
    static func read(_ dir: String) throws -> PackageJSON? {
        let path = (dir as NSString).appendingPathComponent("package.json")
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do {
            guard let object = try data.withUnsafeBytes({ try JSONParser.parse($0, file: path) }).objectValue else { return nil }
            return PackageJSON(root: dir, object: object)
        } catch let error as JSONSyntaxError {
            throw InvalidPackageConfigError(syntax: error)
        }
    }


    func hasMaps(_ fields: [String]) -> Bool {
        fields.contains { if case .object = object[$0] { return true } else { return false } }
    }

    /// The replacement the first map field (in `fields` order) gives `subpath` or, with
    /// `variants`, `subpath.js` / `subpath.json`: `.some(nil)` for `false`, nil for none.
    func mapped(_ subpath: String, fields: [String], variants: Bool = true) -> String?? {
        let candidates = variants ? [subpath, subpath + ".js", subpath + ".json"] : [subpath]
        for field in fields {
            guard case .object(let map)? = object[field] else { continue }
            for candidate in candidates {
                switch map[candidate] {
                case .string(let s)?: return .some(s)
                case .bool(false)?: return .some(nil)
                default: continue
                }
            }
        }
        return nil
    }
}
