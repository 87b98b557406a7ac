import Foundation
import AppProject
import JSONSyntax
import ProjectGate
import Surfaces
import Notifications

/// `jshost init`: what an app's folder needs to start with jshost, read from the app itself —
/// its notification libraries (package.json, config.xml), the file that imports them, a payload
/// in the format those libraries receive, a first test, and types for editors.
package struct AppInit {
    /// A notification library jshost simulates, as an app's package.json names it.
    package struct Library: Sendable, Equatable {
        package let package: String
        /// The payload format the library's apps receive (`jshost run --push`).
        package let format: PayloadFormat
    }

    /// The libraries `init` recognises, in the order their payloads are preferred: the one the
    /// app's server most likely sends to (Expo's push service before FCM before APNs). Each
    /// library's descriptor names its packages (Sources/Surfaces/Libraries/<Library>/).
    package static let libraries: [Library] = SimulatedLibraries.initPackages.map { Library(package: $0.package, format: $0.format) }

    package let folder: URL
    /// What kind of app this is: Expo, React Native, Capacitor, Cordova, or a plain JavaScript app.
    package let kind: String
    /// The notification libraries the app depends on.
    package let found: [Library]
    /// Source files that import one of them, best entry first (relative to `folder`).
    package let entries: [String]
    /// The file that registers the app's root component (run first: it mounts the app), if any.
    package let rootEntry: String?
    /// The files `write` makes, relative to `folder`, with their text.
    package internal(set) var files: [(path: String, text: String)]
    /// The keys of the push's data the app's notification files read (`remoteMessage.data?.title`,
    /// `content.data?.url`, `notification.data.orderId`), in the order they appear: the written
    /// payload carries each, so the handlers that read them get values.
    package let dataKeys: [String]
    /// True when the written FCM message is data-only: the app displays its own notifications
    /// (Notifee) from the message's data, so the system must not show one of its own too.
    package let dataOnly: Bool

    package enum Problem: Error, CustomStringConvertible {
        case noPackageJSON(String)
        case unreadable(String, String)
        package var description: String {
            switch self {
            case let .noPackageJSON(folder):
                return "no package.json or config.xml in \(folder): run jshost init in your app's folder (Expo, React Native, Capacitor or Cordova)"
            case let .unreadable(path, reason): return "cannot read \(path): \(reason)"
            }
        }
    }

    /// Reads the app in `folder` (nothing is written).
    package init(folder path: String) throws {
        folder = URL(fileURLWithPath: path).standardizedFileURL
        let packageURL = folder.appendingPathComponent("package.json")
        let configXML = folder.appendingPathComponent("config.xml")
        var names: [String] = []
        var kind = "JavaScript"
        var mainField: String?
        if FileManager.default.fileExists(atPath: packageURL.path) {
            do {
                guard try AppProject.text(packageURL.path, files: Self.gate(folder)) != nil else { throw Problem.unreadable(packageURL.path, "it is not UTF-8 text") }
            } catch let problem as Problem { throw problem } catch { throw Problem.unreadable(packageURL.path, "\(error)") }
            let object: JSONObject
            do {
                // The run's one parse of the app's package.json (AppProject); its error as the parser gives it.
                guard case let .object(o) = try AppProject.parsedJSON(packageURL.path, files: Self.gate(folder)).get() else { throw Problem.unreadable(packageURL.path, "it is not a JSON object") }
                object = o
            } catch let problem as Problem { throw problem } catch { throw Problem.unreadable(packageURL.path, "\(error)") }
            for key in ["dependencies", "devDependencies", "peerDependencies"] {
                if case let .object(deps)? = object[key] { names += deps.members.map(\.key) }
            }
            if case let .string(main)? = object["main"] { mainField = main }
            if names.contains("expo") { kind = "Expo" }
            else if names.contains("react-native") { kind = "React Native" }
            else if names.contains("@capacitor/core") { kind = "Capacitor" }
            else if names.contains(where: { $0.hasPrefix("cordova-") }) { kind = "Cordova" }
        } else if !FileManager.default.fileExists(atPath: configXML.path) {
            throw Problem.noPackageJSON(folder.path)
        }
        if let xml = (try? Self.gate(folder).text(configXML.path)) ?? nil {
            if kind == "JavaScript" { kind = "Cordova" }
            // <plugin name="phonegap-plugin-push" spec="…"/>
            for library in Self.libraries where xml.contains("name=\"\(library.package)\"") { names.append(library.package) }
        }
        let found = Self.libraries.filter { names.contains($0.package) }
        self.kind = kind
        self.found = found
        var entries = Self.importers(of: found.map(\.package), under: folder)
        // The file the phone runs first, when it registers the app's root component: running it
        // mounts the app, so the listeners its components add (a useEffect in App.tsx) exist too.
        rootEntry = Self.rootRegisteringEntry(main: mainField, in: folder)
        let readers = entries
        if let root = rootEntry {
            entries.removeAll { $0 == root }
            entries.insert(root, at: 0)
        } else if kind == "Capacitor", let page = Self.capacitorPage(in: folder) {
            // A Capacitor app runs its page (Vite's index.html, or the webDir's), whose scripts
            // call the functions the notification file exports.
            entries.insert(page, at: 0)
        }
        self.entries = entries
        let scanned = (rootEntry.map { [$0] } ?? []) + readers
        dataKeys = Self.dataKeys(read: scanned, in: folder)
        dataOnly = found.first?.format == .fcmV1 && names.contains("@notifee/react-native")
        self.files = Self.files(kind: kind, found: found, entry: entries.first, folder: folder,
                                shape: PayloadShape(dataKeys: dataKeys, dataOnly: dataOnly))
    }

    /// Writes the files that are not there yet (all of them with `force`); returns what was
    /// written and what was kept. Files are written whole (a temporary file renamed), never
    /// through a link.
    package func write(force: Bool = false) throws -> (written: [String], kept: [String]) {
        var written: [String] = [], kept: [String] = []
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            // An existing file is kept (a link always: it is never written through).
            if let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType,
               !force || type == .typeSymbolicLink {
                kept.append(path)
                continue
            }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
            written.append(path)
        }
        return (written, kept)
    }

    // MARK: Reading the app

    /// Folders no app source lives in.
    static let skipped: Set<String> = ["node_modules", ".git", "android", "ios", "build", "dist", ".expo", "Pods", "coverage", "jshost", ".build", "platforms", "plugins"]
    static let sourceExtensions: Set<String> = ["js", "jsx", "ts", "tsx", "mjs", "cjs"]

    /// The app's source files that import one of `packages` (at most 5,000 files looked at,
    /// 6 folders deep, links not followed): files with "notif" in their name first, then the
    /// shallower, then by name.
    /// The app's files are read through the project's gate rooted at the app's folder, with no
    /// grant: a package.json, config.xml or source file that is a link out of it is not read.
    static func gate(_ folder: URL) -> ProjectFiles {
        ProjectFiles(root: folder.path, allowsRead: { _ in false })
    }

    static func importers(of packages: [String], under folder: URL) -> [String] {
        guard !packages.isEmpty else { return [] }
        var hits: [String] = []
        var looked = 0
        func walk(_ url: URL, depth: Int) {
            guard depth <= 6, looked < 5000,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
            for name in names.sorted() where !name.hasPrefix(".") || name == ".storybook" {
                let child = url.appendingPathComponent(name)
                guard let type = (try? FileManager.default.attributesOfItem(atPath: child.path))?[.type] as? FileAttributeType else { continue }
                if type == .typeDirectory {
                    if !skipped.contains(name) { walk(child, depth: depth + 1) }
                } else if type == .typeRegular, sourceExtensions.contains(child.pathExtension),
                          !name.contains(".test."), !name.contains(".spec."), !name.hasSuffix(".d.ts") {
                    looked += 1
                    guard let text = (try? Self.gate(folder).text(child.path, limit: 1 << 20)) ?? nil else { continue }
                    if packages.contains(where: { text.contains("'\($0)'") || text.contains("\"\($0)\"") || text.contains("'\($0)/") || text.contains("\"\($0)/") }) {
                        hits.append(String(child.path.dropFirst(folder.path.count + 1)))
                    }
                }
            }
        }
        walk(folder, depth: 0)
        func rank(_ path: String) -> (Int, Int, String) {
            ((path as NSString).lastPathComponent.lowercased().contains("notif") ? 0 : 1, path.split(separator: "/").count, path)
        }
        return hits.sorted { rank($0) < rank($1) }
    }

    /// package.json's `main` (or `index.js`/`.ts`/`.tsx`) when that file registers a root
    /// component (`registerRootComponent`, `AppRegistry.registerComponent`), relative to `folder`.
    static func rootRegisteringEntry(main: String?, in folder: URL) -> String? {
        var candidates: [String] = []
        if let main, !main.hasPrefix("expo-router"), !main.hasPrefix("node_modules/") {
            let clean = main.hasPrefix("./") ? String(main.dropFirst(2)) : main
            candidates.append(clean)
            candidates += sourceExtensions.sorted().map { clean + "." + $0 }
        }
        candidates += ["index.js", "index.ts", "index.tsx", "index.jsx"]
        for name in candidates where !name.contains("..") {
            let url = folder.appendingPathComponent(name)
            guard let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType,
                  type == .typeRegular, let text = (try? gate(folder).text(url.path, limit: 1 << 20)) ?? nil else { continue }
            if text.contains("registerRootComponent") || text.contains("AppRegistry.registerComponent") { return name }
        }
        return nil
    }

    /// The page a Capacitor app runs, when it loads a script of the app's own: `index.html` at
    /// the root (Vite's, `<script type="module" src="/src/main.ts">`) or `www/index.html`.
    static func capacitorPage(in folder: URL) -> String? {
        for page in ["index.html", "www/index.html"] {
            let url = folder.appendingPathComponent(page)
            guard let text = (try? gate(folder).text(url.path, limit: 1 << 20)) ?? nil else { continue }
            let base = url.deletingLastPathComponent()
            // <script … src="…">: a file of the app's (root-absolute as the page's server root).
            let pattern = try! NSRegularExpression(pattern: #"<script\b[^>]*\bsrc\s*=\s*["']([^"'?#]+)"#, options: [.caseInsensitive])
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: range) {
                guard let r = Range(match.range(at: 1), in: text) else { continue }
                let src = String(text[r])
                guard !src.contains("://"), !src.hasPrefix("//"), (src as NSString).lastPathComponent != "cordova.js" else { continue }
                let relative = src.hasPrefix("/") ? String(src.dropFirst()) : src
                if FileManager.default.fileExists(atPath: base.appendingPathComponent(relative).path) { return page }
            }
        }
        return nil
    }

    /// Member names that are not data keys (`data.then`, `data?.length`).
    static let notDataKeys: Set<String> = ["then", "catch", "length", "map", "forEach", "filter", "toString", "hasOwnProperty", "keys", "data"]

    /// The keys of a push's data that `files` read: `data.KEY`, `data?.KEY`, `data['KEY']`
    /// (React Native Firebase's `remoteMessage.data`, expo-notifications' `content.data`,
    /// Capacitor's `notification.data`), first seen first, at most 8.
    static func dataKeys(read files: [String], in folder: URL) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"\bdata\s*(?:\?\.|\.)\s*([A-Za-z_$][\w$]*)|\bdata\s*(?:\?\.)?\[\s*['"]([^'"]+)['"]\s*\]"#)
        var keys: [String] = []
        for file in files.prefix(20) {
            guard let text = (try? gate(folder).text(folder.appendingPathComponent(file).path, limit: 1 << 20)) ?? nil else { continue }
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                for group in 1...2 {
                    guard let r = Range(match.range(at: group), in: text) else { continue }
                    let key = String(text[r])
                    if !notDataKeys.contains(key), !keys.contains(key), keys.count < 8 { keys.append(key) }
                }
            }
        }
        return keys
    }

    /// What the written payload carries beside its title and body.
    struct PayloadShape {
        var dataKeys: [String] = []
        var dataOnly = false
        var category: String?

        /// The push's data: each key the app reads with a value of its kind, or `screen`.
        var data: [(String, String)] {
            guard !dataKeys.isEmpty else { return [("screen", "home")] }
            return dataKeys.map { key in
                let lower = key.lowercased()
                if lower == "title" { return (key, "Hello from jshost") }
                if lower == "body" || lower == "message" || lower == "text" { return (key, "A message as the app's server sends it") }
                if lower.hasSuffix("id") { return (key, "42") }
                if lower.contains("url") || lower.contains("link") || lower.contains("path") || lower.contains("href") { return (key, "/home") }
                return (key, "home")
            }
        }

        /// `{ "k": "v", … }` on one line.
        var dataObject: String {
            "{ " + data.map { "\(JSONValue.string($0.0).jsonString): \(JSONValue.string($0.1).jsonString)" }.joined(separator: ", ") + " }"
        }

        /// The data as top-level members of an APNs payload (Capacitor's `notification.data`).
        var apnsMembers: String {
            data.map { "  \(JSONValue.string($0.0).jsonString): \(JSONValue.string($0.1).jsonString)" }.joined(separator: ",\n")
        }
    }

    // MARK: What is written

    static func files(kind: String, found: [Library], entry: String?, folder: URL, shape: PayloadShape = PayloadShape()) -> [(path: String, text: String)] {
        var files: [(String, String)] = [("jshost/payload.json", payload(for: found.first?.format ?? .apns, shape: shape))]
        if let entry {
            let literal = JSONValue.string("../" + entry).jsonString
            files.append(("jshost/notifications.test.js", EmbeddedJS.initFirstTest.replacingOccurrences(of: "__ENTRY__", with: literal)))
        }
        files.append(("jshost/jshost.d.ts", EmbeddedJS.initJshostDTs))
        return files
    }

    /// A payload as the library's apps receive it: a title, a body, the data keys the app reads
    /// (`shape`), and the category it registers.
    static func payload(for format: PayloadFormat, shape: PayloadShape = PayloadShape()) -> String {
        switch format {
        case .expo:
            return """
            {
              "to": "ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]",
              "title": "Hello from jshost",
              "body": "A notification as Expo's push service sends it",
              "data": \(shape.dataObject),
              "sound": "default"\(shape.category.map { ",\n  \"categoryId\": \(JSONValue.string($0).jsonString)" } ?? "")
            }

            """
        case .fcmV1:
            // As rnfirebase.io/messaging/usage sends them: `content-available` so that iOS runs
            // setBackgroundMessageHandler for a message in the background ("Message handlers"),
            // `priority: high` so that Android delivers a data message at once; a data-only message
            // for an app that displays its own notifications (Notifee), with the title and body
            // in `data`, so the system shows no second notification beside the app's.
            if shape.dataOnly {
                var data = shape.data
                for (key, value) in [("title", "Hello from jshost"), ("body", "A message as FCM sends it")] where !data.contains(where: { $0.0 == key }) {
                    data.insert((key, value), at: data.count)
                }
                let object = "{ " + data.map { "\(JSONValue.string($0.0).jsonString): \(JSONValue.string($0.1).jsonString)" }.joined(separator: ", ") + " }"
                return """
                {
                  "message": {
                    "token": "fcm-registration-token",
                    "data": \(object),
                    "apns": { "headers": { "apns-priority": "5", "apns-push-type": "background" }, "payload": { "aps": { "content-available": 1 } } },
                    "android": { "priority": "high" }
                  }
                }

                """
            }
            let aps = "\"content-available\": 1" + (shape.category.map { ", \"category\": \(JSONValue.string($0).jsonString)" } ?? "")
            return """
            {
              "message": {
                "token": "fcm-registration-token",
                "notification": { "title": "Hello from jshost", "body": "A notification as FCM sends it" },
                "data": \(shape.dataObject),
                "apns": { "payload": { "aps": { \(aps) } } },
                "android": { "priority": "high" }
              }
            }

            """
        case .fcmLegacy:
            return """
            {
              "to": "fcm-registration-token",
              "priority": "high",
              "data": {
                "custom": "{\\"i\\":\\"0b5c3c4e-1d2f-4a6b-8c9d-0e1f2a3b4c5d\\",\\"a\\":{\\"screen\\":\\"home\\"}}",
                "title": "Hello from jshost",
                "alert": "A notification as OneSignal sends it"
              }
            }

            """
        case .mobileFirst8:
            return """
            {
              "message": { "alert": "Hello from jshost" },
              "settings": { "apns": { "badge": 1, "payload": { "screen": "home" } }, "gcm": { "payload": { "screen": "home" } } },
              "target": { "platforms": ["A", "G"] }
            }

            """
        default:
            return """
            {
              "aps": {
                "alert": { "title": "Hello from jshost", "body": "A notification as APNs delivers it" },
                "sound": "default"\(shape.category.map { ",\n    \"category\": \(JSONValue.string($0).jsonString)" } ?? "")
              },
            \(shape.apnsMembers)
            }

            """
        }
    }
}
