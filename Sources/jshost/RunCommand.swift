import Foundation
import HostRuntime
import JSHostKit
import Notifications
import Surfaces

/// `jshost run SCRIPT [options]` (SPEC §8).
enum RunCommand {
    static func main(_ arguments: [String]) throws -> Int32 {
        var scanner = ArgumentScanner(command: "run", arguments: arguments)
        var request = SimulationRequest(script: "")
        var device = DeviceOptions()
        var json = false
        var permissionFlags: [String] = []
        var salesforceFlags = SalesforceFlags()
        while let flag = scanner.nextFlag() {
            switch flag.name {
            case "--help", "-h":
                Terminal.out(Help.run + "\n")
                return ExitStatus.ok
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
            case "--tap": try setInteraction(&request, .tap(try scanner.value(for: flag)), flag.name, scanner)
            case "--open": try setInteraction(&request, .open, flag.name, scanner)
            case "--dismiss": try setInteraction(&request, .dismiss, flag.name, scanner)
            case "--text": request.text = try scanner.value(for: flag)
            case "--events": request.events = InputSource(try scanner.value(for: flag))
            case "--platform": device.platform = try scanner.choice(for: flag, Platform.self)
            case "--app-state": device.appState = try scanner.choice(for: flag, AppState.self)
            case "--allow-net", "--allow-read", "--allow-env", "--allow-all", "-A":
                permissionFlags.append(flag.inlineValue.map { "\(flag.name)=\($0)" } ?? flag.name)
            default:
                if try salesforceFlags.take(flag, &scanner) { continue }
                throw scanner.usage("unknown option '\(flag.name)' for 'run'")
            }
        }
        request.script = try scanner.script()
        if request.text != nil, request.interaction == nil, request.events == nil {
            throw scanner.usage("--text needs --tap ACTION (the reply is typed into an action)")
        }
        if request.interaction != nil, request.push == nil {
            throw scanner.usage("\(request.interaction == .open ? "--open" : request.interaction == .dismiss ? "--dismiss" : "--tap") needs --push FILE (the notification to act on)")
        }
        if request.push?.isStandardInput == true, request.events?.isStandardInput == true {
            throw scanner.usage("--push - and --events - cannot both read standard input")
        }
        device.runtime.permissions = try PermissionOptions.parse(permissionFlags, scanner: scanner)
        device.salesforce = try salesforceFlags.settings(scanner: scanner)
        request.device = device

        let sink: EffectSink & FlushingSink = json ? JSONEffectPrinter() : HumanEffectPrinter(platform: device.platform)
        let simulation = try Simulation(request: request, sink: sink)
        let status = simulation.run()
        sink.flush()
        return status
    }

    private static func setInteraction(_ request: inout SimulationRequest, _ interaction: Interaction, _ flag: String, _ scanner: ArgumentScanner) throws {
        guard request.interaction == nil else { throw scanner.usage("\(flag) cannot be combined with another of --tap, --open, --dismiss") }
        request.interaction = interaction
    }
}
