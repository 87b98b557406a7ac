import Foundation
import Testing

/// Files inside the packages jshost simulates, imported by path as apps import them
/// (`@notifee/react-native/dist/types/NotificationAndroid`): each list in a library's
/// api-coverage/deep-imports/ folder (one per package, citing the published files) is
/// what the built-in answers — every name, the root's own object, and nothing more.
@Suite struct PackageDeepImportTests {
    /// Each list by file name, in its library's folder (APICoverageLists).
    static let listFiles = APICoverageLists.lists(in: "api-coverage/deep-imports")
    static let app = JSHost.repository.appendingPathComponent("Tests/Fixtures/public-patterns/jshost-only/notifee-deep-imports")

    struct DeepImportList: CustomTestStringConvertible {
        var file: String
        var package = ""
        var sources: [String] = []
        /// Path → exported name → the root's name; nil names: the file is the package root.
        var files: [(path: String, names: [String: String]?)] = []
        var testDescription: String { file }

        static func load(_ file: String) throws -> DeepImportList {
            let text = try String(contentsOf: #require(listFiles[file]), encoding: .utf8)
            var list = DeepImportList(file: file)
            for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
                if line.hasPrefix("# package: ") { list.package = String(line.dropFirst(11)) }
                else if line.hasPrefix("# source: ") { list.sources.append(String(line.dropFirst(10))) }
                else if !line.hasPrefix("#"), let colon = line.firstIndex(of: ":") {
                    let path = String(line[..<colon])
                    let rest = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    if rest == "." { list.files.append((path, nil)); continue }
                    var names: [String: String] = [:]
                    for item in rest.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
                        let parts = item.split(separator: "=").map(String.init)
                        names[parts[0]] = parts.count > 1 ? parts[1] : parts[0]
                    }
                    list.files.append((path, names))
                }
            }
            return list
        }

