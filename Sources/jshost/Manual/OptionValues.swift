import JSHostKit
import Notifications

/// What a flag's value can be, for the shell completions: the lists are the very ones the
/// scanner checks a value against (the enums' cases, `PayloadFormatFlag.names`), so a value
/// the parser gains is completed, and one it drops is not. A flag without a list completes
/// by the name its help gives the value: FILE, SCRIPT, PATH, PAYLOAD and ENTRY as file names,
/// DIR as folders, others (S, N, MB, TEXT) not at all.
enum OptionValues {
    enum Completion: Equatable {
        case choices([String])
        case files
        case directories
        case none
    }

    /// The flags whose value is one of a list, with the list (the same for every command).
    static let choices: [String: [String]] = [
        "--platform": Platform.allCases.map(\.rawValue),
        "--app-state": ArgumentScanner.appStateNames,
        "--format": PayloadFormatFlag.names,
        "--reporter": TestReporterKind.allCases.map(\.rawValue),
        "--native": NativeModulePolicy.allCases.map(\.rawValue),
    ]

    static func completion(flag: String, valueName: String?) -> Completion {
        if let list = choices[flag] { return .choices(list) }
        guard let valueName else { return .none }
        let names = valueName.split(separator: "|").map(String.init)
        if names.contains("DIR") { return .directories }
        if names.contains(where: { ["FILE", "SCRIPT", "PATH", "PAYLOAD", "ENTRY"].contains($0) }) { return .files }
        return .none
    }
}

/// Help text laid out as the help writes a flag's description: `items` joined by
/// `separator`, wrapped at `width` columns, every line indented by `indent` spaces.
enum HelpLayout {
    static func wrapped(_ items: [String], separator: String = ", ", indent: Int = 24, width: Int = 92) -> String {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        for (index, item) in items.enumerated() {
            let piece = item + (index + 1 < items.count ? separator.trimmingCharacters(in: .whitespaces) : "")
            if !line.isEmpty, margin.count + line.count + 1 + piece.count > width {
                lines.append(margin + line)
                line = piece
            } else {
                line += (line.isEmpty ? "" : " ") + piece
            }
        }
        if !line.isEmpty { lines.append(margin + line) }
        return lines.joined(separator: "\n")
    }

    /// `--format`'s values, for the help of the commands that read a payload.
    static var formats: String { wrapped(PayloadFormatFlag.help.components(separatedBy: " "), separator: " ") }

    /// The npm packages whose API jshost simulates (the releases it accepts: docs/surfaces.md).
    static var packages: String { wrapped(SimulatedPackageVersions.packages, indent: 2) }
}
