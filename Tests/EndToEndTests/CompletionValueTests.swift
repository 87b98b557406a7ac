import Foundation
import Testing

/// The values the completions offer for a flag (`--platform ios|android`, `--format`, …) are
/// the ones its parser takes, and the command's help names each of them; every command's
/// help ends with EXAMPLES; `help run` lists the libraries jshost simulates.
@Suite struct CompletionValueTests {
    /// `'run --platform') COMPREPLY=($(compgen -W 'ios android' …` lines of the bash completion.
    static func choices() throws -> [(command: String, flag: String, values: [String])] {
        let script = try JSHost.run(["completions", "bash"]).stdout
        let pattern = try NSRegularExpression(pattern: #"^\s*'(\S+) (\S+)'\) COMPREPLY=\(\$\(compgen -W '([^']*)'"#, options: .anchorsMatchLines)
        return pattern.matches(in: script, range: NSRange(script.startIndex..., in: script)).map { match in
            let text = { (i: Int) in (script as NSString).substring(with: match.range(at: i)) }
            return (text(1), text(2), text(3).split(separator: " ").map(String.init))
        }
    }

    /// The words a usage error lists after "expects" (up to ", got").
    static func listed(_ message: String) -> Set<String> {
        guard let start = message.range(of: "expects "), let end = message.range(of: ", got", range: start.upperBound..<message.endIndex) else { return [] }
        let text = String(message[start.upperBound..<end.lowerBound])
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }).map(String.init)
        return Set(words).subtracting(["one", "of", "or"])
    }

    /// The arguments that reach `command`'s flags (salesforce's after its subcommand).
    static func prefix(_ command: String) -> [String] { command == "salesforce" ? ["salesforce", "types"] : [command] }

    @Test func everyValueCompletedIsOneTheParserTakesAndTheParserTakesNoOther() throws {
        let found = try Self.choices()
        let pairs = Set(found.map { "\($0.command) \($0.flag)" })
        for expected in ["run --platform", "run --app-state", "run --format", "run --native", "matrix --format", "check --format",
                         "check --platform", "categories --platform", "studio --app-state", "test --reporter", "test --platform",
                         "salesforce --platform"] {
            #expect(pairs.contains(expected), "no value completion for \(expected)")
        }
        let empty = try TemporaryFolder()
        for (command, flag, values) in found {
            // A value the flag takes is read before --help, which then exits 0.
            for value in values {
                let result = try JSHost.run(Self.prefix(command) + [flag, value, "--help"], in: empty.url, timeout: 20)
                #expect(result.status == 0, "jshost \(command) \(flag) \(value): \(result.stderr)")
            }
            // One it does not take is a usage error listing the values: the same ones.
            let rejected = try JSHost.run(Self.prefix(command) + [flag, "zz-none", "--help"], in: empty.url, timeout: 20)
            #expect(rejected.status == 2, "jshost \(command) \(flag) zz-none")
            #expect(Self.listed(rejected.stderr) == Set(values), "\(command) \(flag): the parser lists \(Self.listed(rejected.stderr).sorted()), the completion \(values)")
        }
    }

    @Test func theHelpNamesEveryValueAFlagTakes() throws {
        for (command, flag, values) in try Self.choices() {
            let help = try JSHost.run(["help", command]).stdout
            for value in values {
                let named = help.range(of: "(?<![\\w-])\(NSRegularExpression.escapedPattern(for: value))(?![\\w-])", options: .regularExpression) != nil
                #expect(named, "jshost help \(command) does not name \(value), a value of \(flag)")
            }
        }
    }

    @Test func formatTakesTheFormatsAndTheirAliasesButNotLocal() throws {
        let folder = try TemporaryFolder(["p.json": #"{"aps": {"alert": {"title": "Hi", "body": "There"}}}"#])
        for format in ["apns", "acoustic", "salesforce", "marigold", "expo", "onesignal"] {
            let result = try JSHost.run(["check", "p.json", "--format", format], in: folder.url)
            #expect(!result.stderr.contains("--format"), "--format \(format): \(result.stderr)")
        }
        let local = try JSHost.run(["check", "p.json", "--format", "local"], in: folder.url)
        #expect(local.status == 2)
        #expect(local.stderr.contains("--format local names the notifications a script displays or schedules itself"))
        let typo = try JSHost.run(["run", "x.js", "--format", "expoo"], in: folder.url)
        #expect(typo.status == 2 && typo.stderr.contains("did you mean 'expo'?"))
    }

    /// bash with the completion loaded, in `folder`, completing `words` (the last being typed).
    static func bashCompletes(_ words: [String], in folder: TemporaryFolder, script: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.currentDirectoryURL = folder.url
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        process.arguments = ["-c", "source '\(script)' && COMP_WORDS=(\(quoted)) COMP_CWORD=\(words.count - 1) && _jshost; printf '%s\\n' \"${COMPREPLY[@]}\""]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(separator: "\n").map(String.init).sorted()
    }

    @Test func bashCompletesFlagValues() throws {
        let folder = try TemporaryFolder(["jshost.bash": try JSHost.run(["completions", "bash"]).stdout, "out/keep": "", "payload.json": "{}"])
        let script = folder.path("jshost.bash")
        #expect(try Self.bashCompletes(["jshost", "run", "App.js", "--platform", ""], in: folder, script: script) == ["android", "ios"])
        #expect(try Self.bashCompletes(["jshost", "check", "p.json", "--format", "ex"], in: folder, script: script) == ["expo"])
        // `--format=ex`: bash's words split at the `=`.
        #expect(try Self.bashCompletes(["jshost", "check", "p.json", "--format", "=", "ex"], in: folder, script: script) == ["expo"])
        #expect(try Self.bashCompletes(["jshost", "run", "--app-state", "t"], in: folder, script: script) == ["terminated"])
        #expect(try Self.bashCompletes(["jshost", "test", "--reporter", ""], in: folder, script: script) == ["junit", "spec", "tap"])
        // A FILE completes as a file name, a DIR as a folder only.
        #expect(try Self.bashCompletes(["jshost", "run", "--push", "pay"], in: folder, script: script) == ["payload.json"])
        #expect(try Self.bashCompletes(["jshost", "run", "--render", ""], in: folder, script: script) == ["out"])
        // A flag's value is no subcommand: salesforce's still come after `--platform ios`.
        #expect(try Self.bashCompletes(["jshost", "salesforce", "--platform", "ios", ""], in: folder, script: script) == ["invoke", "types"])
        #expect(try Self.bashCompletes(["jshost", "salesforce", "--platform=ios", ""], in: folder, script: script) == ["invoke", "types"])
        #expect(try Self.bashCompletes(["jshost", "salesforce", "--platform", "=", "ios", ""], in: folder, script: script) == ["invoke", "types"])
        #expect(try Self.bashCompletes(["jshost", "salesforce", "types", ""], in: folder, script: script) == [])
        // After a value, flags again.
        #expect(try Self.bashCompletes(["jshost", "run", "--platform", "ios", "--pu"], in: folder, script: script) == ["--push"])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
    func fishCompletesFlagValues() throws {
        let folder = try TemporaryFolder(["jshost.fish": try JSHost.run(["completions", "fish"]).stdout])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/fish")
        process.currentDirectoryURL = folder.url
        process.arguments = ["--no-config", "-c", "source jshost.fish; complete -C 'jshost run a.js --platform '; echo ==; complete -C 'jshost check p.json --format ex'"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Each candidate, without the description fish shows after a tab.
        let parts = text.components(separatedBy: "==\n").map { $0.split(separator: "\n").map { String($0.split(separator: "\t")[0]) } }
        #expect(parts.count == 2)
        #expect(Set(parts[0]) == ["ios", "android"], "\(text)")
        #expect(parts.last == ["expo"], "\(text)")
    }

    @Test func zshOffersTheValues() throws {
        let script = try JSHost.run(["completions", "zsh"]).stdout
        #expect(script.contains(":P:(ios android)'"))
        #expect(script.contains(":S:(foreground background terminated quit)'"))
        #expect(script.contains("'--push[a payload to deliver]:FILE|-:_files'"))
        #expect(script.contains(":DIR:_files -/'"))
    }

    @Test func everyCommandsHelpEndsWithExamplesOfFlagsItDeclares() throws {
        let man = try JSHost.run(["--help-man"]).stdout
        let commands = try PackagingTests.overviewCommands()
        for command in commands {
            let help = try JSHost.run(["help", command]).stdout
            guard let start = help.range(of: "\nEXAMPLES:\n") ?? help.range(of: "\n    EXAMPLES:\n") else {
                Issue.record("jshost help \(command) has no EXAMPLES section")
                continue
            }
            let examples = help[start.upperBound...].prefix { _ in true }.components(separatedBy: "\n\n")[0]
                .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(!examples.isEmpty)
            let described = String(help[..<start.lowerBound])
            for example in examples {
                #expect(example.contains("jshost \(command)"), "an example of \(command): \(example)")
                for flag in example.split(separator: " ").filter({ $0.hasPrefix("-") }) {
                    let name = flag.split(separator: "=")[0]
                    #expect(described.contains(name), "jshost help \(command): the example's \(name) is not described above it")
                }
            }
        }
        #expect(man.components(separatedBy: "EXAMPLES:").count - 1 >= commands.count, "the man page carries each command's examples")
    }

    @Test func runsHelpAndTheManPageNameTheLibrariesSimulated() throws {
        let help = try JSHost.run(["help", "run"]).stdout
        let man = try JSHost.run(["--help-man"]).stdout.replacingOccurrences(of: "\\-", with: "-")
        for package in ["@notifee/react-native", "@react-native-firebase/messaging", "expo-notifications", "react-native-onesignal",
                        "react-native-notifications", "@react-native-community/push-notification-ios", "@capacitor/push-notifications",
                        "phonegap-plugin-push", "react-native-marigold"] {
            #expect(help.contains(package), "help run names \(package)")
            #expect(man.contains(package), "the man page names \(package)")
        }
        // --render draws with Debian's chromium itself (NotificationRendering/ChromiumCamera.swift), no WebDriver.
        #expect(help.contains("--render DIR") && !help.contains("chromium-driver"))
    }
}
