import Foundation
import JSHostKit
import JSONSyntax
import NotificationRendering
import Notifications
import Surfaces

/// One of the studio's two phones: a `Device` of its platform with the app loaded, exactly
/// as `jshost run` makes one (`AppModules.device(options:sink:)`, then `load(script:)`). Its effects go
/// to the page as they happen; a display also carries the renderer's model, which the page
/// draws with the same JS/render.js `run --render` uses.
final class StudioPhone {
    let platform: Platform
    let device: Device
    private let sink: PhoneSink

    init(platform: Platform, options: DeviceOptions, app: AppIdentity, send: @escaping (JSONValue) -> Void) throws {
        self.platform = platform
        var options = options
        options.platform = platform
        sink = PhoneSink(platform: platform, app: app, send: send)
        device = try AppModules.device(options: options, sink: sink)
    }

    /// Loads the app's entry (a script or a page) as `run` does.
    func load(_ entry: String) { device.load(script: entry) }

    func close() { device.close() }
}

/// Turns a phone's effects into the page's messages.
private final class PhoneSink: EffectSink {
    let platform: Platform
    let app: AppIdentity
    let send: (JSONValue) -> Void

    init(platform: Platform, app: AppIdentity, send: @escaping (JSONValue) -> Void) {
        self.platform = platform
        self.app = app
        self.send = send
    }

    func emit(_ effect: Effect) {
        var message: JSONObject = ["type": "effect", "platform": .string(platform.rawValue), "effect": effect.jsonValue]
        if let shown = DisplayedNotification(effect: effect, app: app) {
            message.append("model", NotificationRenderer.model(shown))
        }
        send(.object(message))
    }
}
