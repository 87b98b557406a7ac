import JSONSyntax
import TestSupport
import Testing
@testable import Notifications

@Suite struct MobileFirstTests {
    @Test func modeDestructiveAuthenticationAndContexts() throws {
        let cats = try MobileFirst.categories(from: try Fixture.json("mobilefirst-categories.json"), file: "mobilefirst-categories.json")
        #expect(cats.map(\.id) == ["poll", "poll_android"])
        let poll = cats[0]
        #expect(poll.source == .mobilefirst)
        #expect(poll.actions.map(\.id) == ["poll_ok", "poll_nok", "poll_later", "poll_more", "poll_share"])
        // mode 1 → foreground, which always requires authentication (even when false is given)
        #expect(poll.actions[0].options == [.foreground, .authenticationRequired])
        // mode 0 → background; destructive kept; no authentication
        #expect(poll.actions[1].options == [.destructive])
        // authenticationRequired spelling
        #expect(poll.actions[2].options == [.authenticationRequired])
        // no mode → foreground (the default) → authentication
        #expect(poll.actions[3].options == [.foreground, .authenticationRequired])
        #expect(poll.actions[4].options == [])
        #expect(poll.actions.allSatisfy { $0.kind == .callback })
        #expect(poll.defaultContextActions == ["poll_nok", "poll_ok"])
        #expect(poll.minimalContextActions == ["poll_ok", "poll_nok"])
        #expect(cats[1].defaultContextActions == nil)
    }

    @Test func requireAuthenticationSpelling() throws {
        let c = try MobileFirst.category(from: ["id": "c", "actions": [["id": "a", "title": "A", "mode": 0, "requireAuthentication": true]]])
        #expect(c.actions[0].options == [.authenticationRequired])
    }

    @Test func mode2IsBackgroundAsIn7xText() throws {
        let c = try MobileFirst.category(from: ["id": "c", "actions": [["id": "a", "title": "A", "mode": 2]]])
        #expect(c.actions[0].foreground == false)
    }

    @Test func errors() {
        #expect(errorText { _ = try MobileFirst.category(from: ["id": "c", "actions": [["id": "a", "title": "A", "mode": 5]]], file: "m.js") }
                == "m.js: $.actions[0].mode: expected 1 (foreground) or 0 (background), found 5")
        #expect(errorText { _ = try MobileFirst.category(from: ["id": "c", "actions": [["id": "a"]]]) }
                == "<input>: $.actions[0].title: missing key, expected the action title (a string)")
        #expect(errorText { _ = try MobileFirst.category(from: ["actions": []]) }
                == "<input>: $.id: missing key, expected the category id (a string)")
        #expect(errorText { _ = try MobileFirst.category(from: ["id": "c", "actions": [["id": "a", "title": "A", "destructive": "yes"]]]) }
                == "<input>: $.actions[0].destructive: expected true or false, found a string")
        #expect(errorText { _ = try MobileFirst.categories(from: ["id": "c"]) }
                == "<input>: $: expected an array of categories, found an object")
    }
}

@Suite struct AcousticTests {
    @Test func payloadCategoryImpliedOptionsAndCustomTypes() throws {
        let n = try Fixture.notification("acoustic.json")
        let c = try #require(n.acoustic?.category)
        #expect(c.id == "invoice")
        #expect(c.source == .acoustic)
        #expect(c.actions.map(\.id) == ["View", "Call", "Email me"])
        #expect(c.actions[0].kind == .builtIn(.url))
        #expect(c.actions[0].options == [.foreground])
        #expect(c.actions[0].value == .string("https://example.com/invoice/7"))
        #expect(c.actions[1].kind == .builtIn(.dial))
        #expect(c.actions[1].options == [.foreground])
        #expect(c.actions[2].kind == .custom(type: "sendEmail"))
        #expect(c.actions[2].options == [.authenticationRequired])
        #expect(c.actions[2].value == ["to": "me@example.com"])
    }

    @Test func impliedTypesIgnoreGivenFlags() throws {
        for type in ["url", "dial", "openApp", "openInboxMessage", "rich"] {
            let value: JSONValue = type == "openApp" ? .null : "v"
            let c = try Acoustic.payloadCategory(name: "c", actions: [["type": .string(type), "name": "B", "value": value,
                                                                        "destructive": true, "authentication": true, "foreground": false]])
            #expect(c.actions[0].options == [.foreground], "type \(type)")
            #expect(c.actions[0].kind == .builtIn(BuiltInAction(rawValue: type)!))
        }
    }

