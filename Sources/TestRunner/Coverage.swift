import Foundation
import HostRuntime
import JSCore
import JSONSyntax
import ModuleSyntax

/// What `jshost test --coverage` measures and where it writes (docs/testing.md, "Coverage").
package struct CoverageOptions: Sendable {
    /// Jest's `rootDir`: `collectCoverageFrom` globs are relative to it, and so are the
    /// paths in the report.
    package var rootDir: String
    /// Jest's `collectCoverageFrom`: globs (relative to `rootDir`, `!` excludes) of the
    /// files to report, loaded by the tests or not. Empty: the files the tests load.
    package var collectFrom: [String]
    /// Where `lcov.info` goes (Jest's `coverageDirectory`, default `<rootDir>/coverage`).
    package var directory: String
    /// Jest's `coveragePathIgnorePatterns`: regular expressions on the absolute path.
    package var ignorePatterns: [String]
    /// The folder `lcov.info`'s `SF:` paths are relative to (istanbul's projectRoot, the
    /// current directory under Jest).
    package var reportBase = FileManager.default.currentDirectoryPath
    /// The text table's width: the terminal's, or 0 (no limit) when the report is not
    /// on a terminal, as Jest passes `process.stdout.columns || Infinity`.
    package var maxCols = 0
    /// Jest's `coverageThreshold`; paths and globs in it are relative to `reportBase`.
    package var thresholds: [CoverageThreshold] = []

    package init(rootDir: String, collectFrom: [String] = [], directory: String? = nil, ignorePatterns: [String] = ["/node_modules/"]) {
        self.rootDir = rootDir
        self.collectFrom = collectFrom
        self.directory = directory ?? (rootDir as NSString).appendingPathComponent("coverage")
        self.ignorePatterns = ignorePatterns
    }
}

extension CoverageOptions {
    /// Why `--coverage` cannot run here (its JavaScript parser, Debian's node-acorn, is
    /// missing), or nil.
    package static var parserProblem: String? {
        let path = CoverageInstrumenter.acornPath
        if FileManager.default.isReadableFile(atPath: path) { return nil }
        return "--coverage needs acorn, a JavaScript parser, which was not found at \(path): apt-get install node-acorn (or set JSHOST_ACORN to an acorn.js)"
    }
}

/// What was counted in one file: istanbul's maps reduced to what the reports use (lines).
package struct CoverageMap: Sendable, Equatable {
    package struct Function: Sendable, Equatable {
        package var name: String
        package var line: Int
    }
    /// The line each statement starts on.
    package var statements: [Int]
    package var functions: [Function]
    /// Each branch point's line and how many ways it has.
    package var branches: [(line: Int, paths: Int)]
    /// Each branch point's number in lcov (istanbul's: a branch whose paths were all
    /// hinted away keeps its number but is not reported); nil: 0, 1, 2, …
    package var branchIds: [Int]?
    /// The file has `/* istanbul ignore file */`: istanbul reports nothing of it.
    package var ignored = false

    package init(statements: [Int], functions: [Function], branches: [(line: Int, paths: Int)], branchIds: [Int]? = nil, ignored: Bool = false) {
        self.statements = statements
        self.functions = functions
        self.branches = branches
        self.branchIds = branchIds
        self.ignored = ignored
    }

    package static func == (a: CoverageMap, b: CoverageMap) -> Bool {
        a.statements == b.statements && a.functions == b.functions
            && a.branches.map(\.line) == b.branches.map(\.line) && a.branches.map(\.paths) == b.branches.map(\.paths)
            && a.branchIds == b.branchIds && a.ignored == b.ignored
    }
}

