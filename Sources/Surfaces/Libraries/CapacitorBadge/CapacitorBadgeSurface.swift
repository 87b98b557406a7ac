import Foundation
import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// @capawesome/capacitor-badge (docs/surfaces.md), a plugin of Capacitor's core
/// (Platforms/Capacitor): `Badge.*` as capawesome-team/capacitor-plugins packages/badge answers
/// it (ios/Plugin/BadgePlugin.swift + Badge.swift, android/…/BadgePlugin.java + Badge.java).
/// Its native plugin exists once the package is installed, which importing it stands for here.
final class CapacitorBadgeSurface: SurfaceInstaller, CapacitorPlugin {
    unowned let device: Device
    let pluginName = "Badge"
    let package = "@capawesome/capacitor-badge"
    let bridged = false
    var glueSource: String { EmbeddedJS.capawesomeCapacitorBadge }
    /// The badge count the plugin keeps (its `capacitor.badge` preference / user default).
    private var count = 0
    private var permission = "prompt"

    init(device: Device) { self.device = device }

    private var core: CapacitorSurface { device.surface(CapacitorSurface.self) }
    private var platform: Platform { device.dispatcher.platform }

    func install() throws {
        core.register(self)
    }

    /// `set`/`increase`/`decrease`/`clear` store the count and apply it (a `badge` effect);
    /// on iOS each first requests the badge authorization; `decrease` below 1 does nothing;
    /// `set` without a count sets 0. On Android the plugin creates its `capacitor_badge`
    /// channel when it loads.
    func call(_ method: String, _ options: JSONValue, _ extra: JSONValue) throws -> JSONValue? {
        if platform == .android { device.dispatcher.trackChannels(created: ["capacitor_badge"]) }
        func apply(_ count: Int) {
            if platform == .ios { permission = "granted" }
            self.count = count
            device.record(.badge(count: count))
        }
        switch method {
        case "get": return ["count": .number(Double(count))]
        case "set":
            // call.getInt("count") ?? 0 / call.getInt("count", 0): a non-integer count is no count.
            let count: Int
            if let n = options["count"]?.doubleValue, n == n.rounded(), abs(n) < 2_147_483_648 { count = Int(n) } else { count = 0 }
            apply(count)
            return nil
        case "increase": apply(count + 1); return nil
        case "decrease":
            if platform == .ios { permission = "granted" }
            if count >= 1 { apply(count - 1) }
            return nil
        case "clear": apply(0); return nil
        // iOS: always true; Android: ShortcutBadger.isBadgeCounterSupported, true for the
        // launcher jshost simulates (docs/surfaces.md).
        case "isSupported": return ["isSupported": true]
        case "checkPermissions": return ["display": .string(permission)]
        case "requestPermissions":
            permission = "granted"
            return ["display": "granted"]
        default: throw CapacitorSurface.unimplemented()
        }
    }
}
