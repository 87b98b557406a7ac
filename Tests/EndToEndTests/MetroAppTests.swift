import Foundation
import Testing

/// A notification file inside the app it belongs to (Tests/Fixtures/rn-app, laid out like a
/// React Native app): `run` and `categories` load it as Metro bundles it for the platform
/// (docs/modules.md, "Metro's resolution"). The TypeScript files need esbuild
/// (Scripts/install-deps.sh).
@Suite struct MetroAppTests {
    static let app = JSHost.repository.appendingPathComponent("Tests/Fixtures/rn-app")

    func runApp(_ flags: [String], platform: String = "android") throws -> JSHostResult {
        try JSHost.run(["run", "src/notifications/index.ts", "--push", "payload.json", "--tap", "open-chat", "--platform", platform, "--json"] + flags,
                       in: Self.app)
    }

    func logs(_ result: JSHostResult) -> [String] { result.effects("log").compactMap { $0["message"] as? String } }

    // Point 1: aliases (tsconfig paths through `extends`, babel module-resolver alias, regex
    // alias and root), platform files, the react-native field and its browser map (a `false`
    // entry is an empty module), exports conditions, JSON, an asset as a number.
    @Test func resolvesTheAppAsMetroDoesForEachPlatform() throws {
        let android = try runApp([])
        #expect(android.status == 0, "\(android.stderr)")
        let lines = logs(android)
        #expect(lines.contains("driver fcm-driver on android; channel chat-messages; icon number 1"))
        #expect(lines.contains("analytics[fixture] chat_opened via web transport"))
        // flow-typed-i18n ships Flow source: its types are removed by flow-remove-types.
        #expect(lines.contains("open fixture://chat/42 (last null): Chat opened"))
        let ios = try runApp([], platform: "ios")
        #expect(logs(ios).contains("driver apns-driver on ios; channel chat-messages; icon number 1"))
    }

    // Point 4 and 8: what Metro's build gives every module, the deep import, the workspace package.
    @Test func buildGlobalsDeepImportsAndWorkspacePackages() throws {
        let result = try runApp([])
        #expect(logs(result).contains("hello Ana from the workspace; dev build (NODE_ENV=development, global is globalThis: true); receipt b2s="))
        #expect(logs(result).contains("api https://api.example.test"))
    }

    // Point 6: unsimulated native modules are `native` effects with one warning each.
    @Test func unsimulatedNativeModulesAreRecorded() throws {
        let result = try runApp([])
        let warnings = result.effects("warning").compactMap { $0["message"] as? String }
        #expect(warnings.count == 2)
        #expect(warnings.first?.contains("native module 'RNCAsyncStorage' is not simulated") == true)
        #expect(warnings.first?.contains("async-storage/src/RCTAsyncStorage.native.ts:7:28") == true)
        let natives = result.effects("native").map { "\($0["module"]!).\($0["method"]!)" }
        #expect(natives == ["RNCAsyncStorage.multiSet", "RNDeviceInfo.getUniqueId", "RNCAsyncStorage.multiGet"])
        let set = result.effects("native").first
        #expect((set?["args"] as? [Any]).map { "\($0[0])" }?.contains("lastChat") == true)
        #expect(result.effects("native").first?["notification"] as? String == "n1")
    }

    @Test func nativeStrictStopsAtTheFirstUse() throws {
        let result = try JSHost.run(["run", "src/notifications/index.ts", "--native", "strict"], in: Self.app)
        #expect(result.status == 1)
        #expect(result.stderr.contains("native module 'RNCAsyncStorage' is not simulated by jshost (asked by "))
        #expect(result.stderr.contains("RCTAsyncStorage.native.ts:7:28); --native strict"))
        let bad = try JSHost.run(["run", "src/notifications/index.ts", "--native", "loose"], in: Self.app)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--native expects record or strict, got 'loose'"))
    }

