import Foundation
import HostRuntime
import JSONSyntax
import Notifications
import Surfaces

/// Plays an NDJSON event stream (`--events`) into a device, one event a line:
///
///     {"push": {...}, "id": "n1", "format": "apns"}
///     {"response": "n1", "action": "poll_ok", "text": "..."}   (action: an id, "default" or "dismiss")
///     {"open": "n1"}  {"dismiss": "n1"}
///     {"advance": 5000}
///     {"appState": "background"}
///     {"press": "OK"}    (a button of an open dialog)
///     {"call": "submitNotification(\"alice\", \"Hi\")"}    (a procedure of the --adapter)
///     {"click": "#register"}    {"input": {"selector": "#name", "value": "Ana"}}    (the page)
///     {"platform": "android"}    {"mount": true}    {"unmount": true}
///
/// A bad line becomes an `error` effect naming the file and line; the rest still run.
struct EventStream {
    let device: Device

    func play(_ source: InputSource) {
        let name = source.displayName
        let dispatcher = device.dispatcher
        // Responses' input errors (unknown notification or action) name the file and line.
        dispatcher.inputFile = name
        defer { dispatcher.inputFile = nil }
        do {
            try source.forEachLine({ line, number in
                if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
                // Over --max-memory the run has ended: later events are not played.
                if device.runtime.isMemoryExhausted { return }
                dispatcher.inputLine = number
                play(line, at: number, in: name)
            }, oversized: { number, endsStream in
                reject(Location(name: name, line: number),
                       "the line is longer than \(InputSource.maximumLineBytes / 1024 / 1024) MiB, the most an event line may be; "
                       + (endsStream ? "it runs on past \(16 * InputSource.maximumLineBytes / 1024 / 1024) MiB, so the rest of the stream is not read" : "skipped"))
            })
        } catch {
            dispatcher.record(.error(.input, "\(error)"))
        }
    }

    /// `file:line` of an event, made only when an error names it (not for every
    /// line: it holds a copy of the file's name).
    struct Location: CustomStringConvertible {
        let name: String
        let line: Int
        var description: String { "\(name):\(line)" }
    }

    /// The string members of the two lines a long stream is made of,
    /// `{"push": {...}, "id": …, "format": …}` and `{"response": …, "action": …, "text": …}`.
    private static let quickKeys: [StaticString] = ["id", "format", "response", "action", "text"]

    private func play(_ line: UnsafeRawBufferPointer, at number: Int, in name: String) {
        // Those two lines are read in one pass, without building the line as an
        // object; any other line (or an odd one: other keys, types, repeats, bad
        // JSON) takes the general path below, with its errors.
        var id: String?, format: String?, response: String?, action: String?, text: String?
        // An APNs `push` is decoded where it stands (read once, not checked first).
        let (quick, decoded) = PayloadDecoder.readEventLine(line, keys: Self.quickKeys, payload: "push", idKey: 0) { key, value in
            switch key {
            case 0: id = value
            case 1: format = value
            case 2: response = value
            case 3: action = value
            default: text = value
            }
        }
        if case .read(let span) = quick {
            if let notification = decoded, format == nil, response == nil, action == nil, text == nil {
                device.push(notification)  // its id is the line's `id`, when given
                return
            }
            // A push line that names its format: decoded again, with that format.
            if let span, response == nil, action == nil, text == nil {
                return push(line, span, id: id, format: format, at: Location(name: name, line: number))
            }
            if span == nil, let response, let action, id == nil, format == nil {
                _ = try? device.apply(.respond(notification: response, action: ResponseAction(action), text: text))
                return
            }
        }
        playInGeneral(line, at: Location(name: name, line: number))
    }

