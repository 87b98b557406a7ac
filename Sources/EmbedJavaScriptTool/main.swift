// The generator the EmbedJavaScript plugin runs:
//   EmbedJavaScriptTool OUTPUT.swift TARGET-ROOT FILE.js...
// writes OUTPUT.swift with an internal `enum EmbeddedJS` holding each file's text, byte for
// byte, as a static String named after its path below the `JS/` folder holding it — the
// target's own `JS/` or any folder's, as Libraries/Notifee/JS/notifee.js → notifee
// (docs/architecture.md):
//   console.js → console, test-glue.js → testGlue, cordova/plugins.js → cordovaPlugins;
//   HTML and CSS keep their extension in the name: render/page.html → renderPageHtml.
// Foundation only; it fails (naming the file) on text that is not UTF-8, on a name that is not
// an identifier, on a file in no `JS/` folder, and on two files that map to the same name
// (naming both, wherever their `JS/` folders are).
import Foundation

struct Failure: Error, CustomStringConvertible { let description: String }

/// `cordova/plugins` → `cordovaPlugins`: separators dropped, the letter after one capitalised,
/// the first letter lower-cased.
/// `file` names the file in errors (its path below the target).
func propertyName(forRelativePath path: String, file: String) throws -> String {
    var stem = Substring(path)
    if stem.hasSuffix(".js") { stem = stem.dropLast(3) }
    var name = ""
    var capitaliseNext = false
    for character in stem {
        if "/-_.".contains(character) {
            capitaliseNext = !name.isEmpty
            continue
        }
        if name.isEmpty {
            name += character.lowercased()
        } else if capitaliseNext {
            name += character.uppercased()
        } else {
            name.append(character)
        }
        capitaliseNext = false
    }
    guard let first = name.unicodeScalars.first,
          first == "_" || CharacterSet.letters.contains(first),
          name.unicodeScalars.allSatisfy({ $0 == "_" || CharacterSet.alphanumerics.contains($0) })
    else {
        throw Failure(description: "\(file): the name \"\(name)\" it maps to is not a Swift identifier; rename the file")
    }
    return name
}

/// The body of a multi-line Swift string literal whose value is exactly `text`: `\` and every
/// `"` escaped (so no `"""` can end it early), carriage returns and other control characters
/// as escapes, line feeds and tabs as themselves. The closing delimiter goes at column 0 on
/// the next line, so no indentation is stripped.
func literalBody(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count + text.utf8.count / 16)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n", "\t": out.unicodeScalars.append(scalar)
        case "\r": out += "\\r"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out
}

func quoted(_ text: String) -> String { "\"" + literalBody(text) + "\"" }

/// A file's path below its `JS/` folder (the outermost one, so `JS/dom/…` keeps `dom/`), given
/// its path below the target; nil when no folder on its path is `JS`.
func pathBelowJSFolder(_ relative: String) -> String? {
    let components = relative.split(separator: "/", omittingEmptySubsequences: false)
    guard let js = components.dropLast().firstIndex(of: "JS") else { return nil }
    return components[(js + 1)...].joined(separator: "/")
}

func generate(root: String, files: [String]) throws -> String {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    var entries: [(path: String, file: String, name: String, text: String)] = []
    var owners: [String: String] = [:]
    for file in files {
        guard file.hasPrefix(prefix) else {
            throw Failure(description: "\(file) is not under \(root)")
        }
        let inTarget = String(file.dropFirst(prefix.count))
        guard let relative = pathBelowJSFolder(inTarget) else {
            throw Failure(description: "\(inTarget) is in no JS/ folder")
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        guard let text = String(data: data, encoding: .utf8), Data(text.utf8) == data else {
            throw Failure(description: "\(inTarget) is not UTF-8 text")
        }
        let name = try propertyName(forRelativePath: relative, file: inTarget)
        if let other = owners[name] {
            throw Failure(description: "\(inTarget) and \(other) both map to EmbeddedJS.\(name); rename one")
        }
        owners[name] = inTarget
        entries.append((relative, inTarget, name, text))
    }
    entries.sort { $0.path < $1.path }

    var swift = """
    // Generated at build time by the EmbedJavaScript plugin from this target's JS/ folders.
    // Do not edit: edit the .js file instead.

    /// This target's JavaScript files, embedded byte for byte.
    enum EmbeddedJS {

    """
    for entry in entries {
        swift += "    /// \(entry.file)\n"
        swift += "    static let `\(entry.name)`: String = \"\"\"\n\(literalBody(entry.text))\n\"\"\"\n\n"
    }
    swift += "    /// Every embedded file: its path below its JS/ folder and its text (for tests that compare them).\n"
    swift += "    static let all: [(path: String, source: String)] = [\n"
    for entry in entries {
        swift += "        (\(quoted(entry.path)), `\(entry.name)`),\n"
    }
    swift += "    ]\n}\n"
    return swift
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: EmbedJavaScriptTool OUTPUT.swift TARGET-ROOT [FILE.js...]\n".utf8))
    exit(2)
}
do {
    let swift = try generate(root: arguments[2], files: Array(arguments.dropFirst(3)))
    let output = URL(fileURLWithPath: arguments[1])
    // Rewrite only when the text changes, so an unchanged embed does not recompile the target.
    if (try? Data(contentsOf: output)) != Data(swift.utf8) {
        try Data(swift.utf8).write(to: output, options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("error: EmbedJavaScript: \(error)\n".utf8))
    exit(1)
}
