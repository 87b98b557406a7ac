import Foundation
import AppProject
import HostRuntime
import JSONSyntax
import JSCore
import ModuleSyntax
import Notifications

/// How a simulated device is set up (`jshost run` flags).
public struct DeviceOptions: Sendable {
    public var runtime: RuntimeOptions
    public var platform: Platform
    public var appState: AppState
    /// Seconds a handler's promise may stay unsettled (`--handler-timeout`).
    public var handlerTimeout: Double
    /// Seconds `finish()` keeps running timers once the run's work is done (`--wait`):
    /// timers that fall due later are cancelled, with a warning. On the virtual clock
    /// (`--fake-time`) time costs nothing and the bound is `Device.virtualTimerLimit`
    /// timers instead.
    public var wait: Double = 30
    /// Performs Salesforce server actions; nil means none is configured. The
    /// configured instance is reachable from scripts without a net permission
    /// (the user's own org, not something a script chose).
    public var salesforce: SalesforceSettings?
    /// Load a script's imports as Metro bundles a React Native app for `platform` (`run`
    /// and `categories`; docs/modules.md "Metro's resolution"), instead of Node's way.
    public var metroResolution: Bool
    /// What a native module no surface simulates does (`--native`).
    public var nativeModules: NativeModulePolicy
    /// Modules substituted by others (`--map NAME=PATH`, `--mocks`): specifier → absolute path.
    public var moduleMap: [String: String]
    /// Packages replaced by the project's manual mocks, `__mocks__/NAME.js` at its root (`--mocks`).
    package var manualMocks = false
    /// With `manualMocks`, the Jest config's `moduleNameMapper`, applied after `moduleMap`
    /// and the root `__mocks__` (JSHostKit's AppModules reads it).
    package var moduleNameMapper: [ModuleMapping] = []
    /// The file `moduleNameMapper` was read from (named when a target is missing).
    package var moduleNameMapperFile: String?
    /// Mount the root component the app registers (`AppRegistry.registerComponent`,
    /// `registerRootComponent`) with React once the app runs (`run` does unless `--no-mount`;
    /// AppMount.swift).
    public var mount = false
    /// Milliseconds of the device's life a run lasts (`--until 7d`), on the virtual clock:
    /// notification schedules fire as their occurrences come, up to this horizon; nil ends
    /// the run when its work is done (schedules do not hold it).
    public var until: Double?
    /// When the device's clock starts (`--start 2026-03-28T08:00`): nil starts it at the
    /// host's now. Read in the device's zone when the device is made (DeviceClock.swift).
    public var start: DeviceClock.Start?
    /// Record a `listener` effect for what each listener the app registered did with each
    /// event (`run --explain`; ListenerLedger.swift).
    package var listenerTimeline = false
    /// What a package the app imports that is neither installed nor simulated does
    /// (MissingPackages.swift): stop the load (the default), be listed all at once, or be
    /// an inert stand-in (`--stub-missing`, `"jshost": {"stub": [...]}`).
    package var missingPackages = MissingPackagePolicy.fail
    /// The categories an earlier launch of the app registered, which the device keeps while
    /// the app is quit (`Dispatcher.earlierLaunchCategories`): a terminated start is a phone
    /// where the app ran before (it got its push token then).
    package var earlierLaunchCategories: [Category] = []

    public init(runtime: RuntimeOptions = RuntimeOptions(), platform: Platform = .ios, appState: AppState = .background,
                handlerTimeout: Double = 30, salesforce: SalesforceSettings? = nil, metroResolution: Bool = false,
                nativeModules: NativeModulePolicy = .record, moduleMap: [String: String] = [:]) {
        self.runtime = runtime
        self.platform = platform
        self.appState = appState
        self.handlerTimeout = handlerTimeout
        self.salesforce = salesforce
        self.metroResolution = metroResolution
        self.nativeModules = nativeModules
        self.moduleMap = moduleMap
    }
}

