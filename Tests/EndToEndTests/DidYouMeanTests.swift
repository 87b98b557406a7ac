import Foundation
import Testing

/// Mistyped commands, flags, files and button ids are answered with the closest name,
/// as git, cargo and Deno answer them (golden messages of the built binary).
@Suite struct DidYouMeanTests {
    static let example = JSHost.repository.appendingPathComponent("Examples/acoustic-react-native")

    @Test func commandsAndFlags() throws {
        let command = try JSHost.run(["rn", "x.js"])
        #expect(command.status == 2)
        #expect(command.stderr == "jshost: unknown command 'rn' (did you mean 'run'?) (see 'jshost --help')\n")
        let flag = try JSHost.run(["run", Self.example.appendingPathComponent("send-email-action.js").path, "--pussh", "p.json"])
        #expect(flag.status == 2)
        #expect(flag.stderr == "jshost: unknown option '--pussh' for 'run' (did you mean '--push'?) (see 'jshost help run')\n")
        let testFlag = try JSHost.run(["test", "--reporer", "spec"])
        #expect(testFlag.stderr == "jshost: unknown option '--reporer' for 'test' (did you mean '--reporter' or '--report'?) (see 'jshost help test')\n")
        let help = try JSHost.run(["help", "matirx"])
        #expect(help.stderr == "jshost: no help for unknown command 'matirx' (did you mean 'matrix'?) (see 'jshost --help')\n")
        let global = try JSHost.run(["--vresion"])
        #expect(global.stderr == "jshost: unknown option '--vresion' (did you mean '--version'?) (see 'jshost --help')\n")
    }

    @Test func filesBesideTheOneNamed() throws {
        let script = try JSHost.run(["run", Self.example.appendingPathComponent("send-email-acton.js").path])
        #expect(script.status == 2)
        #expect(script.stderr.contains("No such file or directory (did you mean '\(Self.example.appendingPathComponent("send-email-action.js").path)'?)"), "\(script.stderr)")
        let payload = try JSHost.run(["run", Self.example.appendingPathComponent("send-email-action.js").path,
                                      "--push", Self.example.appendingPathComponent("payloud.json").path, "--tap", "sendEmail"])
        #expect(payload.stderr.contains("(did you mean '\(Self.example.appendingPathComponent("payload.json").path)'?)"), "\(payload.stderr)")
    }

    @Test func buttonIds() throws {
        let tap = try JSHost.run(["run", Self.example.appendingPathComponent("send-email-action.js").path,
                                  "--push", Self.example.appendingPathComponent("payload.json").path, "--tap", "sendEmial"])
        #expect(tap.stderr.contains("unknown action \"sendEmial\""), "\(tap.stderr)")
        #expect(tap.stderr.contains("(did you mean \"sendEmail\"?)"), "\(tap.stderr)")
    }
}

/// A first run's messages say what went wrong before what is missing because of it.
@Suite struct FirstRunMessageTests {
    @Test func categoriesSaysTheLoadErrorBeforeAnEmptyListing() throws {
        let folder = try TemporaryFolder(["a.js": "import notifee from '@notifee/react-native';\nimport x from './missing';\nnotifee.setNotificationCategories([]);\n"])
        let result = try JSHost.run(["categories", folder.path("a.js")])
        #expect(result.status == 1)
        #expect(!result.stdout.contains("no categories registered"), "\(result.stdout)")
        #expect(result.stdout == "no categories listed: the script stopped before it finished loading (the error above)\n")
        #expect(result.stderr.contains("Cannot find module './missing'"), "\(result.stderr)")
        // Nothing to load wrongly: an app that registers none still says so.
        let empty = try TemporaryFolder(["b.js": "1"])
        #expect(try JSHost.run(["categories", empty.path("b.js")]).stdout == "no categories registered (ios)\n")
    }
}

/// `jshost matrix` fits the terminal: the table when it fits, else a block per platform and state.
@Suite struct MatrixWidthTests {
    static let example = JSHost.repository.appendingPathComponent("Examples/notifee")

