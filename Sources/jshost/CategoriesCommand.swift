import Foundation
import JSHostKit
import JSONSyntax
import Notifications
import Surfaces

/// `jshost categories SCRIPT [--platform ios|android] [--json] [--sf-* org options]`.
enum CategoriesCommand {
    static func main(_ arguments: [String]) throws -> Int32 {
        var scanner = ArgumentScanner(command: "categories", arguments: arguments)
        var options = DeviceOptions()
        options.runtime.fakeTime = true
        var json = false
        var salesforceFlags = SalesforceFlags()
        var appModules = AppModuleFlags()
        var permissions = PermissionFlags()
        let proceed = try scanner.scan(help: Help.categories) { flag, scanner in
            switch flag.name {
            case "--json": json = true
            case "--platform": options.platform = try scanner.choice(for: flag, Platform.self)
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
        if json {
            Terminal.out(jsonValue(listing).jsonString + "\n")
        } else {
            Terminal.out(text(listing))
        }
        for error in listing.scriptErrors {
            if case let .error(_, message, _, _, _, _, _) = error.kind { Terminal.err("jshost: \(message)\n") }
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
                line += "  " + describe(action.kind)
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

    /// `custom sendEmail`, `server approve`, `built-in url`, `callback`.
    static func describe(_ kind: ActionKind) -> String {
        switch kind {
        case let .custom(type): return "custom \(type)"
        case let .server(actionKey): return "server \(actionKey)"
        case let .builtIn(action): return "built-in \(action.rawValue)"
        case .callback: return "callback"
        }
    }

    static func jsonValue(_ listing: CategoryListing) -> JSONValue {
        .array(listing.categories.map { category in
            var object = JSONObject()
            object.append("id", .string(category.id))
            object.append("source", .string(category.source.rawValue))
            object.append("platform", .string(listing.platform.rawValue))
            object.append("actions", .array(listing.registered(category).map { registered in
                let action = registered.action
                var a = JSONObject()
                a.append("id", .string(action.id))
                a.append("title", .string(action.title))
                a.append("foreground", .bool(action.foreground))
                a.append("destructive", .bool(action.destructive))
                a.append("authenticationRequired", .bool(action.authenticationRequired))
                if listing.platform == .ios { a.append("options", .number(Double(registered.iosOptionBits))) }
                if let input = action.textInput {
                    a.append("textInput", .object(JSONObject([JSONMember("buttonTitle", .string(input.buttonTitle)), JSONMember("placeholder", .string(input.placeholder))])))
                }
                a.append("kind", .string(describe(action.kind)))
                a.append("shown", .bool(registered.shown))
                return .object(a)
            }))
            if let list = category.defaultContextActions { object.append("defaultContextActions", .array(list.map(JSONValue.string))) }
            if let list = category.minimalContextActions { object.append("minimalContextActions", .array(list.map(JSONValue.string))) }
            return .object(object)
        })
    }
}
