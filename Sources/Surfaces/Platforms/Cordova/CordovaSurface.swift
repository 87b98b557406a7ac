import Foundation
import HostRuntime
import JSCore
import Notifications
import PageSyntax

/// A Cordova WebView's side of a script (docs/pages.md): the browser globals
/// (`window` = globalThis, `document` — jshost's small DOM, built from the page
/// when one is loaded —, `navigator` following `--platform`, `location`,
/// storage, `window.open(url, '_system')`), and the `cordova.js` jshost
/// supplies (`cordova.define`/`require`/`exec`/`platformId`/`version`, plugins,
/// `deviceready` once everything has loaded). Their JavaScript is in `JS/`.
final class CordovaSurface: SurfaceInstaller {
    unowned let device: Device
    init(device: Device) { self.device = device }

    static func userAgent(for platform: Platform) -> String {
        switch platform {
        case .ios: return "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148"
        case .android: return "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36"
        }
    }

    /// The cordova-ios / cordova-android version `cordova.version` reports.
    static func cordovaVersion(for platform: Platform) -> String {
        platform == .ios ? "7.1.1" : "13.0.0"
    }

    /// The DOM's entry points (JS/dom/window.js), once a script touched a browser global.
    private(set) var dom: JSValue?
    private var browser: JSValue?
    /// The supplied cordova.js's entry points, once a script touched `cordova`.
    private var cordova: JSValue?
    /// The page being loaded (its scripts' `<script src>` resolve against it).
    var page: LoadedPage?

    static let browserGlobals = ["window", "self", "document", "navigator", "location", "localStorage", "sessionStorage",
                                 "history", "addEventListener", "removeEventListener", "dispatchEvent", "Event", "CustomEvent",
                                 "Node", "Element", "HTMLElement", "Text", "NotSupportedError", "getComputedStyle",
                                 "requestAnimationFrame", "cancelAnimationFrame", "matchMedia", "XMLHttpRequest", "MutationObserver",
                                 "screen", "innerWidth", "innerHeight", "devicePixelRatio", "Image", "Option", "Storage",
                                 "CSSStyleDeclaration", "HTMLAnchorElement"]

    func install() throws {
        device.defineLazyGlobals(Self.browserGlobals, entry: "browser globals") { [unowned self] in try installBrowser() }
        device.defineLazyGlobals(["cordova"], entry: "cordova.js") { [unowned self] in try installCordova() }
        device.afterLoad { [unowned self] in
            // A script that used the browser globals gets what a WebView does once loaded:
            // cordova.js's deviceready (after the plugins), before the SDKs' own start.
            guard dom != nil || cordova != nil else { return }
            if page == nil { finishLoading() }
            startCordova()
        }
    }

    /// A React Native app has no DOM (InitializeCore.js installs none): the browser globals
    /// not yet used are taken away, so `typeof document` is "undefined" as on the phone.
    /// React Native's own `window`, `self`, `navigator` and frame timers are then defined by
    /// its start-up; `XMLHttpRequest` goes too (jshost's comes with the DOM, which would
    /// replace them).
    func withdrawBrowserGlobals() {
        guard dom == nil, browser == nil else { return }
        let global = device.context.globalObject
        for name in Self.browserGlobals { _ = global.deleteProperty(name) }
    }

    // MARK: Browser globals and the DOM

