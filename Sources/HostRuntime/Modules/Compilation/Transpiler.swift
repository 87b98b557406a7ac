import Foundation

/// TypeScript and JSX to JavaScript, by esbuild, with results cached on disk by content
/// (docs/modules.md, "TypeScript and JSX"). Files the cache does not hold go to one esbuild
/// process per run, its service mode (EsbuildService), started on the first of them; where
/// that cannot start, to one `esbuild` call per file with the source on stdin. esbuild only strips types and compiles JSX: `import`/`export`
/// stay as written (no `--format`), so the file then goes through the same ES-module
/// rewrite as a `.js` file and keeps the loader's live bindings and interop.
final class Transpiler: @unchecked Sendable {
    /// How esbuild reads a file.
    enum Loader: String {
        case ts, tsx, jsx

        /// `.ts`/`.mts`/`.cts` → ts (where `<T>x` is a type assertion), `.tsx` → tsx,
        /// `.jsx` and `.js` → jsx.
        static func forPath(_ path: String) -> Loader {
            if path.hasSuffix(".tsx") { return .tsx }
            if path.hasSuffix(".ts") || path.hasSuffix(".mts") || path.hasSuffix(".cts") { return .ts }
            return .jsx
        }
    }

    /// Why a file could not be transpiled.
    enum Failure: Error {
        /// esbuild is not installed (or `JSHOST_ESBUILD` names nothing runnable).
        case missing(esbuild: String)
        /// esbuild rejected the source: its message at the user's 1-based line and column.
        case syntax(message: String, line: Int?, column: Int?)
        /// esbuild could not be run or said something unexpected.
        case failed(String)
    }

    /// The process-wide one: where esbuild is and where the cache is are read once.
    static let shared = Transpiler(environment: ProcessInfo.processInfo.environment)

    /// esbuild's path, or nil when none was found.
    let esbuild: String?
    /// What the cache key knows of the esbuild binary (path, size, modification time),
    /// so that an upgraded esbuild does not serve old output; read without running it.
    private let esbuildIdentity: String
    /// Where transpiled files are kept, or nil when no folder can be named.
    let cacheDirectory: String?
    /// What `JSHOST_ESBUILD` or PATH named, for the error when it is missing.
    private let wanted: String
    /// `JSHOST_ESBUILD_SERVICE=0`: one process per file, as before the service (for
    /// Scripts/bench-cold-start.sh's side-by-side figures).
    private let usesService: Bool
    /// Guards `service` and `serviceFailed`: test files may compile on several threads.
    private let serviceLock = NSLock()
    private var service: EsbuildService?
    private var serviceFailed = false

    /// The options every call passes. JSX compiles to the built-in `react`'s
    /// `createElement` through the module's `__jsh` (docs/modules.md), so a component
    /// file needs no `import React` and CommonJS files stay CommonJS.
    static let arguments = [
        "--sourcemap=inline", "--charset=utf8", "--log-level=error", "--color=false",
        "--jsx-factory=__jsh.react.createElement", "--jsx-fragment=__jsh.react.Fragment",
        #"--tsconfig-raw={"compilerOptions":{"experimentalDecorators":true}}"#,
    ]
    /// Changes when what jshost does with esbuild's output changes.
    private static let cacheFormat = "jshost-transpile-1"

    init(environment: [String: String]) {
        var found: String?
        if let configured = environment["JSHOST_ESBUILD"], !configured.isEmpty {
            wanted = configured
            found = Self.isExecutable(configured) ? configured : nil
        } else {
            wanted = "esbuild"
            for dir in (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
                let candidate = "\(dir)/esbuild"
                if Self.isExecutable(candidate) { found = candidate; break }
            }
        }
        esbuild = found
        if let found {
            let attributes = (try? FileManager.default.attributesOfItem(atPath: found)) ?? [:]
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            esbuildIdentity = "\(found) \(size) \(modified)"
        } else {
            esbuildIdentity = ""
        }
        cacheDirectory = Self.cacheDirectory(environment)
        usesService = environment["JSHOST_ESBUILD_SERVICE"] != "0"
    }

