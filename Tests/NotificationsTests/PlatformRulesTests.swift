import Testing
@testable import Notifications

@Suite struct PlatformRulesTests {
    func category(_ n: Int, defaults: [String]? = nil, minimal: [String]? = nil) -> Category {
        Category(id: "c", actions: (1...n).map { Action(id: "a\($0)", title: "A\($0)") },
                 defaultContextActions: defaults, minimalContextActions: minimal, source: .jshost)
    }

    @Test func modernIOSShowsTenWithSpaceAndTwoWithout() {
        let c = category(12)
        #expect(PlatformRules.displayedActions(for: c, platform: .ios).map(\.id) == (1...10).map { "a\($0)" })
        #expect(PlatformRules.displayedActions(for: c, platform: .ios, context: .minimal).map(\.id) == ["a1", "a2"])
    }

    @Test func legacyContextsFirstFourAndTwoWhenOneListIsAbsent() {
        let c = category(6, minimal: ["a2", "a1"])
        #expect(PlatformRules.displayedActions(for: c, platform: .ios).map(\.id) == ["a1", "a2", "a3", "a4"])
        #expect(PlatformRules.displayedActions(for: c, platform: .ios, context: .minimal).map(\.id) == ["a2", "a1"])
        let d = category(6, defaults: ["a3"])
        #expect(PlatformRules.displayedActions(for: d, platform: .ios, context: .minimal).map(\.id) == ["a1", "a2"])
    }

    @Test func iosContextListsGiveOrderAndAreCut() {
        let c = category(6, defaults: ["a6", "a1", "a5", "a2", "a3"], minimal: ["a3", "a1", "a2"])
        #expect(PlatformRules.displayedActions(for: c, platform: .ios).map(\.id) == ["a6", "a1", "a5", "a2"])
        #expect(PlatformRules.displayedActions(for: c, platform: .ios, context: .minimal).map(\.id) == ["a3", "a1"])
    }

    @Test func androidShowsAtMostThreeInOrder() {
        let c = category(5, defaults: ["a5", "a4"])
        #expect(PlatformRules.displayedActions(for: c, platform: .android).map(\.id) == ["a1", "a2", "a3"])
        #expect(PlatformRules.displayedActions(for: nil, platform: .android).isEmpty)
    }

    @Test func iosOptionBits() {
        #expect(PlatformRules.iosOptionBits(Action(id: "a", title: "A", options: [.authenticationRequired])) == 1)
        #expect(PlatformRules.iosOptionBits(Action(id: "a", title: "A", options: [.destructive])) == 2)
        #expect(PlatformRules.iosOptionBits(Action(id: "a", title: "A", options: [.foreground])) == 4)
        #expect(DisplayedAction(Action(id: "a", title: "A", options: [.foreground, .destructive, .authenticationRequired])).iosOptionBits == 7)
    }

    @Test func textInputIsShownOnBothPlatforms() {
        let c = Category(id: "c", actions: [Action(id: "r", title: "Reply", textInput: TextInput(buttonTitle: "Send", placeholder: "…"))], source: .jshost)
        for p in Platform.allCases {
            #expect(PlatformRules.displayedActions(for: c, platform: p)[0].textInput == TextInput(buttonTitle: "Send", placeholder: "…"))
        }
    }

    @Test func androidChannels() throws {
        #expect(PlatformRules.androidChannel(for: try Fixture.notification("salesforce.json")) == "expense_approval")
        #expect(PlatformRules.androidChannel(for: try Fixture.notification("fcm-v1.json")) == "promotions")
        #expect(PlatformRules.androidChannel(for: try Fixture.notification("fcm-legacy.json")) == "billing")
        #expect(PlatformRules.androidChannel(for: try Fixture.notification("apns-alert-string.json")) == "fcm_fallback_notification_channel")
    }

    @Test func validationNamesCategoryActionAndRule() {
        let bad = Category(id: "poll", actions: [Action(id: "ok", title: "OK"), Action(id: "ok", title: "Again"), Action(id: "x", title: " ")],
                           defaultContextActions: ["ok", "nope"], minimalContextActions: ["ok", "x", "ok"], source: .mobilefirst)
        let ios = PlatformRules.validate([bad, Category(id: "poll", actions: [], source: .jshost)], platform: .ios).map(\.description)
        #expect(ios == [
            #"category "poll", action "ok": duplicate action id"#,
            #"category "poll", action "x": empty title"#,
            #"category "poll", action "nope": defaultContextActions names an unknown action"#,
            #"category "poll", action "ok": minimalContextActions lists 3 actions; iOS shows at most 2 in the minimal context"#,
            #"category "poll": duplicate category id"#,
        ])
        #expect(PlatformRules.validate([category(10)], platform: .ios).isEmpty, "modern iOS shows 10")
        #expect(PlatformRules.validate([category(11)], platform: .ios).map(\.description)
                == [#"category "c", action "a11": 11 actions; iOS shows at most 10"#])
        #expect(PlatformRules.validate([category(5, minimal: ["a1"])], platform: .ios).map(\.description)
                == [#"category "c", action "a5": 5 actions; iOS shows at most 4 (give defaultContextActions to choose them)"#])
        #expect(PlatformRules.validate([category(5, defaults: ["a1"])], platform: .ios).isEmpty)
        #expect(PlatformRules.validate([category(4)], platform: .android).map(\.description)
                == [#"category "c", action "a4": 4 actions; Android shows at most 3 buttons"#])
        #expect(PlatformRules.validate([category(3)], platform: .android).isEmpty)
        let tooMany = category(6, defaults: ["a1", "a2", "a3", "a4", "a5"])
        #expect(PlatformRules.validate([tooMany], platform: .ios).map(\.description)
                == [#"category "c", action "a5": defaultContextActions lists 5 actions; iOS shows at most 4 in the default context"#])
    }

    @Test func marigoldDefaultsAreValidOnBothPlatforms() {
        for p in Platform.allCases { #expect(PlatformRules.validate(Marigold.defaultCategories, platform: p).isEmpty) }
    }
}
