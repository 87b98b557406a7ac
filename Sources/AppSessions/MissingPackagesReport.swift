import Foundation
import Notifications
import Surfaces

/// `jshost run`'s answer to an app whose module graph needs packages that are neither
/// installed nor simulated (docs/modules.md, "Packages that are missing"): every one at
/// once, each with the file and line that imports it, and the one package.json `"jshost"`
/// key that stands in for all of them — instead of the first one's not-found error, one
/// `npm install` at a time.
package enum MissingPackagesReport {
    /// The packages of `device` that are missing: every statically imported one, and those only
    /// `require()` asked for whose not-found error was not caught (one of `errors`).
    static func missing(_ device: Device, errors: [String]) -> [MissingPackage] {
        device.missingPackages.filter { package in
            !package.required || errors.contains { $0.contains("Cannot find module '\(package.specifier)'") }
        }
    }

    /// The `error` effect for `missing` (empty: nil), for the entry `script`: one package is
    /// its not-found error (with the importer's code frame) and the key; several are listed.
    package static func effect(_ missing: [MissingPackage], script: String) -> EffectKind? {
        guard let first = missing.first else { return nil }
        let names = missing.map(\.name)
        let standIn = "let jshost stand in: an inert module whose calls are `native` effects, with --stub-missing or this key in package.json:\n  "
            + snippet(names)
        if missing.count == 1, !first.required {
            return .error(reason: .exception, message: first.detail + "\nOr " + standIn, stack: nil, file: first.file, line: first.line,
                          surface: nil, type: nil)
        }
        return .error(.exception, message(missing, script: script)!)
    }

    /// The list of `missing` (empty: nil), for the entry `script`.
    package static func message(_ missing: [MissingPackage], script: String) -> String? {
        guard !missing.isEmpty else { return nil }
        let entry = (script as NSString).lastPathComponent
        let count = missing.count == 1 ? "a package" : "\(missing.count) packages"
        let width = missing.map(\.name.count).max() ?? 0
        var lines = ["\(entry) imports \(count) that \(missing.count == 1 ? "is" : "are") neither installed nor simulated by jshost:"]
        for package in missing {
            let more = package.sites.count > 1 ? " (and \(package.sites.count - 1) more)" : ""
            lines.append("  " + package.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  imported from " + package.sites[0] + more)
        }
        let names = missing.map(\.name)
        lines.append("Install \(missing.count == 1 ? "it" : "them") (npm install \(names.joined(separator: " "))), or let jshost stand in: "
                     + "an inert module whose calls are `native` effects, with --stub-missing or this key in package.json:")
        lines.append("  " + snippet(names))
        lines.append("(or your own stand-in: --map \(names[0])=./stand-in.js, or __mocks__/\(names[0]).js with --mocks)")
        return lines.joined(separator: "\n")
    }

    /// After the entry `script` loaded on `device` (`categories`, `matrix`, `check --entry`,
    /// the studio, as `run` does): records the list of every missing package as one `error`
    /// of the load; `errors` are the load's error messages so far. True when one was recorded.
    @discardableResult
    package static func recordAfterLoad(_ device: Device, script: String, errors: [String]) -> Bool {
        guard let effect = effect(missing(device, errors: errors), script: script) else { return false }
        device.dispatcher.record(effect)
        return true
    }

    /// The message of an `error` effect (nil for any other).
    package static func errorMessage(_ effect: Effect) -> String? { effect.errorMessage }

    /// `"jshost": {"stub": ["a", "b"]}`.
    package static func snippet(_ names: [String]) -> String {
        "\"jshost\": {\"stub\": [" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]}"
    }
}

extension Effect {
    /// The message of an `error` effect (nil for any other).
    var errorMessage: String? {
        if case let .error(_, message, _, _, _, _, _) = kind { return message }
        return nil
    }
}

extension CollectingSink {
    /// The messages of the `error` effects so far.
    var errorMessages: [String] { effects.compactMap(\.errorMessage) }
}