/// `--native record|strict`: a React Native native module no surface simulates is an inert
/// stand-in whose calls are `native` effects (`record`), or an error at its first use (`strict`).
public enum NativeModulePolicy: String, Sendable, CaseIterable {
    case record
    case strict
}

extension DeviceOptions {
    /// The runtime's options as the device applies them: `runtime`, with the
    /// configured Salesforce instance always allowed.
    var runtimeOptions: RuntimeOptions {
        var options = runtime
        if let start { options.startEpoch = start.epochMilliseconds(in: DeviceClock.timeZone) }
        if let salesforce { options.permissions.alwaysAllow(url: salesforce.configuration.instanceURL.absoluteString) }
        return options
    }
}

/// A simulated phone: one JavaScript runtime whose SDK surfaces feed one
/// native dispatcher. Everything the script and the dispatcher do arrives in
/// order as effects on `sink`. Use from one thread.
///
/// Ownership: the device owns its runtime, dispatcher and surfaces; nothing they
/// give JavaScript or the dispatcher holds the device strongly. Dropping the last
/// reference frees it and everything it made (`deinit` runs `close()`); `close()`
/// does that at once, for a device something else may still refer to.
public final class Device {
    public let options: DeviceOptions
    /// The JavaScript side (context, loop, modules): shared by the layers of this
    /// package, not part of the embedding API.
    package let runtime: Runtime
    /// Makes the `jest` object (`jest.fn`, …) a Jest mock file needs, when it is not there
    /// yet; set by the embedder that has one (JSHostKit's AppModules.device).
    package var prepareJestObject: (() throws -> Void)?
    public let dispatcher: Dispatcher
    /// Counts of the effects that decide the exit status.
    public var scriptErrorCount: Int { countingSink.scriptErrors }
    public var inputErrorCount: Int { countingSink.inputErrors }
    /// The script being run (named in handler errors).
    public private(set) var scriptPath = "<none>"
    /// True once the script and the SDKs' after-load steps have run.
    public private(set) var hasLoaded = false

    /// The gate for the files the app's project names (capacitor.config, firebase.json,
    /// app.json, bootconfig.json): docs/permissions.md, "Files a project names".
    var projectFiles: ProjectFiles { options.runtime.permissions.projectFiles(root: runtime.modules.effectiveProjectRoot) }

    /// Whether the host may read `path` for the app (a config file beside it): its real
    /// path is inside the project root, or `--allow-read` grants it (docs/permissions.md).
    func mayRead(_ path: String) -> Bool { projectFiles.allows(path) }

    /// The text of a configuration file of the app's project, read through its gate; throws
    /// why not (outside the project, a link out, a FIFO, `/proc`, not UTF-8).
    /// The package.json in `folder` (the app's), read through the project's gate and parsed
    /// once per run (AppProject); nil when it is missing, refused or not JSON.
    func appPackageJSON(in folder: String) -> JSONObject? {
        AppProject.packageJSON(in: folder, files: projectFiles)
    }

    func projectText(_ path: String) throws -> String {
        guard let text = try AppProject.text(path, files: projectFiles) else { throw NotUTF8(path: path) }
        return text
    }

    struct NotUTF8: Error, CustomStringConvertible {
        var path: String
        var description: String { "\(path) is not UTF-8 text" }
    }

