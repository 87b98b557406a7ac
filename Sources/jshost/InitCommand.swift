import Foundation
import JSHostKit

/// `jshost init [DIR] [--force]`: a start for an app (docs/cli.md "jshost init").
enum InitCommand {
    static func main(_ arguments: [String]) throws -> Int32 {
        var scanner = ArgumentScanner(command: "init", arguments: arguments)
        var force = false
        var dryRun = false
        let proceed = try scanner.scan(help: Help.initCommand) { flag, _ in
            switch flag.name {
            case "--force": force = true
            case "--dry-run": dryRun = true
            default: return false
            }
            return true
        }
        guard proceed else { return ExitStatus.ok }
        guard scanner.positionals.count <= 1 else { throw scanner.usage("unexpected argument '\(scanner.positionals[1])'") }
        let folder = scanner.positionals.first ?? "."
        var app: AppInit
        do { app = try AppInit(folder: folder) } catch let problem as AppInit.Problem { throw scanner.usage(problem.description) }
        // The payload names the category the app registers, so its buttons can be tapped.
        let category = app.entries.first.flatMap { app.nameRegisteredCategory(entry: $0) }

        var out = "\(app.kind) app"
        out += app.found.isEmpty ? ", no notification library jshost simulates in its dependencies\n"
            : " using \(app.found.map(\.package).joined(separator: ", ")) (payload format: \(app.found[0].format.rawValue))\n"
        if let entry = app.entries.first {
            let others = app.entries.dropFirst().prefix(4).joined(separator: ", ")
            if entry == app.rootEntry {
                out += "notification entry: \(entry) (it registers the app's root, so the listeners its components add exist)"
                    + (others.isEmpty ? "" : "; the libraries are imported by: \(others)") + "\n"
            } else if entry.hasSuffix(".html") {
                out += "notification entry: \(entry) (the app's page: its scripts call what the notification files export)"
                    + (others.isEmpty ? "" : "; the libraries are imported by: \(others)") + "\n"
            } else {
                out += "notification entry: \(entry)" + (others.isEmpty ? "" : " (also imported by: \(others))") + "\n"
            }
        } else if !app.found.isEmpty {
            out += "no source file imports them (looked under \(app.folder.path), skipping node_modules, android, ios)\n"
        }
        if let category {
            out += "payload: names the app's category \"\(category)\", so --tap takes its buttons\n"
        }
        if !app.dataKeys.isEmpty {
            out += "payload: its data carries the keys the app reads (\(app.dataKeys.joined(separator: ", ")))\n"
        }
        if app.dataOnly {
            out += "payload: a data-only FCM message (the app displays its own notifications), as Notifee's docs send them\n"
        }
        if dryRun {
            for file in app.files { out += "would write \(file.path)\n" }
            out += stubKey(app, dryRun: true)
            Terminal.out(out)
            return ExitStatus.ok
        }
        let result = try app.write(force: force)
        for path in result.written { out += "wrote \(path)\n" }
        for path in result.kept { out += "kept \(path) (it exists; --force rewrites it)\n" }
        out += stubKey(app, dryRun: false)
        out += "\nnext:\n"
        if let entry = app.entries.first {
            out += "  jshost run \(entry) --push jshost/payload.json --open   # a tap on the notification: the app's tap listener\n"
            out += "  jshost run \(entry) --push jshost/payload.json --app-state foreground   # a push while the app is open: its push listener\n"
            out += "  jshost matrix \(entry) --push jshost/payload.json   # on iOS and Android, in each app state\n"
            out += "  jshost test jshost/                                 # the first test\n"
        } else {
            out += "  jshost run YOUR-ENTRY.js --push jshost/payload.json\n"
        }
        out += "  editors: add \"jshost/jshost.d.ts\" to tsconfig.json's \"include\" for simulate's types\n"
        Terminal.out(out)
        return ExitStatus.ok
    }

    /// The packages the entry's graph imports that are neither installed nor simulated, and the
    /// package.json key that stands in for them (added, or what to add when it is not).
    static func stubKey(_ app: AppInit, dryRun: Bool) -> String {
        guard let entry = app.entries.first else { return "" }
        let names: [String]
        do {
            names = try app.missingPackages(entry: entry)
        } catch {
            return "did not load \(entry) to look for packages that are not installed: \(error)\n"
        }
        guard !names.isEmpty else { return "" }
        let key = MissingPackagesReport.snippet(names)
        let count = names.count == 1 ? "1 package" : "\(names.count) packages"
        var out = "\(entry) imports \(count) neither installed nor simulated by jshost (\(names.joined(separator: ", "))): "
            + "each stands in inertly with this key, until npm install\n"
        switch app.addStubKey(names, dryRun: dryRun) {
        case .added: out += (dryRun ? "would add to package.json: " : "added to package.json: ") + key + "\n"
        case let .printed(reason): out += "\(reason): add it yourself:\n  \(key)\n"
        }
        return out
    }
}
