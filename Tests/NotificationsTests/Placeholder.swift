import Testing
@testable import Notifications

@Test func notificationsBuilds() { #expect(Bool(true)) }
