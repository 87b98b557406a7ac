import CJavaScriptCore

/// A JavaScript exception caught at the boundary, with what a user needs to
/// find it: the message, the JS stack, and where it was thrown.
package struct JSException: Error, CustomStringConvertible, @unchecked Sendable {
    /// The error's `name` (`TypeError`, `SyntaxError`, …), or nil when a
    /// non-Error value was thrown.
    package var name: String?
    /// The error's message, or the thrown value as a string.
    package var message: String
    /// The JS stack (`fn@file:line:column` lines), when the engine gave one.
    package var stack: String?
    /// The script URL the engine recorded for the throw site.
    package var file: String?
    package var line: Int?
    package var column: Int?
    /// The thrown value itself, kept alive for as long as this error lives.
    package var value: JSValue?
    /// The error's `cause` (ES2022), as `Name: message [code]`: what `fetch failed`
    /// failed on (`Error: connection refused (http://…) [ECONNREFUSED]`). Node prints it
    /// under the error (`[cause]: …`); the headline carries it here.
    package var cause: String?

    /// The message JavaScriptCore throws when the execution time limit ends a script.
    package static let terminationMessage = "JavaScript execution terminated."

    /// True when the exception is the watchdog's termination, not a user throw.
    package var isTermination: Bool { name == nil && message == Self.terminationMessage }

    /// The termination, as Swift reports it for a call it did not make because the
    /// entry was already terminated (`JSVirtualMachine.isStopping`).
    package static var terminated: JSException { JSException(name: nil, message: terminationMessage) }

    package init(name: String?, message: String, stack: String? = nil, file: String? = nil,
                line: Int? = nil, column: Int? = nil, value: JSValue? = nil) {
        self.name = name
        self.message = message
        self.stack = stack
        self.file = file
        self.line = line
        self.column = column
        self.value = value
    }

    /// Reads an exception value's properties (`name`, `message`, `stack`,
    /// `sourceURL`, `line`, `column`) without running user code that could throw again.
    package init(value: JSValue) {
        guard value.isObject else {
            self.init(name: nil, message: value.stringValue, value: value)
            return
        }
        func property(_ key: String) -> JSValue? {
            let v = value[key]
            return v.isUndefined || v.isNull ? nil : v
        }
        self.init(name: property("name")?.stringValue,
                  message: property("message")?.stringValue ?? value.stringValue,
                  stack: property("stack")?.stringValue,
                  file: property("sourceURL")?.stringValue,
                  line: property("line").map { Int($0.doubleValue) },
                  column: property("column").map { Int($0.doubleValue) },
                  value: value)
        cause = property("cause").map(Self.describeCause)
    }

    /// `Name: message [code]` of an error's cause (a non-error cause as its string).
    static func describeCause(_ cause: JSValue) -> String {
        guard cause.isObject else { return cause.stringValue }
        func text(_ key: String) -> String? {
            let v = cause[key]
            return v.isUndefined || v.isNull ? nil : v.stringValue
        }
        guard let message = text("message") else { return cause.stringValue }
        var described = text("name").map { message.isEmpty ? $0 : "\($0): \(message)" } ?? message
        if let code = text("code"), !described.contains(code) { described += " [\(code)]" }
        return described
    }

    /// `Name: message`, as a console shows an error's first line.
    package var headline: String {
        var line = message
        if let name, !name.isEmpty { line = message.isEmpty ? name : "\(name): \(message)" }
        if let cause, !cause.isEmpty { line += " (cause: \(cause))" }
        return line
    }

    /// `file:line:column`, when known.
    package var location: String? {
        guard let file else { return nil }
        var text = file
        if let line { text += ":\(line)" }
        if let column { text += ":\(column)" }
        return text
    }

    package var description: String {
        var text = headline
        if let location { text = "\(location)\n\(text)" }
        if let stack, !stack.isEmpty { text += "\n" + stack.split(separator: "\n").map { "    at \($0)" }.joined(separator: "\n") }
        return text
    }
}

/// An error a Swift function throws to JavaScript as an `Error` with this
/// name and message (e.g. `TypeError`, `PermissionDenied`).
package struct JSThrownError: Error, CustomStringConvertible, Sendable {
    package var name: String
    package var message: String
    package init(_ name: String, _ message: String) {
        self.name = name
        self.message = message
    }
    package static func typeError(_ message: String) -> JSThrownError { JSThrownError("TypeError", message) }
    package var description: String { "\(name): \(message)" }
}
