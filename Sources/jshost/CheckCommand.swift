import Foundation
import JSHostKit
import Notifications

/// `jshost check PAYLOAD [--entry ENTRY] [--platform P] [--voip] [--format F] [--json] [app module options]` (docs/cli.md).
enum CheckCommand {
    static func main(_ arguments: [String]) throws -> Int32 {
        var scanner = ArgumentScanner(command: "check", arguments: arguments)
        var options = DeviceOptions()
        // Every command that runs app code has run's memory budget (--max-memory).
        options.runtime.maxMemory = ArgumentScanner.defaultMaxMemory
        var entry: String?
        var platforms = Platform.allCases
        var format: PayloadFormat?
        var voip = false
        var json = false
        var permissions = PermissionFlags()
        var appModules = AppModuleFlags()
        let proceed = try scanner.scan(help: Help.check) { flag, scanner in
            switch flag.name {
            case "--json": json = true
            case "--voip": voip = true
            case "--entry": entry = try scanner.value(for: flag)
            case "--platform": platforms = [try scanner.choice(for: flag, Platform.self)]
            case "--format": format = try PayloadFormatFlag.parse(flag, &scanner)
            case "--timeout": options.runtime.timeout = try scanner.seconds(for: flag)
            case "--max-memory": options.runtime.maxMemory = try scanner.megabytes(for: flag)
            default: return try permissions.take(flag) || appModules.take(flag, &scanner)
            }
            return true
        }
        guard proceed else { return ExitStatus.ok }
        guard let path = scanner.positionals.first else { throw scanner.usage("missing PAYLOAD") }
        if scanner.positionals.count > 1 { throw scanner.usage("unexpected argument '\(scanner.positionals[1])'") }
        if let given = entry { entry = try scanner.readableScript(given) }
        options.runtime.permissions = try permissions.parse(scanner: scanner)
        // The entry loads as `run` loads it (Metro's resolution for each platform, --map, --mocks,
        // the "jshost" key of its package.json).
        if let entry {
            try appModules.apply(to: &options, script: entry, scanner: scanner)
        } else if let flag = appModules.given.first {
            throw scanner.usage("\(flag) says how to load the app: it needs --entry SCRIPT")
        }
        let source = InputSource(path)
        let findings: [PayloadFinding]
        do {
            findings = try PayloadLint.run(payload: try source.read(), name: source.displayName, format: format, entry: entry,
                                           platforms: platforms, voip: voip, options: options)
        } catch let failure as PayloadLint.EntryDidNotLoad {
            // What it registers is unknown: no finding about categories or channels would be
            // true, so the load error is the answer (exit 1, as `run` and `matrix`).
            for report in failure.reports { Terminal.err("jshost: \(report)\n") }
            return ExitStatus.scriptError
        }
        if json {
            Terminal.out(JSONValue.array(findings.map(PayloadLint.jsonValue)).jsonString + "\n")
        } else if findings.isEmpty {
            Terminal.out("\(source.displayName): no problems found (\(platforms.map(\.rawValue).joined(separator: ", ")))\n")
        } else {
            let color = Terminal.colorEnabled(1)
            for finding in findings {
                let label = finding.severity == .error ? "error" : "warning"
                let painted = color ? "\u{1B}[\(finding.severity == .error ? "31" : "33")m\(label)\u{1B}[0m" : label
                Terminal.out("\(source.displayName): \(painted) [\(finding.kind.rawValue)] \(finding.description)\n")
            }
        }
        return findings.contains { $0.severity == .error } ? ExitStatus.scriptError : ExitStatus.ok
    }
}
