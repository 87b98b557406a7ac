// swift-tools-version:6.0
// jshost: JavaScriptCore host for push-notification action logic.
// Layers (docs/architecture.md), each depending only on those above it:
//   JSONSyntax                            — the one JSON parser and writer
//   CJavaScriptCore → JSCore → HostRuntime (+ ModuleSyntax)
//   Notifications (+ SalesforceConnect)   — Foundation only, no JavaScript
//   Surfaces (runtime + notifications) → TestRunner (Jest) → AppSessions (sessions) → Studio, MCPServer
//   → JSHostKit (the facade) → jshost (CLI)
import PackageDescription

/// The C module `CJavaScriptCore` that the JSCore wrapper imports: Apple's system
/// framework where it exists (as JXKit-style packages choose it), the GTK port's
/// system library otherwise. Both add the same private prototypes
/// (Sources/CJavaScriptCore/JSCPrivate.h).
#if canImport(JavaScriptCore)
let javaScriptCore: Target = .target(
    name: "CJavaScriptCore",
    path: "Sources/CJavaScriptCoreFramework",
    linkerSettings: [.linkedFramework("JavaScriptCore")]
)
#else
let javaScriptCore: Target = .systemLibrary(
    name: "CJavaScriptCore",
    pkgConfig: "javascriptcoregtk-4.1",
    providers: [.apt(["libjavascriptcoregtk-4.1-dev"])]
)
#endif

/// The executable's two Linux-only link-time shims (FoundationNetworking's libcurl
/// and the glibc clock JavaScriptCore's watchdog reads); Apple platforms need neither.
let linuxShims: [Target.Dependency] = [
    .target(name: "CCurlLoader", condition: .when(platforms: [.linux])),
    .target(name: "CThreadClock", condition: .when(platforms: [.linux])),
]

