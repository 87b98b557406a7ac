extension JSONParser {
    /// What `readFlatObject` found.
    package enum FlatObject {
        /// Not such an object, or not valid JSON: parse the document fully, for its
        /// value or its errors.
        case other
        /// Such an object, its strings handed out; the special member's span, when present.
        case read(special: MemberSpan?)
    }

    /// Reads, in one pass and building nothing but its string values, a document
    /// that is an object whose keys are among `keys` — each at most once, with a
    /// string value — or `special`, whose value `readSpecial` reads (the cursor at
    /// the value; false: not such an object). `string` gets each string value with
    /// its key's position in `keys`. Any other document — another key or value
    /// type, a repeated or escaped key, invalid JSON — is `.other` (some strings
    /// may have been handed out by then).
    package static func readFlatObject(_ bytes: UnsafeRawBufferPointer, keys: [StaticString], special: StaticString,
                               _ string: (Int, String) -> Void, _ readSpecial: (inout JSONReader) throws -> Bool) -> FlatObject {
        var span: MemberSpan?
        var seen: UInt64 = 0
        let complete = try? read(bytes, file: nil) { reader -> Bool? in
            guard reader.next == UInt8(ascii: "{") else { return nil }
            let read = try reader.readObject { reader, key in
                guard let key else { return false }
                if key.equals(special) {
                    guard span == nil else { return false }
                    let start = reader.index
                    reader.notCompact = false
                    guard try readSpecial(&reader) else { return false }
                    span = MemberSpan(key: special.description, offset: start, length: reader.index - start, isCompact: !reader.notCompact)
                    return true
                }
                guard let k = keys.firstIndex(where: { key.equals($0) }), k < 64, seen & (1 << k) == 0,
                      reader.next == UInt8(ascii: "\"") else { return false }
                seen |= 1 << k
                string(k, try reader.readString())
                return true
            }
            return read ? true : nil
        }
        return complete == true ? .read(special: span) : .other
    }
}
