import Foundation
import JSHostKit
import Notifications

/// `jshost run SCRIPT [options]` (docs/cli.md).
enum RunCommand {
    static func main(_ arguments: [String]) throws -> Int32 {
        var scanner = ArgumentScanner(command: "run", arguments: arguments)
        var request = SimulationRequest(script: "")
        var device = DeviceOptions()
        device.mount = true
        device.runtime.maxMemory = ArgumentScanner.defaultMaxMemory
        var json = false
        var explain = false
        var permissions = PermissionFlags()
        var salesforceFlags = SalesforceFlags()
        var appModules = AppModuleFlags()
        var interactionFlag: String?
        var renderDirectory: String?
        var inspect: InspectFlag?
        let proceed = try scanner.scan(help: Help.run) { flag, scanner in
            switch flag.name {
            case "--json": json = true
            case "--explain": explain = true
            case "--render": renderDirectory = try scanner.value(for: flag)
            case "--inspect", "--inspect-brk": inspect = try InspectFlag.parse(flag, scanner: scanner)
            case "--fake-time": device.runtime.fakeTime = true
            case "--timeout": device.runtime.timeout = try scanner.seconds(for: flag)
            case "--handler-timeout": device.handlerTimeout = try scanner.seconds(for: flag)
            case "--wait": device.wait = try scanner.seconds(for: flag)
            case "--max-memory": device.runtime.maxMemory = try scanner.megabytes(for: flag)
            case "--push": request.push = InputSource(try scanner.value(for: flag))
            case "--format": request.pushFormat = try PayloadFormatFlag.parse(flag, &scanner)
            case "--tap", "--open", "--dismiss":
                guard interactionFlag == nil else {
                    throw scanner.usage("\(flag.name) cannot be combined with \(interactionFlag!) (one of --tap, --open, --dismiss)")
                }
                interactionFlag = flag.name
                switch flag.name {
                case "--open": request.interaction = .open
                case "--dismiss": request.interaction = .dismiss
                default:
                    let action = try scanner.value(for: flag)
                    if action == "default" || action == "dismiss" {
                        let instead = action == "default" ? "--open (a tap on the notification itself)" : "--dismiss"
                        throw scanner.usage("--tap \(action): use \(instead) instead")
                    }
                    request.interaction = .tap(action)
                }
            case "--text": request.text = try scanner.value(for: flag)
            case "--press": request.presses.append(try scanner.value(for: flag))
            case "--click": request.clicks.append(try scanner.value(for: flag))
            case "--adapter": request.adapters.append(try scanner.value(for: flag))
            case "--call": request.calls.append(try scanner.value(for: flag))
            case "--notification": request.notification = try scanner.value(for: flag)
            case "--events": request.events = InputSource(try scanner.value(for: flag))
            case "--platform": device.platform = try scanner.choice(for: flag, Platform.self)
            case "--app-state": device.appState = try scanner.appState(for: flag)
            default:
                return try permissions.take(flag) || salesforceFlags.take(flag, &scanner) || appModules.take(flag, &scanner)
                    || LifeOptions.take(flag, &scanner, into: &device)
            }
            return true
        }
        guard proceed else { return ExitStatus.ok }
        request.script = try scanner.script()
        if let problem = request.flagProblem { throw scanner.usage(problem) }
        device.runtime.permissions = try permissions.parse(scanner: scanner)
        device.salesforce = try salesforceFlags.settings(scanner: scanner)
        try appModules.apply(to: &device, script: request.script, scanner: scanner, listMissing: true)
        // A debuggable run (docs/debugging.md): no CPU budget (a paused handler is not a
        // runaway), an hour for a handler to settle unless given.
        if inspect != nil {
            device.runtime.timeout = InspectFlag.noBudget
            if !arguments.contains(where: { $0.hasPrefix("--handler-timeout") }) { device.handlerTimeout = 3_600 }
        }
        device.listenerTimeline = explain
        request.device = device
        // Before any JavaScriptCore call, on this (the JavaScript) thread.
        let inspector = try inspect.map { try InspectorRelay(host: $0.host, port: $0.port) }
        defer { inspector?.stop() }
        if let inspector {
            Terminal.err("Debugger: open \(inspector.url)\n  (a protocol client attaches to \(inspector.webSocketURL))\n")
        }

        let sink: EffectSink & FlushingSink = json ? JSONEffectPrinter() : HumanEffectPrinter(platform: device.platform)
        let displays = DisplayCollector()
        var sinks: [EffectSink] = [sink]
        if renderDirectory != nil { sinks.append(displays) }
        if let inspector { sinks.append(InspectorRelayConsoleSink(inspector)) }
        let simulation = try Simulation(request: request, sink: sinks.count == 1 ? sink : FanOutSink(sinks))
        if explain { ExplanationPrinter.attach(to: simulation.device.dispatcher, sink: sink, json: json) }
        if let human = sink as? HumanEffectPrinter {
            let runtime = simulation.device.runtime
            human.loadedFiles = { Set(runtime.modules?.filesRead ?? []) }
        }
        if let inspector, let inspect {
            let name = "\((request.script as NSString).lastPathComponent) — \(device.platform.rawValue), \(device.appState.rawValue)"
            simulation.device.runtime.context.setName(name)
            inspector.prefer(contextNamed: name)
            if inspect.breakFirst {
                Terminal.err("Debugger: waiting for a debugger to attach (--inspect-brk)\n")
                // A script entry is stopped at its first line by URL; a page's scripts are many.
                let isScript = !request.script.hasSuffix(".html") && !request.script.hasSuffix(".htm")
                    && !FileManager.default.fileExists(atPath: (request.script as NSString).appendingPathComponent("common"))
                inspector.waitForDebuggerAndBreak(entryURL: isScript ? ModuleLoader.absolute(request.script) : nil)
            }
        }
        let status = simulation.run()
        sink.flush()
        // Nothing was sent: say what the entry registered, so a quiet run is not a silent one
        // (on stderr, beside the effects; not for a script that uses no notification library).
        if !json, request.push == nil, request.events == nil, request.notification == nil, request.calls.isEmpty,
           simulation.device.missingPackages.isEmpty, let summary = RunSummary.registered(by: request.script, device: simulation.device) {
            Terminal.err(summary)
        }
        if let renderDirectory, !render(displays.effects, into: renderDirectory, script: request.script, files: device.runtime.permissions.projectFiles(entry: request.script),
                   pathsToStandardError: json, maxMemory: device.runtime.maxMemory), status == ExitStatus.ok {
            return ExitStatus.scriptError
        }
        return status
    }

