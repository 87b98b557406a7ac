import Foundation
import HostRuntime
import ProjectGate

/// A test file to run: its path as reported and its absolute path.
public struct TestFile: Sendable, Equatable, Hashable {
    /// As reported: relative to `directory`, with `../` when outside it (as Jest names files).
    public var path: String
    public var absolutePath: String
    /// The folder `path` is relative to (where `jshost test` runs).
    public var directory: String
    /// Under Jest's `projects`: the index of the project (in the configuration's `projects`)
    /// whose configuration runs this file, and that project's `displayName`.
    package var project: Int?
    package var displayName: String?
    package var displayNameColor: String?
    public init(path: String, absolutePath: String, directory: String? = nil) {
        self.path = path
        self.absolutePath = absolutePath
        self.directory = directory ?? (absolutePath.hasSuffix("/" + path) ? String(absolutePath.dropLast(path.count + 1))
                                                                           : FileManager.default.currentDirectoryPath)
    }
}

/// Problems that stop `jshost test` before anything runs (exit status 2).
public enum TestRunnerError: Error, Equatable, CustomStringConvertible {
    case missingPath(String)
    case noTestFiles(NoTestFilesFound)
    case badShard(String)
    case badConfig(String)
    /// PATH arguments that are no file or folder, taken as Jest's path patterns, matched nothing.
    case noMatchingTestFiles([String])

    /// "No tests found" (exit 1, or 0 with --passWithNoTests, as Jest) rather than a usage error.
    public var isNoTests: Bool {
        switch self {
        case .noTestFiles, .noMatchingTestFiles: return true
        default: return false
        }
    }

    public var description: String {
        switch self {
        case let .missingPath(path): return "no such file or directory '\(path)'"
        case let .noTestFiles(found): return found.description
        case let .noMatchingTestFiles(patterns):
            return "no test file found: no file or folder \(patterns.map { "'\($0)'" }.joined(separator: ", ")) exists, and no test file's path matches /\(patterns.joined(separator: "|"))/i"
        case let .badShard(text): return "--shard expects I/N with 1 ≤ I ≤ N (e.g. 2/4), got '\(text)'"
        case let .badConfig(message): return message
        }
    }
}

/// Why no file under the roots is a test file, in the lines of Jest's "No tests found"
/// (jest-core getNoTestFoundVerbose.ts, which Jest prints for a single project): the folders
/// searched, how many files were checked, and for each rule that decides which files are
/// tests its patterns and how many files match it. As in Jest, testPathIgnorePatterns'
/// count is of the files it lets through.
public struct NoTestFilesFound: Sendable, Equatable, CustomStringConvertible {
    public struct Rule: Sendable, Equatable {
        /// `testMatch`, `testRegex`, `testPathIgnorePatterns`, or `jshost's names` (without a config file).
        public var name: String
        public var patterns: [String]
        public var matches: Int
    }

    /// The roots as given (`.`, `src`, a PATH argument).
    public var roots: [String]
    /// The same, absolute.
    public var folders: [String]
    public var filesChecked: Int
    public var rules: [Rule]

    /// `In /abs/app`, `  12 files checked.`, `  testMatch: **/specs/**/*.spec.js - 0 matches`, …
    public var details: [String] {
        func count(_ n: Int, _ word: String, _ plural: String) -> String { "\(n) \(n == 1 ? word : word + plural)" }
        return ["In \(folders.joined(separator: ", "))", "  \(count(filesChecked, "file", "s")) checked."]
            + rules.map { "  \($0.name): \($0.patterns.joined(separator: ", ")) - \(count($0.matches, "match", "es"))" }
    }

    /// Jest's words: `No tests found, exiting with code 1` and, when it does, the hint.
    public func message(passWithNoTests: Bool) -> String {
        let head = passWithNoTests ? ["No tests found, exiting with code 0"]
                                   : ["No tests found, exiting with code 1", "Run with `--passWithNoTests` to exit with code 0"]
        return (head + details).joined(separator: "\n")
    }

    public var description: String { (["No tests found"] + details).joined(separator: "\n") }
}

