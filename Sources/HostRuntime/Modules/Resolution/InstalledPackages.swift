import Foundation
import JSCore
import ModuleSyntax

// What the app has installed of a package a built-in simulates (SPEC §3.2c "No shadowing"):
// node_modules/<name>/package.json read through the run's resolution context.
extension ModuleLoader {
    /// In an app (Metro's resolution), a built-in never stands for another major version of
    /// its package than the one it simulates: an installed package of another major is an
    /// error naming both (SPEC §3.2c).
    func checkInstalledVersion(of name: String) throws(JSException) {
        guard metroPlatform != nil, let simulated = simulatedVersions[name], let appRoot else { return }
        guard let manifest = installedManifest(of: name, from: appRoot) else {
            checkDeclaredRange(of: name, simulated: simulated, appRoot: appRoot)
            return
        }
        guard let version = installedVersion(manifest), simulated.includes(version) == false else { return }
        throw JSException(name: "Error", message: "\(name) \(version) is installed (\(manifest)), but jshost simulates only \(name) \(simulated.label), "
                          + "whose API differs: install a \(simulated.label) release of \(name), or give jshost a stand-in of \(version) with --map \(name)=./stand-in.js")
    }

    /// Which of the simulated APIs of `name` the app uses (a `SimulatedVersions.Line.api`),
    /// as the app would get it: the installed release's line (node_modules/<name>/package.json,
    /// as checkInstalledVersion finds it); with nothing installed, the one API every release
    /// the app's package.json range admits follows. Nil when nothing says (no app, no
    /// declaration, a range admitting releases of two APIs): the surface's newest API.
    package func simulatedAPI(of name: String) -> String? {
        guard let simulated = simulatedVersions[name], let appRoot = appRoot ?? projectRoot else { return nil }
        if let manifest = installedManifest(of: name, from: appRoot) {
            guard let version = installedVersion(manifest), case .some(.some(let line)) = simulated.line(of: version) else { return nil }
            return line.api
        }
        guard let manifest = (try? fileSystem.package(in: appRoot))??.object else { return nil }
        for field in ["dependencies", "devDependencies"] {
            guard let declared = manifest[field]?[name]?.stringValue else { continue }
            guard let range = DeclaredVersionRange(declared) else { return nil }
            let apis = Set(simulated.lines.filter { range.admits($0) }.map(\.api))
            return apis.count == 1 ? apis.first : nil
        }
        return nil
    }

    /// A simulated package that is not installed but that the app's package.json declares
    /// (`dependencies`, `devDependencies`) with a range admitting none of the simulated
    /// releases: the app is written for another API than the surface's. The surface still
    /// stands in (nothing installed is shadowed), so this is a warning, once per package.
    func checkDeclaredRange(of name: String, simulated: SimulatedVersions, appRoot: String) {
        guard declaredRangesChecked.insert(name).inserted else { return }
        let file = (appRoot as NSString).appendingPathComponent("package.json")
        guard let manifest = (try? fileSystem.package(in: appRoot))??.object else { return }
        for field in ["dependencies", "devDependencies"] {
            guard let declared = manifest[field]?[name]?.stringValue else { continue }
            guard let range = DeclaredVersionRange(declared), !range.admitsAny(of: simulated) else { return }
            // One short line: the package, the app's range, what jshost simulates and runs, and
            // the flag that puts the app's own stand-in in its place.
            let cwd = FileManager.default.currentDirectoryPath + "/"
            let shown = file.hasPrefix(cwd) ? String(file.dropFirst(cwd.count)) : file
            let runs = simulated.defaultLabel == simulated.label ? "" : ", runs \(simulated.defaultLabel)"
            onConfigurationProblem?("\(shown) \(field): \(name) \(declared) is not simulated (jshost simulates \(simulated.label)\(runs)); "
                                    + "another release: --map \(name)=./stand-in.js")
            return
        }
    }

