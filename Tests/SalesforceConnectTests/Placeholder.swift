import Testing
@testable import SalesforceConnect

@Test func salesforceconnectBuilds() { #expect(Bool(true)) }
