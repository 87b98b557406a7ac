import Foundation
import HostRuntime
import JSCore
import JSONSyntax
import Notifications
import SalesforceConnect

/// The Salesforce Mobile SDK's hybrid JavaScript (JS/salesforce-hybrid.js), as the Cordova
/// plugin `com.salesforce` ships it and `cordova.force.js` bundles it: the modules
/// `com.salesforce.util.push` (`registerPushNotificationHandler`, which hands
/// phonegap-plugin-push's `notification` events to the app), `com.salesforce.plugin.sdkinfo`,
/// `.oauth`, `.network`, `.sfaccountmanager`, `.smartstore`, `.smartstore.client`,
/// `.mobilesync` and the `util` ones, and the native services they `cordova.exec` into,
/// answered off-device. cordova.js (CordovaSurface) lists the plugin among those jshost
/// emulates and routes its services here; an app that ships the SDK's own cordova.force.js
/// reaches the same services. The glue is evaluated when a script first needs it.
final class SalesforceHybridSurface: SurfaceInstaller {
    unowned let device: Device
    private var glueValue: JSValue?

    init(device: Device) { self.device = device }

    func install() throws {}

    /// `{services, factories, plugin, …}` of JS/salesforce-hybrid.js.
    func glue() throws -> JSValue {
        if let glueValue { return glueValue }
        unowned let device = self.device
        let context = device.context
        let natives = JSValue.object(in: context)
        natives["intrinsics"] = device.intrinsics
        device.defineLogNative(on: natives, sdk: "Salesforce")
        natives.defineFunction("credentials") { _ in JSValue(json: Self.credentials(device), in: context) }
        natives.defineFunction("bootConfig") { _ in JSValue(json: Self.bootConfig(near: device.scriptPath, read: { try? device.projectText($0) }), in: context) }
        natives.defineFunction("appName") { _ in JSValue(string: Self.appName(device.scriptPath), in: context) }
        let glue = try evaluateGlue(EmbeddedJS.salesforceHybrid, name: "salesforce-hybrid", natives: natives, in: device)
        glueValue = glue
        return glue
    }

    /// The app's folder name (the native side reports the app's label).
    static func appName(_ scriptPath: String) -> String {
        let folder = URL(fileURLWithPath: scriptPath).deletingLastPathComponent()
        let name = folder.lastPathComponent == "www" ? folder.deletingLastPathComponent().lastPathComponent : folder.lastPathComponent
        return name.isEmpty ? "jshost" : name
    }

    /// `bootconfig.json` of the app (beside the script or page, or in its `www/`), as the
    /// native `BootConfig` reads it; else the defaults of a local hybrid app. Read through
    /// the project's gate (`read`): a link out of the project without --allow-read is not read.
    static func bootConfig(near scriptPath: String, read: (String) -> String?) -> JSONValue {
        let folder = URL(fileURLWithPath: scriptPath).deletingLastPathComponent()
        for candidate in [folder.appendingPathComponent("bootconfig.json"), folder.appendingPathComponent("www/bootconfig.json")] {
            if let text = read(candidate.path), let json = try? JSONParser.parse(text), json.objectValue != nil {
                return json
            }
        }
        return .object(JSONObject([
            JSONMember("remoteAccessConsumerKey", .string("3MVG9jshostConsumerKey")),
            JSONMember("oauthRedirectURI", .string("testsfdc:///mobilesdk/detect/oauth/done")),
            JSONMember("oauthScopes", .array([.string("web"), .string("api")])),
            JSONMember("isLocal", .bool(true)),
            JSONMember("startPage", .string("index.html")),
            JSONMember("errorPage", .string("error.html")),
            JSONMember("shouldAuthenticate", .bool(true)),
            JSONMember("attemptOfflineLoad", .bool(false)),
        ]))
    }

    /// The token scripts see when none is granted to them.
    static let standInAccessToken = SalesforceStandIn.accessToken

    /// The signed-in user's credentials, with the keys of the SDK's `getJSONCredentials`
    /// (RestClient.java): the configured org's instance (`--sf-instance`), else stand-ins.
    /// The org's token (`--sf-token` / SF_ACCESS_TOKEN) reaches scripts only when the
    /// user grants that variable (`--allow-env=SF_ACCESS_TOKEN`, `--allow-env`, `-A`),
    /// however it was given; else they get the stand-in (the host still uses the real one).
    static func credentials(_ device: Device) -> JSONValue {
        let instance = device.options.salesforce?.configuration.instanceURL.absoluteString ?? "https://jshost-dev-ed.my.salesforce.com"
        let granted = device.options.runtime.permissions.allowsEnv(name: SalesforceConfiguration.accessTokenVariable)
        let token = (granted ? device.options.salesforce?.configuration.accessToken : nil) ?? standInAccessToken
        let clientId = bootConfig(near: device.scriptPath, read: { try? device.projectText($0) })["remoteAccessConsumerKey"]?.stringValue ?? "3MVG9jshostConsumerKey"
        return .object(JSONObject([
            JSONMember("accessToken", .string(token)),
            JSONMember("refreshToken", .string("5Aep861jshost-stand-in-refresh-token")),
            JSONMember("clientId", .string(clientId)),
            JSONMember("userId", .string("005000000000001AAA")),
            JSONMember("orgId", .string("00D000000000001EAA")),
            JSONMember("username", .string("user@jshost.example")),
            JSONMember("loginUrl", .string("https://login.salesforce.com")),
            JSONMember("identityUrl", .string("https://login.salesforce.com/id/00D000000000001EAA/005000000000001AAA")),
            JSONMember("instanceUrl", .string(instance)),
            JSONMember("userAgent", .string("SalesforceMobileSDK/14.0.0 (jshost) Hybrid")),
            JSONMember("communityId", .null),
            JSONMember("communityUrl", .null),
        ]))
    }
}

/// The Salesforce secrets scripts see instead of the user's when the user has not granted
/// them (docs/salesforce.md, "Scripts and the token"; docs/permissions.md, "jshost test").
public enum SalesforceStandIn {
    /// The access token's stand-in: the SDK's credentials in `run`, `process.env.SF_ACCESS_TOKEN` in tests.
    public static let accessToken = "00Djshost!stand-in-access-token"
    /// The variables that hold the user's Salesforce secrets, and what scripts see for them.
    public static let variables: [String: String] = ["SF_ACCESS_TOKEN": accessToken]

    /// The stand-ins for the variables `permissions` does not grant by name (an `--allow-env`
    /// that lists it, or `--allow-env` alone).
    public static func environment(unlessGrantedBy permissions: Permissions) -> [String: String] {
        variables.filter { !permissions.allowsEnv(name: $0.key) }
    }

    /// The values of those variables in the host's environment (what every output redacts).
    public static var secrets: [String] {
        variables.keys.sorted().compactMap { ProcessInfo.processInfo.environment[$0] }.filter { !$0.isEmpty }
    }
}
