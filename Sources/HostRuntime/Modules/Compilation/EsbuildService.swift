import Foundation

/// One esbuild process for many files: `esbuild --service=VERSION`, the long-lived mode its
/// own JavaScript API drives, spoken to over stdin/stdout in esbuild's packet protocol
/// (evanw/esbuild lib/shared/stdio_protocol.ts and common.ts at v0.17.0: a 32-bit
/// little-endian length, a 32-bit id whose low bit marks a response, then one value —
/// null, bool, int32, string, bytes, array or map, each tagged with a byte). A `transform`
/// request takes the same flags as the command line and answers `{code, errors, …}`, so a
/// file compiled here is byte for byte what `esbuild` on stdin gives (docs/performance.md,
/// "Cold start of a large app"). Started on the first file the cache does not hold; it ends
/// when jshost does (its stdin closes). Not thread-safe: Transpiler serializes the calls.
final class EsbuildService {
    /// esbuild's answer to one `transform` request.
    struct Result {
        var code: String
        /// The first error: its text and, when esbuild gives one, 1-based line and column.
        var error: (message: String, line: Int?, column: Int?)?
    }

    enum Failure: Error { case broken(String) }

    private let process: Process
    private let input: FileHandle
    private let output: FileHandle
    private var nextID: UInt32 = 0

    /// Starts the service; fails when the binary is not `version` or does not answer as one.
    init(esbuild: String, version: String) throws(Failure) {
        process = Process()
        process.executableURL = URL(fileURLWithPath: esbuild)
        process.arguments = ["--service=\(version)"]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        // Errors come back in the answers; what the service also logs is not wanted.
        process.standardError = FileHandle.nullDevice
        input = stdin.fileHandleForWriting
        output = stdout.fileHandleForReading
        do { try process.run() } catch { throw .broken("cannot run \(esbuild): \(error.localizedDescription)") }
        signal(SIGPIPE, SIG_IGN)
        // The first packet is the binary's version, unframed by an id.
        guard let first = try? readPacket(), String(decoding: first, as: UTF8.self) == version else {
            process.terminate()
            throw .broken("\(esbuild) --service did not answer as esbuild \(version)")
        }
    }

    deinit {
        try? input.close()
        if process.isRunning { process.terminate() }
    }

    /// Compiles `source` with the command line's `flags` (`--loader=ts`, `--sourcefile=…`, …).
    func transform(_ source: String, flags: [String]) throws(Failure) -> Result {
        let id = nextID
        nextID &+= 1
        var body = Data()
        Self.append32(id << 1, to: &body)
        Self.encode(.map([("command", .string("transform")), ("flags", .array(flags.map { .string($0) })),
                          ("input", .bytes(Data(source.utf8))), ("inputFS", .bool(false))]), into: &body)
        var packet = Data()
        Self.append32(UInt32(body.count), to: &packet)
        packet.append(body)
        do { try input.write(contentsOf: packet) } catch { throw .broken("esbuild's service stopped: \(error)") }
        guard let answer = try readPacket(), answer.count >= 4 else { throw .broken("esbuild's service stopped") }
        var reader = Reader(data: answer)
        let answerID = try reader.read32()
        guard answerID == (id << 1) | 1, case .map(let members)? = try? reader.value() else {
            throw .broken("esbuild's service answered out of turn")
        }
        let fields = Dictionary(members, uniquingKeysWith: { first, _ in first })
        if case .array(let errors)? = fields["errors"], case .map(let first)? = errors.first {
            let error = Dictionary(first, uniquingKeysWith: { a, _ in a })
            var line: Int?, column: Int?
            if case .map(let location)? = error["location"] {
                let place = Dictionary(location, uniquingKeysWith: { a, _ in a })
                if case .int(let l)? = place["line"], case .int(let c)? = place["column"] { line = Int(l); column = Int(c) + 1 }
            }
            guard case .string(let text)? = error["text"] else { throw .broken("esbuild's service sent an error without text") }
            return Result(code: "", error: (text, line, column))
        }
        guard case .string(let code)? = fields["code"] else { throw .broken("esbuild's service sent no code") }
        return Result(code: code, error: nil)
    }

    // MARK: The protocol

    indirect enum Value {
        case null, bool(Bool), int(Int32), string(String), bytes(Data), array([Value]), map([(String, Value)])
    }

    private func readPacket() throws(Failure) -> Data? {
        guard let header = read(4) else { return nil }
        var reader = Reader(data: header)
        let length = Int(try reader.read32())
        return length == 0 ? Data() : read(length)
    }

    /// Exactly `count` bytes, or nil at the end of the stream.
    private func read(_ count: Int) -> Data? {
        var data = Data()
        while data.count < count {
            guard let chunk = try? output.read(upToCount: count - data.count), !chunk.isEmpty else { return nil }
            data.append(chunk)
        }
        return data
    }

    static func append32(_ value: UInt32, to data: inout Data) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }

    static func encode(_ value: Value, into data: inout Data) {
        func bytes(_ bytes: Data) {
            append32(UInt32(bytes.count), to: &data)
            data.append(bytes)
        }
        switch value {
        case .null: data.append(0)
        case .bool(let b): data.append(contentsOf: [1, b ? 1 : 0])
        case .int(let i): data.append(2); append32(UInt32(bitPattern: i), to: &data)
        case .string(let s): data.append(3); bytes(Data(s.utf8))
        case .bytes(let b): data.append(4); bytes(b)
        case .array(let items):
            data.append(5)
            append32(UInt32(items.count), to: &data)
            for item in items { encode(item, into: &data) }
        case .map(let members):
            data.append(6)
            append32(UInt32(members.count), to: &data)
            for (key, item) in members {
                bytes(Data(key.utf8))
                encode(item, into: &data)
            }
        }
    }

    struct Reader {
        let data: Data
        var offset = 0

        init(data: Data) { self.data = Data(data) }

        mutating func read32() throws(Failure) -> UInt32 {
            guard offset + 4 <= data.count else { throw .broken("esbuild's service sent a short packet") }
            var value: UInt32 = 0
            for i in 0..<4 { value |= UInt32(data[data.startIndex + offset + i]) << (8 * i) }
            offset += 4
            return value
        }

        mutating func bytes() throws(Failure) -> Data {
            let count = Int(try read32())
            guard offset + count <= data.count else { throw .broken("esbuild's service sent a short packet") }
            defer { offset += count }
            return data.subdata(in: (data.startIndex + offset)..<(data.startIndex + offset + count))
        }

        mutating func value() throws(Failure) -> Value {
            guard offset < data.count else { throw .broken("esbuild's service sent a short packet") }
            let tag = data[data.startIndex + offset]
            offset += 1
            switch tag {
            case 0: return .null
            case 1:
                guard offset < data.count else { throw .broken("esbuild's service sent a short packet") }
                defer { offset += 1 }
                return .bool(data[data.startIndex + offset] != 0)
            case 2: return .int(Int32(bitPattern: try read32()))
            case 3: return .string(String(decoding: try bytes(), as: UTF8.self))
            case 4: return .bytes(try bytes())
            case 5:
                let count = Int(try read32())
                var items: [Value] = []
                for _ in 0..<count { items.append(try value()) }
                return .array(items)
            case 6:
                let count = Int(try read32())
                var members: [(String, Value)] = []
                for _ in 0..<count {
                    let key = String(decoding: try bytes(), as: UTF8.self)
                    members.append((key, try value()))
                }
                return .map(members)
            default: throw .broken("esbuild's service sent an unknown value tag \(tag)")
            }
        }
    }
}
