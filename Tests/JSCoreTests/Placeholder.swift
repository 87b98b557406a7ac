import Testing
@testable import JSCore

@Test func jscoreBuilds() { #expect(Bool(true)) }