/// A file's counters (summed over the test files that loaded it).
package struct FileCoverage: Sendable, Equatable {
    package var path: String
    package var map: CoverageMap
    package var statements: [Int]
    package var functions: [Int]
    package var branches: [[Int]]

    init(path: String, map: CoverageMap) {
        self.path = path
        self.map = map
        statements = Array(repeating: 0, count: map.statements.count)
        functions = Array(repeating: 0, count: map.functions.count)
        branches = map.branches.map { Array(repeating: 0, count: $0.paths) }
    }

    mutating func add(_ other: FileCoverage) {
        guard other.statements.count == statements.count, other.functions.count == functions.count,
              other.branches.map(\.count) == branches.map(\.count) else { return }
        for i in statements.indices { statements[i] += other.statements[i] }
        for i in functions.indices { functions[i] += other.functions[i] }
        for i in branches.indices { for j in branches[i].indices { branches[i][j] += other.branches[i][j] } }
    }

    /// Lines with statements, and the highest count of a statement starting there (istanbul's).
    package var lines: [(line: Int, count: Int)] {
        var counts: [Int: Int] = [:]
        for (index, line) in map.statements.enumerated() { counts[line] = max(counts[line] ?? 0, statements[index]) }
        return counts.keys.sorted().map { ($0, counts[$0]!) }
    }

    package struct Totals: Sendable, Equatable {
        package var statements: (covered: Int, total: Int)
        package var branches: (covered: Int, total: Int)
        package var functions: (covered: Int, total: Int)
        package var lines: (covered: Int, total: Int)
        package static func == (a: Totals, b: Totals) -> Bool {
            a.statements == b.statements && a.branches == b.branches && a.functions == b.functions && a.lines == b.lines
        }
        static func + (a: Totals, b: Totals) -> Totals {
            Totals(statements: (a.statements.covered + b.statements.covered, a.statements.total + b.statements.total),
                   branches: (a.branches.covered + b.branches.covered, a.branches.total + b.branches.total),
                   functions: (a.functions.covered + b.functions.covered, a.functions.total + b.functions.total),
                   lines: (a.lines.covered + b.lines.covered, a.lines.total + b.lines.total))
        }
        static let zero = Totals(statements: (0, 0), branches: (0, 0), functions: (0, 0), lines: (0, 0))
    }

    package var totals: Totals {
        let flat = branches.flatMap { $0 }
        let lines = self.lines
        return Totals(statements: (statements.filter { $0 > 0 }.count, statements.count),
                      branches: (flat.filter { $0 > 0 }.count, flat.count),
                      functions: (functions.filter { $0 > 0 }.count, functions.count),
                      lines: (lines.filter { $0.count > 0 }.count, lines.count))
    }
}

/// Puts istanbul's counters into user files (a JavaScript parser, acorn, run in a
/// context of its own) and keeps each file's result for the whole run, so that a file
/// loaded by many test files is parsed once. Thread-safe: each thread that instruments
/// has its own parser context.
final class CoverageInstrumenter: @unchecked Sendable {
    static let shared = CoverageInstrumenter()

    /// Debian's node-acorn, or `JSHOST_ACORN`.
    static var acornPath: String {
        ProcessInfo.processInfo.environment["JSHOST_ACORN"] ?? "/usr/share/nodejs/acorn/dist/acorn.js"
    }

    struct Instrumented: Sendable {
        let index: Int
        let code: String
        let map: CoverageMap
        var counter: String { "__jshost_cov_\(index)" }
    }

    private let lock = NSLock()
    private var files: [String: Instrumented] = [:]
    private var failed: [String: String] = [:]

    /// The instrumented form of `code` (the file at `path`); when it cannot be parsed,
    /// nil and the reason.
    func instrument(_ code: String, path: String, compiled: Bool) -> Result<Instrumented, CoverageError> {
        lock.lock()
        if let done = files[path] { lock.unlock(); return .success(done) }
        if let reason = failed[path] { lock.unlock(); return .failure(CoverageError(message: reason)) }
        lock.unlock()
        let result = Self.run(code, path: path, compiled: compiled)
        lock.lock()
        defer { lock.unlock() }
        if let done = files[path] { return .success(done) }
        switch result {
        case let .success((text, map)):
            let index = files.count
            let done = Instrumented(index: index, code: text.replacingOccurrences(of: Self.placeholder, with: "__jshost_cov_\(index)"), map: map)
            files[path] = done
            return .success(done)
        case let .failure(error):
            failed[path] = error.message
            return .failure(error)
        }
    }

