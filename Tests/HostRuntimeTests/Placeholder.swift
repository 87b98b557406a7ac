import Testing
@testable import HostRuntime

@Test func hostruntimeBuilds() { #expect(Bool(true)) }
