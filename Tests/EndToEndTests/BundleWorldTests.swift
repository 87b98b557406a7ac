import Foundation
import Testing

/// What the phone's bundle and React Native's start-up give an app's code (docs/modules.md,
/// "What the bundle gives the app"), on the apps of Tests/Fixtures/bundle-world, each run with
/// `run`, `categories` and `matrix`.
@Suite struct BundleWorldTests {
    static let folder = JSHost.repository.appendingPathComponent("Tests/Fixtures/bundle-world")
    static func app(_ name: String) -> URL { folder.appendingPathComponent(name) }
    func logs(_ result: JSHostResult) -> [String] { result.effects("log").compactMap { $0["message"] as? String } }

    // MARK: React Native's start-up globals

    @Test func aCrashReporterInstalledWithErrorUtilsSeesEveryUncaughtError() throws {
        let result = try JSHost.run(["run", "index.js", "--push", "push.json", "--tap", "open", "--app-state", "foreground",
                                     "--fake-time", "--json"], in: Self.app("crash-reporter"))
        let messages = logs(result)
        #expect(messages.first == "dev build, worker undefined, product ReactNative", "\(messages) \(result.stderr)")
        // A throw in a requestAnimationFrame callback (run after the tap) and one in a timer both
        // reach the app's handler, as fatal errors, as on the phone.
        #expect(messages.contains("frame at number"))
        #expect(messages.contains("[crash] fatal: analytics failed for n1"))
        #expect(messages.contains("[crash] fatal: rethrow: config missing"))
        // Only the error the handler passed on to React Native's default handler is jshost's error.
        let errors = result.effects("error")
        #expect(errors.count == 1, "\(errors)")
        #expect((errors.first?["message"] as? String)?.contains("rethrow: config missing") == true)
        #expect(result.status == 1)
    }

    @Test func anErrorTheHandlerSwallowsEndsTheRunWell() throws {
        let f = try TemporaryFolder([
            "package.json": #"{"dependencies": {"react-native": "0.79.2"}}"#,
            "index.js": """
            ErrorUtils.setGlobalHandler((e, fatal) => console.log('reported', e.message, fatal));
            setTimeout(() => { throw new Error('late'); }, 5);
            ErrorUtils.reportError(new Error('soft'));
            console.log(ErrorUtils.applyWithGuard((a, b) => a + b, null, [1, 2]), ErrorUtils.inGuard(),
                        typeof ErrorUtils.guard(() => { throw new Error('guarded'); }));
            ErrorUtils.guard(() => { throw new Error('guarded'); })();
            throw new Error('at load');
            """,
        ])
        let result = try JSHost.run(["run", "index.js", "--fake-time"], in: f.url)
        #expect(result.stdout == "reported soft false\n3 false function\nreported guarded false\nreported at load true\nreported late true\n",
                "\(result.stdout) \(result.stderr)")
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aThrowInTheGlobalHandlerIsReportedAsTheHandlers() throws {
        let f = try TemporaryFolder([
            "package.json": #"{"dependencies": {"react-native": "0.73.6"}}"#,
            "index.js": "ErrorUtils.setGlobalHandler(() => { throw new Error('reporter broke'); });\nthrow new Error('first');\n",
        ])
        let result = try JSHost.run(["run", "index.js", "--json"], in: f.url)
        let errors = result.effects("error")
        #expect(errors.count == 1, "\(errors)")
        #expect((errors.first?["message"] as? String)?.contains("reporter broke") == true, "\(errors)")
        #expect(result.status == 1)
    }

    @Test func aReactNativeAppHasNoDOM() throws {
        let f = try TemporaryFolder([
            "package.json": #"{"dependencies": {"react-native": "0.76.0"}}"#,
            "index.js": "console.log(typeof document, typeof localStorage, window === global, self === global, navigator.product, typeof requestIdleCallback);\n",
        ])
        let result = try JSHost.run(["run", "index.js"], in: f.url)
        #expect(result.stdout == "undefined undefined true true ReactNative function\n", "\(result.stdout) \(result.stderr)")
    }

    @Test func theCrashReporterAppListsItsCategoriesAndRunsInTheMatrix() throws {
        let categories = try JSHost.run(["categories", "index.js"], in: Self.app("crash-reporter"))
        #expect(categories.stdout.contains("reply  (notifee, ios)") && categories.stdout.contains("open  \"Open\""), "\(categories.stdout)")
        let matrix = try JSHost.run(["matrix", "index.js", "--push", "push.json", "--tap", "open", "--json"], in: Self.app("crash-reporter"))
        #expect(matrix.status == 0, "\(matrix.stderr)")
        #expect(matrix.stdout.contains("[crash] fatal: analytics failed for n1"), "\(matrix.stdout)")
    }