    private func playInGeneral(_ line: UnsafeRawBufferPointer, at location: Location) {
        let event: JSONObject
        let pushSpan: JSONParser.MemberSpan?
        do {
            // The payload is checked here and decoded from its own text below.
            let (value, span) = try JSONParser.parseSkippingMember(line, "push")
            guard case let .object(object) = value else {
                return reject(location, "expected an event object like {\"push\": {...}} or {\"response\": \"n1\", \"action\": \"…\"}")
            }
            event = object
            pushSpan = span
        } catch let error as JSONSyntaxError {
            return reject(location, "invalid JSON at column \(error.column): expected \(error.expected)" + Self.hint(line, column: error.column, at: location))
        } catch {
            return reject(location, "\(error)")
        }
        // The one vocabulary (DeviceEvent): a `push` keeps its payload's own text (the span)
        // and this stream's error naming; every other event goes to the device as it is.
        do {
            let decoded = try DeviceEvent.decode(event, payload: [])
            if case let .push(push) = decoded, let span = pushSpan {
                return self.push(line, span, id: push.id, format: event["format"]?.stringValue, at: location)
            }
            try device.apply(decoded)
        } catch {
            reject(location, error.message)
        }
    }

    /// A `push` line: the payload at `span` decoded from its own text.
    private func push(_ line: UnsafeRawBufferPointer, _ span: JSONParser.MemberSpan, id: String?, format name: String?, at location: Location) {
        var format: PayloadFormat?
        if let name {
            guard let parsed = PayloadFormat(rawValue: name) else { return reject(location, "unknown format \"\(name)\"") }
            format = parsed
        }
        // The payload's size on the wire: its text's length when that text is
        // what the compact encoder writes (the usual case), else measured by encoding.
        let byteCount = span.isCompact ? span.length : nil
        let push = UnsafeRawBufferPointer(rebasing: line[span.offset ..< span.offset + span.length])
        do {
            // Decoding does not depend on the file name, which only errors show:
            // the name is spelled out (and the payload decoded again) on failure.
            let notification = try PayloadDecoder.decode(push, byteCount: byteCount, file: nil, id: id, format: format)
            device.push(notification)
        } catch {
            // A payload error starts with the place it was given (`ev.ndjson:6: $.aps: …`):
            // recorded as it is, so the line is not named twice.
            do {
                _ = try PayloadDecoder.decode(push, byteCount: byteCount, file: location.description, id: id, format: format)
                reject(location, "\(error)", notification: id)
            } catch let named {
                let message = "\(named)"
                reject(location, message, notification: id, placed: message.hasPrefix("\(location):"))
            }
        }
    }

    /// Why a line that is not JSON may be so: a byte-order mark, or a pretty-printed
    /// (multi-line) event or payload.
    static func hint(_ line: UnsafeRawBufferPointer, column: Int, at location: Location) -> String {
        if location.line == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) {
            return " (the file starts with a UTF-8 byte-order mark: save it without one)"
        }
        var trimmed = line[...]
        while let last = trimmed.last, last == 0x20 || last == 0x09 || last == 0x0D { trimmed = trimmed.dropLast() }
        while let first = trimmed.first, first == 0x20 || first == 0x09 { trimmed = trimmed.dropFirst() }
        let endsEarly = column > line.count || trimmed.last == UInt8(ascii: "{") || trimmed.last == UInt8(ascii: "[")
            || trimmed.last == UInt8(ascii: ",") || trimmed.first == UInt8(ascii: "}") || trimmed.first == UInt8(ascii: "\"")
        if endsEarly {
            return " (--events takes one JSON event a line; this looks like pretty-printed JSON: write each event on one line, e.g. with jq -c)"
        }
        return ""
    }

    /// An `input` error for the line at `location`: `file:line: message` (`placed`: the
    /// message already starts with them), and the `file` and `line` fields.
    private func reject(_ location: Location, _ message: String, notification: String? = nil, placed: Bool = false) {
        device.dispatcher.record(.error(reason: .input, message: placed ? message : "\(location): \(message)", stack: nil,
                                        file: location.name, line: location.line,
                                        surface: nil, type: nil), notification: notification)
    }
}
