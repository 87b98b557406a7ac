import Foundation
import Testing

/// TypeScript and JSX through the built binary: every file kind, the TypeScript features
/// apps use, JSX in `.js` files, `node_modules`, the on-disk cache, source-mapped errors,
/// esbuild's syntax errors and a missing esbuild. Needs esbuild (Scripts/install-deps.sh).
@Suite struct TypeScriptTests {
    /// The real esbuild, from PATH.
    static let esbuild: String = {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = "\(dir)/esbuild"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/esbuild"
    }()

    /// A folder with an esbuild wrapper that counts its calls in `calls.log` (the processes
    /// that compile: `--version`, asked once per binary, is not counted), and a cache folder
    /// of its own: runs through `run` share both.
    final class CountingEsbuild {
        let folder: TemporaryFolder
        var wrapper: String { folder.path("bin/esbuild") }
        var cache: String { folder.path("cache") }
        init(_ files: [String: String]) throws {
            folder = try TemporaryFolder(files)
            try folder.write("bin/esbuild", "#!/bin/sh\n[ \"$1\" = --version ] || echo \"call $1\" >> '\(folder.path("calls.log"))'\nexec '\(TypeScriptTests.esbuild)' \"$@\"\n")
            chmod(wrapper, 0o755)
        }
        var calls: Int {
            ((try? String(contentsOfFile: folder.path("calls.log"), encoding: .utf8)) ?? "").split(separator: "\n").count
        }
        func run(_ arguments: [String], environment: [String: String] = [:]) throws -> JSHostResult {
            try JSHost.run(arguments, in: folder.url,
                           environment: ["JSHOST_ESBUILD": wrapper, "JSHOST_CACHE_DIR": cache].merging(environment) { _, new in new })
        }
    }

    // MARK: What loads

    @Test func typeScriptFeaturesAppsUse() throws {
        let folder = try TemporaryFolder([
            "types.ts": "export interface Point { x: number; y: number }\nthrow new Error('a type-only import must not load this file');\n",
            "shapes.ts": """
            import type { Point } from './types';
            import { type Point as P2 } from './types';
            export enum Color { Red, Green, Blue = 'blue' }
            export const enum Size { Small = 1, Large = 2 }
            declare const injected: string | undefined;
            declare global { var hostName: string | undefined }
            export namespace Geometry { export const origin: Point = { x: 0, y: 0 }; }
            function logged(target: any, key: string, descriptor: PropertyDescriptor) {
              const original = descriptor.value;
              descriptor.value = function (...args: any[]) { Shape.log.push(key); return original.apply(this, args); };
            }
            function sealed(constructor: Function) { (constructor as any).sealed = true; }
            @sealed
            export class Shape {
              static log: string[] = [];
              constructor(public readonly name: string, private sides: number, protected color: Color = Color.Red) {}
              @logged describe(): string { return `${this.name}/${this.sides}/${Color[this.color] ?? this.color}`; }
            }
            export const config = { retries: 3, label: 'x' } satisfies Record<string, number | string>;
            export const size: Size = Size.Large;
            export const seen = typeof injected;
            export function first<T>(items: T[]): T | undefined { return items[0]; }
            const p2: P2 = { x: 1, y: 2 };
            export const abstractOk = p2.x as number;
            """,
            "main.ts": """
            import { Color, Shape, config, size, seen, first, Geometry } from './shapes';
            const square = new Shape('square', 4);
            console.log(Color.Red, Color[1], Color.Blue, square.describe(), Shape.log.join(), (Shape as any).sealed);
            console.log(square.name, config.retries, size, seen, first<string>(['a', 'b']), Geometry.origin.x);
            let maybe: string | null = null;
            console.log(maybe!?.length ?? 'none', <number>(1 as unknown) + 1);
            """,
        ])
        let result = try JSHost.run(["run", "main.ts"], in: folder.url)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(result.stdout == "0 Green blue square/4/Red describe true\nsquare 3 2 undefined a 0\nnone 2\n")
    }

