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

    func usage(_ message: String) -> UsageError { UsageError(message: message, command: command) }
}
