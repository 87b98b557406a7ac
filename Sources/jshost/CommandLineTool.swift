import Foundation
import JSHostKit
import Notifications

/// Exit statuses (SPEC §8).
enum ExitStatus {
    static let ok: Int32 = 0
    static let scriptError: Int32 = 1
    static let usage: Int32 = 2
}

/// A usage or input problem: one line naming what is wrong, plus the help hint.
struct UsageError: Error {
    let message: String
    let command: String?
    var line: String {
        let hint = command.map { "see 'jshost help \($0)'" } ?? "see 'jshost --help'"
        return "jshost: \(message) (\(hint))"
    }
}

enum CommandLineTool {
    /// jshost's version: the one place it is written (Scripts/package.sh reads it from
    /// `jshost --version` for the packages' names).
    static let version = "0.1.0"

    /// The commands, as `jshost --help` lists them: what a mistyped command is compared with.
    static let commands = ["run", "categories", "matrix", "check", "studio", "test", "mcp", "init", "salesforce", "help", "completions"]

    static func main(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            Terminal.out(Help.overview + "\n")
            return ExitStatus.ok
        }
        do {
            switch first {
            case "--help", "-h": Terminal.out(Help.overview + "\n"); return ExitStatus.ok
            case "--version", "-V": Terminal.out("jshost \(version)\n"); return ExitStatus.ok
            // For packagers (Scripts/package.sh, docs/packaging.md): the man page and the
            // shell completions, generated from the help texts.
            case "--help-man": Terminal.out(ManPage.roff(version: version)); return ExitStatus.ok
            case "completions":
                let shells = ShellCompletions.allCases.map(\.rawValue).joined(separator: ", ")
                guard arguments.count == 2, let shell = ShellCompletions(rawValue: arguments[1]) else {
                    throw UsageError(message: "completions expects one shell: \(shells)", command: nil)
                }
                Terminal.out(shell.script())
                return ExitStatus.ok
            case "help":
                guard arguments.count > 1 else { Terminal.out(Help.overview + "\n"); return ExitStatus.ok }
                guard let text = Help.command(arguments[1]) else {
                    throw UsageError(message: "no help for unknown command '\(arguments[1])'" + Suggestion.hint(for: arguments[1], among: commands), command: nil)
                }
                Terminal.out(text + "\n")
                return ExitStatus.ok
            case "run":
                return try RunCommand.main(Array(arguments.dropFirst()))
            case "categories":
                return try CategoriesCommand.main(Array(arguments.dropFirst()))
            case "matrix":
                return try MatrixCommand.main(Array(arguments.dropFirst()))
            case "check":
                return try CheckCommand.main(Array(arguments.dropFirst()))
            case "studio":
                return try StudioCommand.main(Array(arguments.dropFirst()))
            case "salesforce":
                return try SalesforceCommand.main(Array(arguments.dropFirst()))
            case "test": return try TestCommand.main(Array(arguments.dropFirst()))
            case "init": return try InitCommand.main(Array(arguments.dropFirst()))
            case "mcp": return try MCPCommand.main(Array(arguments.dropFirst()))
            default:
                let known = first.hasPrefix("-") ? ["--help", "--version"] : commands
                let kind = first.hasPrefix("-") ? "option" : "command"
                throw UsageError(message: "unknown \(kind) '\(first)'" + Suggestion.hint(for: first, among: known), command: nil)
            }
        } catch let error as UsageError {
            Terminal.err(error.line + "\n")
            return ExitStatus.usage
        } catch {
            Terminal.err("jshost: \(error)\n")
            return ExitStatus.usage
        }
    }
}
