import Foundation
import Testing

/// `@capawesome/capacitor-badge` through the built binary (docs/surfaces.md, "Badges and
/// list-only presentation"): the plugin keeps the count, each call that sets one is a
/// `badge` effect, `decrease` stops at 0, and iOS asks for the badge authorization first.
@Suite struct CapacitorBadgeTests {
    static let app = """
    import { Capacitor } from '@capacitor/core';
    import { Badge } from '@capawesome/capacitor-badge';
    console.log('supported', (await Badge.isSupported()).isSupported);
    console.log('before', (await Badge.checkPermissions()).display);
    await Badge.set({ count: 2 });
    await Badge.increase();
    console.log('count', (await Badge.get()).count);
    console.log('after', (await Badge.checkPermissions()).display);
    await Badge.clear();
    await Badge.decrease();
    await Badge.set({});
    console.log('plugin', Capacitor.Plugins.Badge === Badge, Capacitor.isPluginAvailable('Badge'));
    """

    func logs(_ r: JSHostResult) -> [String] { r.effects("log").compactMap { $0["message"] as? String } }
    func badges(_ r: JSHostResult) -> [Int] { r.effects("badge").compactMap { $0["count"] as? Int } }

    @Test func badgeCallsAreBadgeEffectsOnBothPlatforms() throws {
        let f = try TemporaryFolder(["app.js": Self.app])
        let ios = try JSHost.run(["run", "app.js", "--platform", "ios", "--json"], in: f.url)
        #expect(ios.stderr == "", "\(ios.stderr)")
        // set 2, increase → 3, clear → 0, decrease at 0 sets nothing, set without a count → 0.
        #expect(badges(ios) == [2, 3, 0, 0], "\(ios.stdout)")
        #expect(logs(ios) == ["supported true", "before prompt", "count 3", "after granted", "plugin true true"], "\(ios.stdout)")
        let android = try JSHost.run(["run", "app.js", "--platform", "android", "--json"], in: f.url)
        #expect(badges(android) == [2, 3, 0, 0], "\(android.stdout)")
        // Android 13's notification permission is not asked by setting the badge.
        #expect(logs(android).contains("after prompt"), "\(android.stdout)")
    }

    /// A method the plugin does not have is a function whose promise rejects UNIMPLEMENTED, as
    /// the Proxy @capacitor/core's registerPlugin returns makes it (src/runtime.ts) — not a TypeError.
    @Test func aMethodThePluginDoesNotHaveRejectsAsUnimplemented() throws {
        let f = try TemporaryFolder(["app.js": """
            import { PushNotifications } from '@capacitor/push-notifications';
            console.log(typeof PushNotifications.registerActionTypes, typeof PushNotifications.register);
            PushNotifications.registerActionTypes({ types: [] }).catch((e) => console.log(e.code, e.message));
            """])
        for platform in ["ios", "android"] {
            let r = try JSHost.run(["run", "app.js", "--platform", platform, "--json"], in: f.url)
            #expect(logs(r) == ["function function", "UNIMPLEMENTED \"PushNotifications.registerActionTypes()\" is not implemented on \(platform)"],
                    "\(r.stdout)\(r.stderr)")
        }
    }

    @Test func withoutThePackageImportedThePluginIsNotThere() throws {
        let f = try TemporaryFolder(["app.js": """
        import { Capacitor, registerPlugin } from '@capacitor/core';
        console.log('available', Capacitor.isPluginAvailable('Badge'));
        try { await registerPlugin('Badge').set({ count: 1 }); } catch (e) { console.log(e.code); }
        """])
        let r = try JSHost.run(["run", "app.js", "--platform", "ios", "--json"], in: f.url)
        #expect(logs(r) == ["available false", "UNIMPLEMENTED"], "\(r.stdout)")
        #expect(badges(r).isEmpty)
    }
}