let package = Package(
    name: "jshost",
    // macOS 15: Synchronization's `Atomic` (Sources/HostRuntime/Loop/EventLoop.swift) needs it.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "jshost", targets: ["jshost"]),
        .library(name: "JSHostKit", targets: ["JSHostKit"]),
        // `JSONValue`, which the notifications model carries, comes with it.
        .library(name: "Notifications", targets: ["Notifications", "JSONSyntax"]),
    ],
    targets: [
        javaScriptCore,
        // libxml2's HTML parser for pages: its tree's declarations (CLibXML2) and its
        // functions, loaded on the first page (Sources/CHTMLParser/HTMLParser.c), so
        // start-up does not load libxml2; Scripts/build-release.sh drops it.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "CHTMLParser", dependencies: ["CLibXML2"]),
        .target(name: "PageSyntax", dependencies: ["CHTMLParser", "CLibXML2"]),
        .target(name: "JSCore", dependencies: ["CJavaScriptCore"]),
        // JSON on bytes (strict, errors with line and column) and its compact writer:
        // payloads, events, package.json, source maps, the Jest config all read through it.
        .target(name: "JSONSyntax"),
        .target(name: "ModuleSyntax", dependencies: ["JSONSyntax"]),
        // `Locked<Value>`: the package's one lock-guarded box for state threads share.
        .target(name: "Locking"),
        // The fetch standard's redirect rules, shared by fetch and the Salesforce client.
        .target(name: "HTTPRedirects"),
        // The one gate for files a project's own files name (docs/permissions.md).
        .target(name: "ProjectGate"),
        // The app's project, read once per run: where it is (one walk), its package.json,
        // its configuration files, its installed packages' versions (docs/architecture.md).
        .target(name: "AppProject", dependencies: ["JSONSyntax", "ProjectGate", "Locking"]),
        .target(name: "HostRuntime", dependencies: ["JSCore", "ModuleSyntax", "JSONSyntax", "HTTPRedirects", "ProjectGate", "AppProject", "CJavaScriptCore"], plugins: ["EmbedJavaScript"]),
        .target(name: "Notifications", dependencies: ["JSONSyntax", "ProjectGate", "AppProject"]),
        // The Salesforce REST client sits beside the notifications core (Foundation only) and
        // reads JSON with its parser.
        .target(name: "SalesforceConnect", dependencies: ["Notifications", "HTTPRedirects", "Locking", "JSONSyntax"]),
        .target(name: "Surfaces", dependencies: ["HostRuntime", "ModuleSyntax", "Notifications", "SalesforceConnect", "PageSyntax", "JSCore", "JSONSyntax", "AppProject", "CJavaScriptCore"], plugins: ["EmbedJavaScript"]),
        // The notification renderer (docs/rendering.md): HTML and CSS drawn from the platform
        // rules' view layouts (JS/render.js, JS/notification.css, JS/page.html) and the
        // headless Chromium that photographs them (WebDriver). `run --render`, `test --report`
        // and `simulate.render` use it; a studio can draw with it too.
        .target(name: "NotificationRendering", dependencies: ["Notifications", "JSCore", "JSONSyntax", "ProjectGate"], plugins: ["EmbedJavaScript"]),
        // `jshost test` (docs/testing.md): all of Jest's behaviour — config, discovery, the
        // Jest layer's JavaScript (JS/jest, JS/test-glue.js), module mocks and `__mocks__`,
        // reporters, snapshots, coverage, watch, the debugger. JSHostKit re-exports it for the
        // CLI, the studio and the MCP server; embedders' API is JSHostKit's own.
        .target(name: "TestRunner", dependencies: ["Surfaces", "NotificationRendering", "ProjectGate", "AppProject", "HostRuntime", "JSCore", "JSONSyntax", "ModuleSyntax", "Notifications"], plugins: ["EmbedJavaScript"]),
        // What the commands do on a device (Simulation, EventStream, CategoryListing, AppInit,
        // the Device sessions embedders drive); re-exports TestRunner.
        .target(name: "AppSessions", dependencies: ["TestRunner", "Surfaces", "Locking", "NotificationRendering", "ProjectGate", "AppProject", "HostRuntime", "JSCore", "JSONSyntax", "ModuleSyntax", "Notifications", "SalesforceConnect"], plugins: ["EmbedJavaScript"]),
        // `jshost studio` (docs/studio.md): a local page to try an app's notification code by
        // hand. Its server is libsoup 3, opened with dlopen when a studio starts
        // (Sources/CSoupServer/SoupServer.c), so no binary links it.
        .target(name: "CSoupServer"),
        // `jshost mcp` (docs/mcp.md): a Model Context Protocol server over stdio whose tools run
        // what the CLI's commands run, through JSHostKit.
        .target(name: "MCPServer", dependencies: ["AppSessions", "Surfaces", "HostRuntime", "Notifications", "JSONSyntax", "NotificationRendering", "Locking", "ProjectGate"]),
        // `jshost run --inspect` (docs/debugging.md): WebKitGTK's inspector relay, opened with
        // dlopen only in that mode (Sources/CWebInspector/WebInspector.c); the studio's server
        // fronts it (Sources/Studio/Inspector).
        .target(name: "CWebInspector"),
        .target(name: "Studio", dependencies: ["AppSessions", "Surfaces", "HostRuntime", "Notifications", "JSONSyntax", "NotificationRendering", "CSoupServer", "CWebInspector", "Locking", "JSCore", "AppProject"], plugins: ["EmbedJavaScript"]),
        // The facade the executable and embedders import (docs/embedding.md): AppSessions
        // re-exported, and the entry points of the commands that sit beside it (studio, mcp,
        // the debugger, the renderer), so the CLI needs no other module of the package.
        .target(name: "JSHostKit", dependencies: ["AppSessions", "Studio", "MCPServer", "NotificationRendering", "Surfaces", "HostRuntime", "AppProject",
                                                  "ProjectGate", "Locking", "SalesforceConnect", "Notifications", "JSONSyntax"]),
        // libcurl loaded on the first request instead of at every start-up
        // (Sources/CCurlLoader/CurlLoader.c); Scripts/build-release.sh then drops
        // libcurl from the release binary's needed libraries.
        .target(name: "CCurlLoader"),
        // clock_gettime with JavaScriptCore's per-entry thread-CPU-clock read served
        // from a cache (Sources/CThreadClock/ThreadClock.c). The linker exports it from
        // the executable, since the libraries call it, so they bind to it, not libc's.
        .target(name: "CThreadClock"),
        // Release links a position-dependent executable: a PIE's ~78,000 relative
        // relocations cost ~1.5 ms of every start-up (docs/performance.md).
        // The executable imports the facade and the notifications core only
        // (Scripts/check-target-imports.sh holds it to that).
        .executableTarget(name: "jshost", dependencies: ["JSHostKit", "Notifications"] + linuxShims,
                          linkerSettings: [.unsafeFlags(["-Xclang-linker", "-no-pie"], .when(configuration: .release))]),

        // Build-time embedding of JavaScript: a target with `plugins: ["EmbedJavaScript"]` gets
        // every JS/**/*.js file as a static String of an internal `enum EmbeddedJS`
        // (docs/architecture.md, "JavaScript sources").
        .executableTarget(name: "EmbedJavaScriptTool"),
        .plugin(name: "EmbedJavaScript", capability: .buildTool(), dependencies: ["EmbedJavaScriptTool"]),

        // docs/embedding.md's example (Tests/EndToEndTests/EmbeddingExampleTests.swift runs
        // it; Scripts/check-embedding.sh type-checks it as another package would see it).
        .executableTarget(name: "EmbeddingExample", dependencies: ["JSHostKit", "Notifications", "JSONSyntax"], path: "Examples/embedding",
                          exclude: ["README.md", "expected-output.txt"]),

        // What several test suites share (a loopback test server); not shipped.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "JSCoreTests", dependencies: ["JSCore"]),
        .testTarget(name: "ProjectGateTests", dependencies: ["ProjectGate"]),
        .testTarget(name: "AppProjectTests", dependencies: ["AppProject", "ProjectGate", "JSONSyntax"]),
        .testTarget(name: "JSONSyntaxTests", dependencies: ["JSONSyntax", "TestSupport"]),
        .testTarget(name: "ModuleSyntaxTests", dependencies: ["ModuleSyntax", "JSONSyntax"]),
        .testTarget(name: "HostRuntimeTests", dependencies: ["HostRuntime", "TestSupport", "JSCore", "JSONSyntax", "ModuleSyntax", "ProjectGate"], exclude: ["ModuleCorpus", "Server"]),
        .testTarget(name: "NotificationsTests", dependencies: ["Notifications", "TestSupport", "JSONSyntax"], exclude: ["Fixtures"]),
        .testTarget(name: "SalesforceConnectTests", dependencies: ["SalesforceConnect", "TestSupport", "JSONSyntax"], exclude: ["Server"]),
        .testTarget(name: "SurfacesTests", dependencies: ["Surfaces", "HostRuntime", "JSCore", "Notifications", "JSONSyntax"]),
        .testTarget(name: "EndToEndTests", dependencies: ["JSHostKit", "AppSessions", "TestRunner", "TestSupport", "JSONSyntax", "Notifications", "PageSyntax", "Surfaces", "AppProject"]),
        .testTarget(name: "StudioTests", dependencies: ["Studio", "JSHostKit", "Surfaces", "TestSupport", "ProjectGate"]),
        .testTarget(name: "NotificationRenderingTests", dependencies: ["NotificationRendering", "Notifications", "JSONSyntax", "TestSupport"],
                    exclude: ["References"]),
        .testTarget(name: "ThreadClockTests", dependencies: ["Locking", .target(name: "CThreadClock", condition: .when(platforms: [.linux]))]),
        .testTarget(name: "EmbedJavaScriptTests", dependencies: ["TestSupport"], plugins: ["EmbedJavaScript"]),
    ]
)
