import Foundation
import HostRuntime
import JSCore
import JSONSyntax
import ModuleSyntax
import Notifications

/// What a package the app imports does when it is neither installed (no
/// `node_modules/<name>/package.json`) nor simulated by jshost, in an app (Metro's
/// resolution; docs/modules.md, "Packages that are missing").
public enum MissingPackagePolicy: Sendable, Equatable {
    /// The first one stops the load with its not-found error (`categories`, `matrix`, …).
    case fail
    /// Each stands in inertly so that the whole graph loads, and is listed with its importer
    /// (`run`: `JSHostKit.MissingPackagesReport`), except the packages of `stub`, which the
    /// app's package.json stands in for (`"jshost": {"stub": [...]}`).
    case list(stub: Set<String>)
    /// Each is an inert stand-in whose calls are `native` effects (`--stub-missing`).
    case stubAll
    /// The packages of the set stand in (the package.json key); any other stops the load.
    case stub(Set<String>)
}

/// A package the app imports that is neither installed nor simulated: its name and where it
/// is imported (`file:line`, in the order the load reached them).
public struct MissingPackage: Sendable, Equatable {
    public let name: String
    /// The first specifier that asked for it (`lodash/fp`).
    public let specifier: String
    /// Where it is imported (`App.tsx:8`, relative to the current folder), in order.
    public var sites: [String]
    /// The first importer (absolute) and line.
    public let file: String
    public let line: Int?
    /// The not-found error the first import would have stopped the load with.
    public let detail: String
    /// Only `require()` asked for it: the load went on to that call's not-found error, which
    /// the app may catch (an optional dependency), so it is missing only if that error was not.
    public var required: Bool
}

/// The stand-ins of missing packages (JS/missing-package.js): every name of one is a function
/// that records its call as a `native` effect `{module: <package>, method: <path>, args}`
/// and returns another stand-in; rendered as a component it renders its children.
final class MissingPackagesSurface: SurfaceInstaller {
    unowned let device: Device
    static let prefix = "jshost:missing/"
    /// Listed packages (not stood in by the user's choice), in the order they were reached.
    private(set) var missing: [MissingPackage] = []
    private var warned: Set<String> = []
    private var factory: JSValue?
    /// The names an importer takes, until its built-in is made.
    private var pendingNames: [String: [String]] = [:]

    init(device: Device) { self.device = device }

    func install() throws {
        guard device.options.missingPackages != .fail else { return }
        let modules = device.runtime.modules!
        // One built-in per package and importer (`jshost:missing/<package>#<importer>`): each
        // importer's namespace has the names it takes; all share the package's stand-in.
        modules.registerBuiltinFamily(prefix: Self.prefix) { [unowned self] specifier, _ in
            let rest = specifier.dropFirst(Self.prefix.count)
            let name = String(rest.prefix { $0 != "#" })
            return try standIn(name, names: pendingNames.removeValue(forKey: specifier) ?? [])
        }
        modules.exportsAsNamespacePrefix = Self.prefix
        modules.missingPackageStandIn = { [unowned self] specifier, name, referrer, required, detail in
            if case .stub(let names) = device.options.missingPackages, !names.contains(name) { return nil }
            let site = modules.importSite(of: specifier, in: referrer)
            guard note(name, specifier: specifier, site: site, required: required, detail: detail) else { return nil }
            let builtin = Self.prefix + name + "#" + referrer
            pendingNames[builtin, default: []] += modules.importedNames(of: specifier, in: referrer).filter { $0 != "default" }
            return builtin
        }
    }

    /// Notes a missing package; true when a stand-in answers (chosen by the user, or to load
    /// the rest of the graph: not for a `require()`, which the app may catch).
    private func note(_ name: String, specifier: String, site: String, required: Bool, detail: String) -> Bool {
        let chosen: Bool
        switch device.options.missingPackages {
        case .fail: return false
        case .stubAll: chosen = true
        case .stub(let names): chosen = names.contains(name)
        case .list(let stub): chosen = stub.contains(name)
        }
        let shown = ReactNativeSurface.displayPath(site)
        if chosen {
            if warned.insert(name).inserted {
                device.record(.warning(message: "\(name) (imported from \(shown)) is not installed and jshost does not simulate it: "
                                       + "an inert stand-in answers, each call a `native` effect"))
            }
            return true
        }
        if let index = missing.firstIndex(where: { $0.name == name }) {
            if !missing[index].sites.contains(shown) { missing[index].sites.append(shown) }
            if !required { missing[index].required = false }
        } else {
            let colon = site.lastIndex(of: ":")
            let line = colon.flatMap { Int(site[site.index(after: $0)...]) }
            let file = line != nil ? String(site[..<colon!]) : site
            missing.append(MissingPackage(name: name, specifier: specifier, sites: [shown], file: file, line: line, detail: detail, required: required))
        }
        return !required
    }

    private func standIn(_ name: String, names: [String]) throws -> JSValue {
        if factory == nil {
            let natives = JSValue.object(in: device.context)
            natives.defineFunction("call") { [unowned self, unowned device] arguments in
                // A stand-in that only lets the graph load to list it records nothing.
                if missing.contains(where: { $0.name == arguments[0].stringValue }) { return nil }
                let args = (try? JSONParser.parse(arguments[2].stringValue)) ?? .array([])
                device.record(.native(module: arguments[0].stringValue, method: arguments[1].stringValue, args: args))
                return nil
            }
            factory = try evaluateGlue(EmbeddedJS.missingPackage, name: "missing-package", natives: natives, in: device)
        }
        return try factory!.invoke("exports", [JSValue(string: name, in: device.context), names.jsValue(in: device.context)])
    }
}

extension Device {
    /// The packages the app imported that are neither installed nor simulated and that no
    /// stand-in was chosen for (`MissingPackagePolicy.list`), in the order the load reached them.
    public var missingPackages: [MissingPackage] { surface(MissingPackagesSurface.self).missing }
}
