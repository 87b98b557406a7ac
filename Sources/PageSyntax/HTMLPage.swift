import CHTMLParser
import CLibXML2

/// A `<script>` of a page, in document order.
public struct PageScript: Sendable, Equatable {
    /// The `src` attribute as written, or nil for an inline script.
    public var src: String?
    /// The `type` attribute, lowercased and trimmed ("" when absent).
    public var type: String
    public var isDefer: Bool
    public var isAsync: Bool
    /// The inline text (empty for `src` scripts).
    public var text: String
    /// The line of the `<script>` tag in the page (1-based).
    public var line: Int

    public init(src: String?, type: String, isDefer: Bool, isAsync: Bool, text: String, line: Int) {
        self.src = src
        self.type = type
        self.isDefer = isDefer
        self.isAsync = isAsync
        self.text = text
        self.line = line
    }

    /// `type="module"`.
    public var isModule: Bool { type == "module" }
    /// A script a browser runs: no type, a JavaScript MIME type, or `module`
    /// (`text/template`, `application/json`, … are data, never run).
    public var isJavaScript: Bool {
        switch type {
        case "", "module", "text/javascript", "application/javascript", "application/x-javascript",
             "text/ecmascript", "application/ecmascript", "text/jscript", "text/livescript",
             "text/javascript1.0", "text/javascript1.1", "text/javascript1.2", "text/javascript1.3",
             "text/javascript1.4", "text/javascript1.5", "text/x-javascript", "text/x-ecmascript":
            return true
        default:
            return false
        }
    }
    /// Runs after the document is parsed (`defer` on an external classic
    /// script, every module script; `async` ones too, see docs/pages.md).
    public var runsAfterParsing: Bool { isModule || (src != nil && (isDefer || isAsync)) }
}

/// Why a page could not be parsed.
public struct HTMLParseError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { message }
}

/// A page parsed by libxml2's HTML parser (errors recovered as browsers do):
/// its tree as compact JSON for the DOM, and its scripts in document order.
///
/// The tree's JSON: an element is `[tagName, {attributes} | null, line, ...children]`,
/// a text node a string, a comment `["#comment", text]`. The document is the array
/// of its top-level nodes (the `html` element, comments around it).
public struct HTMLPage: Sendable {
    public let treeJSON: String
    public let scripts: [PageScript]

    /// How deep elements may nest: 512, WebKit's `maximumHTMLParserDOMTreeDepth` (its
    /// parser flattens deeper elements; no real app page comes near). libxml2 stops at 256
    /// unless told otherwise, and then dropped the rest of the page, later `<script>`s
    /// included, without a word; it is told (`XML_PARSE_HUGE`), and a page deeper than
    /// this is an error naming the limit, which keeps the tree's walk (recursive) and the
    /// DOM's build well inside a small thread stack.
    public static let maximumDepth = 512

    static func tooDeep() -> HTMLParseError {
        HTMLParseError(message: "elements are nested more than \(maximumDepth) deep, jshost's limit (HTMLPage.maximumDepth): the page is not loaded")
    }

    public init(parsing bytes: [UInt8]) throws(HTMLParseError) {
        let source = bytes.isEmpty ? Array("<html><head></head><body></body></html>".utf8) : bytes
        let doc = try Self.read(source)
        defer { jshost_html_free(doc) }
        var writer = TreeWriter()
        writer.collectScripts = true
        writer.writeChildren(of: UnsafeMutableRawPointer(doc).assumingMemoryBound(to: xmlNode.self).pointee.children)
        if writer.tooDeep { throw Self.tooDeep() }
        treeJSON = writer.finish()
        scripts = writer.scripts
    }

    /// The nodes an `innerHTML = html` assignment makes, as a JSON array, parsed by
    /// the same parser inside a `<body>`.
    public static func fragmentJSON(_ html: String) throws(HTMLParseError) -> String {
        let wrapped = Array("<html><body>".utf8) + Array(html.utf8) + Array("</body></html>".utf8)
        let doc = try read(wrapped)
        defer { jshost_html_free(doc) }
        var writer = TreeWriter()
        var node = UnsafeMutableRawPointer(doc).assumingMemoryBound(to: xmlNode.self).pointee.children
        // html > body > the fragment's nodes (whatever libxml2 moved into head, too)
        while let current = node, !(current.pointee.type == XML_ELEMENT_NODE && name(current) == "html") { node = current.pointee.next }
        var parts: [UnsafeMutablePointer<xmlNode>] = []
        var child = node?.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE, name(current) == "head" || name(current) == "body" {
                var inner = current.pointee.children
                while let c = inner { parts.append(c); inner = c.pointee.next }
            } else {
                parts.append(current)
            }
            child = current.pointee.next
        }
        writer.out.append(UInt8(ascii: "["))
        var first = true
        for part in parts where writer.write(part, first: first) { first = false }
        writer.out.append(UInt8(ascii: "]"))
        if writer.tooDeep { throw tooDeep() }
        return String(decoding: writer.out, as: UTF8.self)
    }

    private static func read(_ bytes: [UInt8]) throws(HTMLParseError) -> htmlDocPtr {
        let doc = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { jshost_html_read($0, Int32(buffer.count)) }
        }
        guard let doc else {
            if let error = jshost_html_error() { throw HTMLParseError(message: String(cString: error)) }
            throw HTMLParseError(message: "libxml2 could not parse the page")
        }
        return doc
    }

    static func name(_ node: UnsafeMutablePointer<xmlNode>) -> String {
        node.pointee.name.map { String(cString: $0) } ?? ""
    }
}

