import CJavaScriptCore
import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// Moves data between the notifications core's `JSONValue` and JavaScript.
extension JSValue {
    /// A JS value equal to `json`, built directly through the C API.
    package convenience init(json: JSONValue, in context: JSContext) {
        self.init(JSONBridge.make(json, in: context.ref), in: context)
    }

    /// This value as JSON data, or nil for `undefined`, functions and other
    /// values JSON cannot express. Never throws: a value whose `toJSON`
    /// throws or that is cyclic gives its string form.
    package var jsonValue: JSONValue? {
        (try? checkedJSONValue()) ?? nil
    }

    /// `jsonValue`, but the watchdog's termination of a getter, `toJSON` or Proxy trap
    /// it ran is thrown (call it inside `Runtime.enter`, which makes that a timeout)
    /// instead of giving the string form.
    package func checkedJSONValue() throws(JSException) -> JSONValue? {
        // One type query (each query is an engine call that takes its lock).
        let type = JSValueGetType(context.ref, ref)
        if type != kJSTypeObject { return JSONBridge.primitive(ref, type: type, in: context.ref) }
        if JSObjectIsFunction(context.ref, ref) { return nil }
        let text: String?
        do { text = try jsonString() } catch {
            if error.isTermination || context.virtualMachine.isStopping { throw JSException.terminated }
            text = nil
        }
        guard let text else { return .string(stringValue) }
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

    /// Builds the JS form of `json` with keys made for this one value. The refs
    /// are unprotected: callers hand them straight to the engine or wrap them in a `JSValue`.
    static func make(_ json: JSONValue, in ctx: JSContextRef) -> JSValueRef {
        make(json, in: ctx, keys: JSKeyCache())
    }

    /// The JSON form of a value that is not an object, of JS type `type`: nil for
    /// `undefined` and symbols, a BigInt as its digits. Reading a primitive runs no script.
    static func primitive(_ ref: JSValueRef, type: JSType, in ctx: JSContextRef) -> JSONValue? {
        switch type {
        case kJSTypeUndefined, kJSTypeSymbol: return nil
        case kJSTypeNull: return .null
        case kJSTypeBoolean: return .bool(JSValueToBoolean(ctx, ref))
        case kJSTypeNumber: return .number(JSValueToNumber(ctx, ref, nil))
        default:
            guard let js = JSValueToStringCopy(ctx, ref, nil) else { return .string("") }
            defer { JSStringRelease(js) }
            return .string(String(jsString: js))
        }
    }

    /// `value` as a JS string (made from UTF-16: see `makeUTF16JSString`).
    static func string(_ value: String, in ctx: JSContextRef) -> JSValueRef {
        let js = makeUTF16JSString(value)
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
        let js = makeUTF16JSString(key)
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
    private struct Slot {
        var last: String?
        var ref: JSValueRef?
        var misses = 0
    }
    private let context: JSContext
    /// A fixed buffer, not arrays in `var`s: every access to a class's `var` is an
    /// exclusivity check at run time (~75 instructions), and a delivery reads its slots
    /// many times (docs/performance.md, "Per-event cost").
    private let slots: UnsafeMutablePointer<Slot>
    private let count: Int
    private static let giveUpAfter = 16

    init(context: JSContext, count: Int) {
        self.context = context
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: Slot(), count: count)
    }

    deinit {
        for index in 0 ..< count { if let ref = slots[index].ref { JSValueUnprotect(context.ref, ref) } }
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// The JS form of `text` (null when nil) for argument position `slot`.
    func value(_ text: String?, slot: Int) -> JSValueRef {
        precondition(slot >= 0 && slot < count, "JSStringSlots: slot \(slot) of \(count)")
        let ctx = context.ref
        guard let text else { return JSValueMakeNull(ctx) }
        let entry = slots + slot
        if let ref = entry.pointee.ref, entry.pointee.last == text {
            entry.pointee.misses = 0
            return ref
        }
        let made = JSONBridge.string(text, in: ctx)
        if entry.pointee.misses >= Self.giveUpAfter { return made }
        entry.pointee.misses += 1
        if let old = entry.pointee.ref { JSValueUnprotect(ctx, old) }
        JSValueProtect(ctx, made)
        entry.pointee.ref = made
        entry.pointee.last = text
        return made
    }
}

/// Builds the JS form of JSON values of a repeating key layout (the `action`
/// object of a delivery) in JavaScript: one compiled builder per layout,
/// `(v0, v1, …) => ({"type": v0, "value": {"subject": v1, …}})`, given the
/// leaves as arguments (a layout of more than `maxArgumentLeaves` leaves:
/// `(v) => …v[0]…`, given one array of them, made with one engine call). The
/// builder runs inside the delivery's single entry into JS, instead of one
/// engine call per object and per property. The objects are the same as `JSONBridge.make`'s:
/// plain objects and arrays, keys in order (a repeated key keeps its first
/// position and its last value), fresh for every call.
/// Layouts with a `__proto__` key (an object literal would set the prototype),
/// with more than `maxLeaves` leaves, or past the first `maxShapes` layouts
/// are not built this way (the caller falls back to `JSONBridge.make`).
final class JSONShapeBuilders {
    static let maxShapes = 16
    static let maxLeaves = 32
    /// Up to this many leaves are passed as arguments, not in an array (an array
    /// is an engine call and an allocation per delivery). JS/delivery.js's `deliver`
    /// names that many (`v0`…`v7`); debug builds check it when a device is made.
    static let maxArgumentLeaves = 8

    private enum Token: Equatable {
        case object(Int)
        case key(String)
        case array(Int)
        case leaf
    }

    private final class Shape {
        let tokens: [Token]
        let leafCount: Int
        /// Nil for a layout that is not built this way (remembered so it is not examined again).
        let builder: JSValue?
        /// The last JS string of each leaf position (see `JSStringSlots`).
        let strings: JSStringSlots
        init(tokens: [Token], leafCount: Int, builder: JSValue?, context: JSContext) {
            self.tokens = tokens
            self.leafCount = leafCount
            self.builder = builder
            strings = JSStringSlots(context: context, count: leafCount)
        }
    }

    private let context: JSContext
    private var shapes: [Shape] = []
    private var last = 0
    /// Set once `maxShapes` layouts exist; new layouts then take the fallback.
    private var full = false

    init(context: JSContext) { self.context = context }

    /// The builder for `value`'s layout, with its arguments written to
    /// `arguments` (room for `maxArgumentLeaves`) and their count; nil when
    /// `value` is not built this way. The refs are unprotected: the caller hands
    /// them straight to the engine from a stack buffer.
    func prepare(_ value: JSONValue, into arguments: UnsafeMutableBufferPointer<JSValueRef?>) -> (builder: JSValueRef, count: Int)? {
        switch value {
        case .object, .array: break
        default: return nil
        }
        // The usual case, the layout of the last one, checked while its leaves are gathered.
        if last < shapes.count {
            switch build(value, shapes[last], into: arguments) {
            case .built(let builder, let count): return (builder, count)
            case .notBuilt: return nil
            case .otherLayout: break
            }
        }
        let shape: Shape
        if let i = shapes.indices.first(where: { $0 != last && Self.matches(value, shapes[$0].tokens) }) {
            last = i
            shape = shapes[i]
        } else {
            guard !full else { return nil }
            let made = make(value)
            shapes.append(made)
            last = shapes.count - 1
            full = shapes.count >= Self.maxShapes
            shape = made
        }
        if case .built(let builder, let count) = build(value, shape, into: arguments) { return (builder, count) }
        return nil
    }

    private enum Attempt {
        /// The builder, and how many arguments were written for it.
        case built(JSValueRef, Int)
        /// The layout is the shape's, and it has no builder.
        case notBuilt
        case otherLayout
    }

    /// `value` built with `shape`'s builder, if it has `shape`'s layout: the
    /// layout is checked and the leaves gathered in one walk.
    private func build(_ value: JSONValue, _ shape: Shape, into arguments: UnsafeMutableBufferPointer<JSValueRef?>) -> Attempt {
        guard let builder = shape.builder else { return Self.matches(value, shape.tokens) ? .notBuilt : .otherLayout }
        let ctx = context.ref
        return shape.tokens.withUnsafeBufferPointer { tokens in
            var i = 0, n = 0
            if shape.leafCount <= Self.maxArgumentLeaves {
                let leaves = UnsafeMutableBufferPointer(rebasing: arguments[0 ..< shape.leafCount])
                guard gather(value, tokens, &i, into: leaves, &n, shape.strings, ctx), i == tokens.count else { return .otherLayout }
                return .built(builder.ref, n)
            }
            return withUnsafeTemporaryAllocation(of: JSValueRef?.self, capacity: shape.leafCount) { leaves in
                guard gather(value, tokens, &i, into: leaves, &n, shape.strings, ctx), i == tokens.count else { return .otherLayout }
                arguments[0] = JSObjectMakeArray(ctx, n, leaves.baseAddress, nil)
                return .built(builder.ref, 1)
            }
        }
    }

    /// Puts `value`'s leaves into `leaves` from `n` on while it checks their layout
    /// against `tokens` from `i` on; false at the first difference.
    private func gather(_ value: JSONValue, _ tokens: UnsafeBufferPointer<Token>, _ i: inout Int,
                        into leaves: UnsafeMutableBufferPointer<JSValueRef?>, _ n: inout Int,
                        _ strings: JSStringSlots, _ ctx: JSContextRef) -> Bool {
        guard i < tokens.count else { return false }
        switch value {
        case .object(let object):
            guard case .object(object.members.count) = tokens[i] else { return false }
            i += 1
            return object.members.withUnsafeBufferPointer { members in
                for m in members.indices {
                    guard i < tokens.count, case .key(let key) = tokens[i], key == members[m].key else { return false }
                    i += 1
                    guard gather(members[m].value, tokens, &i, into: leaves, &n, strings, ctx) else { return false }
                }
                return true
            }
        case .array(let elements):
            guard case .array(elements.count) = tokens[i] else { return false }
            i += 1
            return elements.withUnsafeBufferPointer { elements in
                for e in elements.indices {
                    guard gather(elements[e], tokens, &i, into: leaves, &n, strings, ctx) else { return false }
                }
                return true
            }
        default:
            guard case .leaf = tokens[i], n < leaves.count else { return false }
            i += 1
            switch value {
            case .bool(let b): leaves[n] = JSValueMakeBoolean(ctx, b)
            case .number(let d): leaves[n] = JSValueMakeNumber(ctx, d)
            case .string(let s): leaves[n] = strings.value(s, slot: n)
            default: leaves[n] = JSValueMakeNull(ctx)
            }
            n += 1
            return true
        }
    }

    private static func matches(_ value: JSONValue, _ tokens: [Token]) -> Bool {
        var i = 0
        return matches(value, tokens, &i) && i == tokens.count
    }

    private static func matches(_ value: JSONValue, _ tokens: [Token], _ i: inout Int) -> Bool {
        guard i < tokens.count else { return false }
        switch value {
        case .object(let object):
            guard tokens[i] == .object(object.members.count) else { return false }
            i += 1
            for member in object.members {
                guard i < tokens.count, case .key(let key) = tokens[i], key == member.key else { return false }
                i += 1
                guard matches(member.value, tokens, &i) else { return false }
            }
            return true
        case .array(let elements):
            guard tokens[i] == .array(elements.count) else { return false }
            i += 1
            for element in elements {
                guard matches(element, tokens, &i) else { return false }
            }
            return true
        default:
            guard tokens[i] == .leaf else { return false }
            i += 1
            return true
        }
    }

    private static func leafCount(_ value: JSONValue) -> Int {
        switch value {
        case .object(let object): return object.members.reduce(0) { $0 + leafCount($1.value) }
        case .array(let elements): return elements.reduce(0) { $0 + leafCount($1) }
        default: return 1
        }
    }

    private func make(_ value: JSONValue) -> Shape {
        var tokens: [Token] = []
        var leaves = 0
        var usable = true
        // Leaves are the builder's parameters `v0`, `v1`, …, or elements of its one parameter `v`.
        let asArguments = Self.leafCount(value) <= Self.maxArgumentLeaves
        func walk(_ value: JSONValue) -> String {
            switch value {
            case .object(let object):
                tokens.append(.object(object.members.count))
                var parts: [String] = []
                for member in object.members {
                    if member.key == "__proto__" { usable = false }
                    tokens.append(.key(member.key))
                    parts.append(JSONValue.string(member.key).jsonString + ":" + walk(member.value))
                }
                return "{" + parts.joined(separator: ",") + "}"
            case .array(let elements):
                tokens.append(.array(elements.count))
                return "[" + elements.map(walk).joined(separator: ",") + "]"
            default:
                tokens.append(.leaf)
                leaves += 1
                return asArguments ? "v\(leaves - 1)" : "v[\(leaves - 1)]"
            }
        }
        let body = walk(value)
        var builder: JSValue?
        if usable, leaves <= Self.maxLeaves {
            let parameters = asArguments ? (0 ..< leaves).map { "v\($0)" }.joined(separator: ", ") : "v"
            builder = try? context.evaluate("(function (\(parameters)) { 'use strict'; return \(body); })",
                                            sourceURL: "jshost:surfaces/action-builder")
        }
        return Shape(tokens: tokens, leafCount: builder == nil ? 0 : leaves, builder: builder, context: context)
    }
}
