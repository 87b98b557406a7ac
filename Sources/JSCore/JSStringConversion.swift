import CJavaScriptCore

/// Bridging between Swift strings and JavaScriptCore's reference-counted strings.
extension String {
    /// Copies a JavaScriptCore string (UTF-16) into a Swift string.
    public init(jsString: JSStringRef) {
        let length = JSStringGetLength(jsString)
        guard length > 0, let characters = JSStringGetCharactersPtr(jsString) else {
            self = ""
            return
        }
        self = String(decoding: UnsafeBufferPointer(start: characters, count: length), as: UTF16.self)
    }
}

/// Creates a JavaScriptCore string that the caller must release with `JSStringRelease`.
@inline(__always)
func makeJSString(_ string: String) -> JSStringRef {
    string.withCString { JSStringCreateWithUTF8CString($0) }
}

/// Runs `body` with a temporary JavaScriptCore string.
@inline(__always)
func withJSString<T>(_ string: String, _ body: (JSStringRef) throws -> T) rethrows -> T {
    let js = makeJSString(string)
    defer { JSStringRelease(js) }
    return try body(js)
}
