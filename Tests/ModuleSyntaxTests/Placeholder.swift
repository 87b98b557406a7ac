import Testing
@testable import ModuleSyntax

@Test func modulesyntaxBuilds() { #expect(Bool(true)) }