    /// The map of a file no test loaded (`collectCoverageFrom`), read from disk.
    func map(ofUnloaded path: String, files gate: ProjectFiles) -> Result<CoverageMap, CoverageError> {
        lock.lock()
        if let done = files[path] { lock.unlock(); return .success(done.map) }
        lock.unlock()
        guard let source = (try? gate.text(path)) ?? nil else {
            return .failure(CoverageError(message: "\(path): cannot be read"))
        }
        var code = source
        var compiled = false
        if ModuleResolver.needsTranspiler(path) {
            guard let output = transpiledSource(source, path: path) else {
                return .failure(CoverageError(message: "\(path): esbuild could not compile it"))
            }
            code = output
            compiled = true
        }
        return Self.run(code, path: path, compiled: compiled).map { $0.1 }
    }

    private static let placeholder = "__jshost_cov__"

    /// One parser context per thread (JavaScriptCore contexts stay on their thread).
    private static func parserContext() throws -> (JSContext, JSValue) {
        let key = "jshost.coverage.parser"
        if let box = Thread.current.threadDictionary[key] as? ParserBox { return (box.context, box.function) }
        let path = acornPath
        guard let acorn = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw CoverageError(message: "--coverage needs acorn, a JavaScript parser, which was not found at \(path): apt-get install node-acorn (or set JSHOST_ACORN to acorn.js)")
        }
        let context = JSContext()
        do {
            _ = try context.evaluate(acorn, sourceURL: path)
            let function = try context.evaluate(EmbeddedJS.coverageInstrument, sourceURL: "jshost:coverage-instrument")
            Thread.current.threadDictionary[key] = ParserBox(context: context, function: function)
            return (context, function)
        } catch {
            throw CoverageError(message: "--coverage: \(path) did not load: \(error)")
        }
    }

    private final class ParserBox {
        let context: JSContext
        let function: JSValue
        init(context: JSContext, function: JSValue) {
            self.context = context
            self.function = function
        }
    }

    private static func run(_ code: String, path: String, compiled: Bool) -> Result<(String, CoverageMap), CoverageError> {
        let context: JSContext, function: JSValue
        do {
            (context, function) = try parserContext()
        } catch let error as CoverageError {
            return .failure(error)
        } catch {
            return .failure(CoverageError(message: "\(error)"))
        }
        let json: String
        do {
            json = try function.call([JSValue(string: code, in: context), JSValue(string: placeholder, in: context),
                                      JSValue(bool: path.hasSuffix(".mjs") || path.hasSuffix(".mts"), in: context)]).stringValue
        } catch {
            return .failure(CoverageError(message: "\(path): not instrumented for coverage: \(error.message)"))
        }
        guard let object = (try? JSONParser.parse(json))?.objectValue, let text = object["code"]?.stringValue else {
            return .failure(CoverageError(message: "\(path): not instrumented for coverage"))
        }
        // esbuild's output: positions back to the user's file through its inline map.
        let sourceMap = compiled ? SourceMap.inlineJSON(in: code).flatMap { try? SourceMap(json: $0) } : nil
        func line(_ entry: JSONValue?) -> Int? {
            guard let start = entry?["start"], let line = start["line"]?.intValue, let column = start["column"]?.intValue else { return nil }
            guard compiled else { return line }
            return sourceMap?.original(line: line, column: column + 1)?.line
        }
        func sorted(_ key: String) -> [JSONValue] {
            let table = object[key]?.objectValue ?? [:]
            return table.keys.compactMap(Int.init).sorted().compactMap { table[String($0)] }
        }
        // An entry with no place in the user's file (code esbuild added) takes the line
        // of the entry before it.
        var statements: [Int] = []
        for entry in sorted("statementMap") { statements.append(line(entry) ?? statements.last ?? 1) }
        var functions: [CoverageMap.Function] = []
        for entry in sorted("fnMap") {
            functions.append(.init(name: entry["name"]?.stringValue ?? "(anonymous)", line: line(entry["decl"]) ?? functions.last?.line ?? 1))
        }
        var branches: [(line: Int, paths: Int)] = []
        for entry in sorted("branchMap") {
            branches.append((line(entry["loc"]) ?? branches.last?.line ?? 1, entry["locations"]?.arrayValue?.count ?? 0))
        }
        // Hints (`/* istanbul ignore … */`): pruned branches' numbers, and a file left out.
        let hinted = (ids: object["branchIds"]?.integers, ignored: object["ignored"]?.boolValue ?? false)
        return .success((text, CoverageMap(statements: statements, functions: functions, branches: branches,
                                           branchIds: hinted.ids, ignored: hinted.ignored)))
    }
}

