import CJavaScriptCore
import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// The neutral object every surface's JavaScript receives for a tap:
/// `{type, action, payload, notification, category, actionIdentifier,
/// actionTitle, foreground, userText, replayed, appState}`
/// (docs/surfaces.md). `payload` and `notification` are built on first
/// read: most handlers only look at `action`, and the whole payload is the
/// costliest part of a delivery.
final class DeliveryFactory {
    private let context: JSContext
    private let make: JSValue
    /// Builders of action objects by key layout.
    private let shapes: JSONShapeBuilders

    /// Engine strings for the keys of action objects.
    private let keys = JSKeyCache()
    /// The last JS string of each string argument of `deliver` (type, action
    /// identifier, category, action title, user text, app state).
    private let slots: JSStringSlots

    /// What a delivery object keeps alive beyond its payload's bytes, roughly:
    /// its host object, the notification's storage and its parsed parts.
    static let keptBytesBase = 512
    /// Kept bytes are told to the collector in batches of about this many: it
    /// paces itself the same, without an engine call per delivery.
    static let reportBatchBytes = 64 * 1024
    @exclusivity(unchecked) private var unreportedBytes = 0
    /// The chunk new delivery objects go into, and its host object (protected
    /// while new ones go into it; its delivery objects keep it alive after).
    @exclusivity(unchecked) private var chunk: DeliveryChunk?
    @exclusivity(unchecked) private var chunkObject: JSObjectRef?

    init(device: Device) throws {
        context = device.context
        slots = JSStringSlots(context: device.context, count: 6)
        shapes = JSONShapeBuilders(context: device.context)
        let natives = JSValue.object(in: context)
        // The natives hold the context, not the device: the engine keeps them, and
        // a device held from its own JavaScript heap could never be freed.
        let context = context
        natives.defineFunction("payload") { arguments in
            guard let entry = DeliveryChunk.entry(arguments) else { return nil }
            return JSValue(json: entry.notification.raw, in: context)
        }
        natives.defineFunction("notification") { arguments in
            guard let entry = DeliveryChunk.entry(arguments) else { return nil }
            return JSValue(json: .object(DeliveryObject.notification(entry.notification, category: entry.category)),
                           in: context)
        }
        make = try device.runtime.context.evaluate(EmbeddedJS.delivery, sourceURL: "jshost:surfaces/delivery").call([natives])
        // delivery.js spells out `deliver`'s parameters: 12, then one per argument leaf.
        assert(make.length == 12 + JSONShapeBuilders.maxArgumentLeaves, "JS/delivery.js: deliver's parameters do not match maxArgumentLeaves")
    }

    deinit {
        if let chunkObject { JSValueUnprotect(context.ref, chunkObject) }
    }

    /// Where the delivery's lazy parts go: the current chunk and the entry's index
    /// there, a new chunk when it is full.
    private func place(_ delivery: HandlerDelivery, _ ctx: JSContextRef) -> (JSObjectRef, Int) {
        if let chunk, let chunkObject, chunk.entries.count < DeliveryChunk.size {
            return (chunkObject, chunk.append(delivery))
        }
        if let chunkObject { JSValueUnprotect(ctx, chunkObject) }
        let fresh = DeliveryChunk()
        let object = JSValue.makeHostObjectRef(fresh, in: context)
        JSValueProtect(ctx, object)
        chunk = fresh
        chunkObject = object
        return (object, fresh.append(delivery))
    }

    /// Calls `function(deliveryObject)` in a single entry into JS: making the
    /// object and calling the handler together halves the engine entries
    /// (each of which reads the thread's CPU clock for the watchdog).
    /// The argument refs are not protected: they live on this stack frame for
    /// the duration of the call, where the engine's conservative scan sees them.
    /// A result that is not an object is read at once, under the same hold of
    /// the lock, and no `JSValue` is made for it (each is an allocation, and a
    /// lock to protect and unprotect it).
    func call(_ function: JSValue, with delivery: HandlerDelivery) throws(JSException) -> HandlerReturn {
        // One hold of the engine's lock for the dozen API calls of a delivery.
        // The microtasks the handler queued run before a thrown value is read (its
        // getters are script): the release of this hold drains them, or, inside the
        // runtime's turn (which holds the lock longer), the drain here.
        let (result, thrown) = context.withLock { callLocked(function, with: delivery) }
        if let thrown {
            _ = try? context.drainMicrotasksInEntry()
            throw JSException(value: thrown)
        }
        return result
    }

