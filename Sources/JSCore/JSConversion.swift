import CJavaScriptCore
import Foundation

/// Swift values that have a natural JavaScript form.
package protocol JSValueConvertible {
    func jsValue(in context: JSContext) -> JSValue
}

extension JSValue: JSValueConvertible {
    package func jsValue(in context: JSContext) -> JSValue { self }
}
extension String: JSValueConvertible {
    package func jsValue(in context: JSContext) -> JSValue { JSValue(string: self, in: context) }
}
extension Substring: JSValueConvertible {
    package func jsValue(in context: JSContext) -> JSValue { JSValue(string: String(self), in: context) }
}
extension Bool: JSValueConvertible {
    package func jsValue(in context: JSContext) -> JSValue { JSValue(bool: self, in: context) }
}
extension Double: JSValueConvertible {
    package func jsValue(in context: JSContext) -> JSValue { JSValue(double: self, in: context) }
}
extension Int: JSValueConvertible {
    package func jsValue(in context: JSContext) -> JSValue { JSValue(double: Double(self), in: context) }
}
extension Optional: JSValueConvertible where Wrapped: JSValueConvertible {
    package func jsValue(in context: JSContext) -> JSValue { self?.jsValue(in: context) ?? .null(in: context) }
}
extension Array: JSValueConvertible where Element: JSValueConvertible {
    package func jsValue(in context: JSContext) -> JSValue {
        (try? JSValue.array(map { $0.jsValue(in: context) }, in: context)) ?? .undefined(in: context)
    }
}
extension Dictionary: JSValueConvertible where Key == String, Value: JSValueConvertible {
    package func jsValue(in context: JSContext) -> JSValue {
        let object = JSValue.object(in: context)
        for (key, value) in self { object[key] = value.jsValue(in: context) }
        return object
    }
}

extension JSValue {
    /// Converts a JS value into plain Swift values: `nil` for null/undefined,
    /// `Bool`, `Double`, `String`, `[Any?]` for arrays and `[String: Any?]` for
    /// other objects (own enumerable properties). Functions and symbols give
    /// their string form. Cycles are cut at `maxDepth`.
    package func toSwift(maxDepth: Int = 64) -> Any? {
        switch type {
        case kJSTypeUndefined, kJSTypeNull: return nil
        case kJSTypeBoolean: return boolValue
        case kJSTypeNumber: return doubleValue
        case kJSTypeString: return stringValue
        case kJSTypeObject:
            if isFunction || maxDepth == 0 { return stringValue }
            if isArray { return (0..<length).map { self[$0].toSwift(maxDepth: maxDepth - 1) } }
            var dictionary: [String: Any?] = [:]
            for name in propertyNames { dictionary[name] = self[name].toSwift(maxDepth: maxDepth - 1) }
            return dictionary
        default: return stringValue
        }
    }
}
