import Foundation
import Testing

/// The studio's timeline says what each listener the app added got, in Debian's chromium
/// (Tests/Browser/studio_listener_browser.py): React Native Firebase's onMessage misses a
/// push that arrives in the background and onNotificationOpenedApp gets the tap, each line
/// naming the file and line where the app added the listener.
@Suite struct StudioListenerTests {
    @Test(.enabled(if: StudioTests.browserInstalled)) func theTimelineShowsEachListenersOutcome() throws {
        let (status, output, errors) = try JSHost.script("Tests/Browser/studio_listener_browser.py")
        #expect(status == 0, "\(errors)")
        #expect(output.contains("listener lines: "))
    }
}
