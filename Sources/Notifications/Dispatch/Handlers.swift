import JSONSyntax

/// The handler seam: how Swift code, and later the JS surfaces, receive events from
/// the dispatcher.
///
/// A handler is called with a `HandlerDelivery` and a completion. It may call the
/// completion before returning (a plain function) or later (a JS promise settling);
/// until then the call counts in `Dispatcher.pendingHandlerCount`. The first call of
/// the completion wins; later calls are ignored. Completions must be called on the
/// dispatcher's thread. A handler that throws synchronously fails with reason
/// `exception`.
public typealias Handler = (HandlerDelivery, @escaping HandlerCompletion) throws -> Void
public typealias HandlerCompletion = (HandlerOutcome) -> Void

/// How a handler call ended.
public enum HandlerOutcome: Sendable, Equatable {
    /// The handler returned (or its promise resolved), with an optional JSON result.
    case success(JSONValue?)
    case failure(HandlerFailure)

    public static var success: HandlerOutcome { .success(nil) }
}

/// A failed handler call, recorded as an `error` effect.
public struct HandlerFailure: Error, Sendable, Equatable {
    /// `exception` (a throw), `rejection` (a rejected promise), `timeout`, or `http`
    /// (a server action).
    public var reason: ErrorReason
    public var message: String
    public var stack: String?
    public var file: String?
    public var line: Int?
    /// The failure's cause was already reported as its own `error` effect (a
    /// permission denial the handler did not catch): no second effect is recorded.
    public var alreadyReported: Bool

    public init(reason: ErrorReason, message: String, stack: String? = nil, file: String? = nil, line: Int? = nil,
                alreadyReported: Bool = false) {
        self.reason = reason
        self.message = message
        self.stack = stack
        self.file = file
        self.line = line
        self.alreadyReported = alreadyReported
    }
}

/// Identifies one registration; pass it to `Dispatcher.unregister(_:)`.
public struct HandlerToken: Sendable, Hashable {
    public let rawValue: Int
}

/// What a handler is being told about.
public enum DeliveryEvent: String, Sendable, Equatable {
    /// A push arrived (notification listeners).
    case notification
    /// The user responded: an action, a body tap (`default`) or `dismiss` (response listeners).
    case response
    /// An action of the handler's type (typed action handlers), live or replayed.
    case action
}

/// The value a handler receives. Immutable; a class so that handing one delivery to
/// several handlers (and keeping it in the missed-action queue) copies nothing.
public final class HandlerDelivery: Sendable {
    public let event: DeliveryEvent
    public let notification: PushNotification
    /// The category id the notification was shown with.
    public let category: String?
    /// `default`, `dismiss`, or the action id; empty for `notification` events.
    public let actionIdentifier: String
    /// The resolved action (for a body tap with an Acoustic `notification-action`, an
    /// action built from it with id `default`).
    public let action: Action?
    /// Text typed into a text-input action.
    public let userText: String?
    /// The custom type for typed handlers (`custom(type)` or the Acoustic
    /// `notification-action` type).
    public let type: String?
    /// True when the action was queued while no handler of its type was registered and
    /// is now being replayed to a newly registered handler.
    public let replayed: Bool
    /// The app's state when the event was dispatched (after any `openApp`).
    public let appState: AppState

    public init(event: DeliveryEvent, notification: PushNotification, category: String?, actionIdentifier: String,
                action: Action?, userText: String?, type: String?, replayed: Bool = false, appState: AppState) {
        self.event = event
        self.notification = notification
        self.category = category
        self.actionIdentifier = actionIdentifier
        self.action = action
        self.userText = userText
        self.type = type
        self.replayed = replayed
        self.appState = appState
    }

    /// The same delivery marked as replayed.
    public func asReplay() -> HandlerDelivery {
        HandlerDelivery(event: event, notification: notification, category: category, actionIdentifier: actionIdentifier,
                        action: action, userText: userText, type: type, replayed: true, appState: appState)
    }

    /// The action object handlers receive as `action` (Acoustic: the button or
    /// `notification-action` object as given; otherwise `{type, value}`).
    public var actionPayload: JSONValue? {
        guard let action else { return nil }
        if let d = action.definition { return d }
        var o = JSONObject()
        if let t = type ?? action.kind.customType { o.append("type", .string(t)) }
        if let v = action.value { o.append("value", v) }
        o.append("id", .string(action.id))
        return .object(o)
    }
}

/// Performs Salesforce `server(actionKey)` actions (`POST …/notifications/{nid}/actions/
/// {actionKey}`). Implemented over HTTP elsewhere; must call `completion` once, on the
/// dispatcher's thread, with the response's `message` or an error.
public protocol ServerActionPerformer: AnyObject {
    func performServerAction(notificationId: String, actionKey: String,
                             completion: @escaping (Result<String, Error>) -> Void)
}

/// An action that found no handler of its type (Acoustic's missed-action events
/// `CustomPushNotYetRegistered` / `CustomPushNotRegistered`).
public struct MissedAction: Sendable {
    public var type: String
    public var reason: MissedReason
    /// Whether it was queued for replay (false when the queue was full).
    public var queued: Bool
    public var delivery: HandlerDelivery
}