    // MARK: process.env is the bundle's

    @Test func expoAppReadsItsPublicVariablesAndNothingOfTheHost() throws {
        let app = Self.app("expo-env")
        for flags in [[], ["--allow-env"]] {
            let result = try JSHost.run(["run", "index.ts", "--push", "push.json", "--tap", "reply", "--fake-time"] + flags, in: app,
                                        environment: ["JEST_WORKER_ID": "3", "SERVER_SECRET": "from-the-host"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("api https://dev.example.com, channel staff, test false, secret undefined\n"), "\(result.stdout)")
            #expect(result.stdout.contains("tapped reply -> https://dev.example.com/open"))
            #expect(!result.stderr.contains("PermissionDenied"))
        }
        let categories = try JSHost.run(["categories", "index.ts"], in: app)
        #expect(categories.stdout.hasPrefix("staff-message  (expo, ios)"), "\(categories.stdout) \(categories.stderr)")
        let matrix = try JSHost.run(["matrix", "index.ts", "--push", "push.json", "--tap", "reply"], in: app)
        #expect(matrix.status == 0 && matrix.stdout.contains("[Reply]"), "\(matrix.stdout) \(matrix.stderr)")
    }

    @Test func appsWriteTheirOwnProcessEnv() throws {
        let f = try TemporaryFolder([
            "package.json": #"{"dependencies": {"react-native": "0.76.0"}}"#,
            "index.js": "process.env.API = 'set-by-app';\nglobal.process.env.NODE_ENV = __DEV__ ? 'development' : 'production';\nconsole.log(process.env.API, process.env.NODE_ENV, Object.keys(process.env).join());\n",
        ])
        let result = try JSHost.run(["run", "index.js"], in: f.url, environment: ["API": "host"])
        #expect(result.stdout == "set-by-app development NODE_ENV,API\n", "\(result.stdout) \(result.stderr)")
    }

    // MARK: Vite

    @Test func viteCapacitorAppReadsImportMetaEnvAsLoadEnvGivesIt() throws {
        let app = Self.app("vite-capacitor")
        let result = try JSHost.run(["run", "src/push.ts", "--push", "push.json", "--tap", "read", "--fake-time"], in: app,
                                    environment: ["VITE_TOPIC": "host-topic", "DB_PASSWORD": "host"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("mode development, dev true, base /, topic dev-news, secret undefined\n"), "\(result.stdout)")
        #expect(result.stdout.contains("open https://api.example.com/articles/42 (read)"))
        let categories = try JSHost.run(["categories", "src/push.ts"], in: app)
        #expect(categories.stdout.contains("dev-news  (capacitor, ios)"), "\(categories.stdout) \(categories.stderr)")
        let matrix = try JSHost.run(["matrix", "src/push.ts", "--push", "push.json", "--tap", "read"], in: app)
        #expect(matrix.status == 0 && matrix.stdout.contains("[Read]"), "\(matrix.stdout) \(matrix.stderr)")
    }

    @Test func anErrorNamesImportMetaAsTheUserWroteIt() throws {
        let result = try JSHost.run(["run", "bad-env.ts"], in: Self.app("vite-capacitor"))
        #expect(result.status == 1)
        #expect(result.stderr.contains("import.meta.env.VITE_REGION.toUpperCase"), "\(result.stderr)")
        #expect(result.stderr.contains("bad-env.ts:2"))
        #expect(!result.stderr.contains("__jsh"), "\(result.stderr)")
    }

    // MARK: Babel plugins that provide values

    @Test func reactNativeDotenvGivesItsModuleFromTheEnvFiles() throws {
        let app = Self.app("dotenv-app")
        let result = try JSHost.run(["run", "src/messaging.js", "--push", "push.json", "--app-state", "foreground", "--fake-time"], in: app)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("app [DEFAULT], api https://api.example.com, topic orders-dev, support undefined, env orders-dev\n"), "\(result.stdout)")
        #expect(result.stdout.contains("foreground A17 -> https://api.example.com/orders/A17"))
        let refused = try JSHost.run(["run", "src/refused.js"], in: app)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("\"ANALYTICS_KEY\" was not present in allowlist, \(app.path)/babel.config.js:5 (module:react-native-dotenv)"), "\(refused.stderr)")
        let categories = try JSHost.run(["categories", "src/messaging.js"], in: app)
        #expect(categories.status == 0 && categories.stdout == "no categories registered (ios)\n", "\(categories.stdout) \(categories.stderr)")
        let matrix = try JSHost.run(["matrix", "src/messaging.js", "--push", "push.json", "--json"], in: app)
        #expect(matrix.status == 0 && matrix.stdout.contains("background A17"), "\(matrix.stdout) \(matrix.stderr)")
    }

