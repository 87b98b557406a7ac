import Foundation

/// The commands and flags the help texts declare, read back out of those texts so the
/// man page (`--help-man`) and the shell completions (`completions SHELL`) keep no list
/// of their own: a command appears once the overview's USAGE shows `jshost NAME` and
/// `Help.command(NAME)` has its help; a flag once that help mentions it.
/// (Tests/EndToEndTests/PackagingTests.swift checks that the scanner takes every flag
/// found here.)
struct HelpCatalog {
    struct FlagDeclaration: Equatable {
        /// `--push`, `-A`.
        let name: String
        /// Followed by a value (`--push FILE`), as its help writes it.
        let takesValue: Bool
        /// The help's description of the flag, on the line that declares it ("" if none).
        let summary: String
        /// The value's name as the help writes it (`FILE|-`, `P`, `ios|android`), when it takes one.
        var valueName: String? = nil

        /// How shells complete its value (OptionValues).
        var completion: OptionValues.Completion {
            takesValue ? OptionValues.completion(flag: name, valueName: valueName) : .none
        }
    }

    struct Command {
        let name: String
        /// What the overview's USAGE line says the command does.
        let summary: String
        /// Words that come first after the command (`salesforce types|invoke`; for `help`,
        /// the command names).
        let subcommands: [String]
        /// The command's help text (`jshost help NAME`); nil for `help` itself.
        let help: String?
        let flags: [FlagDeclaration]
    }

    /// The one-line description of jshost (the overview's first line, after "jshost — ").
    let tagline: String
    let commands: [Command]
    /// Flags taken before any command (`--version`, `--help`).
    let globalFlags: [FlagDeclaration]

    static let current = HelpCatalog(overview: Help.overview, help: Help.command)

