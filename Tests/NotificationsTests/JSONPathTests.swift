import Testing
@testable import Notifications

@Suite struct JSONPathTests {
    @Test func paths() {
        #expect(JSONPath.member("$", "aps") == "$.aps")
        #expect(JSONPath.member("$", "category-actions") == "$.category-actions")
        #expect(JSONPath.member("$", "Simulator Target Bundle") == #"$["Simulator Target Bundle"]"#)
        #expect(JSONPath.element("$.a", 2) == "$.a[2]")
    }
}