    /// `BuiltInAction.acoustic` recognises Acoustic's five predefined types (SPEC §4)
    /// as their raw values, and nothing else: near misses, `dismiss` (not an Acoustic
    /// type) and others. `acousticImplied` is the same five.
    @Test func acousticTypeLookupAgreesWithTheSetAndRawValues() {
        let predefined: Set<String> = ["url", "dial", "openApp", "openInboxMessage", "rich"]
        #expect(BuiltInAction.acousticImplied == predefined)
        let names = BuiltInAction.allCases.map(\.rawValue)
            + ["", "ur", "urls", "URL", "dia", "Dial", "richer", "openapp", "openInboxMessag", "openInboxMessage ",
               "sendEmail", "custom", "\u{0}url", "émail"]
        for name in names {
            let expected = predefined.contains(name) ? BuiltInAction(rawValue: name) : nil
            #expect(BuiltInAction.acoustic(name) == expected, "type \(name)")
        }
    }

    @Test func customTypeMustCarryAllThreeKeys() throws {
        let text = errorText { _ = try Fixture.notification("acoustic-missing-key.json") }
        #expect(text == #"acoustic-missing-key.json: $.category-actions[1].authentication: Acoustic button "Snooze" of custom type "snooze" is missing key "authentication" (buttons of types other than url, dial, openApp, openInboxMessage and rich must carry destructive, authentication and foreground)"#)
        for missing in ["destructive", "authentication", "foreground"] {
            var button: JSONObject = ["type": "x", "name": "B", "destructive": false, "authentication": false, "foreground": true]
            button[missing] = nil
            let e = errorText { _ = try Acoustic.payloadCategory(name: "c", actions: [.object(button)]) }
            #expect(e?.contains(#"Acoustic button "B" of custom type "x" is missing key "\#(missing)""#) == true)
        }
    }

    @Test func builtInButtonNeedsValue() {
        #expect(errorText { _ = try Acoustic.payloadCategory(name: "c", actions: [["type": "url", "name": "Go"]]) }
                == #"<input>: $.category-actions[0].value: missing key, expected the value of a "url" button (the URL to open)"#)
    }

    @Test func notificationActionNeedsOnlyTypeAndValueWhereUsed() throws {
        #expect(try Acoustic.notificationAction(from: ["type": "openApp"]).type == "openApp")
        #expect(try Acoustic.notificationAction(from: ["type": "custom"]).value == nil)
        let a = try Acoustic.notificationAction(from: ["type": "sendEmail", "value": ["to": "x"]])
        #expect(a.value == ["to": "x"])
        #expect(errorText { _ = try Acoustic.notificationAction(from: ["type": "dial"]) }
                == #"<input>: $.notification-action.value: missing key, expected the value of a "dial" action (the phone number to dial)"#)
        #expect(errorText { _ = try Acoustic.notificationAction(from: ["value": 1]) }
                == #"<input>: $.notification-action.type: missing key, expected the action type (a string)"#)
    }

    @Test func staticCategory() throws {
        let c = try Acoustic.staticCategory(name: "example", actions: [
            ["destructive": false, "authentication": true, "name": "Accept", "identifier": "accept"],
            ["destructive": true, "authentication": false, "name": "Reject", "identifier": "reject", "foreground": false],
        ])
        #expect(c.id == "example")
        #expect(c.source == .acoustic)
        #expect(c.actions.map(\.id) == ["accept", "reject"])
        #expect(c.actions.map(\.title) == ["Accept", "Reject"])
        #expect(c.actions[0].options == [.authenticationRequired, .foreground])
        #expect(c.actions[1].options == [.destructive])
        #expect(c.actions[0].kind == .callback)
        #expect(errorText { _ = try Acoustic.staticCategory(name: "e", actions: [["name": "A"]]) }
                == "<input>: $[0].identifier: missing key, expected the action identifier (a string)")
    }
}

@Suite struct MarigoldTests {
    @Test func elevenDefaultCategories() {
        let cats = Marigold.defaultCategories
        #expect(cats.count == 11)
        #expect(cats.map(\.id) == ["st_cat_yes_no", "st_cat_accept_decline", "st_cat_learn_more", "st_cat_next_step", "st_cat_view",
                                   "st_cat_shop_now", "st_cat_add", "st_cat_watch", "st_cat_subscribe", "st_cat_share", "st_cat_continue"])
        #expect(cats.allSatisfy { $0.source == .marigold })
        let yesNo = cats[0]
        #expect(yesNo.actions.map(\.id) == ["st_cat_yes_no&Yes", "st_cat_yes_no&No"])
        #expect(yesNo.actions[0].kind == .builtIn(.openApp))
        #expect(yesNo.actions[0].options == [.foreground])
        #expect(yesNo.actions[1].kind == .builtIn(.dismiss))
        #expect(yesNo.actions[1].options == [])
        #expect(cats[1].actions.map(\.title) == ["Accept", "Decline"])
        #expect(cats[2].actions.map(\.id) == ["st_cat_learn_more&Learn More"])
        #expect(cats[2...].allSatisfy { $0.id == "st_cat_accept_decline" || $0.actions.count == 1 })
    }

    @Test func splitsIdentifiers() {
        #expect(Marigold.splitActionId("st_cat_yes_no&Yes")! == ("st_cat_yes_no", "Yes"))
        #expect(Marigold.splitActionId("cat&A&B")! == ("cat", "A&B"))
        #expect(Marigold.splitActionId("plain") == nil)
    }
}

