import CJavaScriptCore
import HostRuntime
import JSCore
import Notifications

/// Moves data between the notifications core's `JSONValue` and JavaScript.
extension JSValue {
    /// A JS value equal to `json`, built directly through the C API.
    public convenience init(json: JSONValue, in context: JSContext) {
        self.init(JSONBridge.make(json, in: context.ref), in: context)
    }

    /// This value as JSON data, or nil for `undefined`, functions and other
    /// values JSON cannot express. Never throws: a value whose `toJSON`
    /// throws or that is cyclic gives its string form.
    public var jsonValue: JSONValue? {
        // One type query (each query is an engine call that takes its lock).
        switch JSValueGetType(context.ref, ref) {
        case kJSTypeUndefined, kJSTypeSymbol: return nil
        case kJSTypeNull: return .null
        case kJSTypeBoolean: return .bool(boolValue)
        case kJSTypeNumber: return .number(doubleValue)
        case kJSTypeString: return .string(stringValue)
        case kJSTypeObject: if JSObjectIsFunction(context.ref, ref) { return nil }
        default: break
        }
        guard let text = (try? jsonString()) ?? nil else { return .string(stringValue) }
        return (try? JSONParser.parse(text)) ?? .string(stringValue)
    }
}

enum JSONBridge {
    /// Builds the JS form of `json`, taking object keys from `keys`. The refs
    /// are unprotected: callers hand them straight to the engine.
    static func make(_ json: JSONValue, in ctx: JSContextRef, keys: JSKeyCache) -> JSValueRef {
        switch json {
        case .null: return JSValueMakeNull(ctx)
        case let .bool(value): return JSValueMakeBoolean(ctx, value)
        case let .number(value): return JSValueMakeNumber(ctx, value)
        case let .string(value): return string(value, in: ctx)
        case let .array(elements):
            return withUnsafeTemporaryAllocation(of: JSValueRef?.self, capacity: elements.count) { refs in
                for (i, element) in elements.enumerated() { refs[i] = make(element, in: ctx, keys: keys) }
                return JSObjectMakeArray(ctx, elements.count, refs.baseAddress, nil)
            }
        case let .object(object):
            let result = JSObjectMake(ctx, nil, nil)
            for member in object.members {
                JSObjectSetProperty(ctx, result, keys[member.key], make(member.value, in: ctx, keys: keys),
                                    JSPropertyAttributes(kJSPropertyAttributeNone), nil)
            }
            return result!
        }
    }

    /// Builds the JS form of `json`. The refs are unprotected: callers hand
    /// them straight to the engine or wrap them in a `JSValue`.
    static func make(_ json: JSONValue, in ctx: JSContextRef) -> JSValueRef {
        switch json {
        case .null: return JSValueMakeNull(ctx)
        case let .bool(value): return JSValueMakeBoolean(ctx, value)
        case let .number(value): return JSValueMakeNumber(ctx, value)
        case let .string(value): return string(value, in: ctx)
        case let .array(elements):
            let refs: [JSValueRef?] = elements.map { make($0, in: ctx) }
            return refs.withUnsafeBufferPointer { JSObjectMakeArray(ctx, refs.count, $0.baseAddress, nil) }
        case let .object(object):
            let result = JSObjectMake(ctx, nil, nil)
            for member in object.members {
                let key = member.key.withCString { JSStringCreateWithUTF8CString($0) }
                JSObjectSetProperty(ctx, result, key, make(member.value, in: ctx), JSPropertyAttributes(kJSPropertyAttributeNone), nil)
                JSStringRelease(key)
            }
            return result!
        }
    }

    static func string(_ value: String, in ctx: JSContextRef) -> JSValueRef {
        let js = value.withCString { JSStringCreateWithUTF8CString($0) }
        defer { JSStringRelease(js) }
        return JSValueMakeString(ctx, js)
    }
}

/// Engine strings for object keys, made once: payload keys repeat from one
/// delivery to the next, and making a `JSString` (UTF-8 → UTF-16, an
/// allocation) per key per delivery was a visible part of a dispatch.
/// Holds at most `limit` keys; later ones are made and released per use.
final class JSKeyCache {
    static let limit = 1024
    private var strings: [String: JSStringRef] = [:]
    private var overflow: [JSStringRef] = []

    init() {}

    deinit {
        for js in strings.values { JSStringRelease(js) }
        for js in overflow { JSStringRelease(js) }
    }

    /// The engine string for `key`; valid until the cache is released (or, past
    /// the limit, until `drainOverflow()`).
    subscript(key: String) -> JSStringRef {
        if let js = strings[key] { return js }
        let js = key.withCString { JSStringCreateWithUTF8CString($0) }!
        if strings.count < Self.limit { strings[key] = js } else { overflow.append(js) }
        return js
    }

    /// Releases the uncached strings made since the last call.
    func drainOverflow() {
        guard !overflow.isEmpty else { return }
        for js in overflow { JSStringRelease(js) }
        overflow.removeAll(keepingCapacity: true)
    }
}

/// Remembers the last JS string made for each argument position of a hot
/// call, so a value that repeats (a type, a category, the app state) is made
/// once. JS strings are immutable primitives: handing the same one again is
/// indistinguishable from making a new one. A position whose values keep
/// changing stops being cached.
final class JSStringSlots {
    private let context: JSContext
    private var last: [String?]
    private var refs: [JSValueRef?]
    private var misses: [Int]
    private static let giveUpAfter = 16

    init(context: JSContext, count: Int) {
        self.context = context
        last = Array(repeating: nil, count: count)
        refs = Array(repeating: nil, count: count)
        misses = Array(repeating: 0, count: count)
    }

    deinit {
        for ref in refs { if let ref { JSValueUnprotect(context.ref, ref) } }
    }

    /// The JS form of `text` (null when nil) for argument position `slot`.
    func value(_ text: String?, slot: Int) -> JSValueRef {
        let ctx = context.ref
        guard let text else { return JSValueMakeNull(ctx) }
        if let ref = refs[slot], last[slot] == text {
            misses[slot] = 0
            return ref
        }
        let made = JSONBridge.string(text, in: ctx)
        if misses[slot] >= Self.giveUpAfter { return made }
        misses[slot] += 1
        if let old = refs[slot] { JSValueUnprotect(ctx, old) }
        JSValueProtect(ctx, made)
        refs[slot] = made
        last[slot] = text
        return made
    }
}