/// Finds test files: `*.test.js`, `*.test.mjs`, and TypeScript and JSX ones
/// (`*.test.ts`, `*.test.tsx`, `*.test.mts`, `*.test.cts`, `*.test.jsx`) under each directory given
/// (recursively, never descending into `node_modules`, `.build` or `.git`, nor into
/// what the `.jshostignore` file of the current directory lists), and every file
/// named explicitly whatever its name. Files are reported relative to the folder searched
/// from, with `../` for those outside it, as Jest does. The list is sorted by reported path
/// (plain string order) without duplicates, so it is the same on every machine.
package enum TestDiscovery {
    /// The ignore file read from the directory `jshost test` runs in.
    package static let ignoreFileName = ".jshostignore"

    package static let skippedDirectories: Set<String> = ["node_modules", ".build", ".git"]

    package static let suffixes = [".test.js", ".test.mjs", ".test.ts", ".test.tsx", ".test.mts", ".test.cts", ".test.jsx"]

    package static func isTestFile(_ name: String) -> Bool {
        suffixes.contains { name.hasSuffix($0) }
    }

    /// Folders are searched as jest-haste-map's crawlers search them by default
    /// (`haste.enableSymlinks: false`; jestjs/jest packages/jest-haste-map/src/crawlers/node.ts
    /// skips what `lstat` calls a symbolic link): a linked file or folder is not looked into,
    /// so a link loop or a link leading out adds nothing. Of a folder the configuration
    /// names (`roots`, `rootDir`) that `files` (the project's gate) does not allow, only the
    /// project and the granted folders inside it are searched (when none, a warning names
    /// `--allow-read`). A PATH given on the command line is searched as given.
    package static func find(paths: [String], in directory: String = FileManager.default.currentDirectoryPath,
                             config: JestConfig? = nil, files gate: ProjectFiles? = nil,
                             warn: (String) -> Void = { FileHandle.standardError.write(Data("jshost: warning: \($0)\n".utf8)) }) throws -> [TestFile] {
        let fm = FileManager.default
        let base = URL(fileURLWithPath: directory).standardizedFileURL.path
        let matcher = try TestPathMatcher(config: config)
        // A PATH that is no file or folder is a path pattern, as Jest's positional arguments
        // are: a regular expression (case-insensitive) a test file's path must match.
        var given: [String] = [], patterns: [String] = []
        for path in paths {
            if fm.fileExists(atPath: absolutePath(path, base: base)) { given.append(path) } else { patterns.append(path) }
        }
        let roots = given.isEmpty ? (config?.roots ?? ["."]) : given
        let ignore = IgnoreList(directory: base, files: gate)
        if let refusal = ignore.refusal { warn("\(TestDiscovery.ignoreFileName) is not read: \(refusal)") }
        var found: [String: TestFile] = [:]
        for root in roots {
            let absolute = absolutePath(root, base: base)
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: absolute, isDirectory: &isDirectory) else { throw TestRunnerError.missingPath(root) }
            if !isDirectory.boolValue {
                found[absolute] = TestFile(path: relative(absolute, to: base), absolutePath: absolute, directory: base)
                continue
            }
            var folders = [absolute]
            // A folder named on the command line is the user's choice (as `run`'s script);
            // the configuration's `roots`/`rootDir` are the project's word and pass the gate.
            if let gate, given.isEmpty {
                do {
                    _ = try gate.check(absolute)
                } catch {
                    // Only what the gate allows inside it is searched: the project and the
                    // folders --allow-read grants.
                    folders = gate.allowedFolders(inside: ModuleLoader.realPath(absolute))
                    if folders.isEmpty { warn("the test folder \(root) is not searched: \(error)") }
                }
            }
            for folder in folders {
                for file in walk(folder, ignore: ignore, including: matcher.isTestFile) {
                    found[file] = TestFile(path: relative(file, to: base), absolutePath: file, directory: base)
                }
            }
        }
        var files = found.values.sorted { $0.path < $1.path }
        if !patterns.isEmpty {
            let regex: NSRegularExpression
            do { regex = try NSRegularExpression(pattern: patterns.joined(separator: "|"), options: [.caseInsensitive]) } catch {
                throw TestRunnerError.badConfig("the path pattern /\(patterns.joined(separator: "|"))/ is not a valid regular expression")
            }
            files = files.filter { regex.firstMatch(in: $0.absolutePath, range: NSRange($0.absolutePath.startIndex..., in: $0.absolutePath)) != nil }
            if files.isEmpty { throw TestRunnerError.noMatchingTestFiles(patterns) }
        }
        if files.isEmpty {
            // Jest's account of why: every file looked at, and what each rule made of them.
            let folders = roots.map { absolutePath($0, base: base) }.filter { gate?.allows($0) ?? true }
            let all = Array(Set(folders.flatMap { walk($0, ignore: ignore, including: { _, _ in true }) }))
            throw TestRunnerError.noTestFiles(NoTestFilesFound(roots: roots, folders: folders, filesChecked: all.count, rules: matcher.survey(all)))
        }
        return files
    }

    private static func walk(_ directory: String, ignore: IgnoreList, including: (_ path: String, _ name: String) -> Bool) -> [String] {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory) else { return [] }
        var files: [String] = []
        for name in names.sorted() {
            let path = directory == "/" ? "/" + name : directory + "/" + name
            // lstat: a link is neither a folder nor a file here (see `find`).
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let kind = info.st_mode & S_IFMT
            guard kind == S_IFDIR || kind == S_IFREG else { continue }
            let isDirectory = ObjCBool(kind == S_IFDIR)
            if ignore.ignores(path, name: name) { continue }
            if isDirectory.boolValue {
                if !skippedDirectories.contains(name) { files += walk(path, ignore: ignore, including: including) }
            } else if including(path, name) {
                files.append(path)
            }
        }
        return files
    }

    static func absolutePath(_ path: String, base: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: base).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    /// Relative to `base` when inside it, else absolute.
    static func display(_ path: String, base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `path` (absolute) relative to `base` (absolute), going up with `../` when it is
    /// outside: Node's `path.relative`, which Jest names test files with
    /// (jest-reporters `relativePath`, jest-message-util `formatPath`).
    static func relative(_ path: String, to base: String) -> String {
        let from = base.split(separator: "/"), to = path.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return parts.joined(separator: "/")
    }
}

