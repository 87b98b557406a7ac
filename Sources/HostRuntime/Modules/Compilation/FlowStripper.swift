import Foundation
import JSCore

/// Removes Flow type annotations from a `@flow` file with a real tool: Debian's
/// node-flow-remove-types (flowtype/flow-remove-types, on babylon), plain JavaScript run in
/// a runtime of its own, built on the first Flow file. Types become spaces, so every line
/// and column stays where it was (no source map needed). Results are cached on disk beside
/// esbuild's (docs/modules.md, "Flow").
final class FlowStripper {
    /// Debian's package folder, or `JSHOST_FLOW_REMOVE_TYPES`.
    static var toolDirectory: String {
        ProcessInfo.processInfo.environment["JSHOST_FLOW_REMOVE_TYPES"] ?? "/usr/share/nodejs/flow-remove-types"
    }
    /// Changes when what jshost does with the tool's output changes.
    private static let cacheFormat = "jshost-flow-1"

    private var runtime: Runtime?
    private var removeTypes: JSValue?

    /// Whether `source` is a Flow file: its leading comments hold `@flow` (flow-remove-types'
    /// own test, without `all`), not `@noflow`. Cheap: only the first 4 KiB are looked at.
    static func isFlow(_ source: String) -> Bool {
        let head = source.utf8.prefix(4096)
        guard let text = String(head), text.contains("@flow") else { return false }
        return !text.contains("@noflow")
    }

    /// `source` without its types; throws a message when the tool is missing or fails.
    func strip(_ source: String, path: String) throws -> String {
        var hash = SHA256()
        for part in [Self.cacheFormat, Self.toolDirectory, source] {
            hash.update(part)
            hash.update([0])
        }
        let cached = Transpiler.shared.cacheDirectory.map { "\($0)/transpiled/\(hash.hexDigest()).flow.js" }
        if let cached, let data = FileManager.default.contents(atPath: cached) { return String(decoding: data, as: UTF8.self) }
        let function = try tool()
        let context = runtime!.context
        let options = JSValue.object(in: context)
        let result: String
        do {
            result = try function.call([JSValue(string: source, in: context), options]).invoke("toString").stringValue
        } catch {
            throw FlowError(message: "\(path): flow-remove-types could not read this Flow file: \(error.message)")
        }
        if let cached { Transpiler.store(result, at: cached) }
        return result
    }

    private func tool() throws -> JSValue {
        if let removeTypes { return removeTypes }
        let directory = Self.toolDirectory
        let entry = (directory as NSString).appendingPathComponent("index.js")
        guard FileManager.default.isReadableFile(atPath: entry) else {
            throw FlowError(message: "Flow files need flow-remove-types, which was not found at \(directory): apt-get install node-flow-remove-types (or set JSHOST_FLOW_REMOVE_TYPES)")
        }
        let runtime = try Runtime(options: RuntimeOptions(timeout: 10))
        self.runtime = runtime
        // Debian installs its JavaScript packages side by side: `require('babylon')` is /usr/share/nodejs/babylon.
        let shared = (directory as NSString).deletingLastPathComponent
        runtime.modules.pinProjectRoot(shared)
        runtime.modules.mapSpecifier = { specifier, _ in
            guard !specifier.hasPrefix("."), !specifier.hasPrefix("/") else { return nil }
            return (shared as NSString).appendingPathComponent(specifier)
        }
        do {
            let function = try runtime.modules.require(entry, from: entry)
            removeTypes = function
            return function
        } catch {
            throw FlowError(message: "flow-remove-types at \(directory) failed to load: \(error.message)")
        }
    }

    func close() {
        removeTypes = nil
        runtime?.close()
        runtime = nil
    }
}

struct FlowError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
