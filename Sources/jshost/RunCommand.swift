import Foundation
import HostRuntime
import JSHostKit
import NotificationRendering
import Notifications
import Surfaces

/// `jshost run SCRIPT [options]` (docs/cli.md).
enum RunCommand {
    static func main(_ arguments: [String]) throws -> Int32 {
        var scanner = ArgumentScanner(command: "run", arguments: arguments)
        var request = SimulationRequest(script: "")
        var device = DeviceOptions()
        device.runtime.maxMemory = ArgumentScanner.defaultMaxMemory
        var json = false
        var explain = false
        var permissions = PermissionFlags()
        var salesforceFlags = SalesforceFlags()
        var appModules = AppModuleFlags()
        var interactionFlag: String?
        var renderDirectory: String?
        let proceed = try scanner.scan(help: Help.run) { flag, scanner in
            switch flag.name {
            case "--json": json = true
            case "--explain": explain = true
            case "--render": renderDirectory = try scanner.value(for: flag)
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
            case "--app-state": device.appState = try scanner.choice(for: flag, AppState.self)
            default:
                return try permissions.take(flag) || salesforceFlags.take(flag, &scanner) || appModules.take(flag, &scanner)
            }
            return true
        }
        guard proceed else { return ExitStatus.ok }
        request.script = try scanner.script()
        if let problem = request.flagProblem { throw scanner.usage(problem) }
        device.runtime.permissions = try permissions.parse(scanner: scanner)
        device.salesforce = try salesforceFlags.settings(scanner: scanner)
        try appModules.apply(to: &device, script: request.script, scanner: scanner)
        request.device = device

        let sink: EffectSink & FlushingSink = json ? JSONEffectPrinter() : HumanEffectPrinter(platform: device.platform)
        let displays = DisplayCollector()
        let simulation = try Simulation(request: request, sink: renderDirectory == nil ? sink : FanOutSink([sink, displays]))
        if explain { ExplanationPrinter.attach(to: simulation.device.dispatcher, sink: sink, json: json) }
        let status = simulation.run()
        sink.flush()
        if let renderDirectory, !render(displays.effects, into: renderDirectory, script: request.script, files: device.runtime.permissions.projectFiles(entry: request.script),
                   pathsToStandardError: json), status == ExitStatus.ok {
            return ExitStatus.scriptError
        }
        return status
    }

    /// `--render DIR`: each displayed notification's page and PNGs, their paths printed
    /// (on stderr under `--json`, whose stdout is effects only). No browser: the pages and a
    /// one-line error naming the package. False when a file could not be written or the
    /// browser failed (the run then exits 1); a missing browser is not a failure.
    static func render(_ effects: [Effect], into directory: String, script: String, files: ProjectFiles, pathsToStandardError: Bool) -> Bool {
        let app = AppIdentity.find(from: (script as NSString).deletingLastPathComponent.isEmpty ? "." : (script as NSString).deletingLastPathComponent,
                                   files: files)
        if let problem = app.iconProblem { Terminal.err("jshost: warning: \(problem)\n") }
        let writer = RenderWriter(directory: directory, app: app)
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

/// Keeps the `display` effects (what `--render` draws).
final class DisplayCollector: EffectSink {
    private(set) var effects: [Effect] = []
    func emit(_ effect: Effect) {
        if case .display = effect.kind { effects.append(effect) }
    }
}
