import Foundation
import JSHostKit
import Notifications

/// `jshost categories SCRIPT [--platform ios|android] [--json] [--sf-* org options]`.
enum CategoriesCommand {
    static func main(_ arguments: [String]) throws -> Int32 {
        var scanner = ArgumentScanner(command: "categories", arguments: arguments)
        var options = DeviceOptions()
        options.runtime.fakeTime = true
        // Every command that runs app code has run's memory budget (--max-memory).
        options.runtime.maxMemory = ArgumentScanner.defaultMaxMemory
        var json = false
        var salesforceFlags = SalesforceFlags()
        var appModules = AppModuleFlags()
        var permissions = PermissionFlags()
        let proceed = try scanner.scan(help: Help.categories) { flag, scanner in
            switch flag.name {
            case "--json": json = true
            case "--platform": options.platform = try scanner.choice(for: flag, Platform.self)
            case "--max-memory": options.runtime.maxMemory = try scanner.megabytes(for: flag)
            default: return try permissions.take(flag) || salesforceFlags.take(flag, &scanner) || appModules.take(flag, &scanner)
            }
            return true
        }
        guard proceed else { return ExitStatus.ok }
        let script = try scanner.script()
        options.runtime.permissions = try permissions.parse(scanner: scanner)
        // The same org as `run`: flags, else SF_INSTANCE_URL / SF_ACCESS_TOKEN.
        options.salesforce = try salesforceFlags.settings(scanner: scanner)
        try appModules.apply(to: &options, script: script, scanner: scanner)
        let listing = try CategoryListing.load(script: script, options: options)
        // The load error first: a listing left empty by it must not read as "the app registers none".
        for error in listing.scriptErrors {
            if case let .error(_, message, _, _, _, _, _) = error.kind { Terminal.err("jshost: \(message)\n") }
        }
        if json {
            Terminal.out(listing.jsonValue.jsonString + "\n")
        } else if listing.categories.isEmpty, !listing.scriptErrors.isEmpty {
            Terminal.out("no categories listed: the script stopped before it finished loading (the error above)\n")
        } else {
            Terminal.out(text(listing))
        }
        for problem in listing.problems { Terminal.err("jshost: invalid category: \(problem)\n") }
        if !listing.scriptErrors.isEmpty { return ExitStatus.scriptError }
        return listing.problems.isEmpty ? ExitStatus.ok : ExitStatus.usage
    }

    static func text(_ listing: CategoryListing) -> String {
        guard !listing.categories.isEmpty else { return "no categories registered (\(listing.platform.rawValue))\n" }
        var out = ""
        for category in listing.categories {
            out += "\(category.id)  (\(category.source.rawValue), \(listing.platform.rawValue))\n"
            for registered in listing.registered(category) {
                let action = registered.action
                var flags: [String] = []
                if action.foreground { flags.append("foreground") }
                if action.destructive { flags.append("destructive") }
                if action.authenticationRequired { flags.append("authenticationRequired") }
                var line = "  \(action.id)  \"\(action.title)\""
                if listing.platform == .ios { line += "  options \(registered.iosOptionBits)" }
                line += flags.isEmpty ? "  [background]" : "  [\(flags.joined(separator: ", "))]"
                if let input = action.textInput {
                    line += listing.platform == .ios ? "  text input (button \"\(input.buttonTitle)\", placeholder \"\(input.placeholder)\")" : "  RemoteInput (label \"\(input.placeholder)\")"
                }
                line += "  " + CategoryListing.describe(action.kind)
                if !registered.shown { line += "  (not shown: over the \(listing.platform.rawValue) limit or not in the context list)" }
                out += line + "\n"
            }
            if listing.platform == .ios {
                let shown = listing.registered(category)
                out += "  default context: \(shown.filter(\.shown).map(\.action.id).joined(separator: ", "))\n"
                out += "  minimal context: \(shown.filter(\.shownMinimal).map(\.action.id).joined(separator: ", "))\n"
            }
        }
        return out
    }
}