    /// `$JSHOST_CACHE_DIR`, else `$XDG_CACHE_HOME/jshost`, else `~/.cache/jshost`;
    /// transpiled files go in its `transpiled/` folder.
    static func cacheDirectory(_ environment: [String: String]) -> String? {
        if let dir = environment["JSHOST_CACHE_DIR"], !dir.isEmpty { return dir }
        if let dir = environment["XDG_CACHE_HOME"], !dir.isEmpty { return dir + "/jshost" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/jshost" }
        return nil
    }

    private static func isExecutable(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }

    /// JavaScript for `source` (read from `path`), with an inline source map back to it.
    /// With `commonJS`, imports and exports become CommonJS too (`--format=cjs`), as
    /// babel-jest and ts-jest compile modules for Jest (docs/testing.md, "Module semantics").
    func transpile(_ source: String, path: String, loader: Loader, commonJS: Bool = false) throws(Failure) -> String {
        guard let esbuild else { throw .missing(esbuild: wanted) }
        let arguments = ["--loader=\(loader.rawValue)", "--sourcefile=\(path)"] + Self.arguments + (commonJS ? ["--format=cjs"] : [])
        var hash = SHA256()
        for part in [Self.cacheFormat, esbuildIdentity] + arguments + [source] {
            hash.update(part)
            hash.update([0])
        }
        let key = hash.hexDigest()
        let cached = cacheDirectory.map { "\($0)/transpiled/\(key).js" }
        if let cached, let data = FileManager.default.contents(atPath: cached) {
            return String(decoding: data, as: UTF8.self)
        }
        let code = try compile(esbuild, arguments: arguments, source: source, path: path)
        if let cached { Self.store(code, at: cached) }
        return code
    }

    /// Through the run's esbuild service, else by a process of its own.
    private func compile(_ esbuild: String, arguments: [String], source: String, path: String) throws(Failure) -> String {
        if usesService, let result = throughService(esbuild, source: source, arguments: arguments) {
            if let error = result.error { throw .syntax(message: error.message, line: error.line, column: error.column) }
            return result.code
        }
        return try run(esbuild, arguments: arguments, input: source, path: path)
    }

    /// The service's answer, or nil when there is no working service (it is started once;
    /// one that fails is not tried again in this process).
    private func throughService(_ esbuild: String, source: String, arguments: [String]) -> EsbuildService.Result? {
        serviceLock.lock()
        defer { serviceLock.unlock() }
        guard !serviceFailed else { return nil }
        do {
            if service == nil {
                guard let version = esbuildVersion(esbuild) else { serviceFailed = true; return nil }
                service = try EsbuildService(esbuild: esbuild, version: version)
            }
            return try service!.transform(source, flags: arguments)
        } catch {
            service = nil
            serviceFailed = true
            return nil
        }
    }

    /// `esbuild --version` (the service must be asked for its exact version), kept in the
    /// cache folder under the binary's identity so that it is asked once per binary.
    private func esbuildVersion(_ esbuild: String) -> String? {
        var hash = SHA256()
        hash.update(esbuildIdentity)
        let digest = hash.hexDigest().prefix(16)
        let file = cacheDirectory.map { "\($0)/esbuild-version-\(digest)" }
        if let file, let data = FileManager.default.contents(atPath: file) {
            let version = String(decoding: data, as: UTF8.self)
            if !version.isEmpty { return version }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: esbuild)
        process.arguments = ["--version"]
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let version = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, !version.isEmpty, !version.contains(" ") else { return nil }
        if let file { Self.store(version, at: file) }
        return version
    }

    /// Writes a cache entry atomically (a temporary file renamed into place); a cache
    /// that cannot be written is skipped, never an error.
    static func store(_ code: String, at path: String) {
        let dir = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let temporary = "\(dir)/.\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(code.utf8)) else { return }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }

    private func run(_ esbuild: String, arguments: [String], input: String, path: String) throws(Failure) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: esbuild)
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        do {
            try process.run()
        } catch {
            throw .failed("cannot run \(esbuild): \(error.localizedDescription)")
        }
        // esbuild reads all of stdin before it writes anything, and with
        // `--log-level=error` its stderr stays far below a pipe's capacity: writing,
        // then reading one pipe after the other, cannot stall.
        // A tool that exits without reading (a wrong JSHOST_ESBUILD) makes the write
        // fail instead of killing jshost with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Self.failure(String(decoding: errors, as: UTF8.self), path: path) }
        return String(decoding: output, as: UTF8.self)
    }

    /// esbuild's first error (`✘ [ERROR] message`, then `    path:line:column:` with a
    /// 0-based column) as message, line and 1-based column.
    static func failure(_ stderr: String, path: String) -> Failure {
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0.contains("[ERROR] ") }) else {
            let text = stderr.trimmingCharacters(in: .whitespacesAndNewlines)
            return .failed(text.isEmpty ? "esbuild failed" : text)
        }
        let message = String(lines[first][lines[first].range(of: "[ERROR] ")!.upperBound...])
        for line in lines[(first + 1)...] {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.contains("[ERROR] ") { break }
            guard text.hasPrefix(path + ":"), text.hasSuffix(":") else { continue }
            let numbers = text.dropFirst(path.count + 1).dropLast().split(separator: ":")
            if numbers.count == 2, let row = Int(numbers[0]), let column = Int(numbers[1]) {
                return .syntax(message: message, line: row, column: column + 1)
            }
        }
        return .syntax(message: message, line: nil, column: nil)
    }
}

/// esbuild's output (with its inline source map) for `source`, the TypeScript or JSX file at
/// `path` (read by the caller through the project's gate), or nil when it cannot be compiled:
/// `jshost test --coverage` maps the files `collectCoverageFrom` names that no test loaded.
package func transpiledSource(_ source: String, path: String) -> String? {
    return try? Transpiler.shared.transpile(source, path: path, loader: .forPath(path))
}
