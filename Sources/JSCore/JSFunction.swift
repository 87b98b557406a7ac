import CJavaScriptCore

/// A Swift closure callable from JavaScript: it gets `this` and the
/// arguments and returns a value (nil → `undefined`). A thrown
/// `JSException` rethrows its JS value; a `JSThrownError` becomes an Error of
/// that name; any other Swift error becomes an `Error` with its description.
package typealias JSNativeFunction = (_ this: JSValue, _ arguments: [JSValue]) throws -> JSValue?

/// What a function object's private slot holds: the closure and its context.
///
/// The closure often holds `JSValue`s, which keep the context alive, while the
/// engine keeps the box alive until it collects the function: a cycle no
/// collector sees. So every live box is on its context's list, and closing the
/// context drops every closure (`JSContext.close()`), which breaks the cycle.
/// The list is intrusive (two unretained references in the box, no allocation, no
/// reference counting) and is only touched on the context's thread: boxes are
/// linked when made and unlinked by the engine's finalizer, which runs while the
/// engine's lock is held. The engine keeps every listed box alive, so the list's
/// references are never dangling; `context` is read only while the box is listed
/// or its body is set, which `close()` ends before the context can be freed.
final class NativeFunctionBox {
    unowned(unsafe) let context: JSContext
    /// Nil once the context is closed: a call then throws instead of running.
    var body: JSNativeFunction?
    /// The neighbours on the context's list of live boxes (see `JSContext.functions`).
    unowned(unsafe) var previous: NativeFunctionBox?
    unowned(unsafe) var next: NativeFunctionBox?
    /// On its context's list (false once the context is closed).
    var isLinked = false

    init(context: JSContext, body: @escaping JSNativeFunction) {
        self.context = context
        self.body = body
    }
}

private func releasePrivate(_ object: JSObjectRef?) {
    guard let object, let pointer = JSObjectGetPrivate(object) else { return }
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
}

/// The native function's finalizer: takes the box off its context's list, then drops
/// the engine's reference to it.
private func releaseFunction(_ object: JSObjectRef?) {
    guard let object, let pointer = JSObjectGetPrivate(object) else { return }
    let box = Unmanaged<NativeFunctionBox>.fromOpaque(pointer)
    box.takeUnretainedValue().unlink()
    box.release()
}

/// The one JSClass behind every Swift-backed function.
nonisolated(unsafe) private let nativeFunctionClass: JSClassRef = {
    var definition = kJSClassDefinitionEmpty
    definition.className = ("SwiftFunction" as StaticString).withUTF8Buffer { UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self) }
    definition.finalize = { releaseFunction($0) }
    definition.callAsFunction = { ctx, function, thisObject, argumentCount, arguments, exception in
        guard let ctx, let function, let pointer = JSObjectGetPrivate(function) else { return nil }
        let box = Unmanaged<NativeFunctionBox>.fromOpaque(pointer).takeUnretainedValue()
        guard let body = box.body else {
            // The context was closed; its functions no longer reach Swift.
            withJSString("the JavaScript context was closed") { message in
                var text: [JSValueRef?] = [JSValueMakeString(ctx, message)]
                exception?.pointee = JSObjectMakeError(ctx, 1, &text, nil)
            }
            return nil
        }
        let context = box.context
        let this = JSValue(thisObject, in: context)
        var values: [JSValue] = []
        values.reserveCapacity(argumentCount)
        for index in 0..<argumentCount { values.append(JSValue(arguments![index], in: context)) }
        do {
            let result = try body(this, values)
            // The entry was terminated while the body ran (a getter or Proxy trap it read):
            // the script around the call unwinds instead of going on.
            if context.virtualMachine.isStopping {
                exception?.pointee = JSValue.error(message: JSException.terminationMessage, in: context).ref
                return nil
            }
            return (result ?? JSValue.undefined(in: context)).ref
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
    package convenience init(function name: String, in context: JSContext, _ body: @escaping JSNativeFunction) {
        let box = NativeFunctionBox(context: context, body: body)
        context.link(box)
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
    package convenience init(function name: String, in context: JSContext, _ body: @escaping (_ arguments: [JSValue]) throws -> JSValue?) {
        self.init(function: name, in: context) { (_: JSValue, arguments: [JSValue]) in try body(arguments) }
    }

    /// An object that carries a Swift object; read it back with `hostObject(as:)`.
    package convenience init(hostObject: AnyObject, in context: JSContext) {
        self.init(JSObjectMake(context.ref, hostObjectClass, Unmanaged.passRetained(hostObject).toOpaque()), in: context)
    }

    /// A host object (as `init(hostObject:in:)`) as an unprotected ref, for
    /// handing straight to the engine on a hot path.
    package static func makeHostObjectRef(_ hostObject: AnyObject, in context: JSContext) -> JSObjectRef {
        JSObjectMake(context.ref, hostObjectClass, Unmanaged.passRetained(hostObject).toOpaque())
    }

    /// The Swift object behind an object made with `init(hostObject:in:)`.
    package func hostObject<T: AnyObject>(as type: T.Type) -> T? {
        guard isObject, JSValueIsObjectOfClass(ctx, ref, hostObjectClass), let pointer = JSObjectGetPrivate(objectRef) else { return nil }
        // The host object class's private data is the Swift object itself (no box).
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? T
    }

    /// Sets `self[name]` to a Swift function (hidden from enumeration, like built-ins).
    package func defineFunction(_ name: String, _ body: @escaping (_ arguments: [JSValue]) throws -> JSValue?) {
        defineHidden(name, JSValue(function: name, in: context, body))
    }
}

extension NativeFunctionBox {
    /// Takes the box off its context's list (a no-op once the context has let go of it).
    func unlink() {
        guard isLinked else { return }
        if let previous {
            previous.next = next
        } else {
            context.functions = next
        }
        next?.previous = previous
        previous = nil
        next = nil
        isLinked = false
    }
}

extension JSContext {
    /// Puts a new box at the head of the list of live boxes; a closed context's
    /// new functions get no body (calling them throws).
    func link(_ box: NativeFunctionBox) {
        guard !isClosed else {
            box.body = nil
            return
        }
        box.next = functions
        functions?.previous = box
        functions = box
        box.isLinked = true
    }

    /// Drops the closure of every function this context made, and forgets them.
    /// The list is detached first, so a closure's release (which may free JS values
    /// and the Swift objects they were held by) never sees a half-cut list.
    func unlinkAllFunctions() {
        var box = functions
        functions = nil
        while let current = box {
            box = current.next
            current.previous = nil
            current.next = nil
            current.isLinked = false
            current.body = nil
        }
    }

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