    var surfaces: [SurfaceInstaller] = []
    /// Builds the objects JS handlers receive.
    /// Made on the first delivery to a jshost-style handler (its glue is not
    /// worth evaluating at start-up for scripts that never get one).
    private(set) lazy var deliveries: DeliveryFactory = {
        do {
            return try DeliveryFactory(device: self)
        } catch {
            fatalError("the delivery glue failed to evaluate: \(error)")
        }
    }()
    var lazyGlobalDefinerCache: JSValue?
    /// The libraries' calls that answer at the launch of a quit app (LaunchAnswers.swift).
    private(set) lazy var launchAnswers = LaunchAnswers(device: self)
    /// What the app registered and where (Registrations.swift): `run`'s summary.
    package private(set) lazy var registrations = Registrations(device: self)
    /// What each listener the app registered did with each event (`listener` effects).
    var listenerLedger: ListenerLedger {
        if let madeListenerLedger { return madeListenerLedger }
        let made = ListenerLedger(device: self)
        madeListenerLedger = made
        return made
    }
    /// (Never made while the device closes: a device in `deinit` cannot be referred to.)
    private var madeListenerLedger: ListenerLedger?
    /// What running the app revealed (AppFindings.swift).
    private(set) lazy var findings = AppFindings(device: self)
    /// The findings of the run so far: `matrix` and `check --entry` list them.
    package var appFindings: [AppFinding] { isClosed ? [] : findings.found }
    /// The notification whose handler is running, so effects it causes name it.
    var currentNotification: String? {
        get { reporting.currentNotification }
        set { reporting.currentNotification = newValue }
    }
    private var afterLoadHooks: [() -> Void] = []
    private let countingSink: CountingSink
    /// What the runtime reports to (console output, unhandled errors), held by it.
    let reporting: DeviceReporter
    /// True once `close()` ran.
    public private(set) var isClosed = false

    public convenience init(options: DeviceOptions = DeviceOptions(), sink: EffectSink) throws {
        try self.init(options: options, sink: sink, virtualMachine: JSVirtualMachine())
    }

    /// A device whose context is made in `virtualMachine`, which devices used one after
    /// another on one thread may share (`jshost test`'s workers do): the engine then
    /// compiles the JavaScript every device evaluates (prelude, glue) once, not per device.
    package init(options: DeviceOptions, sink: EffectSink, virtualMachine: JSVirtualMachine) throws {
        self.options = options
        countingSink = CountingSink(next: sink)
        runtime = try Runtime(options: options.runtimeOptions, virtualMachine: virtualMachine)
        dispatcher = Dispatcher(configuration: Dispatcher.Configuration(platform: options.platform, appState: options.appState),
                                clock: LoopTime(runtime.loop.clock), sink: countingSink)
        dispatcher.earlierLaunchCategories = options.earlierLaunchCategories
        reporting = DeviceReporter(dispatcher: dispatcher)
        runtime.reporter = reporting
        runtime.onHTTP = { [unowned self] method, url, status in
            record(.http(method: method, url: url, status: status))
        }
        runtime.onPermissionDenied = { [unowned self] denial in
            // Remembered, so a handler or script failing with this denial is not reported again.
            reporting.remember(denial: denial.message)
            // Placed like a script's uncaught error: `file:line:column`, the error, its stack.
            var message = denial.message
            if let location = denial.location, denial.stack != nil {
                message = "\(location)\n\(PermissionDenied.name): \(denial.message)"
                message += denial.stack!.split(separator: "\n").map { "\n    at \($0)" }.joined()
            }
            record(.error(reason: .permission, message: message, stack: denial.stack, file: denial.file ?? scriptPath,
                          line: denial.line, surface: nil, type: nil))
        }
        if let salesforce = options.salesforce {
            dispatcher.addSecret(salesforce.configuration.accessToken)
        }
        _ = startedAt
        dispatcher.registrationObserver = { [unowned self] kind, id in registrations.noteFromDispatcher(kind, id) }
        dispatcher.displayObserver = { [unowned self] n, channel, appearance in
            if !isClosed { findings.shown(n, channel: channel, appearance: appearance) }
        }
        dispatcher.channelObserver = { [unowned self] n, rule, warning in
            // The dispatcher has recorded the warning: a finding for matrix and check only.
            if !isClosed { findings.report(rule, warning, notification: n.id, record: false) }
        }
        surfaces = Device.surfaceTypes.map { $0.init(device: self) }
        for surface in surfaces { try surface.install() }
        _ = intrinsics  // before any of the app's scripts
    }

