import Foundation
import HostRuntime
import JSHostKit
import Notifications
import Surfaces

/// `jshost run SCRIPT [options]` (docs/cli.md).
enum RunCommand {
    static func main(_ arguments: [String]) throws -> Int32 {
        var scanner = ArgumentScanner(command: "run", arguments: arguments)
        var request = SimulationRequest(script: "")
        var device = DeviceOptions()
        var json = false
        var permissions = PermissionFlags()
        var salesforceFlags = SalesforceFlags()
        var appModules = AppModuleFlags()
        var interactionFlag: String?
        let proceed = try scanner.scan(help: Help.run) { flag, scanner in
            switch flag.name {
            case "--json": json = true
            case "--fake-time": device.runtime.fakeTime = true
            case "--timeout": device.runtime.timeout = try scanner.seconds(for: flag)
            case "--handler-timeout": device.handlerTimeout = try scanner.seconds(for: flag)
            case "--push": request.push = InputSource(try scanner.value(for: flag))
            case "--format":
                let name = try scanner.value(for: flag)
                guard let format = PayloadFormat(rawValue: name) else {
                    throw scanner.usage("--format expects one of \(PayloadFormat.allCases.map(\.rawValue).joined(separator: ", ")), got '\(name)'")
                }
                request.pushFormat = format
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
        appModules.apply(to: &device)
        request.device = device

        let sink: EffectSink & FlushingSink = json ? JSONEffectPrinter() : HumanEffectPrinter(platform: device.platform)
        let simulation = try Simulation(request: request, sink: sink)
        let status = simulation.run()
        sink.flush()
        return status
    }
}
