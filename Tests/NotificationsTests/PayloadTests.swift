import TestSupport
import Testing
@testable import Notifications

@Suite struct PayloadDetectionTests {
    @Test(arguments: [
        ("apns-alert-string.json", PayloadFormat.apns),
        ("apns-alert-object.json", .apns),
        ("simctl.apns", .simctl),
        ("detox.json", .detox),
        ("fcm-v1.json", .fcmV1),
        ("fcm-legacy.json", .fcmLegacy),
        ("mobilefirst8.json", .mobileFirst8),
        ("mobilefirst7-settings.json", .mobileFirst8),
        ("mobilefirst7-notification.json", .mobileFirst7),
        ("acoustic.json", .apns),
        ("salesforce.json", .apns),
        ("marigold.json", .apns),
    ])
    func detectsByShape(file: String, format: PayloadFormat) throws {
        #expect(try Fixture.notification(file).format == format)
    }

    @Test func formatNames() {
        #expect(PayloadFormat(name: "fcm") == .fcmV1)
        #expect(PayloadFormat(name: "fcm-legacy") == .fcmLegacy)
        #expect(PayloadFormat(name: "mobilefirst") == .mobileFirst8)
        #expect(PayloadFormat(name: "simctl") == .simctl)
        #expect(PayloadFormat(name: "acoustic") == .apns)
        #expect(PayloadFormat(name: "nope") == nil)
    }

    @Test func explicitFormatOverridesDetection() throws {
        // Shaped like Detox, decoded as APNs on request: then `aps` is required.
        #expect(errorText { _ = try Fixture.notification("detox.json", format: .apns) }
                == "detox.json: $.aps: missing key, expected the aps dictionary (an object)")
        let n = try PayloadDecoder.decode(#"{"aps":{"alert":"x"},"Simulator Target Bundle":"b"}"#, format: .apns)
        #expect(n.format == .apns)
        #expect(n.simulatorTargetBundle == nil)
    }
}

@Suite struct PayloadDecodingTests {
    @Test func apnsAlertString() throws {
        let n = try Fixture.notification("apns-alert-string.json")
        #expect(n.title == nil)
        #expect(n.body == "Your order has shipped")
        #expect(n.category == "order")
        #expect(n.data.keys == ["orderId", "tracking"])
        #expect(n.data["orderId"] == .number(1234))
        #expect(n.id == "")
        #expect(n.byteCount == (try Fixture.bytes("apns-alert-string.json")).count)
        #expect(n.raw["aps"]?["badge"] == .number(1))
    }

    @Test func apnsAlertObjectAndExplicitId() throws {
        let n = try Fixture.notification("apns-alert-object.json", id: "n7")
        #expect(n.id == "n7")
        #expect(n.title == "Poll")
        #expect(n.body == "Do you like it?")
        #expect(n.category == "poll")
        #expect(n.data == ["pollId": "p-7"])
    }

    @Test func simctl() throws {
        let n = try Fixture.notification("simctl.apns")
        #expect(n.simulatorTargetBundle == "com.example.app")
        #expect(n.title == "Meeting")
        #expect(n.category == "invite")
        #expect(n.data.keys == ["meetingId"])
    }

    @Test func detox() throws {
        let n = try Fixture.notification("detox.json")
        #expect(n.title == "New message")
        #expect(n.body == "Lunch?")
        #expect(n.category == "reply")
        #expect(n.data == ["threadId": "t-9"])
        #expect(n.detox?.actionIdentifier == "reply")
        #expect(n.detox?.userText == "Sure!")
        #expect(n.detox?.trigger == ["type": "push"])
    }

