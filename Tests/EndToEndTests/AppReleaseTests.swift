import Foundation
import Testing

/// The releases apps use (docs/surfaces.md, "Which versions each surface simulates"): a
/// surface that simulates two APIs of its package follows the one of the app's installed or
/// declared release — react-native-onesignal 4.x beside 5.x, expo-notifications' type-less
/// triggers before SDK 52 — on the apps of Tests/Fixtures/bundle-world, each run with `run`,
/// `categories` and `matrix`.
@Suite struct AppReleaseTests {
    static func app(_ name: String) -> URL { BundleWorldTests.app(name) }
    func logs(_ result: JSHostResult) -> [String] { result.effects("log").compactMap { $0["message"] as? String } }

    // MARK: react-native-onesignal 4.x

    @Test(arguments: ["ios", "android"])
    func aOneSignal4AppCompletesForegroundEventsAndGetsOpenedEvents(_ platform: String) throws {
        let result = try JSHost.run(["run", "index.js", "--events", "events.ndjson", "--platform", platform, "--json"],
                                    in: Self.app("onesignal4-app"))
        #expect(result.status == 0, "\(result.stderr)")
        let messages = logs(result)
        // Both foreground pushes reach the will-show handler; complete(notification) shows
        // os-a, complete() silences os-b; os-c arrives in the background and is shown by the SDK.
        #expect(messages.contains("will show in foreground: os-a Flash sale"), "\(messages)")
        #expect(messages.contains("will show in foreground: os-b Sync"), "\(messages)")
        #expect(result.effects("display").compactMap { $0["notification"] as? String } == ["os-a", "os-c"])
        // The opened handler gets {notification, action}: a button is type 1 with its id
        // (iOS `actionID`, Android `actionId`), a tap on the notification type 0.
        #expect(messages.contains("opened: os-c type 1 button shop"), "\(messages)")
        #expect(messages.contains("opened: os-a type 0 button none"), "\(messages)")
        let values = result.effects("handler").compactMap { $0["result"] as? [String: Any] }
        #expect(values.map { $0["screen"] as? String } == ["cart", "offers"], "\(values)")
        #expect(messages.contains("Prompt response: true") && messages.contains("subscribed: true"), "\(messages)")
    }

