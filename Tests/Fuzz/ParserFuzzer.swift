// libFuzzer entry for jshost's parsers of untrusted input: JSON (JSONSyntax, which
// reads payloads, --events lines, package.json, source maps), push payloads
// (Notifications' PayloadDecoder) and pages (PageSyntax over libxml2). Not part of the
// package: Scripts/fuzz-parsers.sh builds it with the sanitizers and runs one target,
// chosen by JSHOST_FUZZ_TARGET (json, payload, page). A crash, a sanitizer report or a
// broken property (below) is a finding; a thrown parse error is not.
import Foundation
import JSONSyntax
import Notifications
import PageSyntax

private let target = ProcessInfo.processInfo.environment["JSHOST_FUZZ_TARGET"] ?? "json"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    switch target {
    case "json":
        // What the parser accepts, the writer writes back to a text the parser reads as
        // the same value - but for numbers too large for a double (`1e999`), which parse
        // to infinity and are written `null`, as JSON.parse and JSON.stringify do.
        guard let value = try? JSONParser.parse(bytes, file: "fuzz.json") else { return 0 }
        let text = value.jsonString
        guard let again = try? JSONParser.parse(text, file: "fuzz.json") else {
            fatalError("the writer's text does not parse: \(text.prefix(200))")
        }
        if again != finite(value) { fatalError("the value changed on a round trip: \(text.prefix(200))") }
    case "payload":
        _ = try? PayloadDecoder.decode(bytes, file: "fuzz.json")
    case "page":
        if let page = try? HTMLPage(parsing: Array(bytes)) {
            // The tree the DOM is built from is JSON.
            if (try? JSONParser.parse(page.treeJSON)) == nil {
                fatalError("the page tree is not JSON: \(page.treeJSON.prefix(200))")
            }
        }
    default:
        fatalError("JSHOST_FUZZ_TARGET is json, payload or page, not \(target)")
    }
    return 0
}

/// `value` with its infinite numbers as `null` (what JSON can write of them).
private func finite(_ value: JSONValue) -> JSONValue {
    switch value {
    case let .number(number) where !number.isFinite: return .null
    case let .array(items): return .array(items.map(finite))
    case let .object(object): return .object(JSONObject(object.members.map { JSONMember($0.key, finite($0.value)) }))
    default: return value
    }
}
