import Foundation
import JSCore
import ModuleSyntax
import ProjectGate

// From a specifier to a file (docs/modules.md): the embedder's mapping and stand-ins first,
// then Node's resolution or, in an app, Metro's (ModuleSyntax), both reading the file system
// through the run's one CachedResolutionContext; the errors of what is not found.
extension ModuleLoader {
    // MARK: Resolution

    func resolve(_ specifier: String, from referrer: String, forImport: Bool) throws(JSException) -> String {
        // Whatever stops a static import (not found, not allowed) is placed at the import:
        // a denial when reported (`checkAccess`), the thrown error by `evaluate`.
        let staticImport = forImport && registry.record(referrer)?.importLines[specifier] != nil
        if staticImport { resolvingImport = (referrer, specifier) }
        defer { resolvingImport = nil }
        do {
            return try resolvePath(specifier, from: referrer, forImport: forImport)
        } catch {
            if staticImport { unresolvedImport = (referrer, specifier, error.value) }
            throw error
        }
    }

    func resolvePath(_ specifier: String, from referrer: String, forImport: Bool) throws(JSException) -> String {
        do {
            let mode: ResolveMode = forImport ? .import : .require
            var path: String
            if metroPlatform != nil {
                path = try metro().resolve(specifier, from: referrer, mode: mode).path
                if path == MetroResolver.emptyModule { return path }
            } else {
                path = try ModuleResolver(boundary: effectiveProjectRoot, platformInfixes: jestCompilation?.platformInfixes ?? [], context: fileSystem).resolve(specifier, from: referrer, mode: mode).path
            }
            // Angular's fileReplacements: the file the build configuration swaps in.
            if let replacement = fileReplacements[path] {
                guard FileManager.default.fileExists(atPath: replacement) else {
                    throw JSException(name: "Error", message: "angular.json's fileReplacements replace \(path) with \(replacement), which does not exist "
                                      + "(imported as '\(specifier)' from \(referrer))")
                }
                path = replacement
            }
            try checkAccess(path)
            return path
        } catch let error as JSException {
            throw error
        } catch let error as AliasTargetNotFoundError {
            throw notFound(error.description, specifier: specifier, referrer: referrer, forImport: forImport)
        } catch let error as PackageNotInstalledError {
            // A path into a package jshost provides says what jshost has of it instead.
            if let known = unknownDeepPath(specifier) {
                throw notFound("Cannot find module '\(specifier)' imported from \(referrer)", specifier: specifier, referrer: referrer, forImport: forImport, hint: ": " + known)
            }
            throw notFound(error.description, specifier: specifier, referrer: referrer, forImport: forImport)
        } catch let error as ModuleNotFoundError {
            // Whether a file outside the project exists is not told without --allow-read.
            if let target = Self.lexicalTarget(of: specifier, from: referrer) { try checkAccess(target) }
            throw notFound(error.description, specifier: specifier, referrer: referrer, forImport: forImport, hint: unknownDeepPath(specifier).map { "; \($0)" } ?? "")
        } catch let error as InvalidPackageConfigError {
            // Node stops at a package.json that is not JSON, with a SyntaxError.
            let value = JSValue.error(name: "SyntaxError", message: error.description, in: context)
            value["code"] = JSValue(string: "ERR_INVALID_PACKAGE_CONFIG", in: context)
            throw JSException(value: value)
        } catch {
            throw JSException(name: "Error", message: "Cannot find module '\(specifier)' from \(referrer): \(error)")
        }
    }

    /// A MODULE_NOT_FOUND error; a static import names its line in the user's file (a
    /// require() call shows in the stack).
    func notFound(_ description: String, specifier: String, referrer: String, forImport: Bool, hint: String = "") -> JSException {
        var message = description
        if jestCompilation != nil {
            // jest-resolve's text: the asking file relative to the project root.
            let root = projectRoot ?? Self.directory(of: referrer)
            let relative = referrer.hasPrefix(root + "/") ? String(referrer.dropFirst(root.count + 1)) : referrer
            message = "Cannot find module '\(specifier)' from '\(relative)'"
        } else if forImport, var line = registry.record(referrer)?.importLines[specifier] {
            // TypeScript and JSX: the line in the file as written, through esbuild's source map.
            if let original = originalPosition(file: referrer, line: line, column: 1) { line = original.line }
            message = message.replacingOccurrences(of: "imported from \(referrer)", with: "imported from \(referrer):\(line)")
        } else if !forImport {
            // require(): the engine gives the error the calling frame's line (where the
            // require is, in the code as loaded), mapped back to the file as written.
            let probe = JSValue.error(message: message, in: context)
            if probe["sourceURL"].string.map({ $0 == referrer || $0.hasSuffix("/" + (referrer as NSString).lastPathComponent) }) == true,
               let raw = probe["line"].number.map({ Int($0) }), raw > 0 {
                let line = originalPosition(file: referrer, line: raw, column: 1)?.line ?? raw
                message = message.replacingOccurrences(of: "imported from \(referrer)", with: "imported from \(referrer):\(line)")
            }
        }
        message += hint
        if let embedderHint = notFoundHint?(specifier) { message += ": " + embedderHint }
        if let pluginHint = babelPluginHint(for: specifier) { message += "; " + pluginHint }
        let value = JSValue.error(message: message, in: context)
        value["code"] = JSValue(string: "MODULE_NOT_FOUND", in: context)
        return JSException(value: value)
    }