    private func installBrowser() throws {
        unowned let device = self.device
        let context = device.context
        let natives = JSValue.object(in: context)
        natives.defineFunction("parseFragment") { arguments in
            do {
                return JSValue(string: try HTMLPage.fragmentJSON(arguments.first?.stringValue ?? ""), in: context)
            } catch {
                throw JSThrownError("Error", "innerHTML: \(error)")
            }
        }
        natives.defineFunction("reportError") { arguments in
            device.runtime.report(.uncaughtException(JSException(value: arguments.first ?? .undefined(in: context)), entry: "event listener"))
            return nil
        }
        natives.defineFunction("changed") { _ in
            device.hasDOMChanges = true
            return nil
        }
        natives.defineFunction("runScript") { [unowned self] arguments in
            if let element = arguments.first { scheduleInsertedScript(element) }
            return nil
        }
        natives.defineFunction("userAgent") { _ in JSValue(string: Self.userAgent(for: device.dispatcher.platform), in: context) }
        natives.defineFunction("platform") { _ in JSValue(string: device.dispatcher.platform.rawValue, in: context) }
        natives.defineFunction("open") { arguments in
            device.record(.openURL(url: arguments.first?.stringValue ?? ""))
            return nil
        }
        natives.defineFunction("notification") { _ in try device.surface(DialogSurface.self).glue()["notification"] }
        natives.defineFunction("uaStyleSheet") { _ in JSValue(string: EmbeddedJS.domUaCss, in: context) }
        // The page's first size or position that needs layout (JS/dom/geometry.js): answered
        // as jsdom answers (0, empty rects), said once.
        natives.defineFunction("layoutUsed") { arguments in
            let what = arguments.first?.stringValue ?? "a layout API"
            device.record(.warning(message: "the page measures its layout (first: \(what)): jshost computes no layout, so sizes and positions that need it are 0 and client rect lists are empty, as jsdom answers"))
            return nil
        }
        natives.defineFunction("readPageFile") { [unowned self] arguments in readPageFile(arguments.first?.stringValue ?? "") }
        let dom = try Self.evaluateDOM(natives: natives, in: context)
        self.dom = dom
        do {
            browser = try context.evaluate(EmbeddedJS.browser, sourceURL: "jshost:surfaces/browser").call([natives, dom])
        } catch {
            throw RuntimeError.uncaughtException(error, entry: "surface browser")
        }
        // A script without a page gets an empty document at its own URL.
        if page == nil {
            try dom.invoke("empty", [JSValue(string: URL(fileURLWithPath: device.scriptPath).absoluteString, in: context)])
            if device.hasLoaded { try dom.invoke("startRecording") }
        }
    }

    /// The page DOM's files (JS/dom/), in order: each adds its part to one shared object,
    /// whose `entry` (window.js) is what the host calls.
    static let domFiles: [(name: String, source: String)] = [
        ("support", EmbeddedJS.domSupport), ("changes", EmbeddedJS.domChanges), ("events", EmbeddedJS.domEvents),
        ("selectors", EmbeddedJS.domSelectors), ("nodes", EmbeddedJS.domNodes), ("style", EmbeddedJS.domStyle),
        ("elements", EmbeddedJS.domElements), ("html-elements", EmbeddedJS.domHtmlElements),
        ("url-utils", EmbeddedJS.domUrlUtils), ("document", EmbeddedJS.domDocument), ("storage", EmbeddedJS.domStorage),
        ("observers", EmbeddedJS.domObservers), ("viewport", EmbeddedJS.domViewport),
        ("stylesheets", EmbeddedJS.domStylesheets), ("cascade", EmbeddedJS.domCascade), ("geometry", EmbeddedJS.domGeometry),
        ("xhr", EmbeddedJS.domXhr), ("window", EmbeddedJS.domWindow),
    ]

    private static func evaluateDOM(natives: JSValue, in context: JSContext) throws -> JSValue {
        let shared = JSValue.object(in: context)
        shared["native"] = natives
        do {
            for file in domFiles {
                try context.evaluate(file.source, sourceURL: "jshost:dom/\(file.name).js").call([shared])
            }
        } catch {
            throw RuntimeError.uncaughtException(error, entry: "surface dom")
        }
        return shared["entry"]
    }

