import Foundation
import HostRuntime
import JSCore
import Notifications
import PageSyntax

/// The page a device loaded: where its scripts resolve.
struct LoadedPage {
    /// The page's absolute path.
    let path: String
    /// Its folder: relative `src` resolve here, and it is the project root for permissions.
    let folder: String
    /// A MobileFirst 7.x app's environment folder (`apps/NAME/iphone`): its file of the same
    /// relative path as a script in `folder` (`common`) runs right after it, as the
    /// MobileFirst build appends environment JavaScript to the common file.
    var environment: String? = nil
    /// The page as a file URL (`document.URL`).
    var url: String { URL(fileURLWithPath: path).absoluteString }

    /// The environment's counterpart of a file of the common folder, if it has one.
    func environmentFile(for path: String) -> String? {
        guard let environment, PageLoader.path(path, isInside: folder) else { return nil }
        let relative = String(path.dropFirst(folder.count))
        let candidate = environment + (relative.hasPrefix("/") ? "" : "/") + relative
        return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }
}

/// A MobileFirst 7.x hybrid app folder (`apps/NAME`): `common/index.html` and `common/js`,
/// plus one folder per environment (`iphone`, `ipad`, `android`, …) that the MobileFirst
/// build merges in: an environment's index.html replaces the common one, its JavaScript and
/// CSS are appended to the common file of the same name, other files replace it.
struct MobileFirstApp {
    let folder: String
    let common: String
    let environment: String?

    /// The app at `path`, if it is a folder with `common/index.html`.
    static func at(_ path: String, platform: Platform) -> MobileFirstApp? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        let common = (path as NSString).appendingPathComponent("common")
        guard FileManager.default.fileExists(atPath: (common as NSString).appendingPathComponent("index.html")) else { return nil }
        let names = platform == .ios ? ["iphone", "ipad"] : ["android"]
        let environment = names.map { (path as NSString).appendingPathComponent($0) }.first { candidate in
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: candidate, isDirectory: &folder) && folder.boolValue
        }
        return MobileFirstApp(folder: path, common: common, environment: environment)
    }

    /// The page the app starts from: the environment's index.html, else the common one.
    var page: String {
        if let environment {
            let own = (environment as NSString).appendingPathComponent("index.html")
            if FileManager.default.fileExists(atPath: own) { return own }
        }
        return (common as NSString).appendingPathComponent("index.html")
    }
}

/// Loads an HTML page as a Cordova WebView does (docs/pages.md): the document
/// from libxml2's parse, then its scripts in document order in one global
/// scope — `<script src>` and inline ones as classic scripts, `defer`,
/// `async` and `type="module"` ones after parsing —, then `DOMContentLoaded`
/// and `load`; the device's after-load steps (deviceready, wlCommonInit) follow.
struct PageLoader {
    unowned let device: Device

    var cordova: CordovaSurface { device.surface(CordovaSurface.self) }

