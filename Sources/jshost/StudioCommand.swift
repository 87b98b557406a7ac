import Dispatch
import Foundation
import JSHostKit
import Notifications

/// `jshost studio [ENTRY] [--port N] [--open]` (docs/studio.md).
enum StudioCommand {
    static func main(_ arguments: [String]) throws -> Int32 {
        var scanner = ArgumentScanner(command: "studio", arguments: arguments)
        var device = DeviceOptions()
        device.runtime.maxMemory = ArgumentScanner.defaultMaxMemory
        var port = 0
        var open = false
        var permissions = PermissionFlags()
        var appModules = AppModuleFlags()
        var runArguments: [String] = []
        var mount = true
        let proceed = try scanner.scan(help: Help.studio) { flag, scanner in
            switch flag.name {
            case "--port":
                let value = try scanner.value(for: flag)
                guard let number = Int(value), (0...65535).contains(number) else {
                    throw scanner.usage("--port expects a port number from 0 to 65535, got '\(value)'")
                }
                port = number
            case "--open": open = true
            case "--no-mount": mount = false; runArguments.append(flag.name)
            case "--app-state": device.appState = try scanner.appState(for: flag)
            case "--timeout": device.runtime.timeout = try scanner.seconds(for: flag)
            case "--handler-timeout": device.handlerTimeout = try scanner.seconds(for: flag)
            case "--max-memory": device.runtime.maxMemory = try scanner.megabytes(for: flag)
            default:
                // What `jshost run` also takes is passed on to the Debug button's run.
                let start = scanner.position - 1
                guard try permissions.take(flag) || appModules.take(flag, &scanner) else { return false }
                runArguments += arguments[start..<scanner.position]
                return true
            }
            if ["--handler-timeout", "--max-memory"].contains(flag.name) { runArguments += arguments[(flag.inlineValue == nil ? scanner.position - 2 : scanner.position - 1)..<scanner.position] }
            return true
        }
        guard proceed else { return ExitStatus.ok }
        if scanner.positionals.count > 1 { throw scanner.usage("unexpected argument '\(scanner.positionals[1])'") }
        let entry = try scanner.readableScript(try scanner.positionals.first ?? defaultEntry(scanner))
        device.runtime.permissions = try permissions.parse(scanner: scanner)
        try appModules.apply(to: &device, script: entry, scanner: scanner)

        let studio: StudioSession
        do {
            var options = StudioSessionOptions(entry: entry, port: port, device: device, runArguments: runArguments)
            options.mount = mount
            studio = try StudioSession(options: options)
        } catch {
            Terminal.err("jshost studio: \(error)\n")
            return ExitStatus.usage
        }
        // Once serving, Ctrl-C (and SIGTERM) end the loop between two messages: the devices
        // and the server are closed on this thread, as they were made. (Before, while the
        // entry loads, they end the process as usual.)
        let stop = Locked(false)
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let signals = [SIGINT, SIGTERM].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.withLock { $0 = true } }
            source.resume()
            return source
        }
        defer { signals.forEach { $0.cancel() } }
        Terminal.out("jshost studio: \(studio.url)\n(Ctrl-C stops it)\n")
        Terminal.flush()
        if open { openInBrowser(studio.url) }
        studio.run { stop.withLock { $0 } }
        studio.close()
        Terminal.out("jshost studio: stopped\n")
        return ExitStatus.ok
    }

    /// package.json's "main", else index.js, else www/index.html, in the current folder.
    /// package.json and its "main" go through the current folder's gate: a "main" leading
    /// out of it (`../`, an absolute path, a link) is refused (docs/permissions.md).
    static func defaultEntry(_ scanner: ArgumentScanner) throws -> String {
        let files = ProjectFiles(root: FileManager.default.currentDirectoryPath)
        if let main = packageMain(files: files), FileManager.default.isReadableFile(atPath: main) {
            do { _ = try files.check(main) } catch {
                throw scanner.usage("package.json \"main\" \(main) is not used: it leads out of this folder (to \(error.realPath)); "
                                    + "name the entry on the command line to use it")
            }
            return main
        }
        for candidate in ["index.js", "www/index.html"] where FileManager.default.isReadableFile(atPath: candidate) {
            return candidate
        }
        throw scanner.usage("missing ENTRY (no package.json \"main\", index.js or www/index.html here)")
    }

    /// `--open`: the desktop's browser, if there is one to ask.
    static func openInBrowser(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdg-open")
        process.arguments = [url]
        do {
            try process.run()
        } catch {
            Terminal.err("jshost studio: --open: cannot run xdg-open (\(error)); open the URL above yourself\n")
        }
    }
}
