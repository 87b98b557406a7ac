import Foundation
import Testing

/// `jshost studio` through the built binary (docs/studio.md): the token guard and SIGINT
/// over plain HTTP, and the page in Debian's chromium over WebDriver
/// (Tests/Browser/studio_browser.py).
@Suite(.serialized) struct StudioTests {
    static let fixture = JSHost.repository.appendingPathComponent("Tests/Fixtures/studio-app")

    @Test func requestsWithoutTheTokenAreRefusedAndSIGINTStopsTheServer() throws {
        let project = try TemporaryFolder()
        try FileManager.default.removeItem(at: project.url)
        try FileManager.default.copyItem(at: Self.fixture, to: project.url)
        let studio = try StudioProcess(arguments: ["studio", "src/notifications.js"], in: project.url)
        defer { studio.kill() }
        let port = studio.port
        #expect(try rawStatus(port: port, path: "/") == 403)
        #expect(try rawStatus(port: port, path: "/?token=wrong") == 403)
        #expect(try rawStatus(port: port, path: "/studio.js") == 403)
        #expect(try rawStatus(port: port, path: "/?token=\(studio.token)", host: "attacker.example:\(port)") == 403)
        #expect(try rawStatus(port: port, path: "/?token=\(studio.token)", origin: "https://attacker.example") == 403)
        #expect(try rawStatus(port: port, path: "/ws", upgrade: true) == 403)
        #expect(try rawStatus(port: port, path: "/?token=\(studio.token)") == 200)
        #expect(try rawStatus(port: port, path: "/ws?token=\(studio.token)", upgrade: true) == 101)
        #expect(try rawStatus(port: port, path: "/nothing?token=\(studio.token)") == 404)

        let (status, output) = try studio.interrupt()
        #expect(status == 0)
        #expect(output.contains("jshost studio: stopped"))
        #expect(throws: (any Error).self) { try rawStatus(port: port, path: "/") }
    }

    @Test func aMissingEntryIsAUsageError() throws {
        let result = try JSHost.run(["studio", "no-such.js"], timeout: 20)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read script 'no-such.js'"))
    }

    @Test func aTakenPortIsOneLineAndTheEntryDefaultsToPackageMain() throws {
        let taken = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(taken) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(taken, $0, length); return getsockname(taken, $0, &length) }
        }
        listen(taken, 1)
        let port = Int(UInt16(bigEndian: address.sin_port))
        // No ENTRY: package.json's "main" (src/notifications.js) is loaded, then the port is refused.
        let result = try JSHost.run(["studio", "--port", "\(port)"], in: Self.fixture, timeout: 30)
        #expect(result.status == 2)
        #expect(result.stderr == "jshost studio: the studio's server cannot start: Error binding to address 127.0.0.1:\(port): Address already in use\n")
        let usage = try JSHost.run(["studio", "--port", "http"], timeout: 20)
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("--port expects a port number from 0 to 65535, got 'http'"))
    }

    static let browserInstalled = ["/usr/bin/chromium", "/usr/bin/chromedriver", "/usr/bin/python3"].allSatisfy {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Push, see the buttons on both phones, click, see the effect, reply, press a dialog's
    /// button, edit a handler and see the reload, a bad payload's error, SIGINT. With
    /// JSHOST_UPDATE_SCREENSHOT=1 it writes docs/studio.png.
    @Test(.enabled(if: browserInstalled)) func thePageInChromium() throws {
        let screenshot = ProcessInfo.processInfo.environment["JSHOST_UPDATE_SCREENSHOT"] == "1"
            ? JSHost.repository.appendingPathComponent("docs/studio.png").path
            : FileManager.default.temporaryDirectory.appendingPathComponent("jshost-studio-\(UUID().uuidString).png").path
        defer { if !screenshot.hasPrefix(JSHost.repository.path) { try? FileManager.default.removeItem(atPath: screenshot) } }
        let (status, output, message) = try JSHost.script("Tests/Browser/studio_browser.py", ["--screenshot", screenshot])
        #expect(status == 0, "\(message)")
        #expect(output.contains("click_to_effect_ms"), "\(output)")
        #expect(FileManager.default.fileExists(atPath: screenshot))
    }
}

/// A running `jshost studio`, its URL read from its first line.
final class StudioProcess: @unchecked Sendable {
    let process = Process()
    let port: Int
    let token: String
    private let output = Pipe()

    init(arguments: [String], in directory: URL) throws {
        process.executableURL = JSHost.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line, within 30 s.
        let reader = output.fileHandleForReading
        let line = Locked("")
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var bytes = Data()
            while let byte = try? reader.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) { bytes.append(byte) }
            line.value = String(decoding: bytes, as: UTF8.self)
            done.signal()
        }
        guard done.wait(timeout: .now() + 30) == .success,
              let url = line.value.components(separatedBy: "jshost studio: ").last.flatMap(URLComponents.init(string:)),
              let port = url.port, let token = url.queryItems?.first(where: { $0.name == "token" })?.value else {
            process.terminate()
            throw StudioProcessError(message: "jshost studio printed no URL: \(line.value)")
        }
        self.port = port
        self.token = token
    }

    /// Sends SIGINT; the exit status and the rest of stdout, within 15 s.
    func interrupt() throws -> (Int32, String) {
        Foundation.kill(process.processIdentifier, SIGINT)
        let exited = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { self.process.waitUntilExit(); exited.signal() }
        guard exited.wait(timeout: .now() + 15) == .success else { throw StudioProcessError(message: "jshost studio ignored SIGINT") }
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        return (process.terminationStatus, String(decoding: rest, as: UTF8.self))
    }

    func kill() {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
    }
}

struct StudioProcessError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// A one-value box for what another thread writes.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); defer { lock.unlock() }; stored = newValue }
    }
}

/// The status code of one HTTP/1.1 request over a plain socket (so the test chooses the
/// Host and Origin headers itself); `upgrade` asks for a WebSocket.
func rawStatus(port: Int, path: String, host: String? = nil, origin: String? = nil, upgrade: Bool = false) throws -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw StudioProcessError(message: "no socket") }
    defer { close(fd) }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { throw StudioProcessError(message: "cannot connect to port \(port)") }
    var request = "GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: \(upgrade ? "Upgrade" : "close")\r\n"
    if let origin { request += "Origin: \(origin)\r\n" }
    if upgrade { request += "Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n" }
    request += "\r\n"
    _ = request.withCString { send(fd, $0, strlen($0), 0) }
    var buffer = [UInt8](repeating: 0, count: 512)
    let got = recv(fd, &buffer, buffer.count, 0)
    guard got > 12 else { throw StudioProcessError(message: "no answer from port \(port)") }
    let statusLine = String(decoding: buffer[0..<got], as: UTF8.self)
    return Int(statusLine.split(separator: " ")[1]) ?? 0
}