    // MARK: Metro's build (docs/modules.md, "Metro's resolution")

    /// The resolver for the app, reading its configuration the first time.
    func metro() -> MetroResolver {
        if let metroResolver { return metroResolver }
        let resolver = MetroResolver(options: appProject().options, boundary: effectiveProjectRoot, context: fileSystem)
        metroResolver = resolver
        return resolver
    }


    func mapped(_ specifier: String, from referrer: String, forRequire: Bool = false) -> String {
        let specifier = mapSpecifier?(specifier, referrer) ?? specifier
        if loadingPackageItself { return specifier }
        if let standIn = standInsWhenMissing[specifier], isMissingFromApp(specifier) { return standIn }
        if let standIn = missingPackage(specifier, from: referrer, forRequire: forRequire) { return standIn }
        if let standIn = standInsWhenInstalled[specifier], metroPlatform != nil, appRoot != nil, !isMissingFromApp(specifier),
           let folder = installedPackageFolder(specifier), standInApplies?(specifier, folder) != false { return standIn }
        return specifier
    }



    func missingPackage(_ specifier: String, from referrer: String, forRequire: Bool) -> String? {
        guard let standIn = missingPackageStandIn, metroPlatform != nil, let first = specifier.first,
              first != "." && first != "/", !specifier.hasPrefix("jshost:"), !isBuiltin(specifier) else { return nil }
        let name = MetroResolver.packageName(of: specifier)
        guard !isBuiltin(name), !builtins.isUnderFamily(specifier), isMissingFromApp(name) else { return nil }
        do {
            _ = try metro().resolve(specifier, from: referrer, mode: .require)
            return nil
        } catch let error as PackageNotInstalledError {
            let detail = notFound(error.description, specifier: specifier, referrer: referrer, forImport: !forRequire).value?["message"].stringValue ?? ""
            return standIn(specifier, name, referrer, forRequire, detail)
        } catch {
            return nil
        }
    }



    /// The folder of the package `name` in the app's node_modules, or nil.
    package func installedPackageFolder(_ name: String) -> String? {
        guard let appRoot, let manifest = installedManifest(of: name, from: appRoot) else { return nil }
        return (manifest as NSString).deletingLastPathComponent
    }

    /// `require(name)` past the stand-ins: the installed package itself.
    package func requirePackageItself(_ name: String, from referrer: String) throws(JSException) -> JSValue {
        let saved = loadingPackageItself
        loadingPackageItself = true
        defer { loadingPackageItself = saved }
        return try require(name, from: referrer)
    }



    /// Whether `name` has no package.json in the app's node_modules folders.
    func isMissingFromApp(_ name: String) -> Bool {
        if metroPlatform == nil, jestCompilation != nil, standInsWhenMissingInTests.contains(name), let root = appRoot ?? projectRoot {
            return installedManifest(of: name, from: root) == nil
        }
        guard metroPlatform != nil, let appRoot else { return false }
        if let known = missingFromApp[name] { return known }
        let missing = installedManifest(of: name, from: appRoot) == nil
        missingFromApp[name] = missing
        return missing
    }

    /// The key `replacement` gets for `specifier` required from `referrer`.
    package func key(of specifier: String, from referrer: String) throws(JSException) -> String {
        try unmappedKey(of: mapped(specifier, from: referrer), from: referrer)
    }

    func unmappedKey(of specifier: String, from referrer: String) throws(JSException) -> String {
        isBuiltin(specifier) ? specifier : try resolve(specifier, from: referrer, forImport: false)
    }
}