    @Test func aOneSignal4EventNotCompletedStaysHeldAndA5AppIsNotAffected() throws {
        let f = try TemporaryFolder([
            "package.json": #"{"dependencies": {"react-native": "0.72.6"}}"#,
            "node_modules/react-native-onesignal/package.json": #"{"name": "react-native-onesignal", "version": "4.5.4", "main": "dist/index.js"}"#,
            "node_modules/react-native-onesignal/dist/index.js": "throw new Error('needs the native module');",
            "index.js": """
            import OneSignal, { NotificationReceivedEvent } from 'react-native-onesignal';
            OneSignal.setAppId('app');
            console.log(typeof OneSignal.setNotificationOpenedHandler, typeof NotificationReceivedEvent, typeof OneSignal.initialize);
            let held;
            OneSignal.setNotificationWillShowInForegroundHandler((e) => { held = e; });
            setTimeout(() => { held.complete(held.getNotification()); held.complete(); }, 1000);
            """,
            "p.json": #"{"aps": {"alert": "Hi"}, "custom": {"i": "os-9"}}"#,
        ])
        let early = try JSHost.run(["run", "index.js", "--push", "p.json", "--app-state", "foreground", "--json"], in: f.url)
        #expect(early.status == 0, "\(early.stderr)")
        #expect(logs(early).first { !$0.hasPrefix("[OneSignal]") } == "function function undefined", "\(logs(early))")
        let late = try JSHost.run(["run", "index.js", "--events", "-", "--json"], in: f.url, stdin: """
            {"appState": "foreground"}
            {"push": {"aps": {"alert": "Hi"}, "custom": {"i": "os-9"}}}
            {"advance": 1000}
            """)
        #expect(late.status == 0, "\(late.stderr)")
        // Shown once, when the handler completed it (a second complete finds nothing).
        #expect(late.effects("display").compactMap { $0["notification"] as? String } == ["os-9"], "\(late.stdout)")
        // The same app on 5.x has the 5.x namespace and no default export of 4.x.
        try f.write("node_modules/react-native-onesignal/package.json", #"{"name": "react-native-onesignal", "version": "5.2.0", "main": "dist/index.js"}"#)
        try f.write("index.js", "import * as sdk from 'react-native-onesignal';\nconsole.log(typeof sdk.OneSignal.initialize, typeof sdk.default);\n")
        let five = try JSHost.run(["run", "index.js", "--json"], in: f.url)
        #expect(logs(five) == ["function undefined"], "\(five.stdout) \(five.stderr)")
    }

    @Test func theOneSignal4AppListsItsCategoriesAndRunsInTheMatrix() throws {
        let categories = try JSHost.run(["categories", "index.js", "--platform", "ios"], in: Self.app("onesignal4-app"))
        #expect(categories.status == 0, "\(categories.stderr)")
        let matrix = try JSHost.run(["matrix", "index.js", "--push", "push.json", "--json"], in: Self.app("onesignal4-app"))
        #expect(matrix.status == 0, "\(matrix.stderr)")
        // In the foreground the 4.x handler holds and shows it; the rule says which API's.
        #expect(matrix.stdout.contains("onesignal4.willShowInForeground"), "\(matrix.stdout)")
        #expect(!matrix.stdout.contains("onesignal.foregroundWillDisplay"), "\(matrix.stdout)")
    }

    // MARK: expo-notifications before SDK 52

    @Test func anExpoSDK50AppSchedulesTypelessTriggersAsItsReleaseInfersThem() throws {
        let result = try JSHost.run(["run", "lib/reminders.js", "--json"], in: Self.app("expo-sdk50-app"))
        #expect(result.status == 0, "\(result.stderr)")
        let messages = logs(result)
        #expect(messages.contains(#"Stretch {"type":"timeInterval","seconds":60,"repeats":false}"#), "\(messages)")
        #expect(messages.contains(#"Water {"type":"timeInterval","seconds":1200,"repeats":true}"#), "\(messages)")
        #expect(messages.contains(#"Standup {"type":"daily","hour":9,"minute":30}"#), "\(messages)")
        #expect(messages.contains(#"Review {"type":"weekly","weekday":2,"hour":17,"minute":0}"#), "\(messages)")
        #expect(messages.contains { $0.hasPrefix(#"Call back {"type":"date","value":"#) }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("refused: Could not have inferred the notification trigger type") }, "\(messages)")
        // The declared ~0.27.6 is a simulated release: no warning about it.
        #expect(!result.effects("warning").contains { ($0["message"] as? String)?.contains("declares") == true }, "\(result.effects("warning"))")
    }

    @Test func theSameTriggersAreRefusedFromSDK52OnAndTheRenumberedReleasesAreSDK52s() throws {
        for declared in ["~0.29.8", "~57.0.11", "^55.0.0"] {
            let f = try TemporaryFolder([
                "package.json": #"{"dependencies": {"expo": "~55.0.0", "expo-notifications": "\#(declared)"}}"#,
                "a.js": "import * as N from 'expo-notifications';\nN.scheduleNotificationAsync({content: {title: 'x'}, trigger: {seconds: 60}}).catch((e) => console.log('refused:', e.message));\n",
            ])
            let result = try JSHost.run(["run", "a.js", "--json"], in: f.url)
            #expect(logs(result).first?.hasPrefix("refused: The `trigger` object you provided is invalid. It needs to contain a `type`") == true,
                    "\(declared): \(result.stdout) \(result.stderr)")
            // Not "another release": no warning about the declared range.
            #expect(result.effects("warning").isEmpty, "\(declared): \(result.effects("warning"))")
        }
    }

