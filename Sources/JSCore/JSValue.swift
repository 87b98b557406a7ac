import CJavaScriptCore

/// A JavaScript value held from Swift. The value is protected from garbage
/// collection, and its context kept alive, for as long as this object lives.
package final class JSValue {
    package let ref: JSValueRef
    package let context: JSContext

    /// Wraps and protects `ref`. A nil ref (an API call that returned nothing) is `undefined`.
    package init(_ ref: JSValueRef?, in context: JSContext) {
        self.ref = ref ?? JSValueMakeUndefined(context.ref)
        self.context = context
        JSValueProtect(context.ref, self.ref)
    }

    deinit {
        JSValueUnprotect(context.ref, ref)
    }

    var ctx: JSContextRef { context.ref }

    // MARK: Making values

    package static func undefined(in context: JSContext) -> JSValue { JSValue(JSValueMakeUndefined(context.ref), in: context) }
    package static func null(in context: JSContext) -> JSValue { JSValue(JSValueMakeNull(context.ref), in: context) }
    package convenience init(bool: Bool, in context: JSContext) { self.init(JSValueMakeBoolean(context.ref, bool), in: context) }
    package convenience init(double: Double, in context: JSContext) { self.init(JSValueMakeNumber(context.ref, double), in: context) }
    package convenience init(string: String, in context: JSContext) {
        let js = makeJSString(string)
        defer { JSStringRelease(js) }
        self.init(JSValueMakeString(context.ref, js), in: context)
    }
    /// A new empty object.
    package static func object(in context: JSContext) -> JSValue { JSValue(JSObjectMake(context.ref, nil, nil), in: context) }
    /// A new array holding `elements`.
    package static func array(_ elements: [JSValue], in context: JSContext) throws(JSException) -> JSValue {
        var exception: JSValueRef?
        let refs: [JSValueRef?] = elements.map { $0.ref }
        let array = refs.withUnsafeBufferPointer { JSObjectMakeArray(context.ref, refs.count, $0.baseAddress, &exception) }
        if let exception { throw JSException(value: JSValue(exception, in: context)) }
        return JSValue(array, in: context)
    }
    /// Parses JSON text into a value; nil when the text is not JSON.
    package static func parseJSON(_ json: String, in context: JSContext) -> JSValue? {
        let js = makeJSString(json)
        defer { JSStringRelease(js) }
        guard let value = JSValueMakeFromJSONString(context.ref, js) else { return nil }
        return JSValue(value, in: context)
    }
    /// A JS `Error` (or subclass by `name`) with `message`.
    package static func error(name: String = "Error", message: String, in context: JSContext) -> JSValue {
        let messageValue = JSValue(string: message, in: context)
        var arguments: [JSValueRef?] = [messageValue.ref]
        var exception: JSValueRef?
        let error = JSObjectMakeError(context.ref, 1, &arguments, &exception)
        let value = JSValue(error, in: context)
        if name != "Error" {
            let constructor = context.globalObject[name]
            if constructor.isObject, let typed = try? constructor.construct([messageValue]) { return typed }
            value["name"] = JSValue(string: name, in: context)
        }
        return value
    }

    // MARK: Types

    package var type: JSType { JSValueGetType(ctx, ref) }
    package var isUndefined: Bool { JSValueIsUndefined(ctx, ref) }
    package var isNull: Bool { JSValueIsNull(ctx, ref) }
    package var isNullish: Bool { isUndefined || isNull }
    package var isBoolean: Bool { JSValueIsBoolean(ctx, ref) }
    package var isNumber: Bool { JSValueIsNumber(ctx, ref) }
    package var isString: Bool { JSValueIsString(ctx, ref) }
    package var isSymbol: Bool { JSValueIsSymbol(ctx, ref) }
    package var isObject: Bool { JSValueIsObject(ctx, ref) }
    package var isArray: Bool { JSValueIsArray(ctx, ref) }
    package var isDate: Bool { JSValueIsDate(ctx, ref) }
    package var isFunction: Bool { isObject && JSObjectIsFunction(ctx, objectRef) }
    /// True for objects with a callable `then` (promises and thenables).
    package var isThenable: Bool {
        guard isObject else { return false }
        return withJSString("then") { name in
            guard let then = JSObjectGetProperty(ctx, objectRef, name, nil) else { return false }
            return JSValueIsObject(ctx, then) && JSObjectIsFunction(ctx, then)
        }
    }

    /// The value as an object reference; only meaningful when `isObject`.
    package var objectRef: JSObjectRef { ref }

    // MARK: Reading values (never throw: conversion failures give a neutral value)

    package var boolValue: Bool { JSValueToBoolean(ctx, ref) }
    package var doubleValue: Double {
        if context.virtualMachine.isStopping, isObject { return .nan }
        return JSValueToNumber(ctx, ref, nil)
    }
    package var intValue: Int {
        let double = doubleValue
        return double.isFinite ? Int(clamping: Int64(exactly: double.rounded(.towardZero)) ?? 0) : 0
    }
    /// `String(value)`; symbols and throwing `toString`s give a description instead of an error.
    package var stringValue: String {
        if isSymbol { return "Symbol()" }
        if context.virtualMachine.isStopping, isObject { return "" }
        guard let js = JSValueToStringCopy(ctx, ref, nil) else { return "" }
        defer { JSStringRelease(js) }
        return String(jsString: js)
    }
    /// The string when this is a string, else nil.
    package var string: String? { isString ? stringValue : nil }
    package var number: Double? { isNumber ? doubleValue : nil }
    package var bool: Bool? { isBoolean ? boolValue : nil }

    /// `JSON.stringify(value)`; nil for values JSON cannot express.
    package func jsonString(indent: Int = 0) throws(JSException) -> String? {
        if context.virtualMachine.isStopping { throw JSException.terminated }
        var exception: JSValueRef?
        let js = JSValueCreateJSONString(ctx, ref, UInt32(indent), &exception)
        if let exception { throw JSException(value: JSValue(exception, in: context)) }
        guard let js else { return nil }
        defer { JSStringRelease(js) }
        return String(jsString: js)
    }

    // MARK: Properties

    package subscript(key: String) -> JSValue {
        get {
            guard isObject, !context.virtualMachine.isStopping else { return .undefined(in: context) }
            return withJSString(key) { name in JSValue(JSObjectGetProperty(ctx, objectRef, name, nil), in: context) }
        }
        set {
            guard isObject else { return }
            withJSString(key) { name in JSObjectSetProperty(ctx, objectRef, name, newValue.ref, JSPropertyAttributes(kJSPropertyAttributeNone), nil) }
        }
    }

    package subscript(index: Int) -> JSValue {
        get {
            guard isObject, !context.virtualMachine.isStopping else { return .undefined(in: context) }
            return JSValue(JSObjectGetPropertyAtIndex(ctx, objectRef, UInt32(index), nil), in: context)
        }
        set {
            guard isObject else { return }
            JSObjectSetPropertyAtIndex(ctx, objectRef, UInt32(index), newValue.ref, nil)
        }
    }

    /// Defines a property that does not show in `Object.keys` or `for…in`, as built-ins are.
    package func defineHidden(_ key: String, _ value: JSValue) {
        guard isObject else { return }
        withJSString(key) { name in JSObjectSetProperty(ctx, objectRef, name, value.ref, JSPropertyAttributes(kJSPropertyAttributeDontEnum), nil) }
    }

    package func hasProperty(_ key: String) -> Bool {
        guard isObject else { return false }
        return withJSString(key) { JSObjectHasProperty(ctx, objectRef, $0) }
    }

    /// `delete object[key]`; false when the property is not configurable.
    @discardableResult
    package func deleteProperty(_ key: String) -> Bool {
        guard isObject else { return false }
        return withJSString(key) { JSObjectDeleteProperty(ctx, objectRef, $0, nil) }
    }

    /// Own enumerable property names, in the engine's order.
    package var propertyNames: [String] {
        guard isObject else { return [] }
        let names = JSObjectCopyPropertyNames(ctx, objectRef)
        defer { JSPropertyNameArrayRelease(names) }
        return (0..<JSPropertyNameArrayGetCount(names)).map { String(jsString: JSPropertyNameArrayGetNameAtIndex(names, $0)) }
    }

    /// The `length` of an array-like.
    package var length: Int { self["length"].intValue }

    // MARK: Calling

    /// Calls this function with `this` (undefined when nil).
    @discardableResult
    package func call(_ arguments: [JSValue] = [], this: JSValue? = nil) throws(JSException) -> JSValue {
        guard isObject else { throw JSException(name: "TypeError", message: "\(stringValue) is not a function") }
        if context.virtualMachine.isStopping { throw JSException.terminated }
        var exception: JSValueRef?
        let refs: [JSValueRef?] = arguments.map { $0.ref }
        let result = refs.withUnsafeBufferPointer {
            JSObjectCallAsFunction(ctx, objectRef, this?.objectRef, refs.count, $0.baseAddress, &exception)
        }
        if let exception { throw JSException(value: JSValue(exception, in: context)) }
        return JSValue(result, in: context)
    }

    /// Calls the method `name` of this object.
    @discardableResult
    package func invoke(_ name: String, _ arguments: [JSValue] = []) throws(JSException) -> JSValue {
        try self[name].call(arguments, this: self)
    }

    /// `new this(...arguments)`.
    package func construct(_ arguments: [JSValue] = []) throws(JSException) -> JSValue {
        guard isObject else { throw JSException(name: "TypeError", message: "\(stringValue) is not a constructor") }
        if context.virtualMachine.isStopping { throw JSException.terminated }
        var exception: JSValueRef?
        let refs: [JSValueRef?] = arguments.map { $0.ref }
        let result = refs.withUnsafeBufferPointer {
            JSObjectCallAsConstructor(ctx, objectRef, refs.count, $0.baseAddress, &exception)
        }
        if let exception { throw JSException(value: JSValue(exception, in: context)) }
        return JSValue(result, in: context)
    }

    /// `this instanceof constructor`.
    package func isInstance(of constructor: JSValue) -> Bool {
        guard constructor.isObject else { return false }
        return JSValueIsInstanceOfConstructor(ctx, ref, constructor.objectRef, nil)
    }

    /// `===`.
    package func strictlyEquals(_ other: JSValue) -> Bool { JSValueIsStrictEqual(ctx, ref, other.ref) }
}

extension JSValue {
    /// Calls this function with raw argument refs and returns the raw result,
    /// skipping a wrapper (and its protect/unprotect) per argument. Safe
    /// because the engine scans the native stack, where the refs live for the
    /// duration of the call. For hot paths only.
    package func callRaw(_ arguments: [JSValueRef?], this: JSObjectRef? = nil) throws(JSException) -> JSValueRef? {
        var exception: JSValueRef?
        let result = arguments.withUnsafeBufferPointer {
            JSObjectCallAsFunction(ctx, objectRef, this, arguments.count, $0.baseAddress, &exception)
        }
        if let exception { throw JSException(value: JSValue(exception, in: context)) }
        return result
    }

    /// `callRaw` over a buffer of argument refs (no array to allocate).
    package func callRaw(_ arguments: UnsafeBufferPointer<JSValueRef?>, this: JSObjectRef? = nil) throws(JSException) -> JSValueRef? {
        var exception: JSValueRef?
        let result = JSObjectCallAsFunction(ctx, objectRef, this, arguments.count, arguments.baseAddress, &exception)
        if let exception { throw JSException(value: JSValue(exception, in: context)) }
        return result
    }
}
