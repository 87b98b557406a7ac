import Foundation
import Notifications

/// One command-line flag: `--name`, `--name value` or `--name=value`.
struct Flag {
    let name: String
    let inlineValue: String?
}

/// Walks a command's arguments: flags with `--name value` or `--name=value`,
/// boolean flags, and positionals. Every problem is a `UsageError` naming the flag.
struct ArgumentScanner {
    let command: String
    private var remaining: ArraySlice<String>
    private(set) var positionals: [String] = []

    /// The flags every command takes for its help (the completions offer them too).
    static let helpFlags = ["--help", "-h"]

    init(command: String, arguments: [String]) {
        self.command = command
        remaining = arguments[...]
    }

    /// The loop every command runs: `--help` / `-h` prints `help` and returns false
    /// (the command then exits 0); every other flag goes to `handle`, which returns
    /// false for a flag it does not know (a usage error naming it). Positionals are
    /// collected on the way.
    /// `help` is laid out only when a help flag asks for it: `run`'s costs ~2 M instructions,
    /// 6 % of a one-line script's start-up (docs/performance.md).
    mutating func scan(help: @autoclosure () -> String, _ handle: (Flag, inout ArgumentScanner) throws -> Bool) throws -> Bool {
        while let flag = nextFlag() {
            if Self.helpFlags.contains(flag.name) {
                Terminal.out(help() + "\n")
                return false
            }
            guard try handle(flag, &self) else {
                throw usage("unknown option '\(flag.name)' for '\(command)'" + Suggestion.hint(for: flag.name, among: knownFlags))
            }
        }
        return true
    }

    /// The flags `command`'s help declares: what an unknown flag is compared with.
    private var knownFlags: [String] {
        Help.command(command).map { HelpCatalog.flags(in: $0).map(\.name) } ?? []
    }

    /// The next flag (with its inline `=value`, if any), collecting positionals on the way.
    private mutating func nextFlag() -> Flag? {
        while let argument = remaining.popFirst() {
            if argument == "--" {
                positionals += remaining
                remaining = []
                return nil
            }
            if argument.hasPrefix("-"), argument != "-" {
                if let equals = argument.firstIndex(of: "=") {
                    return Flag(name: String(argument[..<equals]), inlineValue: String(argument[argument.index(after: equals)...]))
                }
                return Flag(name: argument, inlineValue: nil)
            }
            positionals.append(argument)
        }
        return nil
    }

    /// The index in the arguments of the next one not read yet (a flag just read, with the
    /// values it took, spans the arguments before it up to its own).
    var position: Int { remaining.startIndex }

    /// The value of a flag that requires one.
    mutating func value(for flag: Flag) throws -> String {
        if let inline = flag.inlineValue { return inline }
        guard let value = remaining.popFirst() else { throw usage("\(flag.name) needs a value") }
        return value
    }

    /// The longest a seconds flag may say: 2^31-1 ms (24.8 days), the longest timer delay.
    static let maximumSeconds = 2_147_483.647

    /// A flag value that must be a positive number of seconds, at most `maximumSeconds`.
    mutating func seconds(for flag: Flag) throws -> Double {
        let text = try value(for: flag)
        guard let seconds = Double(text), seconds > 0, seconds <= Self.maximumSeconds else {
            throw usage("\(flag.name) expects a positive number of seconds up to \(Self.maximumSeconds) (24.8 days), got '\(text)'")
        }
        return seconds
    }

    /// `run`'s memory budget without `--max-memory`: 1 GiB.
    static let defaultMaxMemory = 1024 << 20

    /// A flag value that must be a whole number of mebibytes (16 … 1048576), in bytes.
    mutating func megabytes(for flag: Flag) throws -> Int {
        let text = try value(for: flag)
        guard let mb = Int(text), mb >= 16, mb <= 1 << 20 else {
            throw usage("\(flag.name) expects a whole number of megabytes (MiB) from 16 to 1048576, got '\(text)'")
        }
        return mb << 20
    }

    /// A flag value that must be one of an enum's raw values.
    mutating func choice<T: RawRepresentable & CaseIterable>(for flag: Flag, _ type: T.Type) throws -> T where T.RawValue == String {
        let text = try value(for: flag)
        guard let value = T(rawValue: text) else {
            throw usage("\(flag.name) expects \(T.allCases.map(\.rawValue).joined(separator: " or ")), got '\(text)'")
        }
        return value
    }

    /// The names `--app-state` takes (`AppState(name:)`): the states', and quit (= terminated).
    static let appStateNames = AppState.allCases.map(\.rawValue) + ["quit"]

    /// `--app-state`'s value: foreground, background, terminated, or quit (= terminated).
    mutating func appState(for flag: Flag) throws -> AppState {
        let text = try value(for: flag)
        guard let state = AppState(name: text) else {
            throw usage("\(flag.name) expects foreground, background or terminated (or quit), got '\(text)'" + Suggestion.hint(for: text, among: Self.appStateNames))
        }
        return state
    }

    /// The one positional SCRIPT argument, which must be a readable file.
    func script() throws -> String {
        guard let script = positionals.first else { throw usage("missing SCRIPT") }
        guard positionals.count == 1 else { throw usage("unexpected argument '\(positionals[1])'") }
        return try readableScript(script)
    }

    /// `script` if it can be loaded as a SCRIPT (a readable file, or a MobileFirst 7.x app folder).
    func readableScript(_ script: String) throws -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: script, isDirectory: &isDirectory), isDirectory.boolValue {
            // A MobileFirst 7.x app folder (apps/NAME with common/index.html) is a SCRIPT too.
            let commonPage = (script as NSString).appendingPathComponent("common/index.html")
            if FileManager.default.isReadableFile(atPath: commonPage) { return script }
            throw usage("'\(script)' is a directory; SCRIPT must be a JavaScript file, a page, or a MobileFirst 7.x app folder (with common/index.html)")
        }
        guard FileManager.default.isReadableFile(atPath: script) else {
            let reason = String(cString: strerror(access(script, R_OK) == 0 ? 0 : errno))
            let nearby = FileManager.default.fileExists(atPath: script) ? nil : Suggestion.nearbyFile(for: script)
            throw usage("cannot read script '\(script)': \(reason)" + (nearby.map { " (did you mean '\($0)'?)" } ?? ""))
        }
        return script
    }

    /// No positional arguments were given.
    func noPositionals() throws {
        if let extra = positionals.first { throw usage("unexpected argument '\(extra)'") }
    }

    func usage(_ message: String) -> UsageError { UsageError(message: message, command: command) }
}