extension JSONValue {
    /// An array of integers (the instrumenter's counters and numbers); nil when the value
    /// is no array or one of its elements is not an integer.
    var integers: [Int]? {
        guard let items = arrayValue else { return nil }
        let integers = items.compactMap(\.intValue)
        return integers.count == items.count ? integers : nil
    }
}

/// One group of Jest's `coverageThreshold`: `global`, a path (a prefix of the files'
/// absolute paths) or a glob, and its minimum percents (positive) or maximum uncovered
/// counts (negative).
package struct CoverageThreshold: Sendable, Equatable {
    package var group: String
    package var statements: Double?, branches: Double?, functions: Double?, lines: Double?

    package init(group: String, statements: Double? = nil, branches: Double? = nil, functions: Double? = nil, lines: Double? = nil) {
        self.group = group
        self.statements = statements
        self.branches = branches
        self.functions = functions
        self.lines = lines
    }
}

extension CoverageReport {
    /// Jest's `_checkThreshold` (jest-reporters' CoverageReporter.ts), message for message:
    /// each file goes to every path group it is under and every glob group it matches,
    /// else to `global`; a path group is checked on its files together, a glob group on
    /// each of its files alone (named by its absolute path), `global` on the rest; a group
    /// that has no file is `Coverage data for … was not found` (but `global`). Paths and
    /// globs are taken from `base` (Jest: the current folder).
    package static func thresholdErrors(_ files: [FileCoverage], thresholds: [CoverageThreshold], base: String) -> [String] {
        guard !thresholds.isEmpty else { return [] }
        enum Kind { case global, path, glob }
        var kinds: [String: Kind] = [:]
        var members: [(file: FileCoverage, group: String?)] = []
        let hasGlobal = thresholds.contains { $0.group == "global" }
        // Each group's absolute path and glob, made once for all the files.
        let patterns = thresholds.map { threshold -> (group: String, absolute: String, glob: Glob?) in
            let group = threshold.group
            var absolute = (TestDiscovery.absolutePath(group, base: base) as NSString).standardizingPath
            // Jest keeps a trailing slash (so "src/" is not "src-old/").
            if group.hasSuffix("/"), !absolute.hasSuffix("/") { absolute += "/" }
            return (group, absolute, try? Glob(absolute))
        }
        for file in files {
            var matched = false
            for (group, absolute, glob) in patterns {
                if file.path.hasPrefix(absolute) {
                    kinds[group] = .path
                    members.append((file, group))
                    matched = true
                } else if glob?.matches(file.path) == true {
                    kinds[group] = .glob
                    members.append((file, group))
                    matched = true
                }
            }
            if !matched {
                if hasGlobal { kinds["global"] = .global }
                members.append((file, hasGlobal ? "global" : nil))
            }
        }
        func filesIn(_ group: String) -> [FileCoverage] { members.filter { $0.group == group }.map(\.file) }
        func check(_ name: String, _ threshold: CoverageThreshold, _ totals: FileCoverage.Totals) -> [String] {
            var errors: [String] = []
            let keys: [(String, Double?, (covered: Int, total: Int))] = [
                ("statements", threshold.statements, totals.statements), ("branches", threshold.branches, totals.branches),
                ("lines", threshold.lines, totals.lines), ("functions", threshold.functions, totals.functions),
            ]
            for (key, limit, actual) in keys {
                guard let limit else { continue }
                let pct = percent(actual.covered, actual.total)
                let uncovered = actual.total - actual.covered
                if limit < 0 {
                    if -limit < Double(uncovered) {
                        errors.append("Jest: Uncovered count for \(key) (\(uncovered)) exceeds \(name) threshold (\(jsNumber(-limit)))")
                    }
                } else if pct < limit {
                    errors.append("Jest: \"\(name)\" coverage threshold for \(key) (\(jsNumber(limit))%) not met: \(jsNumber(pct))%")
                }
            }
            return errors
        }
        var errors: [String] = []
        for threshold in thresholds {
            let group = threshold.group
            switch kinds[group] {
            case .global?, .path?:
                let inGroup = filesIn(group)
                if !inGroup.isEmpty { errors += check(group, threshold, inGroup.reduce(FileCoverage.Totals.zero) { $0 + $1.totals }) }
            case .glob?:
                for file in filesIn(group) { errors += check(file.path, threshold, file.totals) }
            case nil:
                if group != "global" { errors.append("Jest: Coverage data for \(group) was not found.") }
            }
        }
        return errors
    }

