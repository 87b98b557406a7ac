import Foundation

/// Walks a command's arguments: flags with `--name value` or `--name=value`,
/// boolean flags, and positionals. Every problem is a `UsageError` naming the flag.
struct ArgumentScanner {
    let command: String
    private var remaining: ArraySlice<String>
    private(set) var positionals: [String] = []

    init(command: String, arguments: [String]) {
        self.command = command
        remaining = arguments[...]
    }

    /// The next flag (with its inline `=value`, if any), collecting positionals on the way.
    mutating func nextFlag() -> (name: String, inlineValue: String?)? {
        while let argument = remaining.popFirst() {
            if argument == "--" {
                positionals += remaining
                remaining = []
                return nil
            }
            if argument.hasPrefix("-"), argument != "-" {
                if let equals = argument.firstIndex(of: "=") {
                    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
                }
                return (argument, nil)
            }
            positionals.append(argument)
        }
        return nil
    }

    /// The value of a flag that requires one.
    mutating func value(for flag: (name: String, inlineValue: String?)) throws -> String {
        if let inline = flag.inlineValue { return inline }
        guard let value = remaining.popFirst() else { throw usage("\(flag.name) needs a value") }
        return value
    }

    /// A flag value that must be a non-negative number of seconds.
    mutating func seconds(for flag: (name: String, inlineValue: String?)) throws -> Double {
        let text = try value(for: flag)
        guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
            throw usage("\(flag.name) expects a positive number of seconds, got '\(text)'")
        }
        return seconds
    }

    /// A flag value that must be one of an enum's raw values.
    mutating func choice<T: RawRepresentable & CaseIterable>(for flag: (name: String, inlineValue: String?), _ type: T.Type) throws -> T where T.RawValue == String {
        let text = try value(for: flag)
        guard let value = T(rawValue: text) else {
            throw usage("\(flag.name) expects \(T.allCases.map(\.rawValue).joined(separator: " or ")), got '\(text)'")
        }
        return value
    }

    /// The one positional SCRIPT argument, which must be a readable file.
    func script() throws -> String {
        guard let script = positionals.first else { throw usage("missing SCRIPT") }
        guard positionals.count == 1 else { throw usage("unexpected argument '\(positionals[1])'") }
        guard FileManager.default.isReadableFile(atPath: script) else { throw usage("cannot read script '\(script)'") }
        return script
    }

    func usage(_ message: String) -> UsageError { UsageError(message: message, command: command) }
}
