import CJavaScriptCore

/// Bridging between Swift strings and JavaScriptCore's reference-counted strings.
extension String {
    /// Copies a JavaScriptCore string (UTF-16) into a Swift string.
    package init(jsString: JSStringRef) {
        let length = JSStringGetLength(jsString)
        guard length > 0, let characters = JSStringGetCharactersPtr(jsString) else {
            self = ""
            return
        }
        self = String(decoding: UnsafeBufferPointer(start: characters, count: length), as: UTF16.self)
    }
}

/// Creates a JavaScriptCore string that the caller must release with `JSStringRelease`.
/// It goes as a C string (the engine keeps it 8-bit, which its parser reads
/// fastest) unless it holds a NUL, where a C string would end: that text goes as
/// UTF-16 (`makeUTF16JSString`).
func makeJSString(_ string: String) -> JSStringRef {
    var string = string
    let hasNUL = string.withUTF8 { $0.count > 0 && HostPlatform.containsNUL($0.baseAddress!, count: $0.count) }
    if hasNUL { return makeUTF16JSString(string) }
    return string.withCString { JSStringCreateWithUTF8CString($0) }
}

/// Creates a JavaScriptCore string from UTF-16, which the engine takes as it is,
/// for the caller to release with `JSStringRelease`: ASCII is widened here byte
/// by byte (cheaper than the engine decoding UTF-8, for short values made one
/// after another), anything else goes through its UTF-16 view; a NUL stays.
package func makeUTF16JSString(_ string: String) -> JSStringRef {
    var string = string
    let ascii = string.withUTF8 { utf8 -> JSStringRef? in
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: max(utf8.count, 1)) { units in
            for (i, byte) in utf8.enumerated() {
                guard byte < 0x80 else { return nil }
                units[i] = UInt16(byte)
            }
            return JSStringCreateWithCharacters(units.baseAddress, utf8.count)
        }
    }
    if let ascii { return ascii }
    let units = Array(string.utf16)
    return JSStringCreateWithCharacters(units, units.count)
}

/// Runs `body` with a temporary JavaScriptCore string.
@inline(__always)
func withJSString<T>(_ string: String, _ body: (JSStringRef) throws -> T) rethrows -> T {
    let js = makeJSString(string)
    defer { JSStringRelease(js) }
    return try body(js)
}