    @Test func anInstalledSDK51ReleaseTakesTheTypelessShapesToo() throws {
        let f = try TemporaryFolder([
            "package.json": #"{"dependencies": {"expo-notifications": "*"}}"#,
            "node_modules/expo-notifications/package.json": #"{"name": "expo-notifications", "version": "0.28.19", "main": "build/index.js"}"#,
            "node_modules/expo-notifications/build/index.js": "throw new Error('needs the native module');",
            "a.js": """
            import * as N from 'expo-notifications';
            const show = async (trigger) => { const id = await N.scheduleNotificationAsync({content: {title: 't'}, trigger});
              const all = await N.getAllScheduledNotificationsAsync(); return JSON.stringify(all.find((n) => n.request ? n.request.identifier === id : n.identifier === id).trigger); };
            (async () => {
              console.log(await show({ day: 24, month: 11, hour: 8, minute: 0, repeats: true }));
              console.log((await show({ date: Date.now() + 5000 })).startsWith('{"type":"date"'));
              try { await show({ hour: 25, minute: 0, repeats: true }); } catch (e) { console.log(e.name + ': ' + e.message); }
            })();
            """,
        ])
        let result = try JSHost.run(["run", "a.js", "--json"], in: f.url)
        #expect(logs(result) == [#"{"type":"yearly","month":11,"day":24,"hour":8,"minute":0}"#, "true",
                                 "RangeError: The hour parameter needs to be between 0 and 23. Found: 25"], "\(result.stdout) \(result.stderr)")
    }

    @Test func theExpoSDK50AppListsItsCategoriesAndRunsInTheMatrix() throws {
        let categories = try JSHost.run(["categories", "lib/reminders.js", "--platform", "android"], in: Self.app("expo-sdk50-app"))
        #expect(categories.status == 0, "\(categories.stderr)")
        let matrix = try JSHost.run(["matrix", "lib/reminders.js", "--push", "../onesignal4-app/push.json", "--json"], in: Self.app("expo-sdk50-app"))
        #expect(matrix.status == 0, "\(matrix.stderr)")
    }
}

/// What a web app's bundler config puts into its code (docs/modules.md, "Values the build
/// puts in"): Vite's `define`, webpack's DefinePlugin and EnvironmentPlugin, Angular's
/// fileReplacements as `ng serve` applies them — each app run with `run`, `categories` and
/// `matrix`.
@Suite struct BundlerConfigTests {
    static func app(_ name: String) -> URL { BundleWorldTests.app(name) }
    func logs(_ result: JSHostResult) -> [String] { result.effects("log").compactMap { $0["message"] as? String } }
    func warnings(_ result: JSHostResult) -> [String] { result.effects("warning").compactMap { $0["message"] as? String } }

