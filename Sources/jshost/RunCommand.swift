import Foundation
import HostRuntime
import JSHost

/// `jshost run SCRIPT [options]`.
enum RunCommand {
    static func main(_ arguments: [String]) throws -> Int32 {
        var scanner = ArgumentScanner(command: "run", arguments: arguments)
        var options = RuntimeOptions()
        var json = false
        while let flag = scanner.nextFlag() {
            switch flag.name {
            case "--help", "-h": Terminal.out(Help.command("run")! + "\n"); return ExitStatus.ok
            case "--json": json = true
            case "--fake-time": options.fakeTime = true
            case "--timeout": options.timeout = try scanner.seconds(for: flag)
            default: throw scanner.usage("unknown option '\(flag.name)' for 'run'")
            }
        }
        guard let script = scanner.positionals.first else { throw scanner.usage("missing SCRIPT") }
        guard scanner.positionals.count == 1 else { throw scanner.usage("unexpected argument '\(scanner.positionals[1])'") }
        guard FileManager.default.isReadableFile(atPath: script) else { throw scanner.usage("cannot read script '\(script)'") }

        let printer: OutputPrinter = json ? JSONLinesPrinter() : HumanPrinter()
        let run = try ScriptRun(scriptPath: script, options: options, reporter: printer)
        let status = try run.run()
        return status
    }
}