    /// The built-ins as they were before any of the app's scripts ran (JS/intrinsics.js):
    /// jshost's page layers take theirs from here, so a page's `var Map = …` cannot break them.
    /// Taken when the device is made, before any script runs.
    private(set) lazy var intrinsics: JSValue = {
        (try? context.evaluate(EmbeddedJS.intrinsics, sourceURL: "jshost:surfaces/intrinsics")) ?? .undefined(in: context)
    }()

    deinit {
        close()
    }

    /// Frees what the device made: its surfaces, the dispatcher's handlers and
    /// listeners, and the runtime (timers, posted jobs, the JavaScript context and
    /// every Swift function given to it). Effects already emitted stay with the sink.
    /// The device cannot run scripts or take events afterwards. Idempotent.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        dispatcher.removeAllHandlers()
        dispatcher.displayObserver = nil
        dispatcher.channelObserver = nil
        // The runtime first: its loop then drops jobs that other threads post later.
        runtime.close()
        afterLoadHooks = []
        launchAnswers.close()
        // (A device whose set-up failed has no surfaces.)
        surfaces.lazy.compactMap { $0 as? ReactSurface }.first?.madeMount?.close()
        madeListenerLedger?.close()
        surfaces = []
        lazyGlobalDefinerCache = nil
    }

    // MARK: Running a script

    /// Loads the script as the app's entry — a classic script, a CommonJS or
    /// an ES module, decided by its syntax (docs/modules.md) — runs what the SDKs
    /// do after load (MobileFirst reads its categories, Cordova fires
    /// `deviceready`), and settles what is due now. With `classic: false` the
    /// file is always a module (test files).
    public func load(script path: String, classic: Bool = true) {
        scriptPath = ModuleLoader.absolute(path)
        dispatcher.nativeProject = NativeProject.near(script: scriptPath)
        if let app = MobileFirstApp.at(scriptPath, platform: options.platform) {
            // A MobileFirst 7.x app folder: its common page with the platform's environment merged in.
            scriptPath = app.page
            runtime.mainFile = scriptPath
            PageLoader(device: self).load(scriptPath, app: app)
        } else if PageLoader.isPage(scriptPath) {
            runtime.mainFile = scriptPath
            PageLoader(device: self).load(scriptPath)
        } else {
            if options.metroResolution { useMetroResolution() }
            runtime.runMain(path: scriptPath, classic: classic)
        }
        settle()
        for hook in afterLoadHooks { hook() }
        hasLoaded = true
        settle()
        // A running app's root component mounts after the entry's top level.
        surface(ReactSurface.self).mount.mountIfDue()
        // From here on, what handlers change in the page's document is a `dom` effect.
        surface(CordovaSurface.self).startRecording()
    }

    /// Imports resolve as Metro's do for this platform; `--map` substitutions apply first.
    /// moduleNameMapper targets given so far: target -> the specifier and the entry's pattern.
    private let mapperOrigins = MapperOrigins()

    private func useMetroResolution() {
        let modules = runtime.modules!
        modules.metroPlatform = options.platform.rawValue
        modules.makeSimulatedVersions = { SimulatedPackageVersions.table }
        modules.onConfigurationProblem = { [unowned self] problem in record(.warning(message: problem)) }
        modules.onAppKind = { [unowned self] kind in
            if kind == .reactNative { surface(CordovaSurface.self).withdrawBrowserGlobals() }
        }
        let map = options.moduleMap
        modules.userChosenFiles = Set(map.values.map(ModuleLoader.realPath))
        let mocks = options.manualMocks
        guard !map.isEmpty || mocks else { return }
        // As jest-resolve's getMockModule: a root `__mocks__` file of the name, then the
        // config's moduleNameMapper.
        let mapper = ModuleNameMapper(mocks ? options.moduleNameMapper : [])
        // The project's `__mocks__` index, as `jshost test` reads it (ManualMocks), walked
        // once per device on the first bare specifier.
        var index: [String: String]?
        let gate = options.runtime.permissions
        func mocksIndex(_ root: String) -> [String: String] {
            if let index { return index }
            let files = gate.projectFiles(root: root)
            let found = Dictionary(ManualMocks.index(roots: [root], isReadable: { files.isReadableFile($0) }).map { ($0[0], $0[1]) }) { first, _ in first }
            index = found
            return found
        }
        let origins = mapperOrigins
        modules.mapSpecifier = { [unowned modules] specifier, referrer in
            if let path = map[specifier] { return path }
            guard mocks else { return nil }
            // A notification library jshost simulates stays the simulation: a project's Jest
            // mock of it (jest.fn()s) would show and run nothing, which is not what --mocks is
            // for. `--map` still replaces it when a user names it.
            if modules.simulatedVersions[MetroResolver.packageName(of: specifier)] != nil { return nil }
            if let root = modules.appRoot, let mock = ManualMocks.mock(of: specifier, in: mocksIndex(root)) { return mock }
            guard let mapping = mapper.mapping(specifier, from: referrer) else { return nil }
            origins[mapping.target] = (specifier, mapping.pattern)
            return mapping.target
        }
        // A mapper target that does not exist is the config's mistake, not the app's import.
        let file = options.moduleNameMapperFile ?? "the Jest config"
        if modules.notFoundHint == nil {
            modules.notFoundHint = { target in
                guard let origin = origins[target] else { return nil }
                return "'\(target)' is where moduleNameMapper's entry \"\(origin.pattern)\" in \(file) sends '\(origin.specifier)' "
                    + "(--mocks), and it does not exist: fix that entry, or run without --mocks"
            }
        }
    }

    /// Installs the page DOM's globals (`document`, `window`, …) now, on a blank page
    /// (`<html><head></head><body></body></html>`) at `url`: Jest's jsdom test environment.
    package func startBlankPage(url: String) throws(JSException) {
        try surface(CordovaSurface.self).startBlankPage(url: url)
    }

    /// Takes away the page DOM's globals a script has not touched yet (`window`, `document`,
    /// `navigator`, …, but `Event` and `CustomEvent`, which Node has too): Jest's node test
    /// environment, asked for by name.
    package func withoutBrowserGlobals() {
        let names = CordovaSurface.browserGlobals.filter { $0 != "Event" && $0 != "CustomEvent" }
        for name in names { _ = context.globalObject.deleteProperty(name) }
    }

    /// Loads an HTML page into this device's global scope after it has loaded
    /// (`simulate.loadPage` in tests): its document replaces the current one,
    /// its scripts run, then DOMContentLoaded, load and deviceready.
    public func loadPage(_ path: String) {
        let absolute = ModuleLoader.absolute(path)
        if let app = MobileFirstApp.at(absolute, platform: dispatcher.platform) {
            PageLoader(device: self).load(app.page, app: app)
        } else {
            PageLoader(device: self).load(absolute)
        }
        settle()
        surface(CordovaSurface.self).startCordova()
        settle()
        surface(CordovaSurface.self).startRecording()
    }

    /// A completion for work on another thread (URLSession): it counts as
    /// pending I/O until called, and runs `body` on the loop's thread. The
    /// loop is what makes carrying JS values through it safe.
    func onLoop<T: Sendable>(_ body: @escaping (T) -> Void) -> @Sendable (T) -> Void {
        let token = runtime.loop.beginOperation()
        let work = LoopBound(body)
        return { value in token.complete { work.value(value) } }
    }

    /// A new stand-in push token, as a plugin's registration hands the app: 32 random bytes in
    /// hex, as APNs device tokens are written, on iOS; `jshost-fcm:` and the hex on Android
    /// (an FCM registration token's stand-in). Registered as a secret, so no effect shows it.
    func standInPushToken(platform: Platform) -> String {
        var generator = SystemRandomNumberGenerator()
        let hex = (0..<32).map { _ in String(format: "%02x", Int.random(in: 0...255, using: &generator)) }.joined()
        let token = platform == .ios ? hex : "jshost-fcm:\(hex)"
        dispatcher.addSecret(token)
        return token
    }

    /// The installed surface of type `T`.
    func surface<T: SurfaceInstaller>(_ type: T.Type) -> T {
        surfaces.lazy.compactMap { $0 as? T }.first!
    }

    /// Runs after the main script has loaded (surfaces register here).
    func afterLoad(_ hook: @escaping () -> Void) { afterLoadHooks.append(hook) }

    /// Runs timers due now, microtasks and finished I/O, without moving time.
    public func settle() {
        runtime.loop.runDue()
        if hasDOMChanges { flushDOMChanges() }
    }

    /// A script changed the page's document since the last `dom` effects (a Bool to
    /// test, so events of runs without a page pay nothing).
    var hasDOMChanges = false

    /// The `dom` effects of what scripts changed in the page's document since the last time.
    func flushDOMChanges() {
        guard hasLoaded else { return }
        hasDOMChanges = false
        surface(CordovaSurface.self).flushDOMChanges()
    }

    /// Moves time forward by `ms`, running the timers that fall due.
    /// An infinite amount runs every timer there is (the clock stops at the last one).
    public func advance(by ms: Double) {
        if ms.isFinite {
            runtime.loop.run(until: runtime.loop.clock.now + max(0, ms))
        } else {
            runtime.loop.run()
        }
        if hasDOMChanges { flushDOMChanges() }
    }

    /// On the virtual clock `finish()` fires at most this many timers, Jest's limit for
    /// `jest.runAllTimers()` (an interval or an endless timer chain would otherwise
    /// run forever at full speed).
    public static let virtualTimerLimit = 100_000

    /// Handlers whose returned promise has not settled yet (`awaitResult`).
    var unsettledHandlers = 0

    /// Runs until nothing is pending: no timer, no I/O, no unsettled handler — but only
    /// timers due within `--wait` (on the virtual clock: `virtualTimerLimit` timers);
    /// those left are cancelled with a warning saying so.
    public func finish() {
        let clock = runtime.loop.clock
        // An unsettled handler is work still going: its --handler-timeout always falls in.
        let wait = unsettledHandlers > 0 ? max(options.wait, options.handlerTimeout) : options.wait
        let left: Int
        if let until = options.until, clock.isVirtual {
            // To the horizon: schedules fire as their occurrences come; what is still
            // waiting then is pending on the device, not an error.
            left = runtime.loop.runToEnd(horizon: startedAt + until, timerLimit: Self.virtualTimerLimit)
            clock.advance(to: startedAt + until)
        } else {
            left = runtime.loop.runToEnd(horizon: clock.isVirtual ? nil : clock.now + wait * 1000,
                                         timerLimit: clock.isVirtual ? Self.virtualTimerLimit : nil, schedulesHoldRun: false)
        }
        let horizonReached = options.until != nil && clock.isVirtual && clock.now >= startedAt + options.until!
        if left > 0 && !horizonReached {
            let timers = left == 1 ? "1 timer was" : "\(left) timers were"
            let why = clock.isVirtual
                ? "after \(Self.virtualTimerLimit) timers had fired on the virtual clock (an endless setInterval or timer chain?)"
                : "once the run's work was done and no other timer fell due within \(RuntimeError.seconds(wait)) (--wait)"
            record(.warning(message: "\(timers) still pending and cancelled \(why)"))
        }
        runtime.run()
        if hasDOMChanges { flushDOMChanges() }
        madeListenerLedger?.reportFindings()
        findings.runDone()
    }

    /// Runs timers — notification schedules included — until `done` says so or nothing is
    /// left (on the virtual clock, at most `virtualTimerLimit` of the app's own timers; with
    /// `until`, up to the horizon): a tap on a scheduled notification waits for its first
    /// occurrence, and no longer.
    public func run(until done: @escaping () -> Bool) {
        let loop = runtime.loop
        let saved = loop.shouldStop
        loop.shouldStop = { done() || saved?() == true }
        defer { loop.shouldStop = saved }
        let clock = loop.clock
        while !done(), loop.hasTimers {
            guard let next = loop.nextDeadline else { break }
            if let until = options.until, clock.isVirtual, next > startedAt + until { break }
            if !clock.isVirtual, next > clock.now + options.wait * 1000 { break }
            loop.run(until: next)
        }
        if hasDOMChanges { flushDOMChanges() }
    }

    /// The loop's clock when the device was made (`until` counts from here).
    private lazy var startedAt: Double = runtime.loop.clock.now

    // MARK: Events

    @discardableResult
    public func push(_ notification: PushNotification) -> String {
        let previous = currentNotification
        currentNotification = notification.id.isEmpty ? nil : notification.id
        defer { currentNotification = previous }
        let start = runtime.loop.clock.now
        findings.pushStarted()
        listenerLedger.beginEvent()
        let id = dispatcher.push(notification)
        settle()
        findings.pushDone(id)
        listenerLedger.eventDone("push", notification: id, since: start, state: dispatcher.appState)
        return id
    }

    @discardableResult
    public func push(bytes: [UInt8], file: String? = nil, id: String? = nil, format: PayloadFormat? = nil) -> String? {
        let start = runtime.loop.clock.now
        findings.pushStarted()
        listenerLedger.beginEvent()
        let pushed = dispatcher.push(bytes: bytes, file: file, id: id, format: format)
        settle()
        findings.pushDone(pushed)
        if let pushed { listenerLedger.eventDone("push", notification: pushed, since: start, state: dispatcher.appState) }
        return pushed
    }

    public func respond(to notification: String, action: ResponseAction, text: String? = nil) {
        let previous = currentNotification
        currentNotification = notification
        defer { currentNotification = previous }
        appStateBeforeResponse = dispatcher.appState
        let start = runtime.loop.clock.now
        listenerLedger.beginEvent()
        dispatcher.respond(to: notification, action: action, text: text)
        let launched = appStateBeforeResponse == .terminated && dispatcher.appState != .terminated
        if launched { listenerLedger.launched(by: notification) }
        // A press that launched the quit app: the calls no launch listener answered do now.
        if appStateBeforeResponse == .terminated {
            launchAnswers.appStateChanged()
            settle()
            // Then the launched app's root component mounts: listeners its effects add come
            // after the press was delivered (they see it through the launch calls only).
            surface(ReactSurface.self).mount.mountIfDue()
        }
        settle()
        listenerLedger.eventDone("tap", notification: notification, since: start, state: appStateBeforeResponse)
    }

    /// The app's state when the response being dispatched arrived (before any `openApp`):
    /// libraries that tell a cold start from a resume read it.
    private(set) var appStateBeforeResponse: AppState = .background

    /// The platform the device is now (`--platform` at start).
    public var platform: Platform { dispatcher.platform }

    /// Makes the device the other platform, as `--platform` would have made it: later
    /// pushes display as that platform shows them, and SDKs that registered
    /// categories per platform (MobileFirst 8 `registerDevice`) have that platform's.
    public func setPlatform(_ platform: Platform) {
        guard platform != dispatcher.platform else { return }
        dispatcher.platform = platform
        for surface in surfaces { surface.platformChanged() }
    }

    /// Mounts the root component the app registered now, if the app is running, and from
    /// then on whenever it launches (`simulate.mount`, `simulate.launch`).
    public func mountApp() {
        let mount = surface(ReactSurface.self).mount
        mount.requested = true
        mount.mountIfDue()
    }

    /// Unmounts the root component (its effects' cleanups run).
    public func unmountApp() {
        surface(ReactSurface.self).mount.unmount()
    }

    public func setAppState(_ state: AppState) {
        dispatcher.setAppState(state)
        launchAnswers.appStateChanged()
        for surface in surfaces { surface.appStateChanged() }
    }

    /// The exit status `jshost run` uses: 1 when a script or handler failed,
    /// else 2 when some input was rejected, else 0.
    public var exitStatus: Int32 {
        scriptErrorCount > 0 ? 1 : (inputErrorCount > 0 ? 2 : 0)
    }
}

