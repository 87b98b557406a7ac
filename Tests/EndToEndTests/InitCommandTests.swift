import Foundation
import Testing

/// `jshost init` in an app's folder: what it finds, what it writes, and that the first test it
/// writes runs the app's own notification code and passes.
@Suite struct InitCommandTests {
    static func copy(_ example: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder([:])
        let source = JSHost.repository.appendingPathComponent("Examples/\(example)")
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: folder.url.appendingPathComponent(name))
        }
        return folder
    }

    @Test func anExpoAppGetsAnExpoPayloadAndAPassingFirstTest() throws {
        let app = try Self.copy("expo")
        try Data(#"{"name":"a","main":"index.js","dependencies":{"expo":"~52.0.0","expo-notifications":"~0.29.0"}}"#.utf8)
            .write(to: app.url.appendingPathComponent("package.json"))
        let result = try JSHost.run(["init"], in: app.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Expo app using expo-notifications (payload format: expo)\nnotification entry: index.js\n"), "\(result.stdout)")
        #expect(result.stdout.contains("wrote jshost/payload.json\nwrote jshost/notifications.test.js\nwrote jshost/jshost.d.ts\n"))
        #expect(result.stdout.contains("jshost run index.js --push jshost/payload.json"))
        let payload = try String(contentsOf: app.url.appendingPathComponent("jshost/payload.json"), encoding: .utf8)
        #expect(payload.contains("ExponentPushToken["))
        // The payload is one the app's library receives: run shows it.
        let run = try JSHost.run(["run", "index.js", "--push", "jshost/payload.json"], in: app.url)
        #expect(run.stdout.contains("display (ios) \"Hello from jshost\""), "\(run.stdout)\(run.stderr)")
        let test = try JSHost.run(["test", "jshost/"], in: app.url, timeout: 120)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect(test.stdout.contains("ios background: shown"), "\(test.stdout)")
        #expect(test.stdout.hasSuffix("1 passed, 0 failed\n"), "\(test.stdout)")
        // A second init keeps what is there.
        let again = try JSHost.run(["init"], in: app.url)
        #expect(again.stdout.contains("kept jshost/payload.json (it exists; --force rewrites it)"))
    }

    @Test func aReactNativeAppWithAliasesFindsItsNotificationFile() throws {
        let app = try Self.copy("react-native-app")
        let result = try JSHost.run(["init"], in: app.url)
        #expect(result.stdout.hasPrefix("React Native app using @react-native-firebase/messaging, @notifee/react-native (payload format: fcm)\nnotification entry: src/notifications.ts"), "\(result.stdout)")
        let payload = try String(contentsOf: app.url.appendingPathComponent("jshost/payload.json"), encoding: .utf8)
        #expect(payload.contains("\"message\""))
        let test = try JSHost.run(["test", "jshost/"], in: app.url, timeout: 180)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
    }

    /// An Expo app before `npm install` (Tests/Fixtures/first-day/expo-app): init adds the one
    /// key that stands in for the packages the entry imports that are neither installed nor
    /// simulated, in place (the rest of package.json as it was), so the run it suggests reaches
    /// the app; a package.json that is a link is not written through (the key is printed).
    @Test func theStubKeyIsAddedSoTheSuggestedRunReachesTheApp() throws {
        let folder = try TemporaryFolder([:])
        let source = JSHost.repository.appendingPathComponent("Tests/Fixtures/first-day/expo-app")
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: folder.url.appendingPathComponent(name))
        }
        let manifest = folder.url.appendingPathComponent("package.json")
        let before = try String(contentsOf: manifest, encoding: .utf8)
        // @react-navigation/native is built in (docs/surfaces.md, "Navigation"): one package left.
        let key = #""jshost": {"stub": ["react-native-safe-area-context"]}"#
        let dry = try JSHost.run(["init", "--dry-run"], in: folder.url, timeout: 120)
        #expect(dry.stdout.contains("would add to package.json: \(key)\n"), "\(dry.stdout)\(dry.stderr)")
        #expect(try String(contentsOf: manifest, encoding: .utf8) == before)
        let result = try JSHost.run(["init"], in: folder.url, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("""
            index.ts imports 1 package neither installed nor simulated by jshost (react-native-safe-area-context): \
            each stands in inertly with this key, until npm install
            added to package.json: \(key)

            """), "\(result.stdout)")
        // The file as it was, the key its last member at the file's indentation.
        let after = try String(contentsOf: manifest, encoding: .utf8)
        #expect(after == String(before.dropLast(3)) + ",\n  \(key)\n}\n", "\(after)")
        let run = try JSHost.run(["run", "index.ts", "--push", "jshost/payload.json"], in: folder.url, timeout: 120)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("display (ios) \"Hello from jshost\""), "\(run.stdout)\(run.stderr)")
        // Once the key stands in, a second init has nothing to add.
        let again = try JSHost.run(["init"], in: folder.url, timeout: 120)
        #expect(!again.stdout.contains("package.json"), "\(again.stdout)")
        // A package.json that is a link: the key is printed, the file it leads to untouched.
        let real = folder.url.appendingPathComponent("real-package.json")
        try FileManager.default.removeItem(at: manifest)
        try before.write(to: real, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: manifest.path, withDestinationPath: "real-package.json")
        let linked = try JSHost.run(["init"], in: folder.url, timeout: 120)
        #expect(linked.stdout.contains("package.json is a link, which jshost does not write through: add it yourself:\n  \(key)\n"),
                "\(linked.stdout)")
        #expect(try String(contentsOf: real, encoding: .utf8) == before)
    }

    /// The payload init writes names the category the app registers (in an effect, as Expo's
    /// docs do), so the `--tap` on a button that the first day's README suggests reaches it.
    @Test func thePayloadNamesTheCategoryTheAppRegisters() throws {
        let folder = try TemporaryFolder([:])
        let source = JSHost.repository.appendingPathComponent("Tests/Fixtures/first-day/expo-app")
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where name != "payload.json" {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: folder.url.appendingPathComponent(name))
        }
        let result = try JSHost.run(["init"], in: folder.url, timeout: 120)
        #expect(result.stdout.contains("payload: names the app's category \"message\", so --tap takes its buttons\n"), "\(result.stdout)\(result.stderr)")
        let payload = try String(contentsOf: folder.url.appendingPathComponent("jshost/payload.json"), encoding: .utf8)
        #expect(payload.contains("\"categoryId\": \"message\""), "\(payload)")
        let tap = try JSHost.run(["run", "index.ts", "--push", "jshost/payload.json", "--tap", "reply", "--text", "hi"], in: folder.url, timeout: 120)
        #expect(tap.status == 0, "\(tap.stderr)")
        #expect(tap.stdout.contains("tapped reply on thread"), "\(tap.stdout)")

        // An APNs app (Capacitor) whose action types are registered at load.
        let capacitor = try TemporaryFolder([
            "package.json": #"{"dependencies": {"@capacitor/core": "^6.0.0", "@capacitor/push-notifications": "^6.0.0", "@capacitor/local-notifications": "^6.0.0"}}"#,
            "src/push.js": """
            import { PushNotifications } from '@capacitor/push-notifications';
            import { LocalNotifications } from '@capacitor/local-notifications';
            LocalNotifications.registerActionTypes({ types: [{ id: 'CHAT_MSG', actions: [{ id: 'reply', title: 'Reply', input: true }] }] });
            PushNotifications.addListener('pushNotificationActionPerformed', (a) => console.log('action', a.actionId));
            """,
        ])
        let apns = try JSHost.run(["init"], in: capacitor.url, timeout: 120)
        #expect(apns.stdout.contains("payload: names the app's category \"CHAT_MSG\""), "\(apns.stdout)\(apns.stderr)")
        let apnsPayload = try String(contentsOf: capacitor.url.appendingPathComponent("jshost/payload.json"), encoding: .utf8)
        #expect(apnsPayload.contains("\"category\": \"CHAT_MSG\""), "\(apnsPayload)")
        let apnsTap = try JSHost.run(["run", "src/push.js", "--push", "jshost/payload.json", "--tap", "reply", "--text", "hi"], in: capacitor.url, timeout: 120)
        #expect(apnsTap.stdout.contains("action reply"), "\(apnsTap.stdout)\(apnsTap.stderr)")
    }

    @Test func notAnAppFolderIsAUsageError() throws {
        let empty = try TemporaryFolder(["x.txt": "x"])
        let result = try JSHost.run(["init"], in: empty.url)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("jshost: no package.json or config.xml in "), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: empty.url.appendingPathComponent("jshost").path))
    }

    @Test func aLinkInTheWayIsNeverWrittenThrough() throws {
        let app = try TemporaryFolder(["package.json": #"{"dependencies":{"@capacitor/core":"6","@capacitor/push-notifications":"6"}}"#,
                                       "src/push.js": "import { PushNotifications } from '@capacitor/push-notifications';\n",
                                       "outside.txt": "keep me"])
        try FileManager.default.createDirectory(at: app.url.appendingPathComponent("jshost"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: app.url.appendingPathComponent("jshost/payload.json").path,
                                                   withDestinationPath: app.url.appendingPathComponent("outside.txt").path)
        let result = try JSHost.run(["init", "--force"], in: app.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("kept jshost/payload.json"))
        #expect(try String(contentsOf: app.url.appendingPathComponent("outside.txt"), encoding: .utf8) == "keep me")
        #expect(result.stdout.contains("Capacitor app using @capacitor/push-notifications (payload format: apns)\nnotification entry: src/push.js"), "\(result.stdout)")
    }

    /// An Expo app written as Expo's docs write it: index.ts registers the root, App.tsx adds its
    /// listeners in a useEffect. init picks index.ts, so the run mounts the app and the listeners exist.
    @Test func theFileThatRegistersTheRootIsTheEntry() throws {
        let app = try TemporaryFolder([
            "package.json": #"{"name":"trial","main":"index.ts","dependencies":{"expo":"~52.0.0","expo-notifications":"~0.29.0","react":"18.3.1","react-native":"0.76.0"}}"#,
            "index.ts": "import { registerRootComponent } from 'expo';\nimport App from './App';\nregisterRootComponent(App);\n",
            "App.tsx": """
            import { useEffect } from 'react';
            import { Text } from 'react-native';
            import * as Notifications from 'expo-notifications';
            Notifications.setNotificationHandler({ handleNotification: async () => ({ shouldShowAlert: true, shouldPlaySound: false, shouldSetBadge: false }) });
            export default function App() {
              useEffect(() => {
                const received = Notifications.addNotificationReceivedListener((n) => console.log('received', n.request.content.title));
                return () => received.remove();
              }, []);
              return <Text>hi</Text>;
            }

            """,
        ])
        let result = try JSHost.run(["init"], in: app.url)
        #expect(result.stdout.contains("notification entry: index.ts (it registers the app's root, so the listeners its components add exist); the libraries are imported by: App.tsx\n"), "\(result.stdout)")
        #expect(result.stdout.contains("jshost run index.ts --push jshost/payload.json"))
        let run = try JSHost.run(["run", "index.ts", "--push", "jshost/payload.json", "--app-state", "foreground"], in: app.url)
        #expect(run.stdout.contains("received Hello from jshost\n"), "\(run.stdout)\(run.stderr)")
        let test = try JSHost.run(["test", "jshost/"], in: app.url, timeout: 120)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
    }
}