    // Point 7: --map substitutes one module; --mocks uses the root __mocks__ (written for Jest).
    @Test func mapAndMocksSubstitutePackages() throws {
        let folder = try TemporaryFolder(["device-info-stub.js": "module.exports = { getUniqueId: async () => 'stub-id' };"])
        let mapped = try runApp(["--map", "react-native-device-info=\(folder.path("device-info-stub.js"))"])
        #expect(mapped.status == 0, "\(mapped.stderr)")
        #expect(!mapped.effects("native").contains { $0["module"] as? String == "RNDeviceInfo" })
        let mocked = try runApp(["--mocks"])
        #expect(mocked.status == 0, "\(mocked.stderr)")
        #expect(!mocked.effects("native").contains { $0["module"] as? String == "RNDeviceInfo" })
        let badMap = try JSHost.run(["run", "src/notifications/index.ts", "--map", "nothing"], in: Self.app)
        #expect(badMap.status == 2)
        #expect(badMap.stderr.contains("--map expects NAME=PATH"))
    }

    // Point 7: Tests/Fixtures/rn-mocked-app turns mocks on and maps react-native-config in
    // package.json's "jshost" key; its jest.config.js maps @sentry/react-native (not
    // installed), `@analytics/$1` and images with `<rootDir>` paths; the root __mocks__
    // replaces async-storage. The mock files use jest.fn as written for Jest.
    static let mockedApp = JSHost.repository.appendingPathComponent("Tests/Fixtures/rn-mocked-app")

    @Test func mocksAndMapsComeFromPackageJsonAndTheJestConfig() throws {
        let result = try JSHost.run(["run", "src/notifications.ts", "--platform", "android"], in: Self.mockedApp)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#"[analytics mock] notification_opened {"id":"n-7","badge":"test-file-stub"}"#), "\(result.stdout)")
        #expect(result.stdout.contains("[sentry mock] breadcrumb push: api https://staging.example.test"))
        #expect(result.stdout.contains("[sentry mock] captured push token expired"))
        // The root mock of async-storage kept what was set: no failure reported for it, no native call.
        #expect(!result.stdout.contains("stored "))
        #expect(!result.stderr.contains("RNCAsyncStorage"))
    }

