import Foundation
import Testing
@testable import JSCore

/// Resident set size in KiB, from /proc/self/statm.
func residentKiB() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// Run by Scripts/memory-calls.sh (JSHOST_BENCH=1): 1,000,000 Swift→JS calls
/// with fresh object arguments must leave RSS flat (±5 %) once warmed up.
@Test(.enabled(if: ProcessInfo.processInfo.environment["JSHOST_BENCH"] == "1"))
func swiftToJSCallsKeepMemoryFlat() throws {
    let context = JSContext()
    let handler = try context.evaluate("(function (action, payload) { return action.type.length + payload.n })")
    let calls = Int(ProcessInfo.processInfo.environment["JSHOST_CALLS"] ?? "") ?? 1_000_000
    var samples: [(Int, Int)] = []
    let start = Date()
    for index in 1...calls {
        let action = JSValue.object(in: context)
        action["type"] = JSValue(string: "sendEmail", in: context)
        let payload = JSValue.object(in: context)
        payload["n"] = JSValue(double: Double(index), in: context)
        _ = try handler.call([action, payload])
        if index % (calls / 10) == 0 {
            context.garbageCollect()
            samples.append((index, residentKiB()))
        }
    }
    let seconds = Date().timeIntervalSince(start)
    for (index, rss) in samples { print("calls=\(index) rss_kib=\(rss)") }
    let warm = samples[1].1, last = samples.last!.1
    let drift = Double(last - warm) / Double(warm) * 100
    print(String(format: "calls_per_second=%.0f rss_after_warmup_kib=%d rss_end_kib=%d drift_percent=%.2f", Double(calls) / seconds, warm, last, drift))
    #expect(abs(drift) <= 5, "RSS drifted \(drift) % over \(calls) calls")
}