@Suite struct SalesforceTests {
    @Test func decodesTypesAndMakesOneCategoryPerGroup() throws {
        let types = try Salesforce.notificationTypes(fromResponseBody: try Fixture.bytes("salesforce-types.json"), file: "types.json")
        #expect(types.map(\.type) == ["expense_approval", "chatter_mention", "plain"])
        #expect(types[0].apiName == "MyApp_ExpenseApproval")
        #expect(types[0].label == "Expense approval")
        #expect(types[0].actionGroups[0].actions[0] == SalesforceAction(actionKey: "approve", label: "Approve", name: "Approve", type: "NotificationApiAction"))
        #expect(types[2].actionGroups.isEmpty)
        let cats = Salesforce.categories(from: types)
        #expect(cats.map(\.id) == ["approval_group", "mention_group"])
        let approval = cats[0]
        #expect(approval.source == .salesforce)
        #expect(approval.actions.map(\.id) == ["approve", "reject", "dismiss_local"])
        #expect(approval.actions.map(\.title) == ["Approve", "Reject", "Later"])
        #expect(approval.actions[0].kind == .server(actionKey: "approve"))
        #expect(approval.actions[0].options == [.authenticationRequired])
        #expect(approval.actions[2].kind == .callback)
        #expect(approval.actions[2].options == [.foreground])
    }

    @Test func filterHookRunsBeforeRegistration() throws {
        let types = try Salesforce.notificationTypes(from: try Fixture.json("salesforce-types.json"))
        var seen: [String] = []
        let cats = Salesforce.categories(from: types, filterSupportedNotificationTypes: { list in
            seen = list.map(\.apiName)
            return list.filter { $0.apiName.hasPrefix("MyApp_") }
        })
        #expect(seen == ["MyApp_ExpenseApproval", "Other_Mention", "MyApp_Plain"])
        #expect(cats.map(\.id) == ["approval_group"])

        let (d, _, _) = makeDispatcher(marigold: false)
        d.filterSupportedNotificationTypes = { $0.filter { $0.type != "expense_approval" } }
        d.registerSalesforceNotificationTypes(types)
        #expect(d.registeredCategories.map(\.id) == ["mention_group"])
        #expect(d.registeredSalesforceNotificationTypes.map(\.type) == ["chatter_mention", "plain"])
    }

    @Test func bareArrayAndErrors() throws {
        let types = try Salesforce.notificationTypes(from: [["type": "t", "apiName": "a", "label": "l"]])
        #expect(types == [SalesforceNotificationType(type: "t", apiName: "a", label: "l")])
        #expect(errorText { _ = try Salesforce.notificationTypes(from: ["notificationTypes": [["type": "t", "apiName": "a", "label": "l",
            "actionGroups": [["name": "g", "actions": [["actionKey": "k", "label": "L", "name": "N"]]]]]]], file: "types.json") }
                == "types.json: $.notificationTypes[0].actionGroups[0].actions[0].type: missing key, expected a string")
        #expect(errorText { _ = try Salesforce.notificationTypes(from: ["notificationTypes": [["type": 3]]]) }
                == "<input>: $.notificationTypes[0].type: expected a string, found a number")
        #expect(errorText { _ = try Salesforce.notificationTypes(fromResponseBody: Array("<html>".utf8), file: "body") }
                == "body:1:1: invalid JSON: expected a JSON value (string, number, object, array, true, false or null)")
    }
}

@Suite struct JSHostCategoryTests {
    @Test func neutralForm() throws {
        let cats = try JSHostCategories.categories(from: try Fixture.json("jshost-categories.json"))
        #expect(cats.map(\.id) == ["reply", "order"])
        let reply = cats[0]
        #expect(reply.source == .jshost)
        #expect(reply.actions[0].textInput == TextInput(buttonTitle: "Send", placeholder: "Message"))
        #expect(reply.actions[0].kind == .custom(type: "sendReply"))
        #expect(reply.actions[0].options == [])
        #expect(reply.actions[1].kind == .custom(type: "like"))
        #expect(reply.actions[2].kind == .callback)
        #expect(reply.actions[2].options == [.foreground, .authenticationRequired])
        #expect(reply.actions[3].kind == .builtIn(.url))
        #expect(reply.actions[3].options == [.destructive])
        #expect(cats[1].actions[0].value == ["screen": "tracking"])
        let t = try JSHostCategories.category(from: ["id": "c", "actions": [["id": "a", "title": "A", "textInput": true]]])
        #expect(t.actions[0].textInput == TextInput(buttonTitle: "Send", placeholder: ""))
        #expect(errorText { _ = try JSHostCategories.category(from: ["id": "c", "actions": [["id": "a", "title": "A", "textInput": 1]]]) }
                == "<input>: $.actions[0].textInput: expected an object {buttonTitle, placeholder} or true, found a number")
    }
}
