import Foundation
import HostRuntime
import JSCore
import JSONSyntax
import Notifications
import SalesforceConnect

/// Where jshost finds the user's Salesforce org (flags or `SF_*` variables).
public struct SalesforceSettings: Sendable {
    public var configuration: SalesforceConfiguration
    public var clientOptions: SalesforceClientOptions
    public init(configuration: SalesforceConfiguration, clientOptions: SalesforceClientOptions = SalesforceClientOptions()) {
        self.configuration = configuration
        self.clientOptions = clientOptions
    }
}

/// The Salesforce Mobile SDK's push API, SPEC §5.5: module
/// `jshost/salesforce`, export `PushNotificationManager` (names as in the
/// iOS SDK). Server actions (`NotificationApiAction`) are POSTed to the org
/// for real, through `SalesforceConnect`; each request is an `http` effect.
final class SalesforceSurface: SurfaceInstaller {
    unowned let device: Device
    private(set) var client: SalesforceClient?
    private var manager: JSValue!
    private var performer: ServerActionBridge?
    /// Server-action URLs → the notification whose tap posts there, so the
    /// POST's `http` effect names it.
    var notificationsByURL: [String: String] = [:]

    init(device: Device) { self.device = device }

    func recordHTTP(method: String, url: String, status: Int) {
        device.dispatcher.record(.http(method: method, url: url, status: status), notification: notificationsByURL[url])
    }

    func install() throws {
        unowned let device = self.device
        if let settings = device.options.salesforce {
            // The client is the surface's own, so its observer holds the surface weakly
            // (a strong hold would be a cycle); the loop drops what is posted after it closed.
            let loop = LoopBound(device.runtime.loop), surface = WeakBox(self)
            client = SalesforceClient(configuration: settings.configuration, options: settings.clientOptions, observer: { exchange in
                guard let status = exchange.status else { return }
                loop.value.post { surface.value?.recordHTTP(method: exchange.method, url: exchange.url, status: status) }
            })
            let bridge = ServerActionBridge(client: client!, surface: self)
            performer = bridge
            device.dispatcher.serverActionPerformer = bridge
        }
        device.runtime.modules.registerBuiltin("jshost/salesforce") { [unowned self] _ in try makeExports() }
    }

    private func makeExports() throws -> JSValue {
        unowned let device = self.device
        let context = device.context
        manager = JSValue.object(in: context)
        manager["filterSupportedNotificationTypes"] = .null(in: context)
        manager.defineFunction("fetchAndStoreNotificationTypes") { [unowned self] _ in
            let (promise, resolve, reject) = try Self.deferred(in: context)
            guard let client else {
                try reject.call([JSValue.error(message: Self.notConfigured, in: context)])
                return promise
            }
            client.notificationTypes(policy: .networkFallingBackToCache, completion: device.onLoop { [unowned self] result in
                finishFetch(result, resolve: resolve, reject: reject)
            })
            return promise
        }
        manager.defineFunction("invokeServerNotificationAction") { [unowned self] arguments in
            let (promise, resolve, reject) = try Self.deferred(in: context)
            let request = arguments.first ?? .undefined(in: context)
            let notificationId = request["notificationId"].stringValue, actionKey = request["actionKey"].stringValue
            guard let client else {
                try reject.call([JSValue.error(message: Self.notConfigured, in: context)])
                return promise
            }
            client.invokeAction(notificationId: notificationId, actionKey: actionKey, completion: device.onLoop { result in
                switch result {
                case let .success(message):
                    let value = JSValue.object(in: context)
                    value["message"] = JSValue(string: message, in: context)
                    device.callBack(resolve, [value], entry: "invokeServerNotificationAction")
                case let .failure(error):
                    device.callBack(reject, [JSValue.error(message: "\(error)", in: context)], entry: "invokeServerNotificationAction")
                }
            })
            return promise
        }
        manager.defineFunction("onNotificationResponse") { arguments in
            let listener = try JSHostSurface.function(arguments.first, "PushNotificationManager.onNotificationResponse")
            let token = device.dispatcher.addResponseListener(surface: .salesforce, filter: { delivery in
                if case .server? = delivery.action?.kind { return false }
                return delivery.actionIdentifier != "dismiss"
            }, device.jsHandler("onNotificationResponse listener", delivering: listener))
            return JSHostSurface.subscription(device, token)
        }
        manager.defineHidden("registeredNotificationTypes", .null(in: context))
        let exports = JSValue.object(in: context)
        exports["PushNotificationManager"] = manager
        exports["default"] = manager
        return exports
    }