    @Test func aNarrowTerminalGetsBlocks() throws {
        let narrow = try JSHost.run(["matrix", "index.js", "--push", "payload.json"], in: Self.example, environment: ["COLUMNS": "80"])
        #expect(narrow.status == 0, "\(narrow.stderr)")
        #expect(narrow.stdout.hasPrefix("ios · foreground\n  shown       yes"), "\(narrow.stdout)")
        #expect(narrow.stdout.contains("\nandroid · terminated\n"))
        #expect(narrow.stdout.contains("  tap [Reply]: response reply"))
        // Only a word longer than a line (a URL) may run past the width.
        for line in narrow.stdout.split(separator: "\n") where line.count > 80 {
            #expect(!line.trimmingCharacters(in: .whitespaces).contains(" ") || line.contains("shown "), "\(line)")
        }
        #expect(!narrow.stdout.contains("\u{1B}["))  // a pipe gets no colour
        let wide = try JSHost.run(["matrix", "index.js", "--push", "payload.json"], in: Self.example, environment: ["COLUMNS": "400"])
        #expect(wide.stdout.hasPrefix("PLATFORM  APP STATE   SHOWN"), "\(wide.stdout)")
    }
}

/// An error in an imported file is reported at that file, line and column, with a code frame
/// as @babel/code-frame draws one (Jest, Vite).
@Suite struct ErrorFrameTests {
    @Test func aSyntaxErrorInAnImportedFileNamesThatFile() throws {
        let folder = try TemporaryFolder([
            "App.tsx": "import { f } from './lib';\nf();\n",
            "lib.ts": "export function f() {\n  const x = {a: 1,,};\n  return x;\n}\n",
            "main.js": "const { g } = require('./plain.js');\ng();\n",
            "plain.js": "function g() {\n  const y = {b: 2,,};\n}\nmodule.exports = { g };\n",
        ])
        let typescript = try JSHost.run(["run", folder.path("App.tsx")])
        #expect(typescript.status == 1)
        #expect(typescript.stderr.hasPrefix("✖ \(folder.path("lib.ts")):2:19\nUncaught SyntaxError: Expected identifier but found \",\""), "\(typescript.stderr)")
        #expect(typescript.stderr.contains("\n  1 | export function f() {\n> 2 |   const x = {a: 1,,};\n    |                   ^\n  3 |   return x;\n  4 | }\n"), "\(typescript.stderr)")
        // JavaScriptCore's own parser error, under a require: the file's column, not the importer's.
        let plain = try JSHost.run(["run", folder.path("main.js")])
        #expect(plain.stderr.hasPrefix("✖ \(folder.path("plain.js")):2:19\n"), "\(plain.stderr)")
        #expect(plain.stderr.contains("> 2 |   const y = {b: 2,,};\n    |                   ^\n"), "\(plain.stderr)")
    }

    @Test func aFrameIsDrawnOnlyFromAFileTheRunLoaded() throws {
        let folder = try TemporaryFolder(["evil.js": "const e = new Error('x'); e.sourceURL = '/etc/passwd'; e.line = 1; throw e;\n"])
        let result = try JSHost.run(["run", folder.path("evil.js")])
        #expect(result.status == 1)
        #expect(result.stderr.contains("/etc/passwd"))
        #expect(!result.stderr.contains("> 1 |"), "\(result.stderr)")
        #expect(!result.stderr.contains("root:"), "\(result.stderr)")
    }
}

/// `quit` is `terminated`, as React Native Firebase's and Notifee's docs name a killed app:
/// on the command line, in NDJSON events and in `simulate.appState`.
@Suite struct QuitAppStateTests {
    @Test func quitIsTerminatedEverywhere() throws {
        let example = JSHost.repository.appendingPathComponent("Examples/notifee")
        let quit = try JSHost.run(["run", "index.js", "--push", "payload.json", "--app-state", "quit", "--json"], in: example)
        let terminated = try JSHost.run(["run", "index.js", "--push", "payload.json", "--app-state", "terminated", "--json"], in: example)
        #expect(quit.status == terminated.status)
        let strip = { (text: String) in text.replacingOccurrences(of: #""(t|ms)":[0-9.]+,?"#, with: "", options: .regularExpression) }
        #expect(strip(quit.stdout) == strip(terminated.stdout), "\(quit.stdout)\n---\n\(terminated.stdout)")
        let typo = try JSHost.run(["run", "index.js", "--app-state", "quitt"], in: example)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("--app-state expects foreground, background or terminated (or quit), got 'quitt' (did you mean 'quit'?)"), "\(typo.stderr)")
        let folder = try TemporaryFolder(["a.js": "console.log('loaded')", "events.ndjson": #"{"appState": "quit"}"# + "\n" + #"{"appState": "asleep"}"# + "\n"])
        let events = try JSHost.run(["run", folder.path("a.js"), "--events", folder.path("events.ndjson")])
        #expect(!events.stderr.contains("events.ndjson:1"), "\(events.stderr)")
        #expect(events.stderr.contains("\"appState\" must be foreground, background or terminated (or quit)"), "\(events.stderr)")
    }
}