    /// `--render DIR`: each displayed notification's page and PNGs, their paths printed
    /// (on stderr under `--json`, whose stdout is effects only). No browser: the pages and a
    /// one-line error naming the package. False when a file could not be written or the
    /// browser failed (the run then exits 1); a missing browser is not a failure.
    static func render(_ effects: [Effect], into directory: String, script: String, files: ProjectFiles, pathsToStandardError: Bool,
                       maxMemory: Int? = nil) -> Bool {
        let app = AppIdentity.find(from: (script as NSString).deletingLastPathComponent.isEmpty ? "." : (script as NSString).deletingLastPathComponent,
                                   files: files)
        if let problem = app.iconProblem { Terminal.err("jshost: warning: \(problem)\n") }
        let writer = RenderWriter(directory: directory, app: app)
        writer.maxMemory = maxMemory
        defer { writer.close() }
        let print: (String) -> Void = pathsToStandardError ? { Terminal.err($0 + "\n") } : { Terminal.out($0 + "\n") }
        var succeeded = true
        do {
            for path in try writer.write(RenderWriter.displayed(effects, app: app)) { print("rendered " + path) }
        } catch {
            Terminal.err("jshost: --render \(directory): \(error)\n")
            succeeded = false
        }
        if let problem = writer.browserProblem {
            Terminal.err("jshost: --render: \(problem)\n")
            if case .browserMissing = problem {} else { succeeded = false }
        }
        return succeeded
    }
}

/// `--inspect[=HOST:PORT]` / `--inspect-brk[=HOST:PORT]`: where the debugger listens
/// (127.0.0.1 and a free port unless given) and whether the run waits for it.
struct InspectFlag {
    var host = "127.0.0.1"
    var port = 0
    var breakFirst = false
    /// The CPU seconds an entry may use while inspecting: none to speak of.
    static let noBudget: Double = 1_000_000_000

    static func parse(_ flag: Flag, scanner: ArgumentScanner) throws -> InspectFlag {
        var result = InspectFlag(breakFirst: flag.name == "--inspect-brk")
        guard let value = flag.inlineValue else { return result }
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        let portText = parts.count == 2 ? String(parts[1]) : String(parts[0])
        if parts.count == 2 { result.host = String(parts[0]) }
        guard parts.count <= 2, let port = Int(portText), (0...65_535).contains(port) else {
            throw scanner.usage("\(flag.name)=\(value): expected PORT or HOST:PORT (a loopback host, a port from 0 to 65535)")
        }
        guard ["127.0.0.1", "localhost"].contains(result.host.lowercased()) else {
            throw scanner.usage("\(flag.name)=\(value): the debugger listens on loopback only (127.0.0.1 or localhost)")
        }
        result.port = port
        return result
    }
}

/// Keeps the `display` effects (what `--render` draws).
final class DisplayCollector: EffectSink {
    private(set) var effects: [Effect] = []
    func emit(_ effect: Effect) {
        if case .display = effect.kind { effects.append(effect) }
    }
}