    static let notConfigured = "Salesforce is not configured: set SF_INSTANCE_URL and SF_ACCESS_TOKEN (or pass --sf-instance and --sf-token)"

    /// Registers the fetched types as categories through the script's
    /// `filterSupportedNotificationTypes`, then settles the promise.
    private func finishFetch(_ result: Result<NotificationTypesResult, SalesforceError>, resolve: JSValue, reject: JSValue) {
        let context = device.context
        switch result {
        case let .failure(error):
            device.callBack(reject, [JSValue.error(message: "\(error)", in: context)], entry: "fetchAndStoreNotificationTypes")
        case let .success(fetched):
            do {
                let types = try Salesforce.notificationTypes(fromResponseBody: Array(fetched.body))
                let filter = manager["filterSupportedNotificationTypes"]
                device.dispatcher.filterSupportedNotificationTypes = filter.isFunction ? { [unowned self] types in
                    filtered(types, through: filter)
                } : nil
                let categories = device.dispatcher.registerSalesforceNotificationTypes(types)
                let registered = JSValue(json: .array(device.dispatcher.registeredSalesforceNotificationTypes.map(\.jsonValue)), in: context)
                manager["registeredNotificationTypes"] = registered
                _ = categories
                device.callBack(resolve, [registered], entry: "fetchAndStoreNotificationTypes")
            } catch {
                device.callBack(reject, [JSValue.error(message: "\(error)", in: context)], entry: "fetchAndStoreNotificationTypes")
            }
        }
    }

    /// Runs the script's filter over the types (as JSON); a failing filter keeps them all and is reported.
    private func filtered(_ types: [SalesforceNotificationType], through filter: JSValue) -> [SalesforceNotificationType] {
        let input = JSValue(json: .array(types.map(\.jsonValue)), in: device.context)
        guard let output = device.runtime.enterReporting("filterSupportedNotificationTypes", file: device.scriptPath, { () throws(JSException) in
            try filter.call([input])
        }), let json = output.jsonValue else { return types }
        do {
            return try Salesforce.notificationTypes(from: json.objectValue == nil ? .object(JSONObject([JSONMember("notificationTypes", json)])) : json)
        } catch {
            device.record(.error(.input, "filterSupportedNotificationTypes returned \(error)"))
            return types
        }
    }

    static func deferred(in context: JSContext) throws -> (JSValue, JSValue, JSValue) {
        let holder = try context.evaluate(EmbeddedJS.deferred).call()
        return (holder[0], holder[1], holder[2])
    }
}

/// Performs `server(actionKey)` taps over HTTP for the dispatcher.
final class ServerActionBridge: ServerActionPerformer {
    let client: SalesforceClient
    unowned let surface: SalesforceSurface
    var device: Device { surface.device }
    init(client: SalesforceClient, surface: SalesforceSurface) {
        self.client = client
        self.surface = surface
    }

    func performServerAction(notificationId: String, actionKey: String, completion: @escaping (Result<String, Error>) -> Void) {
        if let current = device.currentNotification {
            surface.notificationsByURL[client.actionURL(notificationId: notificationId, actionKey: actionKey).absoluteString] = current
        }
        client.invokeAction(notificationId: notificationId, actionKey: actionKey, completion: device.onLoop { result in
            completion(result.mapError { $0 as Error })
        })
    }
}

/// A weak reference carried across threads; read it only on the loop's thread.
final class WeakBox<T: AnyObject>: @unchecked Sendable {
    weak var value: T?
    init(_ value: T) { self.value = value }
}

extension SalesforceNotificationType {
    /// The type as the Connect REST API spells it, for scripts and filters.
    var jsonValue: JSONValue {
        .object(JSONObject([
            JSONMember("type", .string(type)), JSONMember("apiName", .string(apiName)), JSONMember("label", .string(label)),
            JSONMember("actionGroups", .array(actionGroups.map { group in
                .object(JSONObject([
                    JSONMember("name", .string(group.name)),
                    JSONMember("actions", .array(group.actions.map { action in
                        .object(JSONObject([JSONMember("actionKey", .string(action.actionKey)), JSONMember("label", .string(action.label)),
                                            JSONMember("name", .string(action.name)), JSONMember("type", .string(action.type))]))
                    })),
                ]))
            })),
        ]))
    }
}