    @Test func viteDefineLiteralsAreTheAppsGlobalsAndImportMetaEnv() throws {
        let app = Self.app("vite-define-app")
        let result = try JSHost.run(["run", "src/push.ts", "--push", "push.json", "--app-state", "foreground", "--json"], in: app,
                                    environment: ["API_BASE": "http://host-value"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(logs(result).prefix(2) == ["version 2.4.1, topic orders, sentry false, channel beta, api https://api.example.com", "built undefined, npm 2.4.1"],
                "\(logs(result))")
        #expect(logs(result).contains("[orders] Order shipped -> https://api.example.com/orders/A17"), "\(logs(result))")
        // The one entry that needs the config to run is named with its line, once.
        let named = warnings(result).filter { $0.contains("vite.config.ts:17: define's __BUILD_TIME__ is not a literal (JSON.stringify(new Date().toISOString()))") }
        #expect(named.count == 1, "\(warnings(result))")
        #expect(try JSHost.run(["categories", "src/push.ts"], in: app).status == 0)
        let matrix = try JSHost.run(["matrix", "src/push.ts", "--push", "push.json"], in: app)
        #expect(matrix.status == 0 && matrix.stdout.contains("[orders] Order shipped"), "\(matrix.stdout) \(matrix.stderr)")
    }

    @Test func webpackDefinePluginAndEnvironmentPluginDefaults() throws {
        let app = Self.app("webpack-app")
        let result = try JSHost.run(["run", "src/index.js", "--push", "push.json", "--open", "--json"], in: app,
                                    environment: ["SENTRY_DSN": "https://host-dsn", "APP_FLAVOR": "host"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(logs(result).first == "version 5fa3b9, production false, server https://push.example.com, flavor staging, debug false, dsn undefined",
                "\(logs(result))")
        #expect(logs(result).contains("open https://push.example.com/m/m-9"))
        #expect(warnings(result).contains { $0.contains("webpack.config.js:17: EnvironmentPlugin's SENTRY_DSN takes its value from the environment") },
                "\(warnings(result))")
        #expect(try JSHost.run(["categories", "src/index.js"], in: app).status == 0)
        let matrix = try JSHost.run(["matrix", "src/index.js", "--push", "push.json", "--tap", "default", "--json"], in: app)
        #expect(matrix.status == 0 && matrix.stdout.contains("open https://push.example.com/m/m-9"), "\(matrix.stdout) \(matrix.stderr)")
    }

    @Test func angularEnvironmentIsTheFileNgServeReplacesItWith() throws {
        let app = Self.app("ionic-angular-app")
        let result = try JSHost.run(["run", "src/app/push.service.ts", "--push", "push.json", "--open", "--json"], in: app)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(logs(result).first == "production false, api http://localhost:8100", "\(logs(result))")
        #expect(logs(result).contains("open http://localhost:8100/threads/t-3"))
        #expect(try JSHost.run(["categories", "src/app/push.service.ts"], in: app).status == 0)
        let matrix = try JSHost.run(["matrix", "src/app/push.service.ts", "--push", "push.json", "--tap", "default", "--json"], in: app)
        #expect(matrix.status == 0 && matrix.stdout.contains("open http://localhost:8100/threads/t-3"), "\(matrix.stdout) \(matrix.stderr)")
        // Without a replacement for the serve configuration, environment.ts itself is loaded;
        // a replacement that does not exist is named as angular.json's.
        let f = try TemporaryFolder([
            "package.json": #"{"dependencies": {"@ionic/angular": "^8.0.0"}}"#,
            "angular.json": #"{"projects": {"app": {"architect": {"build": {"configurations": {"development": {"fileReplacements": [{"replace": "src/env.ts", "with": "src/env.dev.ts"}]}}}, "serve": {"defaultConfiguration": "production", "configurations": {"production": {"buildTarget": "app:build:production"}, "development": {"buildTarget": "app:build:development"}}}}}}}"#,
            "src/env.ts": "export const env = 'prod';\n",
            "src/main.ts": "import { env } from './env';\nconsole.log(env);\n",
        ])
        let production = try JSHost.run(["run", "src/main.ts"], in: f.url)
        #expect(production.stdout == "prod\n", "\(production.stdout) \(production.stderr)")
        try f.write("angular.json", #"{"projects": {"app": {"architect": {"build": {"configurations": {"development": {"fileReplacements": [{"replace": "src/env.ts", "with": "src/env.dev.ts"}]}}}, "serve": {"defaultConfiguration": "development", "configurations": {"development": {"buildTarget": "app:build:development"}}}}}}}"#)
        let missing = try JSHost.run(["run", "src/main.ts"], in: f.url)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("angular.json's fileReplacements replace \(f.path("src/env.ts")) with \(f.path("src/env.dev.ts")), which does not exist"), "\(missing.stderr)")
    }
}

/// Flow files as Metro's Babel reads them, through Debian's flow-remove-types: what it
/// cannot read is named by construct and line (docs/modules.md, "Flow").
@Suite struct FlowSyntaxTests {
    @Test func aNewerFlowConstructInAPackageIsNamedWithItsLine() throws {
        let app = BundleWorldTests.app("flow-lib-app")
        let result = try JSHost.run(["run", "index.js"], in: app)
        #expect(result.status == 1)
        let file = app.path + "/node_modules/react-native-channel-kit/src/urgency.js"
        #expect(result.stderr.contains("\(file):7: this Flow file uses a type guard (x is T) — `export function isUrgent(channel: mixed): channel is Channel {`"),
                "\(result.stderr)")
        #expect(result.stderr.contains("--map NAME=./path/to/file.js"))
        let categories = try JSHost.run(["categories", "index.js"], in: app)
        #expect(categories.status != 0 && categories.stderr.contains("urgency.js:7: this Flow file uses a type guard"), "\(categories.stderr)")
    }

    @Test(arguments: [
        ("export type Keys = keyof Channel;", "the keyof type operator"),
        ("export enum Status {Active, Off}", "a Flow enum"),
        ("const n = (input: any) as number;", "an `as` type cast"),
        ("export type Pick<T> = T extends string ? 1 : 2;", "a conditional type"),
        ("export type Flags = {[K in Keys]: boolean};", "a mapped type"),
        ("export component Badge(count: number) { return null; }", "component syntax"),
        ("export hook useBadge(count: number) { return count; }", "hook syntax"),
        ("export const size = (c: ?Channel): number => c?.id.length ?? 0;", "optional chaining (`?.`)"),
    ])
    func eachNewerConstructIsNamed(_ snippet: String, _ construct: String) throws {
        let f = try TemporaryFolder([
            "package.json": #"{"dependencies": {"react-native": "0.76.5"}}"#,
            "lib.js": "/**\n * @flow\n */\ntype Channel = {id: string};\n\(snippet)\nexport const ok = 1;\n",
            "index.js": "import {ok} from './lib';\nconsole.log(ok);\n",
        ])
        let result = try JSHost.run(["run", "index.js"], in: f.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(f.path("lib.js")):5: this Flow file uses \(construct)"), "\(result.stderr)")
    }

    @Test func olderFlowSyntaxLoadsAlsoInTheEntryFile() throws {
        let f = try TemporaryFolder([
            "package.json": #"{"dependencies": {"react-native": "0.76.5"}}"#,
            "index.js": """
            // @flow
            import type {Node} from 'react';
            export type Props = $ReadOnly<{| title: string, count?: ?number |}>;
            function label(p: Props): string { return p.title + ' ' + String(p.count || 0); }
            console.log(label({title: 'inbox', count: 3}));
            """,
        ])
        let result = try JSHost.run(["run", "index.js"], in: f.url)
        #expect(result.status == 0 && result.stdout == "inbox 3\n", "\(result.stdout) \(result.stderr)")
    }
}

/// A package that is not installed: the error gives the one `--map` line, and the stand-in
/// it describes, that lets the run go on (docs/modules.md, "A package that is not installed").
@Suite struct MissingPackageSuggestionTests {
    @Test func theSuggestedMapLineAndStandInLetTheRunGoOn() throws {
        let f = try TemporaryFolder([
            "package.json": #"{"dependencies": {"react-native": "0.76.5", "react-native-toast-message": "^2.2.0"}}"#,
            "src/notify.js": """
            import Toast, { BaseToast } from 'react-native-toast-message';
            import { getFirestore as firestore, doc } from '@react-native-firebase/firestore';
            export function onMessage(m) { Toast.show && Toast.show({ text1: m }); return [typeof BaseToast, typeof firestore, typeof doc]; }
            console.log(onMessage('hi').join(' '));
            """,
        ])
        var arguments = ["run", "src/notify.js"]
        // Two missing: both are listed at once, each at its import's line (the first day's list).
        let both = try JSHost.run(arguments, in: f.url)
        #expect(both.status == 1)
        #expect(both.stderr.contains("react-native-toast-message        imported from src/notify.js:1"), "\(both.stderr)")
        #expect(both.stderr.contains("@react-native-firebase/firestore  imported from src/notify.js:2"), "\(both.stderr)")
        // One stand-in given by hand; the one left missing gets its own --map line and stand-in.
        try f.write("stand-ins/firestore.js", "export function getFirestore() {} export function doc() {}")
        arguments += ["--map", "@react-native-firebase/firestore=./stand-ins/firestore.js"]
        let (name, source, reason) = ("react-native-toast-message", "export default {}; export function BaseToast() {}", "what notify.js imports: its default export and BaseToast")
        let one = try JSHost.run(arguments, in: f.url)
        #expect(one.status == 1)
        let line = "--map \(name)=./stand-ins/\(name).js"
        #expect(one.stderr.contains("or let the run go on with a stand-in: \(line) where that file is `\(source)` (\(reason))"), "\(one.stderr)")
        // Writing that file and adding that line is all it takes to go past this import.
        try f.write("stand-ins/\(name).js", source)
        arguments += line.split(separator: " ").map(String.init)
        let result = try JSHost.run(arguments, in: f.url)
        #expect(result.status == 0 && result.stdout == "function function function\n", "\(result.stdout) \(result.stderr)")
    }
}