    @Test func fcmV1() throws {
        let n = try Fixture.notification("fcm-v1.json")
        #expect(n.title == "Sale")
        #expect(n.body == "50% off today")
        #expect(n.category == "sale")
        #expect(n.androidCategory == "sale_actions")
        #expect(n.category(on: .android) == "sale_actions")
        #expect(n.category(on: .ios) == "sale")
        #expect(n.androidChannel == "promotions")
        #expect(n.data.keys == ["sku", "notification-action", "campaign"])
        #expect(n.acoustic?.notificationAction == AcousticAction(type: "url", value: "https://example.com/sale",
                                                                   raw: ["type": "url", "value": "https://example.com/sale"]))
    }

    @Test func fcmV1DataValuesMustBeStrings() {
        #expect(errorText { _ = try PayloadDecoder.decode(#"{"message":{"token":"t","data":{"n":1}}}"#, file: "f.json") }
                == "f.json: $.message.data.n: expected a string (FCM v1 data values are strings), found a number")
        #expect(errorText { _ = try PayloadDecoder.decode(#"{"message":{"token":"t","data":{"sfdc":"{oops"}}}"#, file: "f.json") }
                == "f.json: $.message.data.sfdc: expected JSON text in the string, found JSON text (1:2: invalid JSON: expected a string key or '}')")
    }

    @Test func fcmLegacy() throws {
        let n = try Fixture.notification("fcm-legacy.json")
        #expect(n.title == "Reminder")
        #expect(n.body == "Pay your bill")
        #expect(n.category == "bill")
        #expect(n.androidChannel == "billing")
        #expect(n.data == ["billId": "b-3"])
    }

    @Test func mobileFirst8() throws {
        let n = try Fixture.notification("mobilefirst8.json")
        #expect(n.body == "Please vote")
        #expect(n.category == "poll")
        #expect(n.category(on: .android) == "poll_android")
        #expect(n.mobileFirst == MobileFirstParts(alert: "Please vote", payload: ["pollId": "p-1"], iosCategory: "poll", androidCategory: "poll_android"))
        #expect(n.data == ["pollId": "p-1"])
    }

    @Test func mobileFirst7() throws {
        let a = try Fixture.notification("mobilefirst7-notification.json")
        #expect(a.body == "Vote now")
        #expect(a.category == "poll")
        #expect(a.data == ["pollId": "p-2"])
        let b = try Fixture.notification("mobilefirst7-settings.json")
        #expect(b.category == "poll")
        #expect(b.body == "Tag broadcast")
        let flat = try PayloadDecoder.decode(#"{"alert":"hello","category":"poll","badge":1}"#)
        #expect(flat.format == .mobileFirst7)
        #expect(flat.category == "poll")
        #expect(flat.body == "hello")
    }

    @Test func acousticKeys() throws {
        let n = try Fixture.notification("acoustic.json")
        #expect(n.acoustic?.categoryName == "invoice")
        #expect(n.acoustic?.notificationAction?.type == "sendEmail")
        #expect(n.acoustic?.notificationAction?.value == ["to": "billing@example.com", "subject": "Invoice"])
        #expect(n.category == "invoice")
        #expect(n.acoustic?.category?.actions.count == 3)
    }

    @Test func salesforceKeys() throws {
        let n = try Fixture.notification("salesforce.json")
        #expect(n.id == "0DtRM000000001234")
        #expect(n.salesforce == SalesforceParts(nid: "0DtRM000000001234", type: "expense_approval", alertTitle: "Approval needed",
                                                alertBody: "Expense report 42", actionGroup: "approval_group"))
        // Without aps.alert/category the sfdc fields fill in.
        let m = try PayloadDecoder.decode(#"{"aps":{},"sfdc":{"nid":"X1","alertTitle":"T","alertBody":"B","act":{"group":"g"}}}"#)
        #expect(m.title == "T")
        #expect(m.body == "B")
        #expect(m.category == "g")
    }

    @Test func marigoldKeys() throws {
        let n = try Fixture.notification("marigold.json")
        #expect(n.id == "mg-77")
        #expect(n.marigold == MarigoldParts(notificationId: "mg-77", deepLink: "myapp://sale", actionDeepLink: "myapp://sale/yes"))
        #expect(n.category == "st_cat_yes_no")
    }
}

@Suite struct PayloadErrorTests {
    @Test func badJSONNamesFileLineAndColumn() {
        #expect(errorText { _ = try Fixture.notification("bad-json.json") }
                == "bad-json.json:3:19: invalid JSON: expected a string key")
    }

    @Test func wrongTypeNamesPath() {
        #expect(errorText { _ = try Fixture.notification("wrong-type-alert.json") }
                == "wrong-type-alert.json: $.aps.alert: expected a string or an object {title, body}, found a number")
        #expect(errorText { _ = try PayloadDecoder.decode(#"{"aps":"x"}"#, file: "p.json") }
                == "p.json: $.aps: expected the aps dictionary (an object), found a string")
        #expect(errorText { _ = try PayloadDecoder.decode(#"{"aps":{"category":7}}"#, file: "p.json") }
                == "p.json: $.aps.category: expected a string, found a number")
        #expect(errorText { _ = try PayloadDecoder.decode(#"{"aps":{"alert":{"title":false}}}"#, file: "p.json") }
                == "p.json: $.aps.alert.title: expected a string, found a boolean")
        #expect(errorText { _ = try PayloadDecoder.decode("[1]", file: "p.json") }
                == "p.json: $: expected a payload object, found an array")
    }

    @Test func missingKeyNamesPath() {
        #expect(errorText { _ = try Fixture.notification("salesforce-missing-nid.json") }
                == "salesforce-missing-nid.json: $.sfdc.nid: missing key, expected the notification id (a string)")
        #expect(errorText { _ = try PayloadDecoder.decode(#"{"aps":{},"category-actions":[]}"#, file: "p.json") }
                == "p.json: $.category-name: missing key, expected the name of the category that category-actions defines (a string)")
        #expect(errorText { _ = try PayloadDecoder.decode(#"{"Simulator Target Bundle":1,"aps":{}}"#, file: "p.apns") }
                == #"p.apns: $["Simulator Target Bundle"]: expected the target app's bundle id (a string), found a number"#)
    }

    @Test func unrecognizedShape() {
        #expect(errorText { _ = try Fixture.notification("unknown-shape.json") }?.hasPrefix(
            #"unknown-shape.json: $: unrecognized payload (found keys "hello", "n"); expected an APNs payload (aps)"#) == true)
    }
}