    @Test func everyFileKindAsEntryAndImport() throws {
        let folder = try TemporaryFolder([
            "esm.mts": "export const kind: string = 'mts';\n",
            "cjs.cts": "const kind: string = 'cts';\nmodule.exports = { kind, isModule: typeof module.exports };\n",
            "view.jsx": "export const View = (props) => <div {...props}>{props.label}</div>;\n",
            "screen.tsx": "import { View } from './view';\nexport const Screen = ({ label }: { label: string }) => <View label={label} />;\n",
            "main.mts": """
            import { kind } from './esm.mts';
            import cjs from './cjs.cts';
            import { Screen } from './screen';
            const element = Screen({ label: 'hi' });
            console.log(kind, cjs.kind, typeof element.type, element.props.label, element.type(element.props).props.children);
            """,
            "entry.jsx": "const element = <><b>bold</b></>;\nconsole.log(typeof element.type, element.props.children.type);\n",
            "entry.cts": "import fs = require('./cjs.cts');\nconsole.log(fs.kind);\n",
        ])
        let main = try JSHost.run(["run", "main.mts"], in: folder.url)
        #expect(main.stderr == "")
        #expect(main.stdout == "mts cts function hi hi\n")
        let jsx = try JSHost.run(["run", "entry.jsx"], in: folder.url)
        #expect(jsx.stdout == "symbol b\n")
        let cts = try JSHost.run(["run", "entry.cts"], in: folder.url)
        #expect(cts.stdout == "cts\n")
    }

    @Test func importsFromNodeModulesAndTypeScriptsJsConvention() throws {
        let folder = try TemporaryFolder([
            "package.json": #"{"name": "app"}"#,
            "node_modules/ts-lib/package.json": #"{"name": "ts-lib", "main": "src/index.ts"}"#,
            "node_modules/ts-lib/src/index.ts": "export enum Level { Low = 1, High = 2 }\nexport { helper } from './helper.js';\n",
            "node_modules/ts-lib/src/helper.ts": "export const helper = (n: number): number => n * 2;\n",
            "node_modules/jsx-lib/index.tsx": "export default function Badge(): JSX.Element { return <span>badge</span>; }\n",
            "util.ts": "export const name: string = 'util';\n",
            "main.js": """
            import { Level, helper } from 'ts-lib';
            import Badge from 'jsx-lib';
            import { name } from './util.js';
            const { name: again } = require('./util');
            console.log(Level.High, helper(21), Badge().props.children, name, again);
            """,
        ])
        let result = try JSHost.run(["run", "main.js"], in: folder.url)
        #expect(result.stderr == "")
        #expect(result.stdout == "2 42 badge util util\n")
    }

    @Test func jsxInsideJsFilesAsReactNativeWritesThem() throws {
        let runs = try CountingEsbuild([
            "Button.js": """
            import React from 'react';
            import { Pressable, Text } from 'react-native';
            export default function Button({ title }) {
              return <Pressable><Text>{title}</Text></Pressable>;
            }
            """,
            "index.js": """
            const { AppRegistry } = require('react-native');
            const Button = require('./Button').default;
            AppRegistry.registerComponent('Demo', () => Button);
            const element = Button({ title: 'Go' });
            console.log(element.type.displayName, element.props.children.props.children, AppRegistry.getAppKeys());
            """,
            "plain.js": "console.log(1 < 2, [1, 2].map(x => x < 2));\n",
        ])
        let result = try runs.run(["run", "index.js"])
        #expect(result.stderr == "")
        // The registered root then mounts (run mounts by default).
        #expect(result.stdout == "Pressable Go [ 'Demo' ]\nnative AppRegistry.runApplication(\"Demo\")\n")
        #expect(runs.calls == 1, "only Button.js holds JSX")
        // Plain JavaScript (comparisons included) never starts esbuild.
        let plain = try runs.run(["run", "plain.js"])
        #expect(plain.stdout == "true [ true, false ]\n")
        #expect(runs.calls == 1)
    }

