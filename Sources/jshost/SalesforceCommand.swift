import Foundation
import JSHostKit
import Notifications

/// `jshost salesforce types [--platform P] [--json]` and
/// `jshost salesforce invoke --notification NID --action KEY` (SPEC §9).
enum SalesforceCommand {
    static func main(_ arguments: [String]) throws -> Int32 {
        guard let sub = arguments.first, !sub.hasPrefix("-") || sub == "--help" || sub == "-h" else {
            throw UsageError(message: "salesforce needs a subcommand: types or invoke", command: "salesforce")
        }
        if sub == "--help" || sub == "-h" {
            Terminal.out(Help.salesforce + "\n")
            return ExitStatus.ok
        }
        var scanner = ArgumentScanner(command: "salesforce", arguments: Array(arguments.dropFirst()))
        var flags = SalesforceFlags()
        var json = false
        var platform = Platform.ios
        var notification: String?, action: String?
        let proceed = try scanner.scan(help: Help.salesforce) { flag, scanner in
            switch flag.name {
            case "--json": json = true
            case "--platform": platform = try scanner.choice(for: flag, Platform.self)
            case "--notification": notification = try scanner.value(for: flag)
            case "--action": action = try scanner.value(for: flag)
            default: return try flags.take(flag, &scanner)
            }
            return true
        }
        guard proceed else { return ExitStatus.ok }
        try scanner.noPositionals()
        guard let settings = try flags.settings(scanner: scanner, required: true) else {
            throw scanner.usage("no Salesforce org configured")
        }
        let org = SalesforceOrg(client: SalesforceClient(configuration: settings.configuration, options: settings.clientOptions))
        do {
            switch sub {
            case "types":
                let (types, result) = try org.notificationTypes()
                if let failed = result.cacheWriteError {
                    // The user relies on the cache for offline runs: a failed write fails the command.
                    Terminal.err("jshost: \(settings.configuration.redact(failed.description))\n")
                    return ExitStatus.scriptError
                }
                let listing = CategoryListing(platform: platform, categories: Salesforce.categories(from: types),
                                              problems: [], scriptErrors: [])
                if json {
                    Terminal.out(listing.jsonValue.jsonString + "\n")
                } else {
                    let source = result.source == .network ? "from \(settings.configuration.instanceURL.absoluteString)" : "from the cache (the org could not be reached)"
                    Terminal.out("\(types.count) notification types \(source); cached at \(result.cacheFile.path)\n")
                    for type in types { Terminal.out("type \(type.apiName) (\(type.label)): \(type.actionGroups.map(\.name).joined(separator: ", "))\n") }
                    Terminal.out(CategoriesCommand.text(listing))
                }
            case "invoke":
                guard let notification, let action else {
                    throw scanner.usage("invoke needs --notification NID and --action KEY")
                }
                let message = try org.invoke(notificationId: notification, actionKey: action)
                if json {
                    Terminal.out(JSONValue.object(JSONObject([JSONMember("message", .string(message))])).jsonString + "\n")
                } else {
                    Terminal.out(message + "\n")
                }
            default:
                throw scanner.usage("unknown salesforce subcommand '\(sub)': expected types or invoke")
            }
        } catch let error as SalesforceError {
            Terminal.err("jshost: \(settings.configuration.redact(error.description))\n")
            return ExitStatus.scriptError
        }
        return ExitStatus.ok
    }
}
