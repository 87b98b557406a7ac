import Foundation
import Testing

/// One compilation stage for app code and tests (docs/modules.md, "One compilation for app
/// code and tests"): a React Native app's modules compile to Babel's CommonJS under `run` as
/// under `jshost test`, with Jest's hoisting and "use strict" as the only differences; web
/// apps and jshost's own scripts keep ES modules; errors name imports as the user wrote them.
@Suite struct ModuleCompilationTests {
    func logs(_ result: JSHostResult) -> [String] { result.effects("log").compactMap { $0["message"] as? String } }

    /// What a module sees of the semantics it was compiled to: whether an imported namespace
    /// is Babel's interop object (`__esModule`), what a name the other module lacks is, and
    /// whether the module runs in strict mode.
    static let probe = """
    import * as store from './store';
    import { missing } from './store';
    function mode() { return this === undefined ? 'strict' : 'sloppy'; }
    export function probe() { return [String(store.__esModule), typeof missing, mode()].join(' '); }
    """
    static let store = "export const count = 1;\nexport default { name: 'store' };\n"

    @Test func aReactNativeAppsModulesCompileAsUnderJest() throws {
        let f = try TemporaryFolder([
            "package.json": #"{"dependencies": {"react-native": "0.76.0"}}"#,
            "src/store.js": Self.store,
            "src/probe.js": Self.probe,
            "index.js": "import { probe } from './src/probe';\nconsole.log(probe());\n",
            "__tests__/probe.test.js": """
            import { probe } from '../src/probe';
            test('the module as babel-jest compiles it', () => { expect(probe()).toBe('true undefined strict'); });
            """,
        ])
        // Metro's preset: Babel's CommonJS (an interop namespace, a missing name undefined), no "use strict".
        let run = try JSHost.run(["run", "index.js", "--json"], in: f.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(logs(run) == ["true undefined sloppy"], "\(run.stdout) \(run.stderr)")
        // babel-jest: the same stage, with "use strict" put first.
        let test = try JSHost.run(["test", "--ci"], in: f.url)
        #expect(test.status == 0, "\(test.stdout) \(test.stderr)")
    }

    @Test func webAppsAndScriptsKeepESModules() throws {
        let web = try TemporaryFolder([
            "package.json": #"{"dependencies": {"@capacitor/core": "6.1.0"}, "devDependencies": {"vite": "5.4.0"}}"#,
            "src/store.js": Self.store,
            "src/probe.js": Self.probe,
            "src/main.js": "import { probe } from './probe';\nconsole.log(probe());\n",
        ])
        let result = try JSHost.run(["run", "src/main.js", "--json"], in: web.url)
        #expect(result.status == 0, "\(result.stderr)")
        // A namespace object, strict mode; a missing name is undefined, as webpack leaves it.
        #expect(logs(result) == ["undefined undefined strict"], "\(result.stdout) \(result.stderr)")
        // jshost's own script: node's link error.
        let script = try TemporaryFolder(["store.mjs": Self.store, "main.mjs": "import { missing } from './store.mjs';\n"])
        let plain = try JSHost.run(["run", "main.mjs"], in: script.url)
        #expect(plain.status == 1)
        #expect(plain.stderr.contains("does not provide an export named 'missing'"), "\(plain.stderr)")
    }

    @Test func errorsNameImportsAsWritten() throws {
        let app = try TemporaryFolder([
            "package.json": #"{"dependencies": {"react-native": "0.76.0", "@react-native-firebase/messaging": "23.7.0"}}"#,
            "src/userState.ts": "export default { getState() { return {}; } };\n",
            "index.ts": """
            import messaging from '@react-native-firebase/messaging';
            import useUserState from './src/userState';
            if (useUserState.getState()) setTimeout(() => useUserState.subscribe(() => {}), 0);
            messaging().subscribe();
            """,
        ])
        let result = try JSHost.run(["run", "index.ts"], in: app.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("TypeError: messaging().subscribe is not a function"), "\(result.stderr)")
        #expect(!result.stderr.contains("import_") && !result.stderr.contains("__jsh_m"), "\(result.stderr)")
        // The same through the ES-module rewrite (a script of no declared kind).
        let script = try TemporaryFolder([
            "userState.mjs": "export default { getState() { return {}; } };\n",
            "main.mjs": "import useUserState from './userState.mjs';\nuseUserState.subscribe(() => {});\n",
        ])
        let plain = try JSHost.run(["run", "main.mjs"], in: script.url)
        #expect(plain.stderr.contains("TypeError: useUserState.subscribe is not a function"), "\(plain.stderr)")
        #expect(!plain.stderr.contains("__jsh_m"), "\(plain.stderr)")
    }
}