    @Test func reactNativeConfigAndInlinedVariablesComeFromDotEnv() throws {
        let f = try TemporaryFolder([
            "package.json": #"{"dependencies": {"react-native": "0.76.0", "react-native-config": "1.5.3"}}"#,
            "babel.config.js": "module.exports = { plugins: [['transform-inline-environment-variables', { include: ['SENTRY_DSN'] }]] };\n",
            ".env": "SENTRY_DSN=https://dsn.example\nAPI_URL=https://api.example.com\n",
            "index.js": "import Config from 'react-native-config';\nconsole.log(Config.API_URL, Config.MISSING, process.env.SENTRY_DSN, process.env.API_URL);\n",
        ])
        let result = try JSHost.run(["run", "index.js"], in: f.url, environment: ["SENTRY_DSN": "host"])
        #expect(result.stdout == "https://api.example.com undefined https://dsn.example undefined\n", "\(result.stdout) \(result.stderr)")
    }

    @Test func aModuleOnlyAnUnknownPluginCouldProvideNamesThePlugin() throws {
        let f = try TemporaryFolder([
            "package.json": #"{"dependencies": {"react-native": "0.76.0"}}"#,
            "babel.config.js": "module.exports = {\n  presets: ['module:@react-native/babel-preset'],\n  plugins: [['inline-dotenv', { path: '.env.app' }]],\n};\n",
            "index.js": "import { KEY } from 'app-env';\nconsole.log(KEY);\n",
        ])
        let result = try JSHost.run(["run", "index.js"], in: f.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("plugins jshost does not run: \(f.path("babel.config.js")):3 (inline-dotenv)"), "\(result.stderr)")
        #expect(result.stderr.contains("--map app-env=PATH"))
    }

    // MARK: Babel's module semantics