    static func isPage(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".html") || lower.hasSuffix(".htm") || lower.hasSuffix(".xhtml")
    }

    /// Parses the page, builds its document and runs its scripts. Problems are effects.
    func load(_ path: String, app: MobileFirstApp? = nil) {
        let page = LoadedPage(path: path, folder: app?.common ?? (path as NSString).deletingLastPathComponent, environment: app?.environment)
        guard let data = FileManager.default.contents(atPath: path) else {
            device.runtime.report(.unreadableFile(path: path, reason: "cannot read the page"))
            return
        }
        let parsed: HTMLPage
        do {
            parsed = try HTMLPage(parsing: Array(data))
        } catch {
            device.dispatcher.record(.error(reason: .input, message: "\(path): \(error)", stack: nil, file: path, line: nil, surface: nil, type: nil))
            return
        }
        cordova.page = page
        let built = device.runtime.enterReporting("page document", file: path) { () throws(JSException) in
            let dom = try cordova.ensureBrowser()
            return try dom.invoke("load", [JSValue(string: parsed.treeJSON, in: device.context), JSValue(string: page.url, in: device.context)])
        }
        guard built != nil else { return }
        var deferred: [(Int, PageScript)] = []
        for (index, script) in parsed.scripts.enumerated() where script.isJavaScript {
            if script.runsAfterParsing { deferred.append((index, script)) } else { run(script, index: index) }
        }
        for (index, script) in deferred { run(script, index: index) }
        setCurrentScript(-1)
        cordova.finishLoading()
    }

    /// `document.currentScript`: the page's script number `index`, -1 for none.
    private func setCurrentScript(_ index: Int) {
        guard let dom = cordova.dom else { return }
        _ = try? dom.invoke("setCurrentScript", [JSValue(double: Double(index), in: device.context)])
    }

    /// Runs the page's script number `index` (document order), with it as `document.currentScript`.
    private func run(_ script: PageScript, index: Int) {
        setCurrentScript(script.isModule ? -1 : index)
        run(script)
    }

    /// Runs one script of the page; false when it could not be loaded (missing, remote, denied).
    @discardableResult
    func run(_ script: PageScript, inserted: Bool = false) -> Bool {
        guard let page = cordova.page ?? fallbackPage else { return false }
        let where_ = script.line > 0 ? "\(page.path):\(script.line)" : "\(page.path) (a script it inserted)"
        guard let src = script.src else {
            if script.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return true }
            return device.runtime.enterReporting("top level", file: page.path) { () throws(JSException) in
                if script.isModule {
                    try device.runtime.modules.runModule(source: script.text, path: page.path, startingLine: script.line)
                } else {
                    try device.runtime.modules.runClassic(script.text, file: page.path, startingLine: script.line, base: page.path)
                }
                return .undefined(in: device.context)
            } != nil
        }
        let tag = "<script src=\"\(src)\">"
        // `--map URL=PATH` gives a remote script a local copy.
        let mapped = device.options.moduleMap[src.trimmingCharacters(in: .whitespacesAndNewlines)]
        guard let path = mapped ?? resolve(src, against: page) else {
            device.record(.warning(message: "\(where_): \(tag) not loaded: jshost loads a page's own files, not remote scripts; "
                + Self.localCopyHint(src)))
            return false
        }
        let name = (path as NSString).lastPathComponent
        if name == "cordova.js" {
            // jshost's cordova.js stands in for the platform's (docs/pages.md).
            cordova.ensureCordova()
            return true
        }
        let environmentFile = page.environmentFile(for: path)
        guard FileManager.default.fileExists(atPath: path) else {
            if let environmentFile { return runFile(environmentFile, script: script, tag: tag, where_: where_, page: page) }
            device.record(.warning(message: "\(where_): \(tag) not found (\(path))"))
            return false
        }
        let ran = runFile(path, script: script, tag: tag, where_: where_, page: page)
        // A MobileFirst 7.x environment's file of the same name is appended to the common one.
        if ran, let environmentFile { runFile(environmentFile, script: script, tag: tag, where_: where_, page: page) }
        return ran
    }

    @discardableResult
    private func runFile(_ path: String, script: PageScript, tag: String, where_: String, page: LoadedPage) -> Bool {
        // Judged by where it really is, as a module is: a link (the file or a folder on
        // its way) that leads out of the page's folder needs --allow-read.
        let real = ModuleLoader.realPath(path)
        let folders = [page.folder] + (page.environment.map { [$0] } ?? [])
        // A file the user chose with --map needs no --allow-read.
        if !folders.contains(where: { Self.path(real, isInside: ModuleLoader.realPath($0)) }), !device.options.moduleMap.values.contains(path) {
            do {
                try device.options.runtime.permissions.checkRead(path: real)
            } catch {
                device.runtime.onPermissionDenied?(PermissionDenial(message: "\(where_): \(tag): \(error)", file: page.path,
                                                                    line: script.line > 0 ? script.line : nil))
                return false
            }
        }
        let source: String
        do {
            source = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            device.record(.warning(message: "\(where_): \(tag) cannot be read: \((error as NSError).localizedDescription)"))
            return false
        }
        device.runtime.modules.noteRead(path)
        device.runtime.enterReporting("top level", file: path) { () throws(JSException) in
            if script.isModule {
                try device.runtime.modules.runModule(path: path)
            } else {
                try device.runtime.modules.runClassic(source, file: path, base: path)
            }
            return .undefined(in: device.context)
        }
        // As in a browser, a script that threw still loaded (its `load` event fires).
        return true
    }

    /// Without a page, inserted scripts resolve against the entry script.
    private var fallbackPage: LoadedPage? {
        let path = device.scriptPath
        return LoadedPage(path: path, folder: (path as NSString).deletingLastPathComponent)
    }

    /// `src` as a file path: relative to the page, or a `file:` URL; nil for remote URLs.
    /// How to give a remote script a local copy: `--map URL=PATH`, and for jQuery Debian's package.
    static func localCopyHint(_ src: String) -> String {
        let url = src.trimmingCharacters(in: .whitespacesAndNewlines)
        var hint = "what the page expects of it (its globals) is missing from here on, and errors that follow come from that; give a local copy with --map \(url)=PATH"
        let name = (URL(string: url.hasPrefix("//") ? "https:" + url : url)?.lastPathComponent ?? url).lowercased()
        if name.hasPrefix("jquery"), !name.contains("mobile"), !name.contains("ui") {
            hint += " (Debian's jQuery: --map \(url)=/usr/share/javascript/jquery/jquery.js, package libjs-jquery)"
        }
        return hint
    }

    func resolve(_ src: String, against page: LoadedPage) -> String? {
        var text = src.trimmingCharacters(in: .whitespacesAndNewlines)
        if let cut = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = String(text[..<cut]) }
        if text.hasPrefix("//") { return nil }
        if let colon = text.firstIndex(of: ":"), text[..<colon].allSatisfy({ $0.isLetter || $0 == "+" || $0 == "-" || $0 == "." }), text.distance(from: text.startIndex, to: colon) > 1 {
            guard text.lowercased().hasPrefix("file:"), let url = URL(string: text) else { return nil }
            return url.standardizedFileURL.path
        }
        let decoded = text.removingPercentEncoding ?? text
        // A root-absolute src (`/src/main.ts`, as Vite's index.html writes it) is a path on the
        // server that serves the page's folder at `/` (Vite's root, Capacitor's webDir): the
        // page's folder, when the file is there (vitejs/vite docs/guide/index.md, "index.html
        // and Project Root": "absolute URLs in your source code will be resolved using the
        // project root as base").
        if decoded.hasPrefix("/") {
            let served = ModuleLoader.absolute(page.folder + decoded)
            if FileManager.default.fileExists(atPath: served) { return served }
        }
        let base = decoded.hasPrefix("/") ? "" : page.folder + "/"
        return ModuleLoader.absolute(base + decoded)
    }

    static func path(_ path: String, isInside folder: String) -> Bool {
        ModuleLoader.path(path, isInside: folder)
    }
}