    /// A number as JavaScript prints it (`80`, `62.5`, `66.66`).
    static func jsNumber(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}

package struct CoverageError: Error, Sendable, CustomStringConvertible {
    package let message: String
    package var description: String { message }
}

/// Which files are reported, and the reports: `lcov.info` and Jest's text table.
package enum CoverageReport {
    /// Whether `path` (absolute) is one `--coverage` reports: not in node_modules (or
    /// another ignore pattern), not a test, setup or `__mocks__` file, and matching
    /// `collectCoverageFrom` when it is given.
    static func includes(_ path: String, options: CoverageOptions, testFiles: Set<String>, setupFiles: Set<String>) -> Bool {
        if testFiles.contains(path) || setupFiles.contains(path) { return false }
        if path.contains("/__mocks__/") { return false }
        for pattern in options.ignorePatterns {
            if let regex = try? NSRegularExpression(pattern: pattern),
               regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil { return false }
        }
        guard !options.collectFrom.isEmpty else { return true }
        return matchesCollectFrom(path, options: options)
    }

    /// micromatch's rule, as Jest applies `collectCoverageFrom` to the path relative to
    /// `rootDir`: matching a positive glob and no `!` one.
    static func matchesCollectFrom(_ path: String, options: CoverageOptions) -> Bool {
        let root = options.rootDir.hasSuffix("/") ? options.rootDir : options.rootDir + "/"
        guard path.hasPrefix(root) else { return false }
        let relative = String(path.dropFirst(root.count))
        var matched = false
        for pattern in options.collectFrom where !pattern.hasPrefix("!") {
            if (try? Glob(pattern))?.matches(relative) == true { matched = true; break }
        }
        guard matched else { return false }
        for pattern in options.collectFrom where pattern.hasPrefix("!") {
            if (try? Glob(String(pattern.dropFirst())))?.matches(relative) == true { return false }
        }
        return true
    }

    /// The files `collectCoverageFrom` names under `rootDir` (node_modules and dot folders
    /// left out), loaded or not.
    static func collectFromFiles(options: CoverageOptions, testFiles: Set<String>, setupFiles: Set<String>) -> [String] {
        guard !options.collectFrom.isEmpty else { return [] }
        var found: [String] = []
        let fm = FileManager.default
        guard let walker = fm.enumerator(atPath: options.rootDir) else { return [] }
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name == "node_modules" || name.hasPrefix(".") || name == options.directory {
                walker.skipDescendants()
                continue
            }
            let path = (options.rootDir as NSString).appendingPathComponent(relative)
            if path == options.directory { walker.skipDescendants(); continue }
            let ext = (name as NSString).pathExtension
            guard ["js", "mjs", "cjs", "jsx", "ts", "tsx", "mts", "cts"].contains(ext) else { continue }
            if includes(path, options: options, testFiles: testFiles, setupFiles: setupFiles) { found.append(path) }
        }
        return found.sorted()
    }

