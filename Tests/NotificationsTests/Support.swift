import Foundation
import JSONSyntax
@testable import Notifications

/// Fixtures live in `Fixtures/` next to this file (excluded from the target, so they
/// are found through `#filePath`).
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    static func json(_ name: String) throws -> JSONValue {
        try JSONParser.parse(try bytes(name), file: name)
    }

    static func notification(_ name: String, id: String? = nil, format: PayloadFormat? = nil) throws -> PushNotification {
        try PayloadDecoder.decode(try bytes(name), file: name, id: id, format: format)
    }
}

/// A dispatcher on virtual time collecting its effects.
func makeDispatcher(platform: Platform = .ios, appState: AppState = .background, queueLimit: Int = 100,
                    marigold: Bool = true, retention: Int = 10_000) -> (Dispatcher, CollectingSink, VirtualClock) {
    let sink = CollectingSink()
    let clock = VirtualClock()
    let d = Dispatcher(configuration: .init(platform: platform, appState: appState, missedActionQueueLimit: queueLimit,
                                            notificationRetentionLimit: retention, includeMarigoldDefaults: marigold),
                       clock: clock, sink: sink)
    return (d, sink, clock)
}

/// A handler that succeeds at once with `result`, recording what it received.
final class Recorder {
    var deliveries: [HandlerDelivery] = []
    func handler(result: JSONValue? = nil) -> Handler {
        { [unowned self] delivery, done in
            self.deliveries.append(delivery)
            done(.success(result))
        }
    }
}