    @Test func aTypeReExportedWithoutTypeLoadsAsMetroCompilesIt() throws {
        let app = Self.app("type-reexport")
        let result = try JSHost.run(["run", "App.tsx", "--push", "push.json", "--tap", "track", "--fake-time"], in: app)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("props undefined, channels orders,chat, name Orders, cycle order-n1, legacy orders-actions/orders-actions\n"), "\(result.stdout)")
        let categories = try JSHost.run(["categories", "App.tsx"], in: app)
        #expect(categories.stdout.contains("track  \"Track (Orders)\""), "\(categories.stdout) \(categories.stderr)")
        let matrix = try JSHost.run(["matrix", "App.tsx", "--push", "push.json", "--tap", "track"], in: app)
        #expect(matrix.status == 0 && matrix.stdout.contains("[Track (Orders)]"), "\(matrix.stdout) \(matrix.stderr)")
    }

    @Test func aMissingNameOfABuiltInIsStillNamed() throws {
        let f = try TemporaryFolder([
            "package.json": #"{"dependencies": {"react-native": "0.76.0"}}"#,
            "index.js": "import { displayNotificationNow } from '@notifee/react-native';\n",
        ])
        let result = try JSHost.run(["run", "index.js"], in: f.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("does not provide an export named 'displayNotificationNow'"), "\(result.stderr)")
    }

    // MARK: Packages jshost provides

    @Test func asyncStorageThatIsNotInstalledIsInMemory() throws {
        let app = Self.app("storage-app")
        let result = try JSHost.run(["run", "index.js", "--push", "push.json", "--tap", "mark-read", "--fake-time", "--json"], in: app)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(logs(result) == [#"stored {"id":"n1","action":"mark-read","seen":true}, unread 2, keys @app/last,@app/unread"#], "\(result.stdout)")
        let warnings = result.effects("warning").compactMap { $0["message"] as? String }
        #expect(warnings.contains { $0.hasPrefix("@react-native-async-storage/async-storage is imported but not installed") }, "\(warnings)")
        let categories = try JSHost.run(["categories", "index.js"], in: app)
        #expect(categories.stdout.contains("inbox  (notifee, ios)"), "\(categories.stdout)")
        let matrix = try JSHost.run(["matrix", "index.js", "--push", "push.json", "--tap", "mark-read"], in: app)
        #expect(matrix.status == 0 && matrix.stdout.contains(#"log "stored {"id":"n1","action":"mar…"#), "\(matrix.stdout) \(matrix.stderr)")
    }

    @Test func anInstalledAsyncStorageIsThePackage() throws {
        let f = try TemporaryFolder([
            "package.json": #"{"dependencies": {"react-native": "0.76.0", "@react-native-async-storage/async-storage": "1.23.1"}}"#,
            "node_modules/@react-native-async-storage/async-storage/package.json": #"{"name": "@react-native-async-storage/async-storage", "version": "1.23.1", "main": "index.js"}"#,
            "node_modules/@react-native-async-storage/async-storage/index.js": "module.exports = { getItem: async () => 'from the package' };\n",
            "index.js": "import AsyncStorage from '@react-native-async-storage/async-storage';\nAsyncStorage.getItem('k').then(console.log);\n",
        ])
        let result = try JSHost.run(["run", "index.js"], in: f.url)
        #expect(result.stdout == "from the package\n", "\(result.stdout) \(result.stderr)")
    }

    @Test func installedPackagesAnswerWithTheirOwnJestMocks() throws {
        let app = Self.app("natives-app")
        let result = try JSHost.run(["run", "index.js", "--push", "push.json", "--tap", "reply", "--fake-time", "--json"], in: app)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(logs(result) == ["locales 2, language en, zone Europe/Paris, version 4.2.0", "tap reply from unique-id-1"], "\(result.stdout)")
        // Each call of a mock is a `native` effect, as the inert stand-in's calls are.
        let calls = result.effects("native").map { "\($0["module"] as? String ?? "?").\($0["method"] as? String ?? "?")" }
        #expect(calls == ["react-native-localize.getLocales", "react-native-localize.getLocales", "react-native-localize.getTimeZone",
                          "react-native-device-info.getVersion", "react-native-device-info.getUniqueId"], "\(calls)")
        let warnings = result.effects("warning").compactMap { $0["message"] as? String }
        #expect(warnings.contains { $0.hasPrefix("react-native-localize: its native module is not simulated; its own Jest mock (\(app.path)/node_modules/react-native-localize/mock.js)") }, "\(warnings)")
        let categories = try JSHost.run(["categories", "index.js"], in: app)
        #expect(categories.stdout.contains("reply  \"Reply\""), "\(categories.stdout) \(categories.stderr)")
        let matrix = try JSHost.run(["matrix", "index.js", "--push", "push.json", "--tap", "reply"], in: app)
        #expect(matrix.status == 0 && matrix.stdout.contains("tap reply from unique-id-1"), "\(matrix.stdout) \(matrix.stderr)")
    }

    // MARK: Fewer tries for a new user

    @Test func mocksIgnoreSetupFilesAndNameAMissingMapperTarget() throws {
        let f = try TemporaryFolder([
            "package.json": #"{"dependencies": {"react-native": "0.76.0"}}"#,
            "jest.config.js": "module.exports = {\n  preset: 'react-native',\n  setupFiles: ['@testing-library/jest-native/extend-expect', '<rootDir>/jest.setup.js'],\n"
                + "  moduleNameMapper: { '^@analytics/(.*)$': '<rootDir>/test/stubs/$1' },\n};\n",
            "index.js": "import { track } from '@analytics/events';\ntrack('start');\n",
        ])
        let result = try JSHost.run(["run", "index.js", "--mocks"], in: f.url)
        #expect(result.status == 1)
        // Not the setup package that is not installed: the mapper entry whose target is missing.
        #expect(!result.stderr.contains("jest-native"), "\(result.stderr)")
        #expect(result.stderr.contains("is where moduleNameMapper's entry \"^@analytics/(.*)$\" in \(f.path("jest.config.js")) (moduleNameMapper) sends '@analytics/events' (--mocks), and it does not exist"),
                "\(result.stderr)")
    }

    @Test func firebaseAppIsSimulated() throws {
        let f = try TemporaryFolder([
            "package.json": #"{"dependencies": {"react-native": "0.76.0"}}"#,
            "index.js": """
            import firebase, { getApp, getApps, initializeApp, SDK_VERSION } from '@react-native-firebase/app';
            import '@react-native-firebase/messaging';
            const second = await initializeApp({ appId: 'a', projectId: 'p' }, 'second');
            console.log(getApp().name, getApps().map((a) => a.name).join(), second.options.projectId, firebase.apps.length, typeof SDK_VERSION);
            console.log(typeof firebase.messaging().onMessage, typeof firebase.app().messaging().getToken);
            try { getApp('nope'); } catch (e) { console.log(e.message); }
            await initializeApp({}, 'second').catch((e) => console.log(e.message));
            """,
        ])
        let result = try JSHost.run(["run", "index.js"], in: f.url)
        #expect(result.stdout == """
            [DEFAULT] [DEFAULT],second p 2 string
            function function
            No Firebase App 'nope' has been created - call firebase.initializeApp()
            Firebase App named 'second' already exists

            """, "\(result.stdout) \(result.stderr)")
    }
}
