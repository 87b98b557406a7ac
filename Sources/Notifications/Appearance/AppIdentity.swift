import Foundation
import AppProject
import JSONSyntax
import ProjectGate

/// The app's name and icon as a notification shows them, found in the project
/// (docs/notifications.md "The app's name and icon").
public struct AppIdentity: Sendable, Equatable {
    public var name: String
    /// An icon file in the project (PNG, JPEG, SVG or WebP), if one was found.
    public var iconPath: String?
    /// The file the name came from (`app.json`, …); nil for the neutral default.
    public var source: String?
    /// The icon's bytes, read through the project's gate when the identity was found (a
    /// picture is drawn from these, never from `iconPath` again).
    public var iconData: Data?
    /// Why a named icon was not used (outside the project, a link leading out, a system
    /// file, missing, too large): shown as a warning, and the default icon is drawn.
    public var iconProblem: String?

    public init(name: String, iconPath: String? = nil, source: String? = nil, iconData: Data? = nil, iconProblem: String? = nil) {
        self.name = name
        self.iconPath = iconPath
        self.source = source
        self.iconData = iconData
        self.iconProblem = iconProblem
    }

    /// The largest icon file embedded in a page.
    public static let iconLimit = 512 * 1024

    /// What is drawn when the project names no app.
    public static let neutral = AppIdentity(name: "App")

    /// Looks upward from `directory` (the entry's folder) for the nearest project file that
    /// names the app, first match wins in this order per folder: Expo / React Native
    /// `app.json` (`expo.name`, `expo.icon`; else `displayName` / `name`), Capacitor
    /// `capacitor.config.json` / `.ts` (`appName`), Cordova `config.xml` (`<name>`,
    /// `<icon src>`), iOS `ios/*/Info.plist` (`CFBundleDisplayName`, else `CFBundleName`),
    /// Android `android/app/src/main/AndroidManifest.xml` (`android:label`, through
    /// `res/values/strings.xml` for `@string/…`). Stops at the first folder with a
    /// `package.json` or `.git` (the project's root) after checking it.
    ///
    /// Every file, the icon included, is read through `files` (the project's gate: an icon
    /// outside the project, or a link leading out, needs `--allow-read`; `/proc`, devices
    /// and FIFOs are never read). Without one, the gate is rooted at the folder the search
    /// stops at and grants nothing outside it.
    public static func find(from directory: String, files: ProjectFiles? = nil) -> AppIdentity {
        let isAppFolder: (String) -> Bool = { AppFolderSearch.holds($0, any: ["package.json", ".git"]) }
        let gate = files ?? ProjectFiles(root: AppFolderSearch.first(from: directory, limit: 8, stopAfter: isAppFolder) { isAppFolder($0) ? $0 : nil }
                                         ?? ProjectFiles.absolute(directory.isEmpty ? "." : directory))
        return AppFolderSearch.first(from: directory, limit: 8, stopAfter: isAppFolder) { inFolder($0, files: gate) } ?? .neutral
    }

    static func inFolder(_ folder: String, files: ProjectFiles) -> AppIdentity? {
        func path(_ p: String) -> String { (folder as NSString).appendingPathComponent(p) }
        func text(_ p: String) -> String? {
            guard files.isReadableFile(path(p)) else { return nil }
            return try? AppProject.text(path(p), files: files, limit: 4 << 20)
        }
        func named(_ name: String, icon relative: String?, source: String) -> AppIdentity {
            var identity = AppIdentity(name: name, source: source)
            guard let relative, !relative.isEmpty else { return identity }
            let full = ProjectFiles.absolute(relative, base: folder)
            do {
                identity.iconData = try files.read(full, limit: iconLimit)
                identity.iconPath = full
            } catch {
                identity.iconProblem = "the icon \(relative) named by \(source) is not used: \(error); the default icon is drawn"
            }
            return identity
        }
        if let json = text("app.json"), let top = try? JSONParser.parse(json) {
            let expo = top["expo"]
            if let name = expo?["name"]?.stringValue ?? top["displayName"]?.stringValue ?? top["name"]?.stringValue {
                return named(name, icon: expo?["icon"]?.stringValue ?? top["icon"]?.stringValue, source: path("app.json"))
            }
        }
        if let json = text("capacitor.config.json"), let name = (try? JSONParser.parse(json))?["appName"]?.stringValue {
            return AppIdentity(name: name, source: path("capacitor.config.json"))
        }
        if let ts = text("capacitor.config.ts"), let name = firstMatch(#"appName\s*:\s*['"]([^'"]+)['"]"#, in: ts) {
            return AppIdentity(name: name, source: path("capacitor.config.ts"))
        }
        if let xml = text("config.xml"), let name = firstMatch(#"<name[^>]*>\s*([^<]+?)\s*</name>"#, in: xml) {
            return named(name, icon: firstMatch(#"<icon[^>]*\ssrc="([^"]+)""#, in: xml), source: path("config.xml"))
        }
        if files.allows(path("ios")), let ios = try? FileManager.default.contentsOfDirectory(atPath: path("ios")) {
            for sub in ios.sorted() {
                let plist = "ios/\(sub)/Info.plist"
                guard let data = try? files.read(path(plist), limit: 4 << 20),
                      let dict = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { continue }
                if let name = (dict["CFBundleDisplayName"] ?? dict["CFBundleName"]) as? String, !name.hasPrefix("$(") {
                    return AppIdentity(name: name, source: path(plist))
                }
            }
        }
        let manifest = "android/app/src/main/AndroidManifest.xml"
        if let xml = text(manifest), let label = firstMatch(#"<application[^>]*android:label="([^"]+)""#, in: xml) {
            if label.hasPrefix("@string/") {
                let key = String(label.dropFirst("@string/".count))
                if let strings = text("android/app/src/main/res/values/strings.xml"),
                   let name = firstMatch(#"<string name="\#(key)"[^>]*>([^<]+)</string>"#, in: strings) {
                    return AppIdentity(name: name, source: path(manifest))
                }
            } else {
                return AppIdentity(name: label, source: path(manifest))
            }
        }
        return nil
    }

    static func firstMatch(_ pattern: String, in text: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let m = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), m.numberOfRanges > 1,
              let r = Range(m.range(at: 1), in: text) else { return nil }
        return String(text[r])
    }
}