    @Test func reactAndReactNativeStandIns() throws {
        let folder = try TemporaryFolder(["main.tsx": """
        import React, { useState, useEffect, useMemo, useCallback, useRef, useReducer, useContext, createContext, Component, memo, forwardRef, Fragment } from 'react';
        import { jsx } from 'react/jsx-runtime';
        import { View, Text, FlatList, StyleSheet, Dimensions, PixelRatio, useColorScheme, useWindowDimensions, Platform, Alert, AppRegistry } from 'react-native';
        let effectRan = false;
        const Theme = createContext('light');
        function Counter() {
          const [count, setCount] = useState(() => 41);
          useEffect(() => { effectRan = true; });
          const doubled = useMemo(() => count * 2, [count]);
          const cb = useCallback(() => count, [count]);
          const ref = useRef(7);
          const [state] = useReducer((s: number) => s + 1, 5);
          setCount(0);
          return <View>{count} {doubled} {cb()} {ref.current} {state} {useContext(Theme)}</View>;
        }
        class Old extends Component<{ n: number }, { m: number }> { state = { m: 1 }; render() { return <Text>{this.props.n}</Text>; } }
        const element = Counter();
        console.log(element.props.children.filter((c: any) => c !== ' ').join(','), effectRan);
        console.log(new Old({ n: 3 }).render().props.children, typeof memo(Counter), typeof forwardRef(() => null), jsx('b', { key: 'k' }).key, <Fragment />.type === Fragment);
        const styles = StyleSheet.create({ a: { flex: 1 }, b: { color: 'red' } });
        console.log(JSON.stringify(StyleSheet.flatten([styles.a, [styles.b, null]])), Dimensions.get('window').width > 0, PixelRatio.get(), useColorScheme(), useWindowDimensions().height > 0);
        console.log(typeof FlatList, typeof View, Platform.OS, typeof Alert.alert, AppRegistry.registerComponent('X', () => Counter), AppRegistry.getAppKeys());
        """])
        // Components called as plain functions, hooks outside a render: inert. `Counter` sets
        // its state while rendering, which React stops ("Too many re-renders") once mounted,
        // so this run does not mount.
        let result = try JSHost.run(["run", "main.tsx", "--no-mount"], in: folder.url)
        #expect(result.stderr == "")
        #expect(result.stdout == """
        41,82,41,7,5,light false
        3 object object k true
        {"flex":1,"color":"red"} true 3 light true
        function function ios function X [ 'X' ]

        """)
    }

    @Test func testFilesInTypeScriptAndJSX() throws {
        let folder = try TemporaryFolder([
            "sum.ts": "export function sum(a: number, b: number): number { return a + b; }\n",
            "sum.test.ts": """
            import { sum } from './sum';
            interface Case { a: number; b: number; want: number }
            const cases: Case[] = [{ a: 1, b: 2, want: 3 }];
            test('adds', () => { for (const c of cases) expect(sum(c.a, c.b)).toBe(c.want); });
            test('fails on purpose', () => {
              const got: number = sum(2, 2);
              expect(got).toBe(5);
            });
            """,
            "view.test.jsx": "import { Text } from 'react-native';\ntest('jsx', () => { expect(<Text>hi</Text>.props.children).toBe('hi'); });\n",
            "comp.test.tsx": "test('tsx', () => { const e = <div id={'x' as string} />; expect(e.props.id).toBe('x'); });\n",
        ])
        let result = try JSHost.run(["test", "--reporter", "spec"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("✓ adds"))
        #expect(result.stdout.contains("✓ jsx"))
        #expect(result.stdout.contains("✓ tsx"))
        #expect(result.stdout.contains("✗ fails on purpose"))
        // The failure points at the TypeScript line of the expect.
        #expect(result.stdout.contains("sum.test.ts:7:"), "\(result.stdout)")
        #expect(result.stdout.contains("3 passed, 1 failed"))
    }

    // MARK: The cache

    @Test func secondRunIsServedFromTheCacheWithoutEsbuild() throws {
        let runs = try CountingEsbuild([
            "main.ts": "import { twice } from './lib';\nconst n: number = twice(21);\nconsole.log(n);\n",
            "lib.ts": "export const twice = (n: number): number => n * 2;\n",
        ])
        let first = try runs.run(["run", "main.ts"])
        #expect(first.stdout == "42\n")
        // Both files went to one esbuild process, its service mode.
        #expect(runs.calls == 1)
        let entries = try FileManager.default.contentsOfDirectory(atPath: runs.cache + "/transpiled").filter { $0.hasSuffix(".js") }
        #expect(entries.count == 2)
        let second = try runs.run(["run", "main.ts"])
        #expect(second.stdout == "42\n")
        #expect(runs.calls == 1, "the second run started esbuild again")
        // A changed file is compiled again; the unchanged one still comes from the cache.
        try runs.folder.write("lib.ts", "export const twice = (n: number): number => n * 3;\n")
        let changed = try runs.run(["run", "main.ts"])
        #expect(changed.stdout == "63\n")
        #expect(runs.calls == 2)
    }

    // A cold run compiles all its files in one esbuild process, whatever their number; the
    // output is what esbuild on stdin gives, one process per file (JSHOST_ESBUILD_SERVICE=0).
    @Test func aColdRunStartsOneEsbuildForAllItsFiles() throws {
        var files = ["main.ts": (0..<12).map { "import { v\($0) } from './m\($0)';\n" }.joined()
                     + "console.log([" + (0..<12).map { "v\($0)" }.joined(separator: ", ") + "].reduce((a: number, b: number) => a + b, 0));\n"]
        for i in 0..<12 { files["m\(i).ts"] = "export const v\(i): number = \(i);\n" }
        let runs = try CountingEsbuild(files)
        let batched = try runs.run(["run", "main.ts"])
        #expect(batched.stdout == "66\n", "\(batched.stderr)")
        #expect(runs.calls == 1)
        let log = (try? String(contentsOfFile: runs.folder.path("calls.log"), encoding: .utf8)) ?? ""
        #expect(log.hasPrefix("call --service="), "\(log)")
        let perFileCache = runs.folder.path("per-file-cache")
        let separate = try runs.run(["run", "main.ts"], environment: ["JSHOST_ESBUILD_SERVICE": "0", "JSHOST_CACHE_DIR": perFileCache])
        #expect(separate.stdout == "66\n")
        #expect(runs.calls == 1 + 13)
        let outputs = { (cache: String) -> Set<String> in
            let folder = cache + "/transpiled"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return Set(names.filter { $0.hasSuffix(".js") }.compactMap { try? String(contentsOfFile: folder + "/" + $0, encoding: .utf8) })
        }
        #expect(outputs(runs.cache).count == 13)
        #expect(outputs(runs.cache) == outputs(perFileCache), "the service and the command line compile alike")
    }

    // An esbuild whose service mode does not start (an older or wrapped binary): the run
    // compiles each file by a process of its own instead, and says nothing about it.
    @Test func withoutTheServiceEachFileGetsAProcess() throws {
        let runs = try CountingEsbuild([
            "main.ts": "import { twice } from './lib';\nconst n: number = twice(4);\nconsole.log(n);\n",
            "lib.ts": "export const twice = (n: number): number => n * 2;\n",
        ])
        try runs.folder.write("bin/esbuild", "#!/bin/sh\ncase \"$1\" in --service=*) exit 1;; esac\n[ \"$1\" = --version ] || echo \"call $1\" >> '\(runs.folder.path("calls.log"))'\nexec '\(TypeScriptTests.esbuild)' \"$@\"\n")
        chmod(runs.wrapper, 0o755)
        let result = try runs.run(["run", "main.ts"])
        #expect(result.stdout == "8\n")
        #expect(result.stderr == "")
        #expect(runs.calls == 2)
    }

    @Test func aCacheThatCannotBeWrittenDoesNotFailTheRun() throws {
        let runs = try CountingEsbuild(["main.ts": "const n: number = 1;\nconsole.log(n);\n", "cache": "a file, not a folder"])
        let result = try runs.run(["run", "main.ts"], environment: ["JSHOST_CACHE_DIR": runs.folder.path("cache/sub")])
        #expect(result.status == 0)
        #expect(result.stdout == "1\n")
        #expect(result.stderr == "")
    }

    @Test func cacheFolderDefaultsToXDGThenHome() throws {
        let runs = try CountingEsbuild(["main.ts": "console.log('x' as string);\n"])
        let xdg = runs.folder.path("xdg")
        var environment = ProcessInfo.processInfo.environment.filter { $0.key != "JSHOST_CACHE_DIR" }
        environment["JSHOST_ESBUILD"] = runs.wrapper
        environment["XDG_CACHE_HOME"] = xdg
        environment["NO_COLOR"] = "1"
        let process = Process()
        process.executableURL = JSHost.binary
        process.arguments = ["run", runs.folder.path("main.ts")]
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: xdg + "/jshost/transpiled")) ?? []
        #expect(entries.filter { $0.hasSuffix(".js") }.count == 1)
    }

    // MARK: Errors

    @Test func uncaughtErrorsPointAtTheTypeScriptLineAndColumn() throws {
        let folder = try TemporaryFolder([
            "lib.ts": """
            import { label } from './labels';
            export interface Options { strict: boolean }
            type Id = string;

            export function check(id: Id, options: Options): void {
              if (options.strict) throw new Error(label + id);
            }
            """,
            "labels.ts": "export const label: string = 'bad id: ';\n",
            "main.ts": "import { check } from './lib';\nconst opts: { strict: boolean } = { strict: true };\ncheck('x' as string, opts);\n",
        ])
        let result = try JSHost.run(["run", "main.ts"], in: folder.url)
        #expect(result.status == 1)
        // `throw new Error(` is at column 23 of line 6; JavaScriptCore names the call's `(`.
        #expect(result.stderr.hasPrefix("✖ \(folder.path("lib.ts")):6:38\n") || result.stderr.hasPrefix("\(folder.path("lib.ts")):6:38\n"), "\(result.stderr)")
        #expect(result.stderr.contains("Error: bad id: x"))
        #expect(result.stderr.contains("check@\(folder.path("lib.ts")):6:38"))
        #expect(result.stderr.contains("\(folder.path("main.ts")):3:6"))
    }

    @Test func aHandlerErrorEffectNamesTheTypeScriptLine() throws {
        let folder = try TemporaryFolder([
            "main.ts": """
            import { registerAction, setCategories } from 'jshost';
            type Reply = { text?: string };
            setCategories([{ id: 'c', actions: [{ id: 'go', title: 'Go', type: 'go' }] }]);
            registerAction('go', (event: Reply) => {
              const value: number = 1;
              throw new TypeError('handler failed ' + value);
            });
            """,
            "push.json": #"{"aps": {"alert": {"title": "t"}, "category": "c"}}"#,
        ])
        let result = try JSHost.run(["run", "main.ts", "--push", "push.json", "--tap", "go", "--json"], in: folder.url)
        let error = try #require(result.effects("error").first)
        #expect(error["line"] as? Int == 6, "\(error)")
        #expect(error["file"] as? String == folder.path("main.ts"))
        #expect((error["stack"] as? String)?.contains("\(folder.path("main.ts")):6:") == true, "\(error)")
    }

    /// A module a JSX/TSX file's static import cannot find is reported at the import's line
    /// in the user's file (esbuild moves lines: types vanish, JSX grows), in the message,
    /// the error's position and, under `jshost test`, the failure's location.
    @Test func aModuleNotFoundFromATsxFileIsReportedAtTheImportsOriginalLine() throws {
        let folder = try TemporaryFolder([
            "screens/Inbox.tsx": """
            import React from 'react';
            import { View, Text } from 'react-native';

            type Props = {
              unread: number;
              title: string;
            };

            export function Inbox({ unread, title }: Props) {
              return (
                <View>
                  <Text>{title}</Text>
                  <Text>{unread} unread</Text>
                </View>
              );
            }

            import { registerInboxActions } from '../notifications/inbox-actions';
            registerInboxActions();
            """,
            "screens/Inbox.test.tsx": """
            import React from 'react';

            type Case = { name: string };
            const cases: Case[] = [{ name: 'empty' }];

            import { View } from 'react-native';
            import { renderCount } from '../test-utils/render';

            test.each(cases)('$name', () => { expect(renderCount(<View />)).toBe(1); });
            """,
            "package.json": #"{"name": "inbox-app", "private": true}"#,
        ])
        let run = try JSHost.run(["run", "screens/Inbox.tsx"], in: folder.url)
        #expect(run.status == 1)
        let file = folder.path("screens/Inbox.tsx")
        #expect(run.stderr.hasPrefix("✖ \(file):18\n"), "\(run.stderr)")
        #expect(run.stderr.contains("Cannot find module '../notifications/inbox-actions' imported from \(file):18 "), "\(run.stderr)")
        let test = try JSHost.run(["test", "screens/Inbox.test.tsx"], in: folder.url)
        #expect(test.status == 1)
        // Under `jshost test`, jest-resolve's text (docs/testing.md, "Module semantics"), at the import's line.
        #expect(test.stdout.contains("Cannot find module '../test-utils/render' from 'screens/Inbox.test.tsx'"), "\(test.stdout)")
        #expect(test.stdout.contains("at screens/Inbox.test.tsx:7:"), "\(test.stdout)")
    }

    /// A static import a TSX file may not read (outside the project) is denied at the
    /// import's original line.
    @Test func aDeniedImportFromATsxFileIsReportedAtTheImportsOriginalLine() throws {
        let folder = try TemporaryFolder([
            "mobile/package.json": #"{"name": "mobile", "private": true}"#,
            "mobile/App.tsx": "type Tab = 'inbox' | 'settings';\nconst tab: Tab = 'inbox';\nconst screen = <Screen name={tab} />;\n\nimport { brand } from '../shared/brand';\nconsole.log(brand);\n",
            "shared/brand.ts": "export const brand: string = 'Acme';\n",
        ])
        let result = try JSHost.run(["run", "App.tsx"], in: folder.url.appendingPathComponent("mobile"))
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("✖ \(folder.path("mobile/App.tsx")):5:1\nPermissionDenied:"), "\(result.stderr)")
    }

    /// Every other error that passes through esbuild names the user's line, in a TSX file
    /// whose lines move (the type block vanishes, the JSX grows): a dynamic `import()` and a
    /// `require()` that cannot be found (also under `jshost test`), a module that throws while
    /// it loads, a runtime error's stack, and the same on line 1, where esbuild's header sits.
    @Test func everyErrorThroughEsbuildNamesTheUsersLine() throws {
        let folder = try TemporaryFolder([
            "package.json": #"{"name": "courier", "private": true}"#,
            "screens/Orders.tsx": """
            import React from 'react';
            import { View, Text } from 'react-native';

            type Order = {
              id: string;
              status: 'new' | 'shipped';
            };

            export function OrderRow({ id, status }: Order) {
              return (
                <View>
                  <Text>{id}</Text>
                  <Text>{status}</Text>
                </View>
              );
            }

            export async function openDetails(order: Order): Promise<void> {
              const details = await import('./OrderDetails');
              details.show(order);
            }

            export function loadLegacyActions(): unknown {
              return require('../notifications/legacy-actions');
            }
            """,
            "dynamic.tsx": """
            import { openDetails } from './screens/Orders';
            openDetails({ id: '7', status: 'new' } as const);
            """,
            "required.tsx": """
            import { loadLegacyActions } from './screens/Orders';
            loadLegacyActions();
            """,
            "screens/Broken.tsx": """
            import { View } from 'react-native';
            interface Options {
              strict: boolean;
            }
            const banner = (
              <View>
                <View />
              </View>
            );
            const options: Options = { strict: true };
            if (options.strict) throw new Error('Broken screen: ' + typeof banner);
            export default banner;
            """,
            "load.tsx": "import type { Ref } from 'react';\nimport banner from './screens/Broken';\nconsole.log(banner as unknown as Ref<null>);\n",
            "first-line-dynamic.tsx": "import('./nowhere').then((m: unknown) => console.log(m));\n",
            "first-line-throw.tsx": "import { View } from 'react-native'; const n: number = 1; const v = <View n={n} />; throw new Error('line one ' + typeof v);\n",
            "first-line-syntax.tsx": "const v = <View />; const n: number = ;\n",
            "Orders.test.tsx": """
            import { openDetails } from './screens/Orders';

            type Case = { id: string };
            const order: Case = { id: '9' };

            test('opens the details', async () => {
              await openDetails({ ...order, status: 'new' });
            });
            """,
        ])
        let orders = folder.path("screens/Orders.tsx")
        // A dynamic import(): at the import's line (19) and column, in the header and the message.
        let dynamic = try JSHost.run(["run", "dynamic.tsx"], in: folder.url)
        #expect(dynamic.status == 1)
        #expect(dynamic.stderr.hasPrefix("✖ \(orders):19:"), "\(dynamic.stderr)")
        #expect(dynamic.stderr.contains("Cannot find module './OrderDetails' imported from \(orders):19 "), "\(dynamic.stderr)")
        // A require() inside a function, called later.
        let required = try JSHost.run(["run", "required.tsx"], in: folder.url)
        #expect(required.status == 1)
        // `return require(…)` is a tail call: JavaScriptCore drops the function's frame; the
        // error is still placed at the require() (column 17, its `(`), then its caller.
        #expect(required.stderr.hasPrefix("✖ \(orders):24:17\n"), "\(required.stderr)")
        #expect(required.stderr.contains("at @\(folder.path("required.tsx")):2:"), "\(required.stderr)")
        // A module that throws while it loads, imported from another TSX file.
        let load = try JSHost.run(["run", "load.tsx"], in: folder.url)
        #expect(load.status == 1)
        #expect(load.stderr.hasPrefix("✖ \(folder.path("screens/Broken.tsx")):11:"), "\(load.stderr)")
        #expect(load.stderr.contains("Error: Broken screen: object"))
        #expect(load.stderr.contains("\(folder.path("load.tsx")):2:"), "\(load.stderr)")
        // Line 1.
        let firstDynamic = try JSHost.run(["run", "first-line-dynamic.tsx"], in: folder.url)
        #expect(firstDynamic.status == 1)
        #expect(firstDynamic.stderr.hasPrefix("✖ \(folder.path("first-line-dynamic.tsx")):1:"), "\(firstDynamic.stderr)")
        #expect(firstDynamic.stderr.contains("imported from \(folder.path("first-line-dynamic.tsx")):1 "), "\(firstDynamic.stderr)")
        let firstThrow = try JSHost.run(["run", "first-line-throw.tsx"], in: folder.url)
        #expect(firstThrow.status == 1)
        // `throw new Error(`: JavaScriptCore names the call's `(`, column 100 of the line as written.
        #expect(firstThrow.stderr.hasPrefix("✖ \(folder.path("first-line-throw.tsx")):1:100\n"), "\(firstThrow.stderr)")
        let firstSyntax = try JSHost.run(["run", "first-line-syntax.tsx"], in: folder.url)
        #expect(firstSyntax.status == 1)
        #expect(firstSyntax.stderr.contains("\(folder.path("first-line-syntax.tsx")):1:39"), "\(firstSyntax.stderr)")
        #expect(firstSyntax.stderr.contains("SyntaxError: Unexpected \";\""), "\(firstSyntax.stderr)")
        // Under `jshost test`: jest-resolve's text, located at the import() in the user's file.
        let test = try JSHost.run(["test", "Orders.test.tsx"], in: folder.url)
        #expect(test.status == 1)
        #expect(test.stdout.contains("Cannot find module './OrderDetails' from 'screens/Orders.tsx'"), "\(test.stdout)")
        #expect(test.stdout.contains("screens/Orders.tsx:19:"), "\(test.stdout)")
    }

    @Test func esbuildSyntaxErrorsNameTheUsersFileLineAndColumn() throws {
        let folder = try TemporaryFolder([
            "bad.ts": "const ok: number = 1;\nconst broken: number = ;\n",
            "bad.js": "const a = <View>\n  <Text>unclosed\n</View>;\n",
        ])
        let ts = try JSHost.run(["run", "bad.ts"], in: folder.url)
        #expect(ts.status == 1)
        #expect(ts.stderr.contains("\(folder.path("bad.ts")):2:24"), "\(ts.stderr)")
        #expect(ts.stderr.contains("SyntaxError: Unexpected \";\""), "\(ts.stderr)")
        let js = try JSHost.run(["run", "bad.js"], in: folder.url)
        #expect(js.status == 1)
        #expect(js.stderr.contains("\(folder.path("bad.js")):3:"), "\(js.stderr)")
        #expect(js.stderr.contains("SyntaxError: Expected closing tag \"View\" to match opening tag \"Text\""), "\(js.stderr)")
    }

    @Test func withoutEsbuildATypeScriptFileFailsWithOneLineSayingHowToInstallIt() throws {
        let folder = try TemporaryFolder([
            "main.ts": "const n: number = 1;\n",
            "view.js": "export const v = <View />;\n",
            "plain.js": "console.log('plain');\n",
        ])
        let missing = ["JSHOST_ESBUILD": folder.path("no-such-esbuild")]
        let ts = try JSHost.run(["run", "main.ts"], in: folder.url, environment: missing)
        #expect(ts.status == 1)
        #expect(ts.stderr.split(separator: "\n").count == 1, "\(ts.stderr)")
        #expect(ts.stderr.contains("\(folder.path("main.ts")): TypeScript and JSX files need esbuild"))
        #expect(ts.stderr.contains("apt-get install esbuild"))
        // JSX in a .js file: the JavaScript error, and the hint.
        let jsx = try JSHost.run(["run", "view.js"], in: folder.url, environment: missing)
        #expect(jsx.status == 1)
        #expect(jsx.stderr.contains("SyntaxError"))
        #expect(jsx.stderr.contains("install esbuild to load it: apt-get install esbuild"))
        // Plain JavaScript does not need it.
        let plain = try JSHost.run(["run", "plain.js"], in: folder.url, environment: missing)
        #expect(plain.status == 0)
        #expect(plain.stdout == "plain\n")
    }
}