    /// istanbul's lcovonly report; `SF:` paths relative to `base` (Jest: its rootDir).
    package static func lcov(_ files: [FileCoverage], base: String) -> String {
        var out = ""
        for file in files {
            out += "TN:\nSF:\(TestDiscovery.relative(file.path, to: base))\n"
            for function in file.map.functions { out += "FN:\(function.line),\(function.name)\n" }
            let totals = file.totals
            out += "FNF:\(totals.functions.total)\nFNH:\(totals.functions.covered)\n"
            for (index, function) in file.map.functions.enumerated() { out += "FNDA:\(file.functions[index]),\(function.name)\n" }
            for line in file.lines { out += "DA:\(line.line),\(line.count)\n" }
            out += "LF:\(totals.lines.total)\nLH:\(totals.lines.covered)\n"
            for (index, branch) in file.map.branches.enumerated() {
                let number = file.map.branchIds?[index] ?? index
                for (path, count) in file.branches[index].enumerated() { out += "BRDA:\(branch.line),\(number),\(path),\(count)\n" }
            }
            out += "BRF:\(totals.branches.total)\nBRH:\(totals.branches.covered)\nend_of_record\n"
        }
        return out
    }

    /// istanbul-lib-coverage's percentage: floored to two decimals, 100 for nothing to count.
    static func percent(_ covered: Int, _ total: Int) -> Double {
        guard total > 0 else { return 100 }
        return (Double(1000 * 100 * covered) / Double(total) / 10).rounded(.down) / 100
    }

