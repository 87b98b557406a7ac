// Embedding jshost in a Swift program (docs/embedding.md): the neutral example's
// chat app, driven from Swift instead of `jshost run`.
import Foundation
import JSHostKit
import JSONSyntax
import Notifications

// The folder holding chat.js and payload.json (the neutral example by default).
let folder = CommandLine.arguments.dropFirst().first ?? "../neutral"

// 1. A device: an iPhone with the app in the background, on a virtual clock (the
//    reply handler's 250 ms round trip takes no real time). Effects collect in `effects`.
let effects = CollectingSink()
let options = DeviceOptions(runtime: RuntimeOptions(fakeTime: true), platform: .ios, appState: .background)
let device = try Device(options: options, sink: effects)

// 2. The app's notification code, as it ships: it registers categories and handlers.
device.load(script: "\(folder)/chat.js")

// 3. A push payload; its format (APNs here) is detected by shape.
let payload = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(folder)/payload.json")))
guard let id = device.push(bytes: payload, file: "payload.json") else {
    fatalError("the payload was rejected: \(effects.jsonLines)")
}

// 4. The user taps Reply and types a text; run until the async handler has settled.
device.respond(to: id, action: .action("reply"), text: "Sure, on it!")
device.finish()

// 5. What the phone showed and did.
for effect in effects.effects {
    switch effect.kind {
    case let .display(_, category, title, _, actions, _, _):
        print("shown: \(title ?? "") [\(category ?? "")] buttons: \(actions.map(\.title).joined(separator: ", "))")
    case let .response(action, text):
        print("tapped: \(action), typed: \(text ?? "-")")
    case let .handler(surface, type, nil, _):
        print("handler \(surface) \(type ?? "") started")
    case let .handler(surface, type, result?, _):
        print("handler \(surface) \(type ?? "") returned \(result.jsonString)")
    case let .log(_, message):
        print("console: \(message)")
    case let .error(_, message, _, _, _, _, _):
        print("error: \(message)")
    default:
        print("\(effect.kindName): \(effect.json)")
    }
}

// 6. Free the JavaScript context and everything the device made.
let status = device.exitStatus
device.close()
exit(status)