    /// `node_modules/<name>/package.json` as the app would load it: in the app's folder or,
    /// hoisted by a workspace, in a folder above it up to the project root (the folders
    /// Metro's resolution searches).
    func installedManifest(of name: String, from appRoot: String) -> String? {
        fileSystem.nodeModulesFolders(from: appRoot, boundary: effectiveProjectRoot).lazy
            .map { (($0 as NSString).appendingPathComponent(name) as NSString).appendingPathComponent("package.json") }
            .first { fileSystem.lookup($0) != .none }
    }

    /// The `version` of the installed package.json `manifest` (parsed once for the run), or nil.
    private func installedVersion(_ manifest: String) -> String? {
        (try? fileSystem.package(in: (manifest as NSString).deletingLastPathComponent))??.object["version"]?.stringValue
    }
}

/// The releases of a package whose API a built-in module simulates (SPEC §3.2c "No
/// shadowing"): one or more release lines — whole majors, or, below 1.0, where semver's
/// caret makes each minor a breaking line, a run of minors (`0.16`–`0.28`) or the minors
/// from one on (`0.29` and later). Each line names the API it follows (`api`): a surface
/// that simulates two APIs of its package (react-native-onesignal 4.x and 5.x) asks the
/// loader which one the app uses (ModuleLoader.simulatedAPI).
package struct SimulatedVersions: Sendable {
    package enum Lines: Sendable {
        case majors(ClosedRange<Int>)
        case zeroMinors(ClosedRange<Int>)
        case zeroMinorsFrom(Int)
    }
    package struct Line: Sendable {
        package let versions: Lines
        /// The API this line follows; lines sharing it are one API (`0.29 or a later 0.x`
        /// and `55.x–57.x` of expo-notifications).
        package let api: String
        package init(_ versions: Lines, api: String) {
            self.versions = versions
            self.api = api
        }
    }
    package let lines: [Line]
    /// Where this API is read and why these releases share it (docs/surfaces.md cites it too).
    package let source: String
    package init(_ lines: Lines, source: String) {
        self.lines = [Line(lines, api: "")]
        self.source = source
    }
    package init(lines: [Line], source: String) {
        self.lines = lines
        self.source = source
    }

    /// How errors name them: `5.x`, `6.x–8.x`, `4.x and 5.x`, `0.29 or a later 0.x`.
    package var label: String {
        let names = lines.map { Self.label(of: $0.versions) }
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// The API a surface uses when nothing says which (the last line's), as errors name it.
    package var defaultAPI: String { lines.last?.api ?? "" }
    package var defaultLabel: String {
        let names = lines.filter { $0.api == defaultAPI }.map { Self.label(of: $0.versions) }
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    static func label(of versions: Lines) -> String {
        switch versions {
        case .majors(let range) where range.count == 1: "\(range.lowerBound).x"
        case .majors(let range): "\(range.lowerBound).x–\(range.upperBound).x"
        case .zeroMinors(let range) where range.count == 1: "0.\(range.lowerBound)"
        case .zeroMinors(let range): "0.\(range.lowerBound)–0.\(range.upperBound)"
        case .zeroMinorsFrom(let minor): "0.\(minor) or a later 0.x"
        }
    }

    /// Whether `version` (package.json's, `4.5.1`, `7.0.1-dev.0`) is one of these releases;
    /// nil when it is not a version.
    package func includes(_ version: String) -> Bool? {
        line(of: version).map { $0 != nil }
    }

    /// The line `version` belongs to: nil when it is not a version, `.some(nil)` when it is
    /// none of these releases.
    package func line(of version: String) -> Line?? {
        let parts = version.split(separator: "-", maxSplits: 1).first.map { $0.split(separator: ".") } ?? []
        guard let major = parts.first.flatMap({ Int($0.filter(\.isNumber)) }) else { return nil }
        let minor = parts.dropFirst().first.flatMap { Int($0) }
        for line in lines {
            switch line.versions {
            case .majors(let range): if range.contains(major) { return .some(line) }
            case .zeroMinors(let range):
                guard major == 0 else { continue }
                guard let minor else { return nil }
                if range.contains(minor) { return .some(line) }
            case .zeroMinorsFrom(let first):
                guard major == 0 else { continue }
                guard let minor else { return nil }
                if minor >= first { return .some(line) }
            }
        }
        return .some(nil)
    }
}
