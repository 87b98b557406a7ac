import Foundation

/// The files a resolution tried, as a message lists them: relative to the importing file's
/// folder (as the specifier is written) and grouped as Metro's resolver groups its
/// candidates (metro-resolver src/errors/formatFileCandidates.js prints
/// `src/x(.ios|.native)?.(tsx|ts|js)`), here in the shell's brace form, which names
/// exactly the files tried: `./x{.ios,.native,}{.tsx,.ts,.js}` is ./x.ios.tsx,
/// ./x.native.tsx, ./x.tsx, ./x.ios.ts, … (an empty item: none).
enum TriedPaths {
    /// Lines shown at most; the rest are counted.
    static let lineLimit = 8

    /// `(none of these 22 files exist):` and one indented line a group.
    static func message(_ tried: [String], from referrer: String) -> String {
        let base = DirectFileSystem.shared.isDirectory(referrer) ? referrer : (referrer as NSString).deletingLastPathComponent
        var lines = groups(tried.map { display($0, base: base) })
        if lines.count > lineLimit {
            let hidden = lines[(lineLimit - 1)...].count
            lines = Array(lines.prefix(lineLimit - 1)) + ["… and \(hidden) more groups"]
        }
        let count = Set(tried).count
        return (count == 1 ? "(this file does not exist):" : "(none of these \(count) files exist):") + lines.map { "\n  " + $0 }.joined()
    }

    /// `./x`, `../lib/x`, or the absolute path when it is more than two folders up.
    static func display(_ path: String, base: String) -> String {
        let from = base.split(separator: "/"), to = path.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let ups = from.count - common
        if ups > 2 || common == 0 { return path }
        let rest = to[common...].joined(separator: "/")
        return ups == 0 ? "./" + rest : Array(repeating: "..", count: ups).joined(separator: "/") + (rest.isEmpty ? "" : "/" + rest)
    }

    /// One line a run of files sharing a stem (the name up to its first dot) whose
    /// suffixes are variants × extensions in Metro's order (each extension with every
    /// variant), and one a file otherwise.
    static func groups(_ paths: [String]) -> [String] {
        var seen = Set<String>(), unique: [String] = []
        for path in paths where seen.insert(path).inserted { unique.append(path) }
        var lines: [String] = []
        var index = 0
        while index < unique.count {
            let stem = split(unique[index]).stem
            var suffixes: [String] = []
            while index < unique.count, split(unique[index]).stem == stem {
                suffixes.append(split(unique[index]).suffix)
                index += 1
            }
            lines += render(stem: stem, suffixes: suffixes)
        }
        return lines
    }

    /// `./x.ios.tsx` → (`./x`, `.ios.tsx`); a dot that starts a name is part of the stem.
    static func split(_ path: String) -> (stem: String, suffix: String) {
        let slash = path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex
        guard slash < path.endIndex, let dot = path[path.index(after: slash)...].firstIndex(of: ".") else { return (path, "") }
        return (String(path[..<dot]), String(path[dot...]))
    }

    private static func render(stem: String, suffixes: [String]) -> [String] {
        var lines: [String] = []
        var index = 0
        while index < suffixes.count {
            // A one-extension run that takes the head of a longer one (`.js` before
            // `.js{.ios,.native,}{.js,.jsx,…}`) is a file of its own.
            let found = product(at: index, in: suffixes)
            let next = index + 1 < suffixes.count ? product(at: index + 1, in: suffixes) : nil
            if let (variants, extensions) = found,
               extensions.count > 1 || next.map({ $0.variants.count * $0.extensions.count }) ?? 0 <= variants.count {
                // A part every variant starts with (`.js` of `.js.ios`, `.js`) belongs to the stem.
                let split = variants.map { $0.split(separator: ".", omittingEmptySubsequences: false).dropFirst().map(String.init) }
                var common = 0
                while let shortest = split.map(\.count).min(), common < shortest, split.allSatisfy({ $0[common] == split[0][common] }) { common += 1 }
                let shared = split[0].prefix(common).map { "." + $0 }.joined()
                let rest = split.map { $0.dropFirst(common).map { "." + $0 }.joined() }
                let variantPart = rest == [""] ? "" : "{" + rest.joined(separator: ",") + "}"
                let extensionPart = extensions.count == 1 ? extensions[0] : "{" + extensions.joined(separator: ",") + "}"
                lines.append(stem + shared + variantPart + extensionPart)
                index += variants.count * extensions.count
            } else {
                lines.append(stem + suffixes[index])
                index += 1
            }
        }
        return lines
    }

    /// The longest run from `start` that is variants × extensions, extension-major, of two
    /// files or more; nil if there is none.
    private static func product(at start: Int, in suffixes: [String]) -> (variants: [String], extensions: [String])? {
        func parts(_ suffix: String) -> (variant: String, ext: String)? {
            guard let dot = suffix.lastIndex(of: "."), suffix.index(after: dot) < suffix.endIndex else { return nil }
            return (String(suffix[..<dot]), String(suffix[dot...]))
        }
        guard let first = parts(suffixes[start]) else { return nil }
        // The variants: those of the first extension's block.
        var variants: [String] = []
        var index = start
        while index < suffixes.count, let p = parts(suffixes[index]), p.ext == first.ext, !variants.contains(p.variant) {
            variants.append(p.variant)
            index += 1
        }
        var extensions: [String] = []
        var block = start
        blocks: while block + variants.count <= suffixes.count {
            guard let ext = parts(suffixes[block])?.ext, !extensions.contains(ext) else { break }
            for (offset, variant) in variants.enumerated() {
                guard let p = parts(suffixes[block + offset]), p.variant == variant, p.ext == ext else { break blocks }
            }
            extensions.append(ext)
            block += variants.count
        }
        return variants.count * extensions.count >= 2 ? (variants, extensions) : nil
    }
}
