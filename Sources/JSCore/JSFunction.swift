import CJavaScriptCore

/// A Swift closure callable from JavaScript: it gets `this` and the
/// arguments and returns a value (nil → `undefined`). A thrown
/// `JSException` rethrows its JS value; a `JSThrownError` becomes an Error of
/// that name; any other Swift error becomes an `Error` with its description.
public typealias JSNativeFunction = (_ this: JSValue, _ arguments: [JSValue]) throws -> JSValue?

/// What a function object's private slot holds: the closure and its context.
final class NativeFunctionBox {
    unowned let context: JSContext
    let body: JSNativeFunction
    init(context: JSContext, body: @escaping JSNativeFunction) {
        self.context = context
        self.body = body
    }
}

private func releasePrivate(_ object: JSObjectRef?) {
    guard let object, let pointer = JSObjectGetPrivate(object) else { return }
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
}

/// The one JSClass behind every Swift-backed function.
nonisolated(unsafe) private let nativeFunctionClass: JSClassRef = {
    var definition = kJSClassDefinitionEmpty
    definition.className = ("SwiftFunction" as StaticString).withUTF8Buffer { UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self) }
    definition.finalize = { releasePrivate($0) }
    definition.callAsFunction = { ctx, function, thisObject, argumentCount, arguments, exception in
        guard let ctx, let function, let pointer = JSObjectGetPrivate(function) else { return nil }
        let box = Unmanaged<NativeFunctionBox>.fromOpaque(pointer).takeUnretainedValue()
        let context = box.context
        let this = JSValue(thisObject, in: context)
        var values: [JSValue] = []
        values.reserveCapacity(argumentCount)
        for index in 0..<argumentCount { values.append(JSValue(arguments![index], in: context)) }
        do {
            return (try box.body(this, values) ?? JSValue.undefined(in: context)).ref
        } catch let error as JSException {
            exception?.pointee = error.value?.ref ?? JSValue.error(message: error.message, in: context).ref
        } catch let error as JSThrownError {
            exception?.pointee = JSValue.error(name: error.name, message: error.message, in: context).ref
        } catch {
            exception?.pointee = JSValue.error(message: String(describing: error), in: context).ref
        }
        _ = ctx
        return nil
    }
    return JSClassCreate(&definition)
}()

nonisolated(unsafe) private let hostObjectClass: JSClassRef = {
    var definition = kJSClassDefinitionEmpty
    definition.className = ("SwiftObject" as StaticString).withUTF8Buffer { UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self) }
    definition.finalize = { releasePrivate($0) }
    return JSClassCreate(&definition)
}()

extension JSValue {
    /// A JS function named `name` that runs `body`.
    public convenience init(function name: String, in context: JSContext, _ body: @escaping JSNativeFunction) {
        let box = NativeFunctionBox(context: context, body: body)
        let object = JSObjectMake(context.ref, nativeFunctionClass, Unmanaged.passRetained(box as AnyObject).toOpaque())
        self.init(object, in: context)
        // Give the function a real name and Function.prototype, so it prints and
        // behaves like any other function. The name goes on first: once the
        // prototype is Function.prototype, its read-only `name` would refuse a
        // plain set (and defining it through JS would cost an entry into the VM).
        withJSString("name") { key in
            JSObjectSetProperty(context.ref, objectRef, key, JSValue(string: name, in: context).ref,
                                JSPropertyAttributes(kJSPropertyAttributeDontEnum | kJSPropertyAttributeReadOnly), nil)
        }
        if let prototype = context.functionPrototype { JSObjectSetPrototype(context.ref, objectRef, prototype) }
    }

    /// A JS function that ignores `this`.
    public convenience init(function name: String, in context: JSContext, _ body: @escaping (_ arguments: [JSValue]) throws -> JSValue?) {
        self.init(function: name, in: context) { (_: JSValue, arguments: [JSValue]) in try body(arguments) }
    }

    /// An object that carries a Swift object; read it back with `hostObject(as:)`.
    public convenience init(hostObject: AnyObject, in context: JSContext) {
        self.init(JSObjectMake(context.ref, hostObjectClass, Unmanaged.passRetained(hostObject).toOpaque()), in: context)
    }

    /// A host object (as `init(hostObject:in:)`) as an unprotected ref, for
    /// handing straight to the engine on a hot path.
    public static func makeHostObjectRef(_ hostObject: AnyObject, in context: JSContext) -> JSObjectRef {
        JSObjectMake(context.ref, hostObjectClass, Unmanaged.passRetained(hostObject).toOpaque())
    }

    /// The Swift object behind an object made with `init(hostObject:in:)`.
    public func hostObject<T: AnyObject>(as type: T.Type) -> T? {
        guard isObject, JSValueIsObjectOfClass(ctx, ref, hostObjectClass), let pointer = JSObjectGetPrivate(objectRef) else { return nil }
        // The host object class's private data is the Swift object itself (no box).
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? T
    }

    /// Sets `self[name]` to a Swift function (hidden from enumeration, like built-ins).
    public func defineFunction(_ name: String, _ body: @escaping (_ arguments: [JSValue]) throws -> JSValue?) {
        defineHidden(name, JSValue(function: name, in: context, body))
    }
}

extension JSContext {
    /// `Function.prototype`, looked up once per context.
    var functionPrototype: JSValueRef? {
        if let functionPrototypeRef { return functionPrototypeRef }
        let value = globalObject["Function"]["prototype"]
        guard value.isObject else { return nil }
        JSValueProtect(ref, value.ref)
        functionPrototypeRef = value.ref
        return value.ref
    }
}
