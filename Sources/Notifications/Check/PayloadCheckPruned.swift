import JSONSyntax

/// `check` shows every finding when a key of the wrong type stops the decoder: the type
/// findings, then what the payload would show without those keys (its size, truncation,
/// category and channel warnings), so warnings are never hidden behind the first error.
extension PayloadCheck {
    /// The findings of `value` with the keys at `paths` removed, after `types` (nil when it
    /// still does not decode).
    static func findingsWithout(_ types: [PayloadFinding], in value: JSONValue, file: String?, format: PayloadFormat?,
                                platforms: [Platform], voip: Bool, registered: RegisteredNames?) -> [PayloadFinding]? {
        var pruned = value
        for path in types.compactMap(\.path) { pruned = removing(keys(of: path) ?? [], from: pruned) }
        guard pruned != value, let n = try? PayloadDecoder.decode(Array(pruned.jsonString.utf8), file: file, format: format) else { return nil }
        // The size is the payload's as sent, not the pruned one's.
        let rest = check(n, platforms: platforms, voip: voip, registered: registered).filter { $0.kind != .type && $0.kind != .size }
        let size = sizeFindings(PushNotification(format: n.format, raw: value), platforms: platforms, voip: voip)
        return size + types + rest
    }

    /// `["aps", "badge"]` of `$.aps.badge` (and `$["a-b"].c`); nil for a path with an index.
    static func keys(of path: String) -> [String]? {
        guard path.hasPrefix("$") else { return nil }
        var keys: [String] = []
        var rest = Substring(path.dropFirst())
        while !rest.isEmpty {
            if rest.hasPrefix(".") {
                rest = rest.dropFirst()
                let key = rest.prefix { $0 != "." && $0 != "[" }
                keys.append(String(key))
                rest = rest.dropFirst(key.count)
            } else if rest.hasPrefix("[\"") {
                guard let end = rest.range(of: "\"]") else { return nil }
                guard let key = try? JSONParser.parse(String(rest[rest.index(after: rest.startIndex)..<rest.index(after: end.lowerBound)])).stringValue else { return nil }
                keys.append(key)
                rest = rest[end.upperBound...]
            } else {
                return nil
            }
        }
        return keys.isEmpty ? nil : keys
    }

    static func removing(_ keys: [String], from value: JSONValue) -> JSONValue {
        guard let first = keys.first, case .object(var object) = value else { return value }
        guard let index = object.members.firstIndex(where: { $0.key == first }) else { return value }
        if keys.count == 1 {
            object.members.remove(at: index)
        } else {
            object.members[index] = JSONMember(first, removing(Array(keys.dropFirst()), from: object.members[index].value))
        }
        return .object(object)
    }
}
