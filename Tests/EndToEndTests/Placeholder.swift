import Testing
@testable import JSHost

@Test func endtoendBuilds() { #expect(Bool(true)) }