/// Which files are tests: without a Jest configuration, jshost's names (`*.test.js`, …)
/// and Jest's default `testMatch`; with one, its `testRegex` (when set) or `testMatch`.
/// Jest's `testPathIgnorePatterns` (regular expressions; default `/node_modules/`) apply
/// to both.
struct TestPathMatcher {
    let globs: [Glob]
    let regexes: [NSRegularExpression]
    let ignored: [NSRegularExpression]
    let jshostNames: Bool
    let rootDir: String?

    init(config: JestConfig?) throws {
        func regex(_ text: String, _ option: String) throws -> NSRegularExpression {
            do { return try NSRegularExpression(pattern: text) } catch {
                throw TestRunnerError.badConfig("\(option): /\(text)/ is not a valid regular expression")
            }
        }
        jshostNames = config?.file == nil
        rootDir = config?.rootDir
        let testRegex = config?.testRegex ?? []
        regexes = try testRegex.map { try regex($0, "testRegex") }
        if testRegex.isEmpty {
            let patterns = config?.testMatch ?? JestConfig.defaultTestMatch
            globs = try patterns.map { pattern in
                do { return try Glob(pattern) } catch { throw TestRunnerError.badConfig("testMatch: '\(pattern)' is not a glob jshost reads") }
            }
        } else {
            globs = []
        }
        ignored = try (config?.testPathIgnorePatterns ?? ["/node_modules/"]).map { try regex($0, "testPathIgnorePatterns") }
    }

    func isTestFile(_ path: String, name: String) -> Bool {
        !isIgnored(path) && (hasJshostName(name) || matchesPatterns(path))
    }

    private func isIgnored(_ path: String) -> Bool {
        ignored.contains { $0.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil }
    }

    private func hasJshostName(_ name: String) -> Bool { jshostNames && TestDiscovery.isTestFile(name) }