/// Walks libxml2's tree and writes the compact JSON.
struct TreeWriter {
    var out: [UInt8] = []
    var collectScripts = false
    var scripts: [PageScript] = []
    /// How many elements enclose the node being written.
    var depth = 0
    /// Set when an element lies deeper than `HTMLPage.maximumDepth` (it is not written).
    var tooDeep = false

    mutating func writeChildren(of first: UnsafeMutablePointer<xmlNode>?) {
        out.append(UInt8(ascii: "["))
        var node = first, isFirst = true
        while let current = node {
            if write(current, first: isFirst) { isFirst = false }
            node = current.pointee.next
        }
        out.append(UInt8(ascii: "]"))
    }

    /// Writes one node (with a leading comma unless `first`); false when the node is skipped.
    @discardableResult
    mutating func write(_ node: UnsafeMutablePointer<xmlNode>, first: Bool) -> Bool {
        switch node.pointee.type {
        case XML_ELEMENT_NODE:
            if depth >= HTMLPage.maximumDepth { tooDeep = true; return false }
            if !first { out.append(UInt8(ascii: ",")) }
            let name = HTMLPage.name(node)
            out.append(UInt8(ascii: "["))
            string(name)
            out.append(UInt8(ascii: ","))
            var attributes: [(String, String)] = []
            var attribute = node.pointee.properties
            while let current = attribute {
                let key = current.pointee.name.map { String(cString: $0) } ?? ""
                attributes.append((key, text(of: current.pointee.children)))
                attribute = current.pointee.next
            }
            if attributes.isEmpty {
                out.append(contentsOf: "null".utf8)
            } else {
                out.append(UInt8(ascii: "{"))
                for (index, (key, value)) in attributes.enumerated() {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    string(key)
                    out.append(UInt8(ascii: ":"))
                    string(value)
                }
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: ","))
            let line = Int(node.pointee.line)
            out.append(contentsOf: String(line).utf8)
            if collectScripts && name == "script" {
                func attr(_ key: String) -> String? { attributes.first { $0.0 == key }?.1 }
                scripts.append(PageScript(src: attr("src"), type: (attr("type") ?? "").trimmed.lowercased(),
                                          isDefer: attr("defer") != nil, isAsync: attr("async") != nil,
                                          text: attr("src") == nil ? text(of: node.pointee.children) : "", line: line))
            }
            var child = node.pointee.children
            depth += 1
            while let current = child, !tooDeep {
                write(current, first: false)
                child = current.pointee.next
            }
            depth -= 1
            out.append(UInt8(ascii: "]"))
            return true
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            if !first { out.append(UInt8(ascii: ",")) }
            string(node.pointee.content.map { String(cString: $0) } ?? "")
            return true
        case XML_COMMENT_NODE:
            if !first { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: "[\"#comment\",".utf8)
            string(node.pointee.content.map { String(cString: $0) } ?? "")
            out.append(UInt8(ascii: "]"))
            return true
        default:
            return false
        }
    }

    /// The text of a run of text nodes (an attribute's value, a script's body).
    func text(of first: UnsafeMutablePointer<xmlNode>?) -> String {
        var result = "", node = first
        while let current = node {
            if let content = current.pointee.content { result += String(cString: content) }
            node = current.pointee.next
        }
        return result
    }

    mutating func string(_ value: String) {
        out.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): out.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 15)]])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    func finish() -> String { String(decoding: out, as: UTF8.self) }
}

extension String {
    var trimmed: String {
        var s = Substring(self)
        while let c = s.first, c.isWhitespace { s.removeFirst() }
        while let c = s.last, c.isWhitespace { s.removeLast() }
        return String(s)
    }
}