    init(overview: String, help: (String) -> String?) {
        let firstLine = overview.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        tagline = firstLine.range(of: " — ").map { String(firstLine[$0.upperBound...]) } ?? firstLine
        var commands: [Command] = []
        var helpCommandSummary: String?
        var globalUsage: [String] = []
        for line in overview.split(separator: "\n") {
            let columns = Self.columns(String(line))
            guard let usage = columns.first, usage.hasPrefix("jshost ") else { continue }
            let words = usage.split(separator: " ").map(String.init)
            guard words.count > 1 else { continue }
            // `jshost --version   print the version`: flags taken before any command.
            if words[1].hasPrefix("-") { globalUsage.append(String(line)); continue }
            let name = words[1]
            let summary = columns.count > 1 ? columns[1] : ""
            if name == "help" { helpCommandSummary = summary; continue }
            guard !commands.contains(where: { $0.name == name }), let text = help(name) else { continue }
            let subcommands = words.count > 2 && words[2].range(of: #"^[a-z]+(\|[a-z]+)+$"#, options: .regularExpression) != nil
                ? words[2].split(separator: "|").map(String.init) : []
            commands.append(Command(name: name, summary: summary, subcommands: subcommands, help: text,
                                    flags: Self.withHelpFlags(Self.flags(in: text))))
        }
        if let helpCommandSummary {
            commands.append(Command(name: "help", summary: helpCommandSummary, subcommands: commands.map(\.name), help: nil, flags: []))
        }
        self.commands = commands
        globalFlags = Self.withHelpFlags(Self.flags(in: globalUsage.joined(separator: "\n")))
    }

    private static func withHelpFlags(_ flags: [FlagDeclaration]) -> [FlagDeclaration] {
        flags + helpFlags.filter { help in !flags.contains { $0.name == help.name } }
    }

    /// A description's first line, as a summary: when the sentence goes on, up to its first
    /// parenthesis or colon ("a payload to deliver"), or with "…".
    static func shortened(_ line: String, continued: Bool) -> String {
        guard continued else { return line }
        if let cut = line.range(of: #" \(|:"#, options: .regularExpression) {
            let head = String(line[..<cut.lowerBound])
            if head.split(separator: " ").count >= 2 { return head }
        }
        return line.trimmingCharacters(in: CharacterSet(charactersIn: ",;( ")) + "…"
    }

    /// `--help` and `-h`, which every command's scanner takes (ArgumentScanner.scan).
    static let helpFlags = ArgumentScanner.helpFlags.map { FlagDeclaration(name: $0, takesValue: false, summary: "show this command's help") }

    /// A help line's columns: the text between runs of two or more spaces.
    static func columns(_ line: String) -> [String] {
        line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// A flag as help texts write one: `-A`, `--allow-net`, followed by a space, `=`,
    /// a bracket, `|`, `,`, `;`, `/`, `)`, `:` or the end (so "-impl.js" in prose is no flag).
    private static let flagPattern = try! NSRegularExpression(pattern: #"(?<![\w-])--?[A-Za-z][\w-]*(?=[\s=\[\]|,;/):]|$)"#, options: .anchorsMatchLines)
    /// A value's name after a flag: `FILE|-`, `S`, `I/N`, `ios|android`, `1` (also `[--platform ios|android]`).
    private static let valuePattern = try! NSRegularExpression(pattern: #"^ ([A-Z][A-Z0-9_|/.-]*|[a-z]+(\|[a-z]+)+|[0-9]+)(\s|$|\])"#)

    /// The value's name at the start of `rest` (the text after a flag), if one is there.
    private static func valueName(after rest: String) -> String? {
        guard let match = valuePattern.firstMatch(in: rest, range: NSRange(rest.startIndex..., in: rest)) else { return nil }
        return (rest as NSString).substring(with: match.range(at: 1))
    }

    /// Every flag `text` mentions, in order of first mention. A flag declared at the start
    /// of a column (`  --push FILE|-   a payload to deliver`) takes its value and summary
    /// from there; one only mentioned in prose, from where it is first mentioned.
    static func flags(in text: String) -> [FlagDeclaration] {
        var order: [String] = []
        var declared: [String: FlagDeclaration] = [:]
        var mentioned: [String: FlagDeclaration] = [:]
        let lines = text.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            let columns = Self.columns(line)
            for (column, cell) in columns.enumerated() {
                let cellRange = NSRange(cell.startIndex..., in: cell)
                for match in flagPattern.matches(in: cell, range: cellRange) {
                    let name = (cell as NSString).substring(with: match.range)
                    let rest = (cell as NSString).substring(from: match.range.upperBound)
                    let value = Self.valueName(after: rest)
                    if !order.contains(name) { order.append(name) }
                    // A declaration: the cell starts with the flag or with "-X, " before it.
                    let before = (cell as NSString).substring(to: match.range.location)
                    let isDeclaration = before.isEmpty || before.range(of: #"^(--?[\w-]+, )+$"#, options: .regularExpression) != nil
                    if isDeclaration, declared[name] == nil {
                        // "-t, --testNamePattern REGEX": every name of the flag takes the value.
                        let chain = cell.range(of: #"^(--?[\w-]+, )*--?[\w-]+"#, options: .regularExpression)
                        let afterChain = chain.map { String(cell[$0.upperBound...]) } ?? rest
                        let value = Self.valueName(after: afterChain)
                        var summary = column + 1 < columns.count && !columns[column + 1].hasPrefix("-") ? columns[column + 1] : ""
                        // The description goes on (or, for "-t, --testNamePattern REGEX", starts)
                        // on the next, deeper-indented line.
                        let indent = { (s: String) in s.prefix { $0 == " " }.count }
                        let next = index + 1 < lines.count ? lines[index + 1] : ""
                        let continued = indent(next) > indent(line) + 2 && !next.trimmingCharacters(in: .whitespaces).hasPrefix("-")
                        if summary.isEmpty, columns.count == 1, continued {
                            summary = Self.shortened(next.trimmingCharacters(in: .whitespaces), continued: indent(lines[index + 2 < lines.count ? index + 2 : index]) == indent(next))
                        } else if continued {
                            summary = Self.shortened(summary, continued: true)
                        }
                        declared[name] = FlagDeclaration(name: name, takesValue: value != nil, summary: summary, valueName: value)
                    } else if mentioned[name] == nil {
                        mentioned[name] = FlagDeclaration(name: name, takesValue: value != nil, summary: "", valueName: value)
                    }
                }
            }
        }
        return order.compactMap { declared[$0] ?? mentioned[$0] }
    }
}
