import Foundation
import JSHostKit

/// `--sf-instance URL`, `--sf-token TOKEN`, `--sf-api-version V`: the org to
/// talk to, falling back to `SF_INSTANCE_URL`, `SF_ACCESS_TOKEN`, `SF_API_VERSION`.
struct SalesforceFlags {
    var instance: String?
    var token: String?
    var apiVersion: String?
    var cacheDirectory: String?

    /// Takes the flag if it is a Salesforce one.
    mutating func take(_ flag: Flag, _ scanner: inout ArgumentScanner) throws -> Bool {
        switch flag.name {
        case "--sf-instance": instance = try scanner.value(for: flag)
        case "--sf-token": token = try scanner.value(for: flag)
        case "--sf-api-version": apiVersion = try scanner.value(for: flag)
        case "--sf-cache-dir": cacheDirectory = try scanner.value(for: flag)
        default: return false
        }
        return true
    }

    /// The settings when an org is configured (by flags or environment), else
    /// nil. (The device allows the configured instance without `--allow-net`.)
    func settings(scanner: ArgumentScanner, required: Bool = false) throws -> SalesforceSettings? {
        // getenv first: building the whole environment dictionary costs start-up time.
        let configured = instance ?? getenv(SalesforceConfiguration.instanceURLVariable).map { String(cString: $0) }
        guard configured != nil || required else { return nil }
        let environment = ProcessInfo.processInfo.environment
        do {
            let configuration = try SalesforceConfiguration(instanceURL: instance, accessToken: token, apiVersion: apiVersion, environment: environment)
            var options = SalesforceClientOptions()
            if let cacheDirectory { options = SalesforceClientOptions(cacheDirectory: URL(fileURLWithPath: cacheDirectory)) }
            return SalesforceSettings(configuration: configuration, clientOptions: options)
        } catch {
            throw scanner.usage("\(error)")
        }
    }
}
