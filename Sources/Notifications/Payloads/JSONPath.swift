import JSONSyntax

/// JSON paths for error messages (`$.aps.alert`, `$["category-actions"][1]`) and
/// typed accessors that throw `NotificationsError` naming the path and what was
/// expected. Paths are built only when an error is thrown.
public enum JSONPath {
    /// `base` extended by an object key: `.key` for plain keys, `["key"]` otherwise.
    public static func member(_ base: String, _ key: String) -> String {
        // The paths every APNs push builds, as literals (the same text as below).
        if base == "$" && key == "aps" { return "$.aps" }
        if base == "$.aps" && key == "alert" { return "$.aps.alert" }
        var plain = !key.isEmpty
        for b in key.utf8 {
            let ok = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x2D
            if !ok { plain = false; break }
        }
        if plain { return base + "." + key }
        let w = JSONWriter()
        w.string(key)
        return base + "[" + w.string + "]"
    }

    public static func element(_ base: String, _ index: Int) -> String { "\(base)[\(index)]" }
}

/// A view of a JSON object with its path and file, for decoding with precise errors.
public struct JSONFields {
    public let object: JSONObject
    public let path: String
    public let file: String?

    public init(_ object: JSONObject, path: String = "$", file: String? = nil) {
        self.object = object
        self.path = path
        self.file = file
    }

    /// Wraps `value`, which must be an object.
    public init(_ value: JSONValue, path: String = "$", file: String? = nil, expected: String = "an object") throws {
        guard case .object(let o) = value else {
            throw NotificationsError.wrongType(file: file, path: path, expected: expected, found: value.typeDescription)
        }
        self.init(o, path: path, file: file)
    }

    public subscript(key: String) -> JSONValue? { object[key] }

    public func has(_ key: String) -> Bool { object[key] != nil }

    public func pathOf(_ key: String) -> String { JSONPath.member(path, key) }

    func wrongType(_ key: String, _ expected: String, _ found: JSONValue) -> NotificationsError {
        .wrongType(file: file, path: pathOf(key), expected: expected, found: found.typeDescription)
    }

    /// An optional string (absent or null → nil).
    public func string(_ key: String) throws -> String? {
        guard let v = object[key] else { return nil }
        switch v {
        case .string(let s): return s
        case .null: return nil
        default: throw wrongType(key, "a string", v)
        }
    }

    public func requiredString(_ key: String, _ expected: String = "a string") throws -> String {
        guard let v = object[key] else { throw NotificationsError.missingKey(file: file, path: pathOf(key), expected: expected) }
        if case .string(let s) = v { return s }
        throw wrongType(key, expected, v)
    }

    /// A string, or a number printed as text (FCM data values and ids are often either).
    public func stringOrNumber(_ key: String) throws -> String? {
        guard let v = object[key] else { return nil }
        switch v {
        case .string(let s): return s
        case .number: return v.jsonString
        case .null: return nil
        default: throw wrongType(key, "a string or a number", v)
        }
    }

    public func bool(_ key: String) throws -> Bool? {
        guard let v = object[key] else { return nil }
        switch v {
        case .bool(let b): return b
        case .null: return nil
        default: throw wrongType(key, "true or false", v)
        }
    }

    public func number(_ key: String) throws -> Double? {
        guard let v = object[key] else { return nil }
        switch v {
        case .number(let d): return d
        case .null: return nil
        default: throw wrongType(key, "a number", v)
        }
    }

    public func fields(_ key: String, _ expected: String = "an object") throws -> JSONFields? {
        guard let v = object[key] else { return nil }
        switch v {
        case .object(let o): return JSONFields(o, path: pathOf(key), file: file)
        case .null: return nil
        default: throw wrongType(key, expected, v)
        }
    }

    public func requiredFields(_ key: String, _ expected: String = "an object") throws -> JSONFields {
        guard let f = try fields(key, expected) else {
            throw NotificationsError.missingKey(file: file, path: pathOf(key), expected: expected)
        }
        return f
    }

    public func array(_ key: String, _ expected: String = "an array") throws -> [JSONValue]? {
        guard let v = object[key] else { return nil }
        switch v {
        case .array(let a): return a
        case .null: return nil
        default: throw wrongType(key, expected, v)
        }
    }

    public func requiredArray(_ key: String, _ expected: String = "an array") throws -> [JSONValue] {
        guard let a = try array(key, expected) else {
            throw NotificationsError.missingKey(file: file, path: pathOf(key), expected: expected)
        }
        return a
    }

    /// An optional array of strings.
    public func strings(_ key: String) throws -> [String]? {
        guard let items = try array(key, "an array of strings") else { return nil }
        var out: [String] = []
        out.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            guard case .string(let s) = item else {
                throw NotificationsError.wrongType(file: file, path: JSONPath.element(pathOf(key), i), expected: "a string", found: item.typeDescription)
            }
            out.append(s)
        }
        return out
    }

    /// The elements of array `key` as objects, each with its path.
    public func objects(_ items: [JSONValue], key: String, expected: String = "an object") throws -> [JSONFields] {
        var out: [JSONFields] = []
        out.reserveCapacity(items.count)
        let base = pathOf(key)
        for (i, item) in items.enumerated() {
            out.append(try JSONFields(item, path: JSONPath.element(base, i), file: file, expected: expected))
        }
        return out
    }
}