    /// `testRegex` when set, else `testMatch`.
    private func matchesPatterns(_ path: String) -> Bool {
        if !regexes.isEmpty { return regexes.contains { $0.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil } }
        // A glob without a leading `/` or `**` is taken relative to rootDir, as written in a config.
        let relative = rootDir.flatMap { root -> String? in path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : nil }
        return globs.contains { $0.matches(path) || (relative.map($0.matches) ?? false) }
    }

    /// Each rule in force, with how many of `files` (absolute) it matches (the ignore
    /// patterns: how many they let through): the config's patterns, not jshost's names,
    /// when a config file decides.
    func survey(_ files: [String]) -> [NoTestFilesFound.Rule] {
        var rules: [NoTestFilesFound.Rule] = []
        if jshostNames {
            rules.append(.init(name: "jshost's names", patterns: TestDiscovery.suffixes.map { "*" + $0 },
                               matches: files.filter { hasJshostName(($0 as NSString).lastPathComponent) }.count))
        }
        rules.append(.init(name: regexes.isEmpty ? "testMatch" : "testRegex",
                           patterns: regexes.isEmpty ? globs.map(\.pattern) : regexes.map(\.pattern),
                           matches: files.filter(matchesPatterns).count))
        rules.append(.init(name: "testPathIgnorePatterns", patterns: ignored.map(\.pattern), matches: files.filter { !isIgnored($0) }.count))
        return rules
    }
}

/// The patterns of a `.jshostignore` file, one a line (`#` starts a comment):
/// a pattern without a `/` (other than a trailing one) matches a file or folder of
/// that name anywhere (`fixtures`, `*.slow.test.js`); one with a `/` matches the path
/// from the ignore file's folder (`Tests/Fixtures/`, `/build`). `*`, `?` and `[…]`
/// are wildcards as in the shell. A folder that matches is not entered.
struct IgnoreList {
    private var names: [String] = []
    private var paths: [String] = []
    private let base: String

    /// Why the ignore file was not read (a link out of the project, a FIFO, …); nil when it
    /// was read or there is none.
    private(set) var refusal: ProjectFiles.Refusal?

    /// The ignore file is read through `files` (by default the gate of `directory`).
    init(directory: String, files: ProjectFiles? = nil) {
        base = directory.hasSuffix("/") ? directory : directory + "/"
        let text: String?
        do {
            text = try (files ?? ProjectFiles(root: directory)).text(base + TestDiscovery.ignoreFileName, limit: 1 << 20)
        } catch let refusal {
            if refusal.reason != .missing { self.refusal = refusal }
            return
        }
        guard let text else { return }
        for raw in text.split(whereSeparator: \.isNewline) {
            var pattern = raw.trimmingCharacters(in: .whitespaces)
            if pattern.isEmpty || pattern.hasPrefix("#") { continue }
            while pattern.hasSuffix("/") { pattern.removeLast() }
            if pattern.hasPrefix("/") { pattern.removeFirst() }
            if pattern.isEmpty { continue }
            if pattern.contains("/") || raw.trimmingCharacters(in: .whitespaces).hasPrefix("/") { paths.append(pattern) } else { names.append(pattern) }
        }
    }

    func ignores(_ path: String, name: String) -> Bool {
        if names.contains(where: { fnmatch($0, name, 0) == 0 }) { return true }
        guard !paths.isEmpty, path.hasPrefix(base) else { return false }
        let relative = String(path.dropFirst(base.count))
        return paths.contains { fnmatch($0, relative, FNM_PATHNAME) == 0 }
    }
}

/// `--shard I/N`: the file at position p (0-based) of the sorted discovered
/// list belongs to shard (p mod N) + 1. Every file lands in exactly one of
/// the N shards, and shard sizes differ by at most one.
public struct TestShard: Sendable, Equatable {
    /// 1-based.
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) throws {
        guard count >= 1, index >= 1, index <= count else { throw TestRunnerError.badShard("\(index)/\(count)") }
        self.index = index
        self.count = count
    }

    /// Parses `I/N`.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { throw TestRunnerError.badShard(text) }
        do { try self.init(index: index, count: count) } catch { throw TestRunnerError.badShard(text) }
    }

    package func includes(position: Int) -> Bool { position % count == index - 1 }

    /// This shard's part of `items`, in their order.
    package func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { includes(position: $0.offset) }.map(\.element)
    }
}
