import Foundation
import AppSessions
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

    /// The errors recorded while the entry loaded (it did not load as on a phone).
    var loadErrors: [Effect] { sink.loadErrors }

    init(platform: Platform, options: DeviceOptions, app: AppIdentity, send: @escaping (JSONValue) -> Void) throws {
        self.platform = platform
        var options = options
        options.platform = platform
        // The timeline says what each listener the app added got, as `run --explain` does.
        options.listenerTimeline = true
        sink = PhoneSink(platform: platform, app: app, send: send)
        device = try AppModules.device(options: options, sink: sink)
    }

    /// Loads the app's entry (a script or a page) as `run` does.
    /// The page shows each error of the load over the phone's screen (`loadError`).
    func load(_ entry: String) {
        sink.loading = true
        device.load(script: entry)
        // Every package missing from the graph, at once (as `run` lists them).
        MissingPackagesReport.recordAfterLoad(device, script: entry, errors: sink.loadErrors.compactMap(MissingPackagesReport.errorMessage))
        sink.loading = false
    }

    func close() { device.close() }
}

/// Turns a phone's effects into the page's messages.
private final class PhoneSink: EffectSink {
    let platform: Platform
    let app: AppIdentity
    let send: (JSONValue) -> Void
    var loading = false
    private(set) var loadErrors: [Effect] = []

    init(platform: Platform, app: AppIdentity, send: @escaping (JSONValue) -> Void) {
        self.platform = platform
        self.app = app
        self.send = send
    }

    func emit(_ effect: Effect) {
        var message: JSONObject = ["type": "effect", "platform": .string(platform.rawValue), "effect": effect.jsonValue,
                                   "line": .string(EffectLine.text(effect.kind))]
        if let shown = DisplayedNotification(effect: effect, app: app) {
            message.append("model", NotificationRenderer.model(shown))
        }
        send(.object(message))
        if loading, case let .error(_, text, _, file, line, _, _) = effect.kind {
            loadErrors.append(effect)
            var error: JSONObject = ["type": "loadError", "platform": .string(platform.rawValue), "message": .string(text)]
            if let file { error.append("file", .string(file)) }
            if let line { error.append("line", .number(Double(line))) }
            send(.object(error))
        }
    }
}