    /// The call's result, or what it threw (protected by its `JSValue`).
    private func callLocked(_ function: JSValue, with delivery: HandlerDelivery) -> (result: HandlerReturn, thrown: JSValue?) {
        let ctx = context.ref
        defer { keys.drainOverflow() }
        // What `payload` and `notification` are read from, lazily: kept alive by
        // the JS object until it is collected. Only these two, not the delivery:
        // the delivery and its action are then freed as soon as the call is done,
        // while still in cache, not in bulk when the collector sweeps.
        let (box, slot) = place(delivery, ctx)
        // The box keeps the notification (payload text, parsed parts) alive
        // until it is collected: counted, the collector frees them
        // while they are still recent instead of letting them pile up.
        unreportedBytes += Self.keptBytesBase + delivery.notification.byteCount
        if unreportedBytes >= Self.reportBatchBytes {
            JSReportExtraMemoryCost(ctx, unreportedBytes)
            unreportedBytes = 0
        }
        let action = delivery.action
        let payload = delivery.actionPayload
        return withUnsafeTemporaryAllocation(of: JSValueRef?.self, capacity: 12 + JSONShapeBuilders.maxArgumentLeaves) { arguments in
            var count = 12
            arguments[0] = function.ref
            arguments[1] = box
            arguments[11] = JSValueMakeNumber(ctx, Double(slot))
            arguments[2] = slots.value(delivery.type, slot: 0)
            if let payload, let (builder, leaves) = shapes.prepare(payload, into: UnsafeMutableBufferPointer(rebasing: arguments[12...])) {
                // The action object is built in JS from its leaves (arguments 12 on).
                count = 12 + leaves
                arguments[3] = builder
            } else {
                arguments[3] = payload.map { JSONBridge.make($0, in: ctx, keys: keys) } ?? JSValueMakeNull(ctx)
            }
            arguments[4] = slots.value(delivery.actionIdentifier, slot: 1)
            arguments[5] = slots.value(delivery.category, slot: 2)
            arguments[6] = slots.value(action?.title, slot: 3)
            arguments[7] = JSValueMakeBoolean(ctx, action?.foreground ?? (delivery.actionIdentifier == "default"))
            arguments[8] = slots.value(delivery.userText, slot: 4)
            arguments[9] = JSValueMakeBoolean(ctx, delivery.replayed)
            arguments[10] = slots.value(delivery.appState.rawValue, slot: 5)
            var exception: JSValueRef?
            let result = JSObjectCallAsFunction(ctx, make.objectRef, nil, count, arguments.baseAddress, &exception)
            if let exception { return (.primitive(nil), JSValue(exception, in: context)) }
            if let result {
                let type = JSValueGetType(ctx, result)
                if type != kJSTypeObject { return (.primitive(JSONBridge.primitive(result, type: type, in: ctx)), nil) }
            }
            return (.value(JSValue(result, in: context)), nil)
        }
    }
}

/// What a handler's call returned: a primitive, already read, or a value to
/// look at further (an object, perhaps a promise).
enum HandlerReturn {
    case primitive(JSONValue?)
    case value(JSValue)
}

/// What the lazy `payload` and `notification` of up to `size` delivery objects
/// are made from (each notification, and the category id it was shown with),
/// behind one host object: a host object with a finalizer per delivery was an
/// engine object, an allocation and a finalizer call per tap, the finalizer's
/// release a cache miss. A chunk lives while any of its delivery objects does,
/// so a kept delivery object keeps at most `size − 1` other notifications alive.
private final class DeliveryChunk {
    static let size = 64

    struct Entry {
        let notification: PushNotification
        /// The category id the notification was shown with.
        let category: String?
    }

    private(set) var entries: [Entry] = []

    init() { entries.reserveCapacity(Self.size) }

    /// Adds the delivery's parts; returns their index.
    func append(_ delivery: HandlerDelivery) -> Int {
        entries.append(Entry(notification: delivery.notification, category: delivery.category))
        return entries.count - 1
    }

    /// The entry a delivery object's getter names (`native.payload(box, slot)`).
    static func entry(_ arguments: [JSValue]) -> Entry? {
        guard arguments.count >= 2, let chunk = arguments[0].hostObject(as: DeliveryChunk.self),
              let number = arguments[1].number, let i = Int(exactly: number), chunk.entries.indices.contains(i) else { return nil }
        return chunk.entries[i]
    }
}

enum DeliveryObject {
    /// `{id, title, body, category, data, payload}`: a notification as scripts see it.
    static func notification(_ delivery: HandlerDelivery) -> JSONObject {
        notification(delivery.notification, category: delivery.category)
    }

    /// `{id, title, body, category, data, payload}` of `n`, shown with `category`.
    static func notification(_ n: PushNotification, category: String?) -> JSONObject {
        var notification = JSONObject()
        notification.append("id", .string(n.id))
        notification.append("title", n.title.map(JSONValue.string) ?? .null)
        notification.append("body", n.body.map(JSONValue.string) ?? .null)
        notification.append("category", category.map(JSONValue.string) ?? .null)
        notification.append("data", .object(n.data))
        notification.append("payload", n.raw)
        return notification
    }
}
