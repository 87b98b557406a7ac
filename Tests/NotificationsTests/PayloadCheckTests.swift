import Testing
import JSONSyntax
@testable import Notifications

/// One test per check of `PayloadCheck` (docs/notifications.md "Payload checks").
@Suite struct PayloadCheckTests {
    func check(_ json: String, platforms: [Platform] = Platform.allCases, voip: Bool = false,
               registered: RegisteredNames? = nil) -> [PayloadFinding] {
        PayloadCheck.check(Array(json.utf8), file: "p.json", platforms: platforms, voip: voip, registered: registered)
    }

    func kinds(_ findings: [PayloadFinding]) -> [PayloadFinding.Kind] { findings.map(\.kind) }

    @Test func aPlainNotificationHasNoFindings() {
        #expect(check(#"{"aps": {"alert": {"title": "Hi", "body": "There"}, "category": "c"}}"#).isEmpty)
        #expect(check(#"{"message": {"notification": {"title": "Hi", "body": "There"}, "data": {"k": "v"}}}"#).isEmpty)
    }

    /// A key one slip from a field of Expo's push message is named with the field it missed;
    /// a key far from every field (the app's own, at the top level) is left alone.
    @Test func anExpoKeyOneSlipFromAFieldIsNamed() {
        let findings = check(#"{"to": "ExponentPushToken[x]", "title": "Hi", "categoryid": "message", "chanelId": "c", "campaign": "x"}"#)
        #expect(findings.map(\.description) == [
            "$.categoryid: not a field of Expo's push message, so it is ignored (did you mean \"categoryId\"?)",
            "$.chanelId: not a field of Expo's push message, so it is ignored (did you mean \"channelId\"?)",
        ])
        #expect(kinds(findings) == [.category, .type])
        #expect(findings.allSatisfy { $0.severity == .warning })
        #expect(check(#"{"to": "ExponentPushToken[x]", "title": "Hi", "categoryId": "message", "channelId": "c"}"#).isEmpty)
    }

    @Test func undecodablePayloadIsAnError() {
        let findings = check(#"{"aps": {"alert": 3}}"#)
        #expect(kinds(findings) == [.invalid])
        #expect(findings[0].severity == .error)
        #expect(findings[0].message.contains("$.aps.alert"))
    }

    @Test func apnsSizeIsTheCompactJSONAgainst4096AndVoIP5120() {
        // 4096 bytes exactly, compact: no finding; the same with whitespace: still none.
        let overhead = #"{"aps":{"alert":""}}"#.utf8.count
        let fits = #"{"aps":{"alert":""# + String(repeating: "a", count: 4096 - overhead) + #""}}"#
        #expect(fits.utf8.count == 4096)
        #expect(check(fits, platforms: [.ios]).map(\.kind) == [.truncated])
        #expect(check(fits.replacingOccurrences(of: ":", with: ":   "), platforms: [.ios]).map(\.kind) == [.truncated])
        let over = #"{"aps":{"alert":""# + String(repeating: "é", count: 2100) + #""}}"#  // 2 bytes each
        let findings = check(over, platforms: [.ios])
        #expect(kinds(findings) == [.size, .truncated])
        #expect(findings[0].message == "\(overhead + 4200) bytes; APNs rejects payloads over 4096 bytes")
        #expect(findings[0].severity == .error)
        #expect(check(over, platforms: [.ios], voip: true).filter { $0.kind == .size }.isEmpty)
        // Android does not use an APNs payload.
        #expect(check(over, platforms: [.android]).filter { $0.kind == .size }.isEmpty)
    }

    @Test func fcmSizeCountsDataAndNotificationNotTheEnvelope() {
        let big = String(repeating: "x", count: 4000)
        // A long token is not part of what FCM counts.
        #expect(check(#"{"message": {"token": "\#(big)", "data": {"k": "v"}, "notification": {"title": "T"}}}"#).isEmpty)
        let findings = check(#"{"message": {"data": {"a": "\#(big)"}, "android": {"data": {"b": "\#(String(repeating: "y", count: 100))"}}, "notification": {"title": "T"}}}"#)
        #expect(findings.filter { $0.kind == .size }.map(\.description) == ["$.message: 4153 bytes; FCM rejects payloads over 4096 bytes"])
        // The apns payload goes to APNs: measured on its own, for iOS.
        let apns = check(#"{"message": {"notification": {"title": "T"}, "apns": {"payload": {"aps": {"category": "c"}, "blob": "\#(String(repeating: "z", count: 4100))"}}}}"#)
        #expect(apns.filter { $0.kind == .size }.map(\.path) == ["$.message.apns.payload"])
        #expect(apns.filter { $0.kind == .size }.first?.platform == .ios)
    }

    @Test func wrongTypedKeys() {
        let apns = check(#"{"aps": {"alert": {"title": "t", "body": "b", "loc-args": "x"}, "badge": "3", "content-available": true, "mutable-content": "1", "sound": 1, "interruption-level": "loud"}}"#)
        #expect(apns.allSatisfy { $0.kind == .type && $0.severity == .error })
        #expect(apns.map(\.path) == ["$.aps.alert.loc-args", "$.aps.badge", "$.aps.sound", "$.aps.content-available", "$.aps.mutable-content", "$.aps.interruption-level"])
        #expect(apns[1].message == "expected a number ≥ 0, found a string (\"3\"); iOS ignores it")
        let fcm = check(#"{"message": {"data": {"count": 3, "ok": "yes"}, "notification": {"title": "T"}, "android": {"priority": "urgent", "ttl": 60}}}"#)
        #expect(fcm.map(\.path) == ["$.message.data.count", "$.message.android.priority", "$.message.android.ttl"])
        #expect(fcm[0].message.hasSuffix("FCM rejects the message (data values must be strings)"))
        // Legacy FCM turned non-string data into text (cordova-plugin-push reads JSON there): not checked.
        #expect(check(#"{"to": "t", "data": {"actions": [{"title": "A"}]}, "notification": {"title": "T"}}"#).isEmpty)
    }

    @Test func imageWithoutMutableContentOnIOS() {
        let missing = check(#"{"aps": {"alert": "Photo"}, "fcm_options": {"image": "https://x/y.png"}}"#)
        #expect(missing.map(\.kind) == [.image])
        #expect(missing[0].platform == .ios)
        #expect(check(#"{"aps": {"alert": "Photo", "mutable-content": 1}, "fcm_options": {"image": "https://x/y.png"}}"#).isEmpty)
        let v1 = check(#"{"message": {"notification": {"title": "T", "image": "https://x/y.png"}}}"#)
        #expect(v1.map(\.path) == ["$.message.notification.image"])
        #expect(check(#"{"message": {"notification": {"title": "T", "image": "https://x/y.png"}}}"#, platforms: [.android]).isEmpty)
    }

    @Test func dataOnlyMessageShowsNothing() {
        let payload = #"{"message": {"data": {"chatId": "42"}}}"#
        let findings = check(payload)
        #expect(findings.map(\.kind) == [.dataOnly, .dataOnly])
        #expect(findings[0].message == "a data-only message: nothing is shown unless the app displays one itself (check with --entry)")
        #expect(findings[1].platform == .ios)
        // An entry that displays one on Android: only iOS is left silent.
        let shown = check(payload, registered: RegisteredNames(displaysDataMessage: [.android]))
        #expect(shown.first?.platform == .ios)
        // content-available lets iOS wake the app.
        #expect(check(#"{"message": {"data": {"k": "v"}, "apns": {"payload": {"aps": {"content-available": 1}}}}}"#, platforms: [.ios]).count == 1)
    }

    @Test func categoryAndChannelTheEntryNeverRegisters() {
        let registered = RegisteredNames(categories: [.ios: [Category(id: "poll", actions: [], source: .jshost)], .android: []],
                                         channels: ["orders"])
        let findings = check(#"{"message": {"notification": {"title": "T"}, "android": {"notification": {"channel_id": "news", "click_action": "poll"}}, "apns": {"payload": {"aps": {"category": "poll"}}}}}"#,
                             registered: registered)
        #expect(findings.map(\.kind) == [.category, .channel])
        #expect(findings[0].platform == .android)
        #expect(findings[0].message.contains("category \"poll\" is never registered"))
        #expect(findings[1].message.contains("channel \"news\""))
        // Without the entry nothing is known about registrations.
        #expect(check(#"{"aps": {"alert": "x", "category": "nope"}}"#).isEmpty)
    }

    @Test func moreButtonsThanThePlatformShows() {
        let actions = (1...4).map { #"{"name": "B\#($0)", "type": "dismiss", "foreground": true, "destructive": false, "authentication": false}"# }
        let payload = #"{"aps": {"alert": "x"}, "category-name": "four", "category-actions": [\#(actions.joined(separator: ","))]}"#
        let findings = check(payload)
        #expect(findings.map(\.kind) == [.buttons])
        #expect(findings[0].platform == .android)
        #expect(findings[0].message == "category \"four\" has 4 buttons; Android shows at most 3 buttons, so \"B4\" never show")
    }

    @Test func titleOrBodyTheBannerTruncates() {
        let title = String(repeating: "t", count: 60)
        let findings = check(#"{"aps": {"alert": {"title": "\#(title)", "body": "short"}}}"#)
        #expect(findings.map(\.kind) == [.truncated])
        #expect(findings[0].platform == .ios)  // Android shows 65
        #expect(findings[0].message == "the title has 60 characters; about \(BannerLimits.title(.ios)) show before \"…\"")
        // Characters, not bytes: 100 emoji are 100 characters.
        #expect(check(#"{"aps": {"alert": {"body": "\#(String(repeating: "👍", count: 100))"}}}"#).isEmpty)
    }
}