    /// A file of the page a script asks for by URL (a stylesheet `<link>`, an XMLHttpRequest to
    /// a relative URL): its text, null when it does not exist, false when it is outside the
    /// page's folder without --allow-read (a `permission` effect, as for a `<script src>`).
    private func readPageFile(_ url: String) -> JSValue {
        let context = device.context
        guard let parsed = URL(string: url), parsed.isFileURL else { return .null(in: context) }
        let path = parsed.standardizedFileURL.path
        // Judged by its real path, as modules are: a link inside the folder may lead outside it.
        let real = { (path: String) in URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        let folder = real(page?.folder ?? (device.scriptPath as NSString).deletingLastPathComponent)
        let target = real(path)
        if !PageLoader.path(target, isInside: folder), !(page?.environment.map { PageLoader.path(target, isInside: real($0)) } ?? false) {
            do {
                try device.options.runtime.permissions.checkRead(path: target)
            } catch {
                device.runtime.onPermissionDenied?(PermissionDenial(message: "\(url): \(error)", file: page?.path ?? device.scriptPath, line: nil))
                return JSValue(bool: false, in: context)
            }
        }
        let readable = FileManager.default.fileExists(atPath: path) ? path : page?.environmentFile(for: path) ?? path
        // Allowed above by the page's rules; read as the gate reads (never /proc, /sys, /dev,
        // a FIFO or a device; opened without following a last link).
        let anywhere = ProjectFiles(root: "/", allowsRead: { _ in true })
        guard let text = try? anywhere.text(readable) else { return .null(in: context) }
        return JSValue(string: text, in: context)
    }

    /// A tap (`--click`, `{"click": …}`) or typing (`{"input": …}`) on the page: the events a
    /// WebView fires. Nil when done, else why not (no element matches, not a field).
    func userInput(_ kind: String, selector: String, value: String? = nil) -> String? {
        let context = device.context
        let dom: JSValue
        do { dom = try ensureBrowser() } catch { return "\(error)" }
        var problem: String?
        device.runtime.enterReporting(kind == "click" ? "click on \(selector)" : "input into \(selector)", file: device.scriptPath) { () throws(JSException) in
            let answer = try dom.invoke("userInput", [JSValue(string: kind, in: context), JSValue(string: selector, in: context),
                                                      value.map { JSValue(string: $0, in: context) } ?? .undefined(in: context)])
            if answer.isString { problem = answer.stringValue }
            return answer
        }
        return problem
    }

    /// The device became the other platform: media queries see the other phone's viewport.
    func platformChanged() {
        guard let dom else { return }
        device.runtime.enterReporting("media query change listener", file: device.scriptPath) { () throws(JSException) in
            try dom.invoke("viewportChanged")
        }
    }

    /// The browser globals installed now, on a blank page at `url` (Jest's jsdom environment).
    func startBlankPage(url: String) throws(JSException) {
        let dom = try ensureBrowser()
        try dom.invoke("empty", [JSValue(string: url, in: device.context)])
    }

    /// The browser globals, installed if no script touched them yet.
    func ensureBrowser() throws(JSException) -> JSValue {
        if dom == nil { _ = device.context.globalObject["document"] }
        guard let dom else { throw JSException(name: "Error", message: "the browser globals failed to install") }
        return dom
    }

    // MARK: cordova.js

    private func installCordova() throws {
        unowned let device = self.device
        let context = device.context
        _ = try ensureBrowser()
        let natives = JSValue.object(in: context)
        natives.defineFunction("platform") { _ in JSValue(string: device.dispatcher.platform.rawValue, in: context) }
        natives["version"] = JSValue(string: Self.cordovaVersion(for: device.options.platform), in: context)
        natives["intrinsics"] = device.intrinsics
        natives.defineFunction("warn") { arguments in
            device.record(.warning(message: arguments.first?.stringValue ?? ""))
            return nil
        }
        natives.defineFunction("hasFile") { arguments in
            let url = arguments.first?.stringValue ?? ""
            guard let path = URL(string: url), path.isFileURL else { return JSValue(bool: false, in: context) }
            return JSValue(bool: FileManager.default.fileExists(atPath: path.path), in: context)
        }
        natives.defineFunction("email") { arguments in
            device.recordEmail(arguments.first, to: "to", html: ["isHtml", "isHTML"])
            return nil
        }
        natives.defineFunction("salesforce") { _ in try device.surface(SalesforceHybridSurface.self).glue() }
        natives.defineFunction("localNotification") { _ in try device.surface(CordovaLocalNotificationSurface.self).glue() }
        let glue = try evaluateGlue(EmbeddedJS.cordova, name: "cordova", natives: natives, in: device)
        cordova = glue
        context.globalObject.defineHidden("cordova", glue["cordova"])
        // Touched only after load: the device is ready already.
        if device.hasLoaded { try glue.invoke("start") }
    }

    /// cordova.js, installed if no script touched `cordova` yet.
    func ensureCordova() {
        if cordova == nil { _ = device.context.globalObject["cordova"] }
    }

    /// The page is parsed and its scripts ran: cordova.js loads the plugins, then fires
    /// deviceready. Its steps are 0 ms timers (as cordova.js's own); they run now, so
    /// deviceready has fired when this returns, as the app's load ends with it.
    func startCordova() {
        ensureCordova()
        guard let cordova else { return }
        device.runtime.enterReporting("deviceready listener", file: device.scriptPath) { () throws(JSException) in
            try cordova.invoke("start")
        }
        // Until deviceready, and then what its listeners started that is due at once (native
        // answers to their cordova.exec calls come a turn later, as from the bridge): a push
        // arrives after the app's start-up, as on a device.
        let loop = device.runtime.loop
        for _ in 0..<1_000 {
            guard let next = loop.nextDeadline, next <= loop.clock.now else { break }
            loop.runDue()
        }
    }

    /// `DOMContentLoaded` and `load`, once the page's scripts (deferred ones too) ran.
    func finishLoading() {
        guard let dom else { return }
        device.runtime.enterReporting("DOMContentLoaded listener", file: device.scriptPath) { () throws(JSException) in
            try dom.invoke("setReadyState", [JSValue(string: "interactive", in: device.context)])
            return try dom.invoke("fire", [JSValue(string: "document", in: device.context), JSValue(string: "DOMContentLoaded", in: device.context),
                                           JSValue(json: .object(["bubbles": .bool(true)]), in: device.context)])
        }
        device.settle()
        device.runtime.enterReporting("load listener", file: device.scriptPath) { () throws(JSException) in
            try dom.invoke("setReadyState", [JSValue(string: "complete", in: device.context)])
            return try dom.invoke("fire", [JSValue(string: "window", in: device.context), JSValue(string: "load", in: device.context)])
        }
    }

    /// From now on, changes to the document are `dom` effects.
    func startRecording() {
        guard let dom else { return }
        _ = try? dom.invoke("startRecording")
    }

    /// The `dom` effects of what changed since the last call.
    func flushDOMChanges() {
        guard let dom else { return }
        guard let changes = try? dom.invoke("takeChanges") else { return }
        for index in 0..<changes.length {
            let change = changes[index]
            device.record(.dom(target: change["target"].stringValue, change: change["change"].stringValue, value: change["value"].stringValue))
        }
    }

    // MARK: Scripts a page's code inserts (cordova.js's plugin loader does)

    private func scheduleInsertedScript(_ element: JSValue) {
        device.runtime.loop.schedule(after: 0) { [unowned self] in
            let context = device.context
            let attribute = element.invoke0("getAttribute", "src")
            let src = attribute.isNullish ? "" : attribute.stringValue
            let type = element.invoke0("getAttribute", "type")
            let script = PageScript(src: src.isEmpty ? nil : src, type: type.isNullish ? "" : type.stringValue.lowercased(),
                                    isDefer: false, isAsync: true, text: src.isEmpty ? element["textContent"].stringValue : "",
                                    line: element["_line"].isNumber ? element["_line"].intValue : 0)
            let ran = PageLoader(device: device).run(script, inserted: true)
            guard script.src != nil else { return }
            device.runtime.enterReporting(ran ? "script load listener" : "script error listener", file: device.scriptPath) { () throws(JSException) in
                try dom?.invoke("fireOn", [element, JSValue(string: ran ? "load" : "error", in: context)])
                return .undefined(in: context)
            }
        }
    }
}

extension JSValue {
    /// `self[name](argument)`, or undefined when it throws.
    func invoke0(_ name: String, _ argument: String) -> JSValue {
        (try? invoke(name, [JSValue(string: argument, in: context)])) ?? .undefined(in: context)
    }
}

extension Device {
    /// A tap on the page's element that `selector` matches (`--click`, `{"click": …}`,
    /// `simulate.click`): touch, pointer and mouse events, focus, then `click`, as a WebView
    /// fires them. No such element: an `input` error effect naming `source`, and false.
    @discardableResult
    public func click(_ selector: String, source: String = "--click") -> Bool {
        userInput("click", selector: selector, value: nil, source: source)
    }

    /// Typing `value` into the page's field that `selector` matches (`{"input": …}`,
    /// `simulate.input`): focus, the value, `input`, then `change`.
    @discardableResult
    public func input(_ selector: String, value: String, source: String = "input") -> Bool {
        userInput("input", selector: selector, value: value, source: source)
    }

    private func userInput(_ kind: String, selector: String, value: String?, source: String) -> Bool {
        if let problem = surface(CordovaSurface.self).userInput(kind, selector: selector, value: value) {
            dispatcher.rejectInput("\(source) \(selector): \(problem)")
            settle()
            return false
        }
        settle()
        return true
    }
}