    static func format(_ pct: Double) -> String {
        if pct == pct.rounded() { return String(Int(pct)) }
        var text = String(format: "%.2f", pct)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// istanbul's `text` report as Jest prints it (the `pkg` summary: a row per folder
    /// when the files are in more than one, then its files), `maxCols` wide at most (0: no limit, as
    /// when the output is no terminal).
    package static func table(_ files: [FileCoverage], base: String, maxCols: Int = 0) -> String {
        struct Row { var name: String; var level: Int; var totals: FileCoverage.Totals; var missing: String }
        let sortedFiles = files.sorted { $0.path < $1.path }
        var groups: [(dir: String, files: [FileCoverage])] = []
        for file in sortedFiles {
            let dir = (file.path as NSString).deletingLastPathComponent
            if let last = groups.indices.last, groups[last].dir == dir { groups[last].files.append(file) } else { groups.append((dir, [file])) }
        }
        groups.sort { $0.dir < $1.dir }
        let commonDir = commonParent(groups.map(\.dir))
        var rows: [Row] = []
        let all = files.reduce(FileCoverage.Totals.zero) { $0 + $1.totals }
        rows.append(Row(name: "All files", level: 0, totals: all, missing: ""))
        let flat = groups.count == 1
        // Folders named from their common parent; when that is one of them, prefixed with
        // its name (istanbul-lib-report's pkgSummaryPrefix).
        let names = groups.map { TestDiscovery.relative($0.dir, to: commonDir) }
        let prefix: String? = names.contains("") ? (commonDir == "/" ? "root" : (commonDir as NSString).lastPathComponent) : nil
        for (index, group) in groups.enumerated() {
            var level = 1
            if !flat {
                let name = prefix.map { names[index].isEmpty ? $0 : $0 + "/" + names[index] } ?? names[index]
                rows.append(Row(name: name, level: 1,
                                totals: group.files.reduce(FileCoverage.Totals.zero) { $0 + $1.totals }, missing: ""))
                level = 2
            }
            for file in group.files {
                rows.append(Row(name: (file.path as NSString).lastPathComponent, level: level, totals: file.totals, missing: missing(file)))
            }
        }
        let pctCols = 7, delim = " | "
        var nameWidth = max(4, rows.map { $0.level + $0.name.count }.max() ?? 0)
        var missingWidth = max(17, rows.map { $0.missing.count }.max() ?? 0)
        if maxCols > 0 {
            let pctWidth = delim.count + 4 * (pctCols + delim.count) + 2
            let maxRemaining = maxCols - (pctWidth + 17)
            if nameWidth > maxRemaining {
                nameWidth = maxRemaining
                missingWidth = 17
            } else if nameWidth < maxRemaining {
                let remaining = maxCols - (nameWidth + pctWidth)
                if missingWidth > remaining { missingWidth = remaining }
            }
        }
        func fill(_ text: String, _ width: Int, right: Bool, tabs: Int = 0) -> String {
            let remaining = width - tabs
            guard remaining > 0 else { return String(repeating: " ", count: tabs) }
            var text = text
            var right = right
            let fillText: String
            if remaining >= text.count {
                fillText = String(repeating: " ", count: remaining - text.count)
            } else {
                fillText = "..."
                text = String(text.suffix(remaining - 3))
                right = true
            }
            return String(repeating: " ", count: tabs) + (right ? fillText + text : text + fillText)
        }
        let line = [String(repeating: "-", count: nameWidth), String(repeating: "-", count: pctCols),
                    String(repeating: "-", count: pctCols + 1), String(repeating: "-", count: pctCols),
                    String(repeating: "-", count: pctCols), String(repeating: "-", count: missingWidth)].joined(separator: "-|-") + "-"
        var out = line + "\n"
        out += [fill("File", nameWidth, right: false), fill("% Stmts", pctCols, right: true), fill("% Branch", pctCols + 1, right: true),
                fill("% Funcs", pctCols, right: true), fill("% Lines", pctCols, right: true),
                fill("Uncovered Line #s", missingWidth, right: false)].joined(separator: delim) + " \n"
        out += line + "\n"
        for row in rows {
            let t = row.totals
            let empty = t.lines.total == 0
            func pct(_ value: (covered: Int, total: Int)) -> String { empty ? "0" : format(percent(value.covered, value.total)) }
            out += [fill(row.name, nameWidth, right: false, tabs: row.level), fill(pct(t.statements), pctCols, right: true),
                    fill(pct(t.branches), pctCols + 1, right: true), fill(pct(t.functions), pctCols, right: true),
                    fill(pct(t.lines), pctCols, right: true), fill(row.missing, missingWidth, right: false)].joined(separator: delim) + " \n"
        }
        out += line + "\n"
        return out
    }

    /// The "Uncovered Line #s" column: ranges of lines never run; when every line ran,
    /// the lines with a branch not taken (istanbul's text report).
    static func missing(_ file: FileCoverage) -> String {
        let totals = file.totals
        let linesPct = totals.lines.total == 0 ? 0 : percent(totals.lines.covered, totals.lines.total)
        var covered: [(Int, Bool)]
        if linesPct == 100 {
            var byLine: [Int: (Int, Int)] = [:]
            for (index, branch) in file.map.branches.enumerated() {
                let counts = file.branches[index]
                let old = byLine[branch.line] ?? (0, 0)
                byLine[branch.line] = (old.0 + counts.filter { $0 > 0 }.count, old.1 + counts.count)
            }
            covered = byLine.keys.sorted().map { ($0, byLine[$0]!.0 == byLine[$0]!.1) }
        } else {
            covered = file.lines.map { ($0.line, $0.count > 0) }
        }
        var ranges: [(Int, Int?)] = []
        var newRange = true
        for (line, hit) in covered {
            if hit { newRange = true; continue }
            if newRange { ranges.append((line, nil)); newRange = false } else { ranges[ranges.count - 1].1 = line }
        }
        return ranges.map { range in range.1.map { "\(range.0)-\($0)" } ?? "\(range.0)" }.joined(separator: ",")
    }

    static func commonParent(_ dirs: [String]) -> String {
        guard var common = dirs.first?.split(separator: "/", omittingEmptySubsequences: false) else { return "/" }
        for dir in dirs.dropFirst() {
            let parts = dir.split(separator: "/", omittingEmptySubsequences: false)
            var n = 0
            while n < common.count, n < parts.count, common[n] == parts[n] { n += 1 }
            common = Array(common[..<n])
        }
        let joined = common.joined(separator: "/")
        return joined.isEmpty ? "/" : joined
    }
}
