// swift-tools-version:6.0
// jshost: JavaScriptCore host for push-notification action logic.
// Layers (SPEC §2), each depending only on those above it:
//   CJavaScriptCore → JSCore → HostRuntime (+ ModuleSyntax)
//   Notifications (+ SalesforceConnect)   — Foundation only, no JavaScript
//   Surfaces (runtime + notifications) → JSHostKit (sessions, test runner) → jshost (CLI)
import PackageDescription

/// Release builds prespecialize the generic metadata the code uses, so start-up does
/// not build it at run time from mangled names (docs/performance.md).
let release: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-prespecialize-generic-metadata"], .when(configuration: .release))]
/// The dispatch path's modules also skip Swift's run-time exclusivity checks in release
/// builds (docs/performance.md: the trade-off and the measured gain). Debug builds,
/// and so the tests, keep them.
let hot: [SwiftSetting] = release + [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "jshost",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "jshost", targets: ["jshost"]),
        .library(name: "JSHostKit", targets: ["JSHostKit"]),
        .library(name: "Notifications", targets: ["Notifications"]),
    ],
    targets: [
        .systemLibrary(
            name: "CJavaScriptCore",
            pkgConfig: "javascriptcoregtk-4.1",
            providers: [.apt(["libjavascriptcoregtk-4.1-dev"])]
        ),
        .target(name: "JSCore", dependencies: ["CJavaScriptCore"], swiftSettings: hot),
        .target(name: "ModuleSyntax", swiftSettings: release),
        .target(name: "HostRuntime", dependencies: ["JSCore", "ModuleSyntax"], swiftSettings: hot,
                plugins: ["EmbedJavaScript"]),
        .target(name: "Notifications", swiftSettings: hot),
        .target(name: "SalesforceConnect", swiftSettings: release),
        // The JS-facing layers hop between URLSession threads and the single JS
        // thread through the event loop's inbox; Swift 5 mode lets their
        // closures carry JS values across that hop, which the loop makes safe.
        .target(name: "Surfaces", dependencies: ["HostRuntime", "Notifications", "SalesforceConnect"],
                swiftSettings: [.swiftLanguageMode(.v5)] + hot, plugins: ["EmbedJavaScript"]),
        .target(name: "JSHostKit", dependencies: ["Surfaces"], swiftSettings: [.swiftLanguageMode(.v5)] + hot,
                plugins: ["EmbedJavaScript"]),
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
        .executableTarget(name: "jshost", dependencies: ["JSHostKit", "CCurlLoader", "CThreadClock"], swiftSettings: release,
                          linkerSettings: [.unsafeFlags(["-Xclang-linker", "-no-pie"], .when(configuration: .release))]),

        // Build-time embedding of JavaScript: a target with `plugins: ["EmbedJavaScript"]` gets
        // every JS/**/*.js file as a static String of an internal `enum EmbeddedJS`
        // (docs/architecture.md, "JavaScript sources").
        .executableTarget(name: "EmbedJavaScriptTool"),
        .plugin(name: "EmbedJavaScript", capability: .buildTool(), dependencies: ["EmbedJavaScriptTool"]),

        // What several test suites share (a loopback test server); not shipped.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "JSCoreTests", dependencies: ["JSCore"]),
        .testTarget(name: "ModuleSyntaxTests", dependencies: ["ModuleSyntax"]),
        .testTarget(name: "HostRuntimeTests", dependencies: ["HostRuntime", "TestSupport"], exclude: ["ModuleCorpus", "Server"]),
        .testTarget(name: "NotificationsTests", dependencies: ["Notifications"], exclude: ["Fixtures"]),
        .testTarget(name: "SalesforceConnectTests", dependencies: ["SalesforceConnect", "TestSupport"], exclude: ["Server"]),
        .testTarget(name: "EndToEndTests", dependencies: ["JSHostKit", "TestSupport"]),
        .testTarget(name: "ThreadClockTests", dependencies: ["CThreadClock"]),
        .testTarget(name: "EmbedJavaScriptTests", dependencies: ["TestSupport"], plugins: ["EmbedJavaScript"]),
    ]
)
