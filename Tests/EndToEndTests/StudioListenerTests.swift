import Foundation
import Testing

/// The studio's timeline says what each listener the app added got, in Debian's chromium
/// (Tests/Browser/studio_listener_browser.py): React Native Firebase's onMessage misses a
/// push that arrives in the background and onNotificationOpenedApp gets the tap, each line
/// naming the file and line where the app added the listener.
@Suite struct StudioListenerTests {
    @Test(.enabled(if: StudioTests.browserInstalled)) func theTimelineShowsEachListenersOutcome() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [JSHost.repository.appendingPathComponent("Tests/Browser/studio_listener_browser.py").path, JSHost.binary.path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // The browser script's own deadline is 150 s; past 200 s it is told to stop (it then
        // kills the studio, chromedriver and chromium it started).
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 200, execute: watchdog)
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        #expect(process.terminationStatus == 0, "\(String(decoding: errors, as: UTF8.self))")
        #expect(String(decoding: output, as: UTF8.self).contains("listener lines: "))
    }
}
