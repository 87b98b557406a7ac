import Foundation
import Notifications
import Surfaces

/// `jshost check PAYLOAD [--entry ENTRY]`: `PayloadCheck`'s findings, with what the entry
/// registers (its categories and channels on each platform, and whether it displays a
/// notification itself for a data message) when an entry is given.
public enum PayloadLint {
    public static func run(payload: [UInt8], name: String, format: PayloadFormat? = nil, entry: String? = nil,
                           platforms: [Platform] = Platform.allCases, voip: Bool = false,
                           options: DeviceOptions = DeviceOptions()) throws -> [PayloadFinding] {
        guard let entry else {
            return PayloadCheck.check(payload, file: name, format: format, platforms: platforms, voip: voip)
        }
        var registered = RegisteredNames()
        let matrix = ExplainMatrix(entry: entry, payload: payload, payloadName: name, format: format, options: options)
        for platform in platforms {
            // In the background, where a data message's handler is the one that may display it.
            let probe = try ExplainMatrix.Case(matrix: matrix, platform: platform, appState: .background)
            defer { probe.device.close() }
            registered.categories[platform] = probe.device.dispatcher.registeredCategories
            if let channels = probe.device.dispatcher.registeredChannels {
                registered.channels = (registered.channels ?? []).union(channels)
            }
            _ = probe.arrive()
            if probe.display != nil { registered.displaysDataMessage.insert(platform) }
        }
        return PayloadCheck.check(payload, file: name, format: format, platforms: platforms, voip: voip, registered: registered)
    }
}
