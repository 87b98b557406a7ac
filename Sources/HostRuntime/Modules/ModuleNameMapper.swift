import Foundation

/// One entry of Jest's `moduleNameMapper`: a regular expression over specifiers and the
/// module paths to load instead (`<rootDir>` already replaced; `$1`… stand for the groups).
public struct ModuleMapping: Sendable, Equatable {
    public var pattern: String
    public var targets: [String]
    public init(pattern: String, targets: [String]) {
        self.pattern = pattern
        self.targets = targets
    }
}

/// Jest's `moduleNameMapper` applied to a specifier (jest-resolve's `_resolveStubModuleName`):
/// the first pattern that matches gives the module to load instead (`$1`… replaced by the
/// pattern's groups); with several targets, the first that exists is taken. Used by
/// `jshost test` and by `run --mocks`.
package struct ModuleNameMapper {
    package let rules: [(NSRegularExpression, [String])]

    package init(_ mappings: [ModuleMapping]) {
        rules = mappings.compactMap { mapping in
            (try? NSRegularExpression(pattern: mapping.pattern)).map { ($0, mapping.targets) }
        }
    }

    package func map(_ specifier: String, from referrer: String) -> String? {
        mapping(specifier, from: referrer)?.target
    }

    /// The module to load instead of `specifier` and the pattern of the entry that chose it.
    package func mapping(_ specifier: String, from referrer: String) -> (target: String, pattern: String)? {
        let range = NSRange(specifier.startIndex..., in: specifier)
        for (regex, targets) in rules {
            guard let match = regex.firstMatch(in: specifier, range: range) else { continue }
            let candidates = targets.map { target -> String in
                var result = target
                for group in stride(from: match.numberOfRanges - 1, through: 1, by: -1) {
                    let text = Range(match.range(at: group), in: specifier).map { String(specifier[$0]) } ?? ""
                    result = result.replacingOccurrences(of: "$\(group)", with: text)
                }
                return result
            }
            let folder = (referrer as NSString).deletingLastPathComponent
            let target = candidates.first { candidate in
                guard candidate.hasPrefix("/") || candidate.hasPrefix(".") else { return true }
                let path = candidate.hasPrefix("/") ? candidate : (folder as NSString).appendingPathComponent(candidate)
                return ["", ".js", ".ts", ".tsx", ".jsx", ".mjs", ".cjs", ".json", "/index.js"].contains { FileManager.default.fileExists(atPath: path + $0) }
            } ?? candidates.first
            return target.map { ($0, regex.pattern) }
        }
        return nil
    }
}