        /// A CommonJS script that logs `{"problems": [...]}`: every listed name missing or not
        /// the root's object, every name the file has beyond the list, and spellings of a path
        /// (`.js`, `/index`) that are not the same module.
        var probe: String {
            var entries: [[String: Any]] = []
            for file in files {
                entries.append(["path": file.path, "names": file.names ?? [:], "root": file.names == nil])
            }
            let json = String(decoding: try! JSONSerialization.data(withJSONObject: entries, options: [.sortedKeys]), as: UTF8.self)
            return """
            const root = require('\(package)');
            const problems = [];
            for (const file of \(json)) {
              const specifier = '\(package)/' + file.path;
              let m;
              try { m = require(specifier); } catch (e) { problems.push(specifier + ': ' + e.message); continue; }
              for (const spelling of [specifier + '.js', specifier + '/index.js']) {
                try { if (require(spelling) !== m) problems.push(spelling + ' is another module than ' + specifier); }
                catch (e) { problems.push(spelling + ': ' + e.message); }
              }
              if (file.root) { if (m !== root) problems.push(specifier + ' is not the package root'); continue; }
              if (m.__esModule !== true) problems.push(specifier + ' has no __esModule marker');
              for (const [name, rootName] of Object.entries(file.names)) {
                if (m[name] === undefined) problems.push(specifier + ' lacks ' + name);
                else if (m[name] !== root[rootName]) problems.push(specifier + ' ' + name + ' is not the root\\'s ' + rootName);
              }
              for (const key of Object.keys(m)) if (!(key in file.names)) problems.push(specifier + ' has ' + key + ', which the file does not export');
            }
            console.log(JSON.stringify({ problems, files: \(files.count) }));
            """
        }
    }

    static let lists: [String] = listFiles.keys.sorted()

    @Test func theListsAreFound() {
        #expect(Self.lists == ["capacitor-local-notifications.txt", "capacitor-push-notifications.txt", "expo-notifications.txt", "notifee.txt", "react-native-firebase-messaging.txt"])
    }

    @Test(arguments: lists) func everyListedFileHasEveryNameItExports(_ file: String) throws {
        let list = try DeepImportList.load(file)
        #expect(!list.package.isEmpty, "\(file) names no package")
        #expect(!list.sources.isEmpty && list.sources.allSatisfy { $0.range(of: #" @ [0-9a-f]{40}$"#, options: .regularExpression) != nil },
                "\(file): each source names its file and commit")
        #expect(list.files.count >= 3)
        let f = try TemporaryFolder(["probe.js": list.probe])
        for platform in ["ios", "android"] {
            let result = try JSHost.run(["run", "probe.js", "--platform", platform, "--json"], in: f.url)
            #expect(result.status == 0, "\(result.stderr)")
            let message = try #require(result.effects("log").first?["message"] as? String, "no probe output: \(result.stdout) \(result.stderr)")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any])
            #expect(report["files"] as? Int == list.files.count)
            let problems = report["problems"] as? [String] ?? ["?"]
            #expect(problems.isEmpty, "\(file) on \(platform): \(problems.joined(separator: "; "))")
        }
    }

    /// The probe can fail: a name the file does not export, asked for, is reported.
    @Test func theProbeReportsAMissingName() throws {
        var list = try DeepImportList.load("notifee.txt")
        list.files = [("dist/types/Notification", ["EventType": "EventType", "AndroidImportance": "AndroidImportance"])]
        let f = try TemporaryFolder(["probe.js": list.probe])
        let result = try JSHost.run(["run", "probe.js", "--json"], in: f.url)
        let message = try #require(result.effects("log").first?["message"] as? String, "\(result.stderr)")
        #expect(message.contains("dist/types/Notification lacks AndroidImportance"), "\(message)")
    }

    // MARK: An app's code, as written

    @Test func anAppsNotificationsFileImportsEnumsByPathUnderRun() throws {
        let run = try JSHost.run(["run", "src/notifications.ts", "--push", "order-push.json", "--platform", "android", "--tap", "track", "--json"],
                                 in: Self.app, timeout: 120)
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        let display = try #require(run.effects("display").first, "\(run.stdout)")
        #expect(display["notification"] as? String == "order-81")
        #expect(display["channel"] as? String == "orders")
        let logs = run.effects("log").compactMap { $0["message"] as? String }
        #expect(logs == ["importance 4 style 1, same as the root: true", "track order 81"], "\(logs)")
    }

    @Test func aJestTestImportsTheSameEnumsByPath() throws {
        let result = try JSHost.run(["test", "--ci"], in: Self.app, timeout: 120)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("4 passed, 0 failed"), "\(result.stdout)")
    }

    @Test func aNameTheFileDoesNotExportIsUndefinedAsBabelGivesIt() throws {
        let f = try TemporaryFolder(["app.ts": """
            import { AndroidImportance, EventType } from '@notifee/react-native/dist/types/NotificationAndroid';
            import scheduleNotificationAsync, { scheduleNotificationAsync as named } from 'expo-notifications/build/scheduleNotificationAsync';
            console.log(`${AndroidImportance.HIGH} ${typeof EventType} ${typeof scheduleNotificationAsync} ${typeof named}`);
            """])
        let run = try JSHost.run(["run", "app.ts", "--json"], in: f.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.effects("log").first?["message"] as? String == "4 undefined function undefined", "\(run.stdout)")
    }

    /// Installed, the package is still the built-in at its root, so a known path is too (one
    /// enum object), checked as the package is; a path jshost does not know loads the
    /// installed file.
    @Test func withThePackageInstalledKnownPathsStayTheBuiltInAndOthersLoadTheFile() throws {
        let manifest = "node_modules/@notifee/react-native/package.json"
        let f = try TemporaryFolder([
            "package.json": #"{"name": "app", "dependencies": {"@notifee/react-native": "^9.1.8"}}"#,
            manifest: #"{"name": "@notifee/react-native", "version": "9.1.8", "main": "dist/index.js"}"#,
            "node_modules/@notifee/react-native/dist/index.js": "exports.fromTheFile = true;\n",
            "node_modules/@notifee/react-native/dist/types/NotificationAndroid.js": "exports.AndroidImportance = { HIGH: 'from the file' };\n",
            "node_modules/@notifee/react-native/dist/utils/index.js": "exports.isNull = (value) => value === null;\n",
            "app.js": """
                const root = require('@notifee/react-native');
                const { AndroidImportance } = require('@notifee/react-native/dist/types/NotificationAndroid');
                const { isNull } = require('@notifee/react-native/dist/utils');
                console.log(`${AndroidImportance === root.AndroidImportance} ${AndroidImportance.HIGH} ${isNull(null)}`);
                """,
        ])
        let run = try JSHost.run(["run", "app.js", "--json"], in: f.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.effects("log").first?["message"] as? String == "true 4 true", "\(run.stdout)")
        try f.write(manifest, #"{"name": "@notifee/react-native", "version": "5.7.0", "main": "dist/index.js"}"#)
        try f.write("app.js", "require('@notifee/react-native/dist/types/NotificationAndroid');\n")
        let other = try JSHost.run(["run", "app.js"], in: f.url)
        #expect(other.status == 1)
        #expect(other.stderr.contains("@notifee/react-native 5.7.0 is installed") && other.stderr.contains("7.x–9.x"), "\(other.stderr)")
    }

    @Test func anUnknownPathNamesThePackageThePathAndTheKnownPaths() throws {
        let f = try TemporaryFolder([
            "app.js": "const { validateNotification } = require('@notifee/react-native/dist/validators/validateNotification');\n",
            "__tests__/app.test.js": "test('loads', () => { require('../app'); });\n",
            "package.json": #"{"name": "app"}"#,
        ])
        let run = try JSHost.run(["run", "app.js"], in: f.url)
        #expect(run.status == 1)
        for part in ["Cannot find module '@notifee/react-native/dist/validators/validateNotification'", "app.js:1",
                     "jshost simulates @notifee/react-native", "dist/types/NotificationAndroid", "src/types/Trigger",
                     "--map @notifee/react-native/dist/validators/validateNotification=./stand-in.js"] {
            #expect(run.stderr.contains(part), "\(part) in \(run.stderr)")
        }
        let test = try JSHost.run(["test", "--ci"], in: f.url, timeout: 120)
        #expect(test.status == 1)
        #expect(test.stdout.contains("jshost simulates @notifee/react-native") || test.stderr.contains("jshost simulates @notifee/react-native"),
                "\(test.stdout)\n\(test.stderr)")
    }
}
