import Foundation
import JSHostKit
import Notifications

/// `jshost matrix ENTRY --push FILE [--tap ACTION] [--format F] [--json] [app module options]` (docs/cli.md).
enum MatrixCommand {
    static func main(_ arguments: [String]) throws -> Int32 {
        var scanner = ArgumentScanner(command: "matrix", arguments: arguments)
        var options = DeviceOptions()
        // Every command that runs app code has run's memory budget (--max-memory).
        options.runtime.maxMemory = ArgumentScanner.defaultMaxMemory
        var push: String?
        var format: PayloadFormat?
        var tap: String?
        var json = false
        var permissions = PermissionFlags()
        var appModules = AppModuleFlags()
        let proceed = try scanner.scan(help: Help.matrix) { flag, scanner in
            switch flag.name {
            case "--json": json = true
            case "--push": push = try scanner.value(for: flag)
            case "--format": format = try PayloadFormatFlag.parse(flag, &scanner)
            case "--tap": tap = try scanner.value(for: flag)
            case "--timeout": options.runtime.timeout = try scanner.seconds(for: flag)
            case "--max-memory": options.runtime.maxMemory = try scanner.megabytes(for: flag)
            default: return try permissions.take(flag) || appModules.take(flag, &scanner)
            }
            return true
        }
        guard proceed else { return ExitStatus.ok }
        let entry = try scanner.script()
        guard let push else { throw scanner.usage("missing --push FILE (the payload to deliver in every case)") }
        options.runtime.permissions = try permissions.parse(scanner: scanner)
        // The app loads as `run` loads it (Metro's resolution for each case's platform, --map, --mocks).
        try appModules.apply(to: &options, script: entry, scanner: scanner)
        let source = InputSource(push)
        let bytes = try source.read()
        // A payload that does not decode is one usage error, not six.
        do {
            _ = try PayloadDecoder.decode(bytes, file: source.displayName, format: format)
        } catch {
            throw UsageError(message: "\(error)", command: "matrix")
        }
        let rows = try ExplainMatrix(entry: entry, payload: bytes, payloadName: source.displayName, format: format, tap: tap,
                                     options: options).run()
        Terminal.out(json ? ExplainMatrix.jsonValue(rows).jsonString + "\n" : ExplainMatrix.table(rows, width: Terminal.width(1), colour: Terminal.colorEnabled(1)))
        // An entry that failed to load (a package not installed) explains every row: say so, once
        // per message with the platforms it failed on, and exit as `run` and `categories` do.
        let failures = PayloadLint.EntryDidNotLoad.grouped(rows.flatMap { row in
            row.loadErrors.compactMap { effect -> (platform: Platform, message: String)? in
                guard case let .error(_, message, _, _, _, _, _) = effect.kind else { return nil }
                return (row.platform, message)
            }
        })
        for failure in failures {
            let platforms = failure.platforms.map(\.rawValue).joined(separator: " and ")
            Terminal.err("jshost: \(entry) did not load on \(platforms) (the rows show what the device does without it): \(failure.message)\n")
        }
        if !failures.isEmpty { return ExitStatus.scriptError }
        // A --tap that no case could carry out (an unknown action, a button never shown) is a usage error.
        if tap != nil, let rejection = ExplainMatrix.tapRejectedEverywhere(rows) {
            Terminal.err("jshost: \(rejection)\n")
            return ExitStatus.usage
        }
        return ExitStatus.ok
    }
}

/// `--format F`, shared by the commands that read a payload: the names `PayloadFormat(name:)`
/// takes, which the help (`help` below), the error and the completions all list.
enum PayloadFormatFlag {
    /// Every name the flag takes: the formats' own, then their aliases.
    static let names = PayloadFormat.readable.map(\.rawValue) + PayloadFormat.aliases.map(\.key)

    /// The help's description of the values, made from the same lists:
    /// "apns, simctl, …; also acoustic, mce, … (apns), …".
    static var help: String {
        var groups: [(PayloadFormat, [String])] = []
        for (alias, format) in PayloadFormat.aliases {
            if let index = groups.firstIndex(where: { $0.0 == format }) { groups[index].1.append(alias) } else { groups.append((format, [alias])) }
        }
        let also = groups.map { "\($0.1.joined(separator: ", ")) (\($0.0.rawValue))" }.joined(separator: "; ")
        return PayloadFormat.readable.map(\.rawValue).joined(separator: ", ") + "; also " + also
            + "; local, a notification a script displays itself, is never read from a file"
    }

    static func parse(_ flag: Flag, _ scanner: inout ArgumentScanner) throws -> PayloadFormat {
        let name = try scanner.value(for: flag)
        guard let format = PayloadFormat(name: name) else {
            if name.lowercased() == PayloadFormat.local.rawValue {
                throw scanner.usage("--format local names the notifications a script displays or schedules itself, which are never read from a file; a payload file's format is one of \(names.joined(separator: ", "))")
            }
            throw scanner.usage("--format expects one of \(names.joined(separator: ", ")), got '\(name)'" + Suggestion.hint(for: name, among: names))
        }
        return format
    }
}
