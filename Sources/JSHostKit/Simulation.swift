import Foundation
import HostRuntime
import Notifications
import Surfaces

/// Where an input (payload or event stream) comes from: a file, or `-` for stdin.
public struct InputSource: Sendable {
    public var path: String
    public init(_ path: String) { self.path = path }
    public var isStandardInput: Bool { path == "-" }
    /// The name errors use.
    public var displayName: String { isStandardInput ? "<stdin>" : path }

    /// Calls `body` with each line (without its newline) and its 1-based number,
    /// reading 1 MiB at a time, so an event stream of any length (a file or a
    /// pipe) is played in constant memory.
    package func forEachLine(_ body: (UnsafeRawBufferPointer, Int) -> Void) throws {
        let fd = isStandardInput ? 0 : open(path, O_RDONLY)
        guard fd >= 0 else { throw SimulationError.unreadableInput(path: path) }
        defer { if !isStandardInput { close(fd) } }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var filled = 0, lineNumber = 0
        while true {
            if filled == buffer.count { buffer.append(contentsOf: [UInt8](repeating: 0, count: buffer.count)) }
            let got = buffer.withUnsafeMutableBytes { HostPlatform.read(fd, into: $0.baseAddress! + filled, count: $0.count - filled) }
            if got < 0 {
                if errno == EINTR { continue }
                throw SimulationError.unreadableInput(path: path)
            }
            let atEnd = got == 0
            filled += got
            var start = 0
            buffer.withUnsafeBytes { bytes in
                let base = bytes.baseAddress!
                while start < filled {
                    guard let newline = memchr(base + start, 0x0A, filled - start) else {
                        if atEnd {
                            lineNumber += 1
                            body(UnsafeRawBufferPointer(rebasing: bytes[start..<filled]), lineNumber)
                            start = filled
                        }
                        break
                    }
                    let end = UnsafeRawPointer(newline) - base
                    lineNumber += 1
                    body(UnsafeRawBufferPointer(rebasing: bytes[start..<end]), lineNumber)
                    start = end + 1
                }
            }
            if atEnd { return }
            // Keep the unfinished line at the front for the next read.
            if start > 0 {
                buffer.withUnsafeMutableBytes { _ = memmove($0.baseAddress!, $0.baseAddress! + start, filled - start) }
                filled -= start
            }
        }
    }

    public func read() throws -> [UInt8] {
        if isStandardInput { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
        // Straight into the array (no `Data` to copy from): event files can be large.
        guard let file = fopen(path, "rb") else { throw SimulationError.unreadableInput(path: path) }
        defer { fclose(file) }
        // A regular file is read in one go into an array of its size (no zero-filling,
        // no regrowth); anything else, or a file that grew meanwhile, in chunks.
        var info = stat()
        if fstat(fileno(file), &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 {
            let size = Int(info.st_size)
            var got = 0
            var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
                got = fread(buffer.baseAddress!, 1, size, file)
                initialized = got
            }
            if got < size {
                if ferror(file) != 0 { throw SimulationError.unreadableInput(path: path) }
                return bytes
            }
            try readRest(file, into: &bytes)
            return bytes
        }
        var bytes: [UInt8] = []
        try readRest(file, into: &bytes)
        return bytes
    }

    /// Appends what is left of `file` to `bytes`, in growing chunks.
    private func readRest(_ file: UnsafeMutablePointer<FILE>, into bytes: inout [UInt8]) throws {
        var chunk = 1 << 16
        while true {
            let start = bytes.count
            bytes.reserveCapacity(start + chunk)
            var got = 0
            bytes.append(contentsOf: repeatElement(0, count: chunk))
            bytes.withUnsafeMutableBufferPointer { buffer in got = fread(buffer.baseAddress! + start, 1, chunk, file) }
            bytes.removeLast(chunk - got)
            if got < chunk {
                if ferror(file) != 0 { throw SimulationError.unreadableInput(path: path) }
                return
            }
            chunk = min(chunk * 2, 1 << 26)
        }
    }
}

/// What the user does to the pushed notification (`--tap`, `--open`, `--dismiss`).
public enum Interaction: Sendable, Equatable {
    case tap(String)
    case open
    case dismiss

    var response: ResponseAction {
        switch self {
        case let .tap(id): return .action(id)
        case .open: return .default
        case .dismiss: return .dismiss
        }
    }
}

/// Everything `jshost run` was asked to do.
public struct SimulationRequest: Sendable {
    public var script: String
    public var device: DeviceOptions
    public var push: InputSource?
    public var pushFormat: PayloadFormat?
    public var interaction: Interaction?
    public var text: String?
    public var events: InputSource?

    public init(script: String, device: DeviceOptions = DeviceOptions(), push: InputSource? = nil, pushFormat: PayloadFormat? = nil,
                interaction: Interaction? = nil, text: String? = nil, events: InputSource? = nil) {
        self.script = script
        self.device = device
        self.push = push
        self.pushFormat = pushFormat
        self.interaction = interaction
        self.text = text
        self.events = events
    }
}

/// Problems with the inputs themselves, before anything runs.
public enum SimulationError: Error, CustomStringConvertible {
    /// A payload or event file could not be read.
    case unreadableInput(path: String)

    public var description: String {
        switch self {
        case let .unreadableInput(path): return "cannot read \(path)"
        }
    }
}

/// `jshost run`: loads the script on a simulated device, delivers the push
/// and the interaction, then the events, and runs until nothing is pending.
public final class Simulation {
    public let request: SimulationRequest
    public let device: Device

    public init(request: SimulationRequest, sink: EffectSink) throws {
        self.request = request
        device = try Device(options: request.device, sink: sink)
    }

    /// Runs everything; returns the exit status (0 ok, 1 script or handler
    /// error, 2 rejected input).
    public func run() -> Int32 {
        device.load(script: request.script)
        if let push = request.push { deliverPush(from: push) }
        if let events = request.events { EventStream(device: device).play(events) }
        device.finish()
        return device.exitStatus
    }

    private func deliverPush(from source: InputSource) {
        let bytes: [UInt8]
        do {
            bytes = try source.read()
        } catch {
            device.dispatcher.record(.error(.input, "\(error)"))
            return
        }
        guard let id = device.push(bytes: bytes, file: source.displayName, format: request.pushFormat) else { return }
        // A Detox notification may carry the user's response itself.
        let detox = device.dispatcher.notification(id: id)?.detox
        if let interaction = request.interaction {
            device.respond(to: id, action: interaction.response, text: request.text ?? detox?.userText)
        } else if let action = detox?.actionIdentifier {
            device.respond(to: id, action: ResponseAction(action), text: request.text ?? detox?.userText)
        }
    }
}
