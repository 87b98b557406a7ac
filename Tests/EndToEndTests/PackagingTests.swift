import Foundation
import Testing

/// What the packages carry besides the binary (docs/packaging.md): the man page
/// (`jshost --help-man`) holds the very help texts the CLI prints, and the shell
/// completions (`jshost completions SHELL`) offer the commands and flags those texts
/// declare — each of which the command's argument scanner takes.
@Suite struct PackagingTests {
    /// Help and man page made in the same environment: the Salesforce help names the
    /// default cache folder under HOME, which the man page writes as `~`.
    static let environment = ["HOME": "/home/tester", "JSHOST_CACHE_DIR": "", "XDG_CACHE_HOME": ""]

    /// The commands the overview's USAGE lists (`jshost NAME …`), without `help`.
    static func overviewCommands() throws -> [String] {
        let overview = try JSHost.run(["--help"]).stdout
        var names: [String] = []
        for line in overview.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard words.count > 1, words[0] == "jshost", words[1].first?.isLetter == true, words[1] != "help" else { continue }
            if !names.contains(String(words[1])) { names.append(String(words[1])) }
        }
        return names
    }

    /// roff's escapes as ManPage writes them, read back.
    static func unescaped(_ line: String) -> String {
        var out = ""
        var rest = Substring(line)
        let named = ["(aq": "'", "(ga": "`", "(ha": "^", "(ti": "~", "e": "\\", "-": "-", "&": ""]
        while let character = rest.first {
            rest = rest.dropFirst()
            guard character == "\\" else { out.append(character); continue }
            guard let (escape, glyph) = named.first(where: { rest.hasPrefix($0.key) }) else {
                out.append("\u{FFFD}")  // an escape ManPage does not write: fails the comparison
                continue
            }
            out += glyph
            rest = rest.dropFirst(escape.count)
        }
        return out
    }

    /// The no-fill blocks of the page, by the heading they follow (`.SH SYNOPSIS`,
    /// `.SS "jshost run"`), unescaped.
    static func blocks(of page: String) -> [String: String] {
        var blocks: [String: String] = [:]
        var heading = ""
        var block: [String]?
        for line in page.components(separatedBy: "\n") {
            if line.hasPrefix(".SH ") || line.hasPrefix(".SS ") {
                heading = String(line.dropFirst(4)).replacingOccurrences(of: "\"", with: "")
            } else if line == ".nf" {
                block = []
            } else if line == ".fi" {
                blocks[heading] = block?.joined(separator: "\n")
                block = nil
            } else if block != nil {
                block?.append(unescaped(line))
            }
        }
        return blocks
    }

    @Test func theManPageHoldsEveryCommandsHelpAsTheCLIPrintsIt() throws {
        let man = try JSHost.run(["--help-man"], environment: Self.environment)
        #expect(man.status == 0)
        let version = try JSHost.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(man.stdout.contains(".TH JSHOST 1 \"\" \"\(version)\""), "the page's header names \(version)")
        let blocks = Self.blocks(of: man.stdout)

        let overview = try JSHost.run(["--help"]).stdout
        let synopsis = overview.components(separatedBy: "\n").dropFirst().drop { $0.isEmpty }.joined(separator: "\n")
        #expect(blocks["SYNOPSIS"].map { $0 + "\n" } == synopsis)
        let commands = try Self.overviewCommands()
        #expect(commands.contains("run") && commands.contains("test"))
        for command in commands {
            let help = try JSHost.run(["help", command], environment: Self.environment).stdout
                .replacingOccurrences(of: "/home/tester/", with: "~/")
            #expect(blocks["jshost \(command)"].map { $0 + "\n" } == help, "man page section for \(command)")
        }
        #expect(!man.stdout.contains("/home/tester"), "the page names no packager's home")
    }

    @Test func roffEscapesReadBackAsTheHelpsCharacters() {
        // What groff would otherwise typeset differently (hyphens, quotes) survives the
        // round trip; the decoder itself is what the test above relies on.
        #expect(Self.unescaped(#"\-\-allow\-net \(aqx\(aq \e \(ti \(ha \(ga"#) == "--allow-net 'x' \\ ~ ^ `")
        #expect(Self.unescaped(#"\&.mjs"#) == ".mjs")
        #expect(Self.unescaped(#"\fB"#).contains("\u{FFFD}"))
    }

    /// The flags the bash completion offers, by command: its `NAME) flags='…'` blocks.
    static func bashFlags(_ script: String) -> [(command: String, flags: [String], subcommands: [String])] {
        let lines = script.components(separatedBy: "\n")
        var found: [(String, [String], [String])] = []
        for (index, line) in lines.enumerated() where index + 2 < lines.count {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasSuffix(")"), !trimmed.contains(" "), trimmed != "*)",
                  lines[index + 1].contains("flags='") else { continue }
            func words(_ text: String, after key: String) -> [String] {
                guard let start = text.range(of: key + "='") else { return [] }
                return text[start.upperBound...].prefix { $0 != "'" }.split(separator: " ").map(String.init)
            }
            found.append((String(trimmed.dropLast()), words(lines[index + 1], after: "flags"), words(lines[index + 2], after: "subcommands")))
        }
        return found
    }

    @Test func everyCompletedFlagIsOneTheCommandsScannerTakes() throws {
        let script = try JSHost.run(["completions", "bash"]).stdout
        let commands = Self.bashFlags(script)
        #expect(Set(commands.map(\.command)) == Set(try Self.overviewCommands() + ["help"]))
        #expect(commands.first { $0.command == "salesforce" }?.subcommands == ["types", "invoke"])
        #expect(commands.first { $0.command == "run" }.map { Set(["--push", "--tap", "--allow-net", "-A", "--sf-token", "--help"]).isSubset(of: $0.flags) } == true)
        #expect(commands.first { $0.command == "test" }.map { Set(["--coverage", "-t", "--testNamePattern", "--maxWorkers", "--outputFile"]).isSubset(of: $0.flags) } == true)
        let empty = try TemporaryFolder()
        for (command, flags, subcommands) in commands where command != "help" {
            for flag in flags {
                // A flag that takes a value takes the first --help; the second prints the help.
                let arguments = [command] + subcommands.prefix(1) + [flag, "--help", "--help"]
                let result = try JSHost.run(arguments, in: empty.url, timeout: 20)
                #expect(!result.stderr.contains("unknown option"), "jshost \(arguments.joined(separator: " ")): \(result.stderr)")
            }
        }
    }

    /// Runs bash with the completion loaded and completes `words` (the last one being typed).
    static func bashCompletes(_ words: [String], script: URL) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        process.arguments = ["-c", "source '\(script.path)' && COMP_WORDS=(\(quoted)) COMP_CWORD=\(words.count - 1) && _jshost; printf '%s\\n' \"${COMPREPLY[@]}\""]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesCommandsSubcommandsAndFlags() throws {
        let folder = try TemporaryFolder(["jshost.bash": try JSHost.run(["completions", "bash"]).stdout])
        let script = folder.url.appendingPathComponent("jshost.bash")
        #expect(try Self.bashCompletes(["jshost", "sal"], script: script) == ["salesforce"])
        #expect(try Self.bashCompletes(["jshost", "salesforce", ""], script: script) == ["types", "invoke"])
        #expect(try Self.bashCompletes(["jshost", "run", "--pu"], script: script) == ["--push"])
        #expect(try Self.bashCompletes(["jshost", "test", "--coverageD"], script: script) == ["--coverageDirectory"])
        #expect(try Self.bashCompletes(["jshost", "--vers"], script: script) == ["--version"])
        #expect(try Self.bashCompletes(["jshost", "help", "ca"], script: script) == ["categories"])
        // A script or a value: left to bash's file names (complete -o default).
        #expect(try Self.bashCompletes(["jshost", "run", "App"], script: script) == [])
    }

    /// `zsh -n` / `fish --no-execute` on the generated script, when the shell is installed.
    static func shellReads(_ shell: String, _ arguments: [String], script: String) throws -> JSHostResult? {
        guard let path = ["/usr/bin/\(shell)", "/bin/\(shell)"].first(where: FileManager.default.isExecutableFile) else { return nil }
        let folder = try TemporaryFolder(["script": script])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments + [folder.path("script")]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return JSHostResult(status: process.terminationStatus, stdout: "", stderr: text)
    }

    @Test func zshAndFishReadTheirCompletions() throws {
        for (shell, check) in [("zsh", ["-n"]), ("fish", ["--no-execute"])] {
            let script = try JSHost.run(["completions", shell])
            #expect(script.status == 0 && script.stdout.contains(shell == "fish" ? "-l push -r" : "'--push["))
            // "-t, --testNamePattern REGEX": both names take the value.
            // REGEX has no values to offer: fish completes nothing (-x), zsh shows the name.
            #expect(script.stdout.contains(shell == "fish" ? "-s t -x" : "'-t[only tests whose name]:REGEX: '"))
            if let read = try Self.shellReads(shell, check, script: script.stdout) {
                #expect(read.status == 0, "\(shell): \(read.stderr)")
            }
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
    func fishCompletesCommandsSubcommandsAndFlags() throws {
        let folder = try TemporaryFolder(["jshost.fish": try JSHost.run(["completions", "fish"]).stdout])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/fish")
        process.arguments = ["--no-config", "-c", "source \(folder.path("jshost.fish")); complete -C 'jshost run --pu'; complete -C 'jshost salesforce '"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").map(String.init)
        process.waitUntilExit()
        #expect(lines.contains("--push\ta payload to deliver"))
        #expect(lines.contains("types") && lines.contains("invoke"))
    }

    @Test func anUnknownShellIsAUsageErrorNamingTheShells() throws {
        let result = try JSHost.run(["completions", "tcsh"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("completions expects one shell: bash, zsh, fish"))
    }
}
