import Foundation
import AppProject
import ProjectGate
import JSONSyntax
import Notifications
import Surfaces

/// `jshost init`'s `"jshost": {"stub": [...]}` key: the packages the entry's graph imports that
/// are neither installed nor simulated (found by loading the entry as `run` loads it), added to
/// the app's package.json so that the first `run` init suggests reaches the app's handlers
/// instead of stopping on the list of them (docs/cli.md, "jshost init").
extension AppInit {
    /// The packages missing from `entry`'s graph (relative to `folder`), in the order the load
    /// reached them; the ones the package.json key already stands in for are not among them.
    /// Empty for a page (`.html`: no Metro resolution) or an entry that is not there.
    package func missingPackages(entry: String) throws -> [String] {
        let path = folder.appendingPathComponent(entry).path
        guard !entry.hasSuffix(".html"), FileManager.default.fileExists(atPath: path) else { return [] }
        let (device, sink) = try Self.loaded(path, flags: AppModules.Flags(listMissing: true), mount: false)
        defer { device.close() }
        return MissingPackagesReport.missing(device, errors: sink.errorMessages).map(\.name)
    }

    /// A device with `path` loaded as `run` loads an app (Metro's resolution, the virtual
    /// clock, `flags`), settled; mounted with `mount`. The caller closes it.
    private static func loaded(_ path: String, flags: AppModules.Flags, mount: Bool) throws -> (Device, CollectingSink) {
        var options = DeviceOptions()
        options.runtime.fakeTime = true
        options.metroResolution = true
        options.mount = mount
        try AppModules.configure(&options, script: path, flags: flags)
        let sink = CollectingSink()
        let device = try AppModules.device(options: options, sink: sink)
        device.load(script: path)
        device.finish()
        return (device, sink)
    }

    /// The first category with buttons that `entry` registers as it loads and mounts (missing
    /// packages stand in inertly), put into the written payload under the key its format names
    /// it by (Expo's `categoryId`, APNs' `aps.category`, an FCM message's
    /// `apns.payload.aps.category`), so `--tap BUTTON` on that payload reaches the app's button.
    /// Nil (and the payload unchanged) when it registers none, or the payload has no such key
    /// (a data-only FCM message: the app displays its own notification, with its own category).
    @discardableResult
    package mutating func nameRegisteredCategory(entry: String) -> String? {
        let path = folder.appendingPathComponent(entry).path
        let format = found.first?.format ?? .apns
        guard [.expo, .apns, .fcmV1].contains(format), !(format == .fcmV1 && dataOnly),
              FileManager.default.fileExists(atPath: path),
              let index = files.firstIndex(where: { $0.path == "jshost/payload.json" }) else { return nil }
        // Mounted, as `run` mounts: apps register categories in an effect too.
        guard let (device, _) = try? Self.loaded(path, flags: AppModules.Flags(stubMissing: true), mount: true) else { return nil }
        defer { device.close() }
        guard let category = device.dispatcher.appCategories.first?.id else { return nil }
        files[index].text = Self.payload(for: format, shape: PayloadShape(dataKeys: dataKeys, dataOnly: dataOnly, category: category))
        return category
    }

    /// What became of the key.
    package enum StubKeyChange: Equatable {
        /// package.json now has it (or would, with `dryRun`).
        case added
        /// package.json was left as it is, for the reason given; the key is to be added by hand.
        case printed(reason: String)
    }

    /// Adds `"jshost": {"stub": names}` to the app's package.json as `npm pkg set` edits it:
    /// in place, the rest of the file as it was (its indentation and line endings kept), the
    /// new key last; never through a link, and not when the file already has a `"jshost"` key
    /// (that is the user's: what to add is printed instead). Writes nothing with `dryRun`.
    package func addStubKey(_ names: [String], dryRun: Bool = false) -> StubKeyChange {
        let url = folder.appendingPathComponent("package.json")
        if (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType == .typeSymbolicLink {
            return .printed(reason: "package.json is a link, which jshost does not write through")
        }
        guard let text = (try? AppProject.text(url.path, files: Self.gate(folder))) ?? nil else {
            return .printed(reason: "package.json cannot be read")
        }
        guard let manifest = try? AppProject.parsedJSON(url.path, files: Self.gate(folder)).get(), manifest.objectValue != nil else {
            return .printed(reason: "package.json is not a JSON object")
        }
        if manifest["jshost"] != nil { return .printed(reason: "package.json already has a \"jshost\" key (merge the names into its \"stub\")") }
        guard let edited = Self.appendingKey(MissingPackagesReport.snippet(names), to: text) else {
            return .printed(reason: "package.json's closing brace was not found")
        }
        if dryRun { return .added }
        do {
            // Atomically, never through a link (the gate's writer).
            try ProjectFiles.write(edited, to: url.path)
        } catch {
            return .printed(reason: "package.json cannot be written: \(error.localizedDescription)")
        }
        return .added
    }

    /// `text` (a JSON object) with `member` (`"key": value`) as its last member, on its own
    /// line at the indentation of the object's first member, with the file's line ending.
    static func appendingKey(_ member: String, to text: String) -> String? {
        guard let close = text.lastIndex(of: "}") else { return nil }
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        var indent = "  "
        if let firstLine = text.split(separator: "\n").dropFirst().first(where: { $0.contains("\"") }) {
            let leading = firstLine.prefix { $0 == " " || $0 == "\t" }
            if !leading.isEmpty { indent = String(leading) }
        }
        var head = text[..<close]
        // The whitespace before the brace goes: the new member ends its own line.
        while let last = head.last, last.isWhitespace { head.removeLast() }
        let empty = head.last == "{"
        return String(head) + (empty ? "" : ",") + newline + indent + member + newline + String(text[close...])
    }
}
