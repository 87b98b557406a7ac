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
        if isUndefined || isFunction || isSymbol { return nil }
        if isString { return .string(stringValue) }
        if isNumber { return .number(doubleValue) }
        if isBoolean { return .bool(boolValue) }
        if isNull { return .null }
        guard let text = (try? jsonString()) ?? nil else { return .string(stringValue) }
        return (try? JSONParser.parse(text)) ?? .string(stringValue)
    }
}

enum JSONBridge {
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
