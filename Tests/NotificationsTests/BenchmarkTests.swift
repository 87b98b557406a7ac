import Foundation
import JSONSyntax
import Testing
@testable import Notifications

/// The native dispatch benchmark (SPEC §11), run by `Scripts/bench-notifications.sh`
/// in release mode with `JSHOST_BENCH=1`. Each iteration: decode a ~300-byte APNs
/// payload with the byte-level parser, push it (display effect), tap an action
/// (response + handler effects; a native typed handler), and encode every effect as
/// a JSON line into a buffer.
@Suite struct NotificationsBenchmark {
    static let enabled = ProcessInfo.processInfo.environment["JSHOST_BENCH"] == "1"

    static let payload = #"""
    {"aps":{"alert":{"title":"Your order has shipped","body":"Order 1234 is on its way and should arrive on Friday."},"category":"order","badge":1,"sound":"default","mutable-content":1},"orderId":1234,"tracking":{"carrier":"UPS","code":"1Z999AA10123456784"},"customer":{"id":"c-42","tier":"gold"},"sentAt":"2026-11-29T10:00:00Z"}
    """#

    @Test(.enabled(if: NotificationsBenchmark.enabled))
    func pushAndTapPairsPerSecond() throws {
        let bytes = Array(Self.payload.utf8)
        var written = 0
        let sink = JSONLinesSink(flushThreshold: 256 * 1024) { written += $0.count }
        let dispatcher = Dispatcher(configuration: .init(appState: .foreground, includeMarigoldDefaults: true), clock: SystemClock(), sink: sink)
        dispatcher.register([Category(id: "order", actions: [
            Action(id: "track", title: "Track", options: [.foreground], kind: .custom(type: "trackOrder")),
            Action(id: "later", title: "Later", kind: .callback),
        ], source: .jshost)])
        var handled = 0
        dispatcher.registerActionHandler(type: "trackOrder", surface: .native) { delivery, done in
            handled &+= delivery.notification.id.utf8.count
            done(.success(nil))
        }
        let ids = (0..<1024).map { "n\($0)" }

        func run(_ pairs: Int) throws -> Double {
            let start = SystemClock.monotonicMilliseconds()
            for i in 0..<pairs {
                let id = ids[i & 1023]
                let n = try bytes.withUnsafeBytes { try PayloadDecoder.decode($0, id: id) }
                dispatcher.push(n)
                dispatcher.respond(to: id, action: .action("track"))
            }
            sink.flush()
            return (SystemClock.monotonicMilliseconds() - start) / 1000
        }

        _ = try run(20_000)  // warm up
        let pairs = Int(ProcessInfo.processInfo.environment["JSHOST_BENCH_PAIRS"] ?? "") ?? 1_000_000
        // Five rounds of a fifth each; the median round's rate is reported (wall
        // times drift on this machine).
        let roundSeconds = try (0..<5).map { _ in try run(pairs / 5) }
        let seconds = roundSeconds.reduce(0, +)
        let perSecond = Double(pairs / 5) / roundSeconds.sorted()[2]

        // Parts, for the report.
        let parseStart = SystemClock.monotonicMilliseconds()
        for _ in 0..<pairs / 4 { _ = try bytes.withUnsafeBytes { try JSONParser.parse($0) } }
        let parseRate = Double(pairs / 4) / ((SystemClock.monotonicMilliseconds() - parseStart) / 1000)
        let decodeStart = SystemClock.monotonicMilliseconds()
        for _ in 0..<pairs / 4 { _ = try bytes.withUnsafeBytes { try PayloadDecoder.decode($0, id: "x") } }
        let decodeRate = Double(pairs / 4) / ((SystemClock.monotonicMilliseconds() - decodeStart) / 1000)
        let data = Data(bytes)
        let foundationStart = SystemClock.monotonicMilliseconds()
        for _ in 0..<pairs / 20 { _ = try JSONSerialization.jsonObject(with: data) }
        let foundationRate = Double(pairs / 20) / ((SystemClock.monotonicMilliseconds() - foundationStart) / 1000)

        print("bench-notifications: payload \(bytes.count) bytes")
        print("bench-notifications: JSONParser.parse          \(Int(parseRate)) /s")
        print("bench-notifications: PayloadDecoder.decode     \(Int(decodeRate)) /s")
        print("bench-notifications: JSONSerialization (ref.)  \(Int(foundationRate)) /s")
        print("bench-notifications: push+tap pairs            \(Int(perSecond)) /s (median of 5 rounds; \(pairs) pairs, \(String(format: "%.3f", seconds)) s, \(sink.count) effects, \(written) bytes of JSON lines)")
        print("bench-notifications: events (push or tap)      \(Int(perSecond * 2)) /s")
        #expect(handled > 0)
        #expect(dispatcher.pendingHandlerCount == 0)
    }
}