    @Test func flagsOverrideThePackageJsonKey() throws {
        let mapped = try JSHost.run(["run", "src/notifications.ts", "--map", "react-native-config=test/stubs/production-config.js"], in: Self.mockedApp)
        #expect(mapped.status == 0, "\(mapped.stderr)")
        #expect(mapped.stdout.contains("[sentry mock] breadcrumb push: api https://api.example.test"), "\(mapped.stdout)")
        let unmocked = try JSHost.run(["run", "src/notifications.ts", "--no-mocks"], in: Self.mockedApp)
        #expect(unmocked.status == 1)
        // Every package the mocks stood for is missing: `run` lists them all at once.
        #expect(unmocked.stderr.contains("notifications.ts imports 2 packages that are neither installed nor simulated by jshost:\n"
                                         + "  @analytics/events     imported from src/notifications.ts:2\n"
                                         + "  @sentry/react-native  imported from src/services/monitoring.ts:1\n"), "\(unmocked.stderr)")
    }

    /// `check --entry` loads the app as `run` does: src/push.ts needs the Jest config's
    /// `@analytics/*` mapping (mocks on in package.json) and the mapped react-native-config,
    /// whose ENV names the category it registers. An entry that does not load is reported
    /// as such, not as a category it "never registers".
    @Test func checkLoadsTheEntryAsRunDoes() throws {
        let payload = "payloads/order-shipped.json"
        let staging = try JSHost.run(["check", payload, "--entry", "src/push.ts", "--platform", "ios"], in: Self.mockedApp)
        #expect(staging.status == 0, "\(staging.stderr)")
        #expect(staging.stdout == "\(payload): no problems found (ios)\n", "\(staging.stdout)")
        // --map wins over the package.json key: the production build registers another category.
        let production = try JSHost.run(["check", payload, "--entry", "src/push.ts", "--platform", "ios",
                                         "--map", "react-native-config=test/stubs/production-config.js"], in: Self.mockedApp)
        #expect(production.status == 0, "\(production.stderr)")
        #expect(production.stdout.contains("warning [category] ios: category \"order-update-staging\" is never registered"), "\(production.stdout)")
        // Without the mocks the entry does not load: the error, its file and line, exit 1; no findings.
        let unmocked = try JSHost.run(["check", payload, "--entry", "src/push.ts", "--no-mocks"], in: Self.mockedApp)
        #expect(unmocked.status == 1)
        #expect(unmocked.stdout.isEmpty, "\(unmocked.stdout)")
        // The missing package as `run` says it: the not-found error at its importer's line, and the key that stands in.
        #expect(unmocked.stderr.hasPrefix("jshost: src/push.ts did not load on ios and android: "
                                          + "Cannot find module '@analytics/events' imported from \(Self.mockedApp.path)/src/push.ts:6"), "\(unmocked.stderr)")
        #expect(unmocked.stderr.hasSuffix("\n  \"jshost\": {\"stub\": [\"@analytics/events\"]}\n"), "\(unmocked.stderr)")
        #expect(unmocked.stderr.components(separatedBy: "did not load").count == 2, "once, not once per platform: \(unmocked.stderr)")
        #expect(!unmocked.stderr.contains("never registered") && !unmocked.stdout.contains("never registered"))
        // An error at the entry's top level names its line too.
        let folder = try TemporaryFolder(["index.js": "const config = require('./config.json');\nconfig.push.categories.forEach(() => {});\n",
                                          "config.json": "{}", "payload.json": #"{"aps": {"alert": "hi", "category": "c"}}"#])
        let thrown = try JSHost.run(["check", "payload.json", "--entry", "index.js", "--platform", "android"], in: folder.url)
        #expect(thrown.status == 1)
        #expect(thrown.stderr.hasPrefix("jshost: index.js did not load on android: "), "\(thrown.stderr)")
        #expect(thrown.stderr.contains("index.js:2") && thrown.stderr.contains("TypeError"), "\(thrown.stderr)")
        // The loading flags need an app to load.
        let alone = try JSHost.run(["check", payload, "--mocks"], in: Self.mockedApp)
        #expect(alone.status == 2)
        #expect(alone.stderr.hasPrefix("jshost: --mocks says how to load the app: it needs --entry SCRIPT"), "\(alone.stderr)")
        #expect(try JSHost.run(["check", "--help"], in: Self.mockedApp).stdout.contains("--map NAME=PATH"))
    }

    /// One `__mocks__` index (Surfaces' ManualMocks) for `run --mocks` and `jshost test`: a
    /// package's manual mock in a `__mocks__` folder below the root (`src/__mocks__`, which
    /// Jest's haste map finds anywhere in the roots) replaces the package in both. `run --mocks`
    /// looked only in the root's `__mocks__` before, so the two answered differently.
    @Test func runMocksAndJestFindTheSameManualMock() throws {
        let f = try TemporaryFolder([
            "package.json": #"{"name": "app"}"#,
            "node_modules/some-pkg/package.json": #"{"name": "some-pkg", "version": "1.0.0", "main": "index.js"}"#,
            "node_modules/some-pkg/index.js": "module.exports = { name: 'real' };",
            "src/__mocks__/some-pkg.js": "module.exports = { name: 'mocked' };",
            "index.js": "const pkg = require('some-pkg'); console.log('some-pkg is ' + pkg.name);",
            "__tests__/pkg.test.js": "test('the package is its manual mock', () => { expect(require('some-pkg').name).toBe('mocked'); });",
        ])
        let run = try JSHost.run(["run", "index.js", "--mocks"], in: f.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("some-pkg is mocked"), "\(run.stdout)")
        let test = try JSHost.run(["test"], in: f.url)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect(test.stdout.contains("1 passed, 0 failed"), "\(test.stdout)")
        // Without --mocks the package is itself.
        #expect(try JSHost.run(["run", "index.js"], in: f.url).stdout.contains("some-pkg is real"))
    }

    /// A team's Jest mock of the notification library (jest.fn()s, as Notifee's docs show)
    /// does not replace jshost's simulation under --mocks: the run still shows the notification.
    @Test func mocksNeverReplaceASimulatedNotificationLibrary() throws {
        let f = try TemporaryFolder([
            "package.json": #"{"name": "app", "jshost": {"mocks": true}}"#,
            "__mocks__/@notifee/react-native.js": """
            module.exports = {
              __esModule: true,
              default: { displayNotification: jest.fn(), onForegroundEvent: jest.fn(), onBackgroundEvent: jest.fn() },
            };
            """,
            "__mocks__/react-native-config.js": "module.exports = { CHANNEL: 'from-mock' };",
            "index.js": """
            import notifee from '@notifee/react-native';
            import Config from 'react-native-config';
            notifee.displayNotification({ id: 'n1', title: 'Hello', body: Config.CHANNEL });
            """,
        ])
        let result = try JSHost.run(["run", "index.js", "--platform", "ios"], in: f.url)
        #expect(result.status == 0, "\(result.stderr)")
        // The other package's mock applied; Notifee stayed the simulation and displayed.
        #expect(result.stdout.contains("display (ios)") && result.stdout.contains("from-mock"), "\(result.stdout)\(result.stderr)")
        // --map still replaces it when named.
        let mapped = try JSHost.run(["run", "index.js", "--map", "@notifee/react-native=./__mocks__/@notifee/react-native.js"], in: f.url)
        #expect(mapped.status == 0, "\(mapped.stderr)")
        #expect(!mapped.stdout.contains("display ("), "\(mapped.stdout)")
    }

    @Test func aMalformedJshostKeyNamesItsField() throws {
        let f = try TemporaryFolder([
            "package.json": #"{"name": "app", "jshost": {"mocks": "yes"}}"#,
            "index.js": "console.log('never');",
        ])
        let result = try JSHost.run(["run", "index.js"], in: f.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains(#"\#(f.path("package.json")): "jshost".mocks must be true or false"#), "\(result.stderr)")
        try f.write("package.json", #"{"name": "app", "jshost": {"map": {"lodash": "./missing.js"}}}"#)
        let missing = try JSHost.run(["run", "index.js"], in: f.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains(#""jshost".map["lodash"]: cannot read './missing.js'"#), "\(missing.stderr)")
    }

    // Point 9: a package that is not installed, an alias that maps nowhere.
    @Test func missingPackagesAndDanglingAliasesSayWhatToDo() throws {
        let f = try TemporaryFolder([
            "app/package.json": #"{"name": "app"}"#,
            "app/babel.config.js": "module.exports = { plugins: [['module-resolver', { alias: { '@screens': './src/screens' } }]] };",
            "app/src/missing.ts": "type T = string;\nconst t: T = 'x';\nimport lodash from 'lodash';\nconsole.log(lodash, t);\n",
            "app/src/dangling.js": "import Home from '@screens/Home';\nconsole.log(Home);\n",
        ])
        let missing = try JSHost.run(["run", "src/missing.ts"], in: f.url.appendingPathComponent("app"))
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("Cannot find module 'lodash' imported from \(f.path("app/src/missing.ts")):3"), "\(missing.stderr)")
        #expect(missing.stderr.contains("the package 'lodash' is not installed"))
        #expect(missing.stderr.contains("npm install lodash"))
        #expect(missing.stderr.contains("--map lodash=") && missing.stderr.contains("--mocks"))
        let dangling = try JSHost.run(["run", "src/dangling.js"], in: f.url.appendingPathComponent("app"))
        #expect(dangling.status == 1)
        #expect(dangling.stderr.contains("the alias '@screens' defined in \(f.path("app/babel.config.js")) (module-resolver) maps it to \(f.path("app/src/screens/Home"))"), "\(dangling.stderr)")
    }

    // Point 9, as apps write their imports: a tsconfig paths alias (wildcard and exact) that
    // maps nowhere names the alias and tsconfig.json; a require() of a missing package names
    // its line as written (TypeScript too); a deep import suggests --map / __mocks__ for the
    // specifier as written, which is what they replace; a package inside node_modules that
    // needs a missing one names that file.
    @Test func missingModulesNameTheirAliasFileAndLineAsWritten() throws {
        let f = try TemporaryFolder([
            "app/package.json": #"{"name": "app", "dependencies": {"ui-kit": "1.0.0"}}"#,
            "app/tsconfig.json": #"{"compilerOptions": {"baseUrl": ".", "paths": {"@components/*": ["src/components/*"], "@store": ["src/store/index"]}}}"#,
            "app/src/screen.tsx": "import React from 'react';\nimport { Button } from '@components/Button';\nexport default () => <Button />;\n",
            "app/src/store-user.ts": "import store from '@store';\nconsole.log(store);\n",
            "app/src/dates.ts": "type Day = string;\n\nconst today: Day = 'mon';\nconst dayjs = require('dayjs');\nconsole.log(dayjs, today);\n",
            "app/src/fp.js": "import { map } from 'lodash/fp';\nconsole.log(map);\n",
            "app/node_modules/ui-kit/package.json": #"{"name": "ui-kit", "version": "1.0.0", "main": "index.js"}"#,
            "app/node_modules/ui-kit/index.js": "// ui-kit\nmodule.exports = require('react-native-svg');\n",
            "app/src/kit.js": "import kit from 'ui-kit';\nconsole.log(kit);\n",
        ])
        let app = f.url.appendingPathComponent("app")
        let wildcard = try JSHost.run(["run", "src/screen.tsx"], in: app)
        #expect(wildcard.status == 1)
        #expect(wildcard.stderr.contains("Cannot find module '@components/Button' imported from \(f.path("app/src/screen.tsx")):2: the alias '@components/*' defined in \(f.path("app/tsconfig.json")) (compilerOptions.paths)"),
                "\(wildcard.stderr)")
        let exact = try JSHost.run(["run", "src/store-user.ts"], in: app)
        #expect(exact.stderr.contains("the alias '@store' defined in \(f.path("app/tsconfig.json"))"), "\(exact.stderr)")
        let required = try JSHost.run(["run", "src/dates.ts"], in: app)
        #expect(required.status == 1)
        #expect(required.stderr.contains("Cannot find module 'dayjs' imported from \(f.path("app/src/dates.ts")):4: the package 'dayjs' is not installed"), "\(required.stderr)")
        #expect(required.stderr.contains("npm install dayjs"))
        let deep = try JSHost.run(["run", "src/fp.js"], in: app)
        #expect(deep.stderr.contains("the package 'lodash' is not installed"), "\(deep.stderr)")
        #expect(deep.stderr.contains("npm install lodash") && deep.stderr.contains("--map lodash/fp=") && deep.stderr.contains("__mocks__/lodash/fp.js with --mocks"))
        let nested = try JSHost.run(["run", "src/kit.js"], in: app)
        #expect(nested.stderr.contains("Cannot find module 'react-native-svg' imported from \(f.path("app/node_modules/ui-kit/index.js")):2"), "\(nested.stderr)")
    }

    // NODE_ENV and EXPO_PUBLIC_* are inlined; every other name is undefined, as in the
    // phone's bundle (no permission error), and the host's value is never read.
    @Test func onlyWhatTheBuildInlinesIsInProcessEnv() throws {
        let f = try TemporaryFolder([
            "package.json": #"{"name": "app", "dependencies": {"expo": "51.0.0"}}"#,
            ".env": "EXPO_PUBLIC_A=from-env\nEXPO_PUBLIC_B=from-env\nSECRET=s3cret\n",
            ".env.local": "EXPO_PUBLIC_B=from-local\n",
            "lib/util.js": "export const util = 'expo root alias';",
            "index.js": "import { util } from '@/lib/util';\nconsole.log(process.env.NODE_ENV, process.env.EXPO_PUBLIC_A, process.env.EXPO_PUBLIC_B, util, __DEV__);\nconsole.log(process.env.SECRET);\n",
        ])
        for flags in [[], ["--allow-env"]] {
            let result = try JSHost.run(["run", "index.js"] + flags, in: f.url, environment: ["SECRET": "host-secret"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == "development from-env from-local expo root alias true\nundefined\n", "\(result.stdout) \(result.stderr)")
            #expect(!result.stderr.contains("PermissionDenied"))
        }
    }

    // Point 8: the project root is the repository (or the workspace root) the entry belongs to.
    @Test(arguments: [".git/HEAD", "pnpm-workspace.yaml"])
    func theProjectRootIsTheRepository(_ marker: String) throws {
        let f = try TemporaryFolder([
            "repo/\(marker)": "ref: refs/heads/main\n",
            "repo/apps/mobile/package.json": #"{"name": "mobile"}"#,
            "repo/apps/mobile/index.js": "console.log(require('../../packages/ui/button.js'));",
            "repo/packages/ui/button.js": "module.exports = 'button from a sibling package';",
            "elsewhere/secret.js": "module.exports = 'outside';",
        ])
        let result = try JSHost.run(["run", "index.js"], in: f.url.appendingPathComponent("repo/apps/mobile"))
        #expect(result.stdout == "button from a sibling package\n", "\(result.stderr)")
        try f.write("repo/apps/mobile/outside.js", "console.log(require('../../../elsewhere/secret.js'));")
        let outside = try JSHost.run(["run", "outside.js"], in: f.url.appendingPathComponent("repo/apps/mobile"))
        #expect(outside.status == 1)
        #expect(outside.stderr.contains("--allow-read"))
    }

    // Point 5: a surface never stands for another release line of its package than the ones
    // it simulates (Sources/Surfaces/Libraries/SimulatedPackageVersions.swift): per surface, a package
    // installed as apps install it, of a version outside the table, then of one inside it.
    struct InstalledRelease: Sendable, CustomStringConvertible {
        let package: String, other: String, simulated: String, accepted: String
        var description: String { "\(package) \(other)" }
    }

    static let installedReleases = [
        InstalledRelease(package: "@notifee/react-native", other: "5.7.0", simulated: "7.x–9.x", accepted: "9.1.8"),
        InstalledRelease(package: "expo-notifications", other: "0.14.1", simulated: "0.18–0.28, 0.29 or a later 0.x and 55.x–57.x", accepted: "0.31.2"),
        InstalledRelease(package: "expo-notifications", other: "58.0.1", simulated: "0.18–0.28, 0.29 or a later 0.x and 55.x–57.x", accepted: "57.0.11"),
        InstalledRelease(package: "@react-native-firebase/messaging", other: "18.9.0", simulated: "22.x–24.x", accepted: "24.0.0"),
        InstalledRelease(package: "@react-native-community/push-notification-ios", other: "2.0.0-beta.1", simulated: "1.x", accepted: "1.11.0"),
        InstalledRelease(package: "react-native-notifications", other: "4.3.5", simulated: "5.x", accepted: "5.1.0"),
        InstalledRelease(package: "react-native-onesignal", other: "3.9.3", simulated: "4.x and 5.x", accepted: "5.2.0"),
        InstalledRelease(package: "react-native-onesignal", other: "6.0.0", simulated: "4.x and 5.x", accepted: "4.5.4"),
        InstalledRelease(package: "@capacitor/push-notifications", other: "5.1.2", simulated: "6.x–8.x", accepted: "7.0.3"),
        InstalledRelease(package: "@capacitor/local-notifications", other: "4.1.5", simulated: "6.x–8.x", accepted: "8.2.0"),
        InstalledRelease(package: "@havesource/cordova-plugin-push", other: "5.0.5", simulated: "7.x", accepted: "7.0.0"),
        InstalledRelease(package: "phonegap-plugin-push", other: "1.10.5", simulated: "2.x", accepted: "2.3.0"),
        InstalledRelease(package: "react-native-marigold", other: "13.0.0", simulated: "18.x", accepted: "18.0.1"),
        InstalledRelease(package: "react-native-force", other: "11.1.0", simulated: "14.x", accepted: "14.0.0"),
    ]

    @Test(arguments: installedReleases)
    func anotherReleaseThanTheSimulatedOnesIsAnError(_ release: InstalledRelease) throws {
        let manifest = "node_modules/\(release.package)/package.json"
        let f = try TemporaryFolder([
            "package.json": #"{"name": "app", "dependencies": {"\#(release.package)": "^\#(release.other)"}}"#,
            manifest: #"{"name": "\#(release.package)", "version": "\#(release.other)", "main": "index.js"}"#,
            "node_modules/\(release.package)/index.js": "module.exports = {};",
            "src/push.js": "import * as sdk from '\(release.package)';\nconsole.log('loaded', typeof sdk);\n",
        ])
        let other = try JSHost.run(["run", "src/push.js"], in: f.url)
        #expect(other.status == 1)
        #expect(other.stderr.contains("\(release.package) \(release.other) is installed (\(f.path(manifest))), but jshost simulates only \(release.package) \(release.simulated), whose API differs: install a \(release.simulated) release"),
                "\(other.stderr)")
        #expect(!other.stdout.contains("loaded"))
        try f.write(manifest, #"{"name": "\#(release.package)", "version": "\#(release.accepted)", "main": "index.js"}"#)
        let simulated = try JSHost.run(["run", "src/push.js"], in: f.url)
        #expect(simulated.status == 0 && simulated.stdout.hasSuffix("loaded object\n"), "\(simulated.stderr)")
    }

    // Not installed but declared in package.json: a range that admits none of the simulated
    // releases is a warning (the surface still stands in); one that admits one says nothing.
    @Test(arguments: installedReleases)
    func aDeclaredRangeOfAnotherReleaseIsAWarning(_ release: InstalledRelease) throws {
        let f = try TemporaryFolder([
            "package.json": #"{"name": "app", "devDependencies": {"\#(release.package)": "^\#(release.other)"}}"#,
            "src/push.js": "import * as sdk from '\(release.package)';\nconsole.log('loaded', typeof sdk);\n",
        ])
        let other = try JSHost.run(["run", "src/push.js", "--json"], in: f.url)
        #expect(other.status == 0, "\(other.stderr)")
        let warnings = other.effects("warning").compactMap { $0["message"] as? String }
        // One short line: the file and field, the package and the app's range, what jshost simulates
        // (and, for a package of two APIs, which one it runs), the flag for another release.
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.hasPrefix("package.json devDependencies: \(release.package) ^\(release.other) is not simulated (jshost simulates \(release.simulated)") == true,
                "\(warnings)")
        #expect(warnings.first?.hasSuffix("); another release: --map \(release.package)=./stand-in.js") == true, "\(warnings)")
        #expect(!(warnings.first ?? "").contains("\n"), "\(warnings)")
        try f.write("package.json", #"{"name": "app", "dependencies": {"\#(release.package)": "^\#(release.accepted)"}}"#)
        let simulated = try JSHost.run(["run", "src/push.js", "--json"], in: f.url)
        #expect(simulated.status == 0 && simulated.effects("warning").isEmpty, "\(simulated.stdout)")
    }

    // A workspace hoists packages to its root's node_modules: that copy is the installed one.
    @Test func aHoistedPackageIsCheckedToo() throws {
        let f = try TemporaryFolder([
            "pnpm-workspace.yaml": "packages:\n  - apps/*\n",
            "node_modules/react-native-onesignal/package.json": #"{"name": "react-native-onesignal", "version": "3.9.3"}"#,
            "apps/mobile/package.json": #"{"name": "mobile"}"#,
            "apps/mobile/index.js": "import OneSignal from 'react-native-onesignal';\nOneSignal.setAppId('x');\n",
        ])
        let result = try JSHost.run(["run", "index.js"], in: f.url.appendingPathComponent("apps/mobile"))
        #expect(result.status == 1)
        #expect(result.stderr.contains("react-native-onesignal 3.9.3 is installed (\(f.path("node_modules/react-native-onesignal/package.json"))), but jshost simulates only react-native-onesignal 4.x and 5.x"), "\(result.stderr)")
    }

    @Test func categoriesLoadsTheAppToo() throws {
        let result = try JSHost.run(["categories", "src/notifications/index.ts", "--platform", "ios"], in: Self.app)
        #expect(result.status == 0, "\(result.stderr)")
    }
}
