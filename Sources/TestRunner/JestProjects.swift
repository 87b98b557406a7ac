import Foundation
import JSONSyntax
import HostRuntime

/// Jest's `projects` option, read as jest-config reads it (v29.3.1, build/index.js
/// `readConfigs`/`readConfig`, build/normalize.js `case 'projects'`,
/// build/readConfigFileAndSetRootDir.js, build/resolveConfigPath.js):
///
/// - an object is a project's configuration inline; its rootDir is the folder of the
///   configuration naming it (the current folder for `--config '{…}'`), or its own
///   `rootDir` with `<rootDir>` standing for that folder;
/// - a string has `<rootDir>` replaced and is a glob (node-glob: the matches, sorted; a
///   pattern matching nothing stays as written); a file without a configuration extension
///   is left out; a configuration file is that project's configuration; a folder is searched
///   for one as Jest searches from the current folder (its `package.json` without `"jest"`
///   is Jest's defaults there); a path that does not exist stops the run as in Jest.
///
/// Each project's own `projects` is not read. Two entries resolving to the same
/// configuration file stop the run (jest-config's ensureNoDuplicateConfigs).
extension JestConfig {
    static func readProjects(_ value: JSONValue, rootDir: String, file: String?, directory: String, files gate: ConfigFiles,
                             fail: (String, String) -> TestRunnerError) throws -> [JestConfig] {
        guard let entries = value.arrayValue else { throw fail("projects", "an array of paths, globs or configuration objects") }
        var projects: [JestConfig] = []
        var seen: [String: String] = [:]
        for entry in entries {
            if let object = entry.objectValue {
                projects.append(try JestConfig(object, file: file, directory: directory, asProject: true, files: gate))
                continue
            }
            guard let text = entry.stringValue else { throw fail("projects", "an array of paths, globs or configuration objects") }
            let pattern = TestDiscovery.absolutePath(text.replacingOccurrences(of: "<rootDir>", with: rootDir), base: directory)
            let matches = try expand(pattern)
            for path in matches.isEmpty ? [pattern] : matches {
                var isFolder: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                let configExtensions = fileNames.map { String($0.dropFirst("jest.config".count)) } + ["package.json"]
                if exists, !isFolder.boolValue, !configExtensions.contains(where: { path.hasSuffix($0) }) { continue }
                guard exists else {
                    throw TestRunnerError.badConfig("Can't find a root directory while resolving a config file path.\nProvided path to resolve: \(path)\n"
                        + "(from \"projects\" in \(file.map { TestDiscovery.display($0, base: directory) } ?? "--config"))")
                }
                let configPath = isFolder.boolValue ? try configFile(from: path) : path
                let project: JestConfig
                if let configPath {
                    do { _ = try gate.files.check(configPath) } catch {
                        throw TestRunnerError.badConfig("\"projects\" in \(file.map { TestDiscovery.display($0, base: directory) } ?? "--config"): \(error)")
                    }
                    guard let read = try load(in: directory, explicit: configPath, asProject: true, files: gate) else { continue }
                    project = read
                } else {
                    // A folder whose package.json has no "jest": Jest's defaults, rootDir there.
                    project = JestConfig(rootDir: searchFolder(from: path) ?? path)
                }
                let key = configPath ?? project.rootDir
                if let earlier = seen[key] {
                    throw TestRunnerError.badConfig("Whoops! Two projects resolved to the same config path: \(key):\n\n  Project 1: \(path)\n  Project 2: \(earlier)\n\n"
                        + "This usually means that your \"projects\" config includes a directory that doesn't have any configuration recognizable by Jest. Please fix it.")
                }
                seen[key] = path
                projects.append(project)
            }
        }
        return projects
    }

    /// node-glob's `sync` for an absolute pattern, one path segment at a time (`**` spans
    /// any number of folders); the matches sorted.
    private static func expand(_ pattern: String) throws -> [String] {
        let segments = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard segments.contains(where: { $0.contains(where: { "*?[{(!+@".contains($0) }) }) else { return [] }
        var current = ["/"]
        for segment in segments {
            let isPattern = segment.contains(where: { "*?[{(!+@".contains($0) })
            var next: [String] = []
            for base in current {
                func join(_ name: String) -> String { base == "/" ? "/" + name : base + "/" + name }
                if !isPattern {
                    let path = join(segment)
                    if FileManager.default.fileExists(atPath: path) { next.append(path) }
                    continue
                }
                if segment == "**" {
                    next.append(base)
                    next += folders(under: base)
                    continue
                }
                let glob = try Glob(segment)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
                next += names.filter { !$0.hasPrefix(".") && glob.matches($0) }.map(join)
            }
            current = next
        }
        return Array(Set(current)).sorted()
    }

    private static func folders(under base: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return [] }
        var found: [String] = []
        for name in names where !name.hasPrefix(".") && name != "node_modules" {
            let path = base == "/" ? "/" + name : base + "/" + name
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                found.append(path)
                found += folders(under: path)
            }
        }
        return found
    }
}