/// The runtime's reporter for a device: console output and unhandled errors become
/// effects. Its own small object (not the device), so the runtime can hold it
/// strongly and the device needs no weak reference, whose side table would make
/// every retain and release of the device take the slow path.
final class DeviceReporter: RuntimeReporter {
    let dispatcher: Dispatcher
    /// The notification whose handler is running, so effects it causes name it.
    var currentNotification: String?

    /// The latest permission denials reported (as `permission` error effects), by message:
    /// a script or handler that fails with one of them is not reported a second time.
    private(set) var reportedDenials: [String] = []

    init(dispatcher: Dispatcher) { self.dispatcher = dispatcher }

    func remember(denial message: String) {
        if reportedDenials.count == 16 { reportedDenials.removeFirst() }
        reportedDenials.append(message)
    }

    /// True when `exception` is a permission denial already reported when it happened.
    func wasReported(_ exception: JSException) -> Bool {
        exception.name == PermissionDenied.name && reportedDenials.contains(exception.message)
    }

    func console(_ level: ConsoleLevel, _ message: String) {
        dispatcher.record(.log(level: level.rawValue, message: message), notification: currentNotification)
    }

    func runtimeError(_ error: RuntimeError) {
        switch error {
        case let .uncaughtException(exception, _), let .unhandledRejection(exception):
            // The denial's `permission` effect already named the user's line.
            if wasReported(exception) { return }
            let reason: ErrorReason
            if case .unhandledRejection = error { reason = .rejection } else { reason = .exception }
            dispatcher.record(.error(reason: reason, message: error.description, stack: exception.stack,
                                     file: exception.file, line: exception.line, surface: nil, type: nil))
        case let .timeout(file, _, _):
            dispatcher.record(.error(reason: .timeout, message: error.description, stack: nil, file: file, line: nil, surface: nil, type: nil))
        case let .unreadableFile(path, _):
            dispatcher.record(.error(reason: .input, message: error.description, stack: nil, file: path, line: nil, surface: nil, type: nil))
        case .unhandledRejectionsNotShown:
            dispatcher.record(.error(reason: .rejection, message: error.description, stack: nil, file: nil, line: nil, surface: nil, type: nil))
        case let .memoryExceeded(file, _, _, _):
            dispatcher.record(.error(reason: .memory, message: error.description, stack: nil, file: file, line: nil, surface: nil, type: nil))
        }
    }
}

/// The event loop's clock as the dispatcher's clock, so effects' `t` is
/// virtual in fake time and handler durations match timers.
final class LoopTime: Clock {
    let clock: LoopClock
    init(_ clock: LoopClock) { self.clock = clock }
    var nowMilliseconds: Double { clock.now }
}

/// Passes effects on, counting the errors that decide the exit status
/// (the counts live here, so an effect costs no trip back to the device).
private final class CountingSink: EffectSink {
    let next: EffectSink
    private(set) var scriptErrors = 0
    private(set) var inputErrors = 0
    init(next: EffectSink) { self.next = next }
    func emit(_ effect: Effect) {
        if case let .error(reason, _, _, _, _, _, _) = effect.kind {
            if reason == .input { inputErrors += 1 } else { scriptErrors += 1 }
        }
        next.emit(effect)
    }
}


/// What `run --mocks`' moduleNameMapper sent where (a class: the loader's hint reads it later).
final class MapperOrigins {
    private var origins: [String: (specifier: String, pattern: String)] = [:]
    subscript(target: String) -> (specifier: String, pattern: String)? {
        get { origins[target] }
        set { origins[target] = newValue }
    }
}
