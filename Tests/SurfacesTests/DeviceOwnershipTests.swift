import Foundation
import HostRuntime
import JSCore
import Notifications
import Surfaces
import Testing

/// Resident set size in KiB, from /proc/self/statm.
func residentKiB() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// Weak references to what one device made, read after the device is gone.
struct Made {
    weak var device: Device?
    weak var runtime: Runtime?
    weak var context: JSContext?
    weak var loop: EventLoop?
    var allFreed: Bool { device == nil && runtime == nil && context == nil && loop == nil }
}

/// A script that leaves behind everything a device frees on close: action and
/// response handlers (one returning a promise, one keeping its delivery object),
/// categories, a waiting timeout and interval, an unhandled rejection, a built-in
/// module's exports, lazily loaded prelude pieces and every surface's glue.
let ownershipScript = """
import { setCategories, registerAction, onResponse, onNotification } from 'jshost';
setCategories([{ id: 'c', actions: [{ id: 'a', title: 'A', type: 'go' }] }]);
registerAction('go', (d) => { globalThis.kept = d; return Promise.resolve(d.action); });
onResponse((d) => { globalThis.payload = d.payload; });
onNotification((n) => n);
setTimeout(() => console.log('never'), 60000);
setInterval(() => {}, 1000);
Promise.reject(new Error('nobody handles this'));
globalThis.url = new URL('https://example.com/a?b=c');
globalThis.encoded = new TextEncoder().encode('x');
console.log('loaded', { a: [1, 2] });
// Every surface's lazy glue: React Native, Marigold, Salesforce, the browser
// globals (Cordova, the DOM), MobileFirst and Acoustic.
import { NativeModules } from 'react-native';
import * as marigold from 'react-native-marigold';
import * as salesforce from 'jshost/salesforce';
globalThis.surfaces = [NativeModules, marigold, salesforce, typeof window.navigator, typeof document,
                       typeof cordova, typeof WL, typeof MCEPlugin];
"""

/// Makes a device, runs the script, pushes and taps once, and returns weak
/// references to what it made; `close` says whether to close it explicitly or just
/// drop it.
func useAndDropDevice(script: String, close: Bool) throws -> Made {
    let sink = CollectingSink()
    var made = Made()
    do {
        let device = try Device(options: DeviceOptions(runtime: RuntimeOptions(fakeTime: true)), sink: sink)
        made.device = device
        made.runtime = device.runtime
        made.context = device.runtime.context
        made.loop = device.runtime.loop
        device.load(script: script)
        let id = device.push(bytes: Array(#"{"aps":{"alert":"hi","category":"c"}}"#.utf8), id: "n1")
        device.respond(to: id ?? "n1", action: .action("a"))
        if close { device.close() }
    }
    // Everything was used: the handler ran and the rejection was reported.
    #expect(sink.effects.contains { if case .handler = $0.kind { return true } else { return false } })
    #expect(sink.effects.contains { if case let .error(reason, _, _, _, _, _, _) = $0.kind { return reason == .rejection } else { return false } })
    return made
}

@Suite(.serialized) struct DeviceOwnershipTests {
    let script: String

    init() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("jshost-ownership-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        script = directory.appendingPathComponent("device.mjs").path
        try ownershipScript.write(toFile: script, atomically: true, encoding: .utf8)
    }

    @Test func aClosedDeviceFreesItsRuntimeContextAndLoop() throws {
        let made = try useAndDropDevice(script: script, close: true)
        #expect(made.device == nil, "the device was not freed")
        #expect(made.runtime == nil, "the runtime was not freed")
        #expect(made.context == nil, "the context was not freed")
        #expect(made.loop == nil, "the loop was not freed")
    }

    @Test func aDeviceDroppedWithoutCloseIsFreedToo() throws {
        let made = try useAndDropDevice(script: script, close: false)
        #expect(made.allFreed, "device \(made.device == nil), runtime \(made.runtime == nil), context \(made.context == nil), loop \(made.loop == nil)")
    }

    @Test func aClosedDeviceRunsNoMoreJavaScriptAndTakesNoMoreHandlers() throws {
        let sink = CollectingSink()
        let device = try Device(options: DeviceOptions(runtime: RuntimeOptions(fakeTime: true)), sink: sink)
        device.load(script: script)
        let context = device.runtime.context
        let setTimeout = context.globalObject["setTimeout"]
        device.close()
        #expect(device.isClosed && device.runtime.isClosed && context.isClosed)
        // A Swift function kept from before the close now throws instead of running.
        #expect(throws: JSException.self) { try setTimeout.call([]) }
        // No handler is left in the dispatcher: the tap is missed, not handled.
        let before = sink.effects.count
        _ = device.dispatcher.push(bytes: Array(#"{"aps":{"alert":"hi","category":"c"}}"#.utf8), id: "n2")
        device.dispatcher.respond(to: "n2", action: .action("a"))
        #expect(!sink.effects.dropFirst(before).contains { if case .handler = $0.kind { return true } else { return false } })
    }

    /// 1,000 devices made, used and closed: each is freed, and RSS after 1,000 is
    /// within a small tolerance of RSS after 200 (a leak of a device's heap, ~1.6 MB
    /// each, would add over a gigabyte).
    @Test func aThousandDevicesAreFreedAndRSSStaysFlat() throws {
        var notFreed = 0
        var rssAfter200 = 0
        for index in 1...1_000 {
            let made = try useAndDropDevice(script: script, close: index % 2 == 0)
            if !made.allFreed { notFreed += 1 }
            if index == 200 { rssAfter200 = residentKiB() }
        }
        let rssAfter1000 = residentKiB()
        print("devices=200 rss_kib=\(rssAfter200) devices=1000 rss_kib=\(rssAfter1000)")
        #expect(notFreed == 0, "\(notFreed) of 1,000 devices were not freed")
        // 800 devices more may move RSS by allocator noise, not by 800 heaps.
        let growth = rssAfter1000 - rssAfter200
        #expect(growth < max(rssAfter200 / 10, 16 * 1024), "RSS grew \(growth) KiB from 200 to 1,000 devices (\(rssAfter200) → \(rssAfter1000) KiB)")
    }
}
