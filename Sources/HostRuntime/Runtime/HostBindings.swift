import CJavaScriptCore
import Foundation
import JSCore

extension Runtime {
    /// The `host` object the prelude is given: the natives its JavaScript
    /// builds console, performance, Date, crypto and fetch on (docs/prelude.md).
    func makeHostBindings() -> JSValue {
        let host = JSValue.object(in: context)
        host.defineFunction("print") { [unowned self] arguments in
            let level = ConsoleLevel(rawValue: arguments.first?.stringValue ?? "log") ?? .log
            reporter?.console(level, arguments.count > 1 ? arguments[1].stringValue : "")
            return nil
        }
        host.defineFunction("now") { [unowned self] _ in JSValue(double: loop.clock.now, in: context) }
        host.defineFunction("dateNow") { [unowned self] _ in JSValue(double: loop.clock.epochNow.rounded(.down), in: context) }
        host.defineFunction("randomFill") { [unowned self] arguments in
            guard let array = arguments.first, array.isObject else { throw JSThrownError.typeError("randomFill expects a typed array") }
            var exception: JSValueRef?
            let count = JSObjectGetTypedArrayByteLength(context.ref, array.objectRef, &exception)
            guard exception == nil, let bytes = JSObjectGetTypedArrayBytesPtr(context.ref, array.objectRef, &exception) else {
                throw JSThrownError.typeError("randomFill expects a typed array")
            }
            let offset = JSObjectGetTypedArrayByteOffset(context.ref, array.objectRef, nil)
            var generator = SystemRandomNumberGenerator()
            let buffer = bytes.advanced(by: offset).assumingMemoryBound(to: UInt8.self)
            for index in 0..<count { buffer[index] = UInt8.random(in: .min ... .max, using: &generator) }
            return array
        }
        // A stack with frames in TypeScript/JSX files taken back to their source
        // (undefined when nothing changed, or before the module loader exists).
        host.defineFunction("mapStack") { [unowned self] arguments in
            guard let modules, let stack = arguments.first, stack.isString, let mapped = modules.remapStack(stack.stringValue) else { return nil }
            return JSValue(string: mapped, in: context)
        }
        installFetch(on: host)
        installProcessGlobal(on: host)
        return host
    }
}
