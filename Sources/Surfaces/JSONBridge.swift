import HostRuntime
import JSCore
import Notifications

/// Moves data between the notifications core's `JSONValue` and JavaScript.
extension JSValue {
    /// A JS value equal to `json` (through the engine's own JSON parser).
    public convenience init(json: JSONValue, in context: JSContext) {
        let parsed = JSValue.parseJSON(json.jsonString, in: context) ?? .undefined(in: context)
        self.init(parsed.ref, in: context)
    }

    /// This value as JSON data, or nil for `undefined`, functions and other
    /// values JSON cannot express. Never throws: a value whose `toJSON`
    /// throws or that is cyclic gives its string form.
    public var jsonValue: JSONValue? {
        if isUndefined || isFunction || isSymbol { return nil }
        if isString { return .string(stringValue) }
        if isNumber { return .number(doubleValue) }
        if isBoolean { return .bool(boolValue) }
        if isNull { return .null }
        guard let text = (try? jsonString()) ?? nil else { return .string(stringValue) }
        return (try? JSONParser.parse(text)) ?? .string(stringValue)
    }
}

/// The neutral objects every surface's JavaScript receives for a dispatcher
/// delivery; each surface's glue turns them into its SDK's own arguments.
enum DeliveryObject {
    /// `{id, title, body, category, data, payload}`: a notification as scripts see it.
    static func notification(_ delivery: HandlerDelivery) -> JSONObject {
        let n = delivery.notification
        var notification = JSONObject()
        notification.append("id", .string(n.id))
        notification.append("title", n.title.map(JSONValue.string) ?? .null)
        notification.append("body", n.body.map(JSONValue.string) ?? .null)
        notification.append("category", delivery.category.map(JSONValue.string) ?? .null)
        notification.append("data", .object(n.data))
        notification.append("payload", n.raw)
        return notification
    }

    /// `{type, action, payload, notification, category, actionIdentifier,
    /// actionTitle, foreground, userText, replayed, appState}`: what a tap
    /// delivers (documented in docs/surfaces.md).
    static func make(_ delivery: HandlerDelivery, in context: JSContext) -> JSValue {
        var object = JSONObject()
        object.append("type", delivery.type.map(JSONValue.string) ?? .null)
        object.append("action", delivery.actionPayload ?? .null)
        object.append("payload", delivery.notification.raw)
        object.append("notification", .object(notification(delivery)))
        object.append("category", delivery.category.map(JSONValue.string) ?? .null)
        object.append("actionIdentifier", .string(delivery.actionIdentifier))
        object.append("actionTitle", delivery.action.map { JSONValue.string($0.title) } ?? .null)
        object.append("foreground", .bool(delivery.action?.foreground ?? (delivery.actionIdentifier == "default")))
        object.append("userText", delivery.userText.map(JSONValue.string) ?? .null)
        object.append("replayed", .bool(delivery.replayed))
        object.append("appState", .string(delivery.appState.rawValue))
        return JSValue(json: .object(object), in: context)
    }
}
