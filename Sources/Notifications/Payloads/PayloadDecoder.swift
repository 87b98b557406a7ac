import JSONSyntax

/// Decodes push payloads of every format of SPEC §6 into one `PushNotification`.
///
/// Detection order (first match wins; `format:` overrides it):
/// 1. `Simulator Target Bundle` → `simctl`
/// 2. `aps` → `apns`
/// 3. `message` holding `data`/`notification`/`android`/`apns`/`webpush`/`token`/`topic`/`condition` → `fcmV1`
/// 4. `settings`, or `message.alert` → `mobileFirst8`
/// 5. `APNS` or `GCM` → `mobileFirst7`
/// 6. `to` holding Expo push tokens, or `categoryId` without `notification` → `expo`
/// 7. `to`/`registration_ids`/`condition`, or `notification`/`data` → `fcmLegacy`
/// 8. `custom` (OneSignal's data bundle on its own) → `oneSignal`
/// 9. `trigger`, `action-identifier`, `user-text`, `payload`, or `title`/`body` → `detox`
/// 10. `alert` → `mobileFirst7` (the flat event-source form)
///
/// The system parts are read from every format's custom data: Acoustic
/// `notification-action`, `category-name`, `category-actions`; Salesforce `sfdc`;
/// Marigold `_nid`, `_u`, `st_action_deeplink`. In FCM `data` (string values only)
/// these may be JSON text inside the string.
public enum PayloadDecoder {
    /// Parses and decodes bytes. `file` names the input in errors; `id` overrides the
    /// notification id.
    public static func decode(_ bytes: UnsafeRawBufferPointer, file: String? = nil, id: String? = nil,
                              format: PayloadFormat? = nil) throws -> PushNotification {
        try decode(bytes, byteCount: bytes.count, file: file, id: id, format: format)
    }

    /// Parses and decodes bytes whose size on the wire is `byteCount` (when nil, it is
    /// measured by encoding the payload compactly).
    ///
    /// The common APNs shape (by far the most frequent payload) is read in one pass
    /// (`readAPNs`), building only what the decoder reads, and the notification keeps
    /// the text for `raw` and `data`. Anything else is parsed whole and decoded. The
    /// result and the errors are those of a full parse either way.
    public static func decode(_ bytes: UnsafeRawBufferPointer, byteCount: Int?, file: String? = nil, id: String? = nil,
                              format: PayloadFormat? = nil) throws -> PushNotification {
        guard format == nil || format == .apns || format == .simctl,
              var n = try readAPNs(bytes, file: file, format: format) else {
            return try decode(JSONParser.parse(bytes, file: file), byteCount: byteCount, file: file, id: id, format: format)
        }
        n.keepAPNsText(bytes, byteCount: byteCount)
        if let id { n.id = id }
        return n
    }

    /// The common APNs shape read in one pass over the text, building only the strings
    /// and system members `decodeAPNs` reads: `aps.alert` (a string, null, or an object
    /// whose `title` and `body` are strings or null), `aps.category` (a string or null),
    /// `Simulator Target Bundle` (a string) for simctl. Anything else (another shape, a
    /// type `decodeAPNs` would reject, a key with escapes, no `aps`) returns nil and the
    /// general path decodes the payload, with its errors. Bad JSON is the same error
    /// either way.
    static func readAPNs(_ bytes: UnsafeRawBufferPointer, file: String?, format: PayloadFormat?) throws -> PushNotification? {
        try JSONParser.read(bytes, file: file) { reader in try readAPNs(&reader, file: file, format: format) }
    }

    /// `readAPNs` of the value at the reader's cursor (a whole document, or a member of
    /// one), leaving the cursor after it; nil when declined (the cursor is then
    /// anywhere inside the value).
    static func readAPNs(_ reader: inout JSONReader, file: String?, format: PayloadFormat?) throws -> PushNotification? {
        guard reader.next == UInt8(ascii: "{") else { return nil }
        var sawAps = false, sawBundle = false
        var alertText: String?, title: String?, body: String?, category: String?, bundle: String?
        // What the appearance model reads of `aps` (badge, sound, subtitle, …): rare enough
        // to keep as values, read after the pass.
        var appearance = NotificationAppearance()
        // The system members (Acoustic, Salesforce, Marigold keys): the first one
        // alone, as there usually is one, and an array only from the second on.
        var firstSystem: JSONMember?
        var system: [JSONMember] = []
        /// A string or null at the cursor; false for anything else.
        func optionalString(_ reader: inout JSONReader, into value: inout String?) throws -> Bool {
            switch reader.next {
            case UInt8(ascii: "\""): value = try reader.readString()
            case UInt8(ascii: "n"): try reader.skipValue(); value = nil
            default: return false
            }
            return true
        }
        let whole = try reader.readObject { reader, key in
            guard let key else { return false }
            if key.equals("aps") {
                guard reader.next == UInt8(ascii: "{") else { return false }
                sawAps = true
                alertText = nil; title = nil; body = nil; category = nil
                appearance = NotificationAppearance()
                return try reader.readObject { reader, key in
                    guard let key else { return false }
                    if key.equals("category") { return try optionalString(&reader, into: &category) }
                    guard key.equals("alert") else {
                        if let name = AppearanceReader.apsKey(key) {
                            AppearanceReader.readAPSMember(name, try reader.readValue(), into: &appearance)
                        } else {
                            try reader.skipValue()
                        }
                        return true
                    }
                    appearance.subtitle = nil
                    alertText = nil; title = nil; body = nil
                    switch reader.next {
                    case UInt8(ascii: "\""), UInt8(ascii: "n"): return try optionalString(&reader, into: &alertText)
                    case UInt8(ascii: "{"):
                        return try reader.readObject { reader, key in
                            guard let key else { return false }
                            if key.equals("title") { return try optionalString(&reader, into: &title) }
                            if key.equals("body") { return try optionalString(&reader, into: &body) }
                            if key.equals("subtitle") {
                                appearance.subtitle = nil
                                return try optionalString(&reader, into: &appearance.subtitle)
                            }
                            try reader.skipValue()
                            return true
                        }
                    default: return false
                    }
                }
            }
            if key.equals("Simulator Target Bundle") {
                guard reader.next == UInt8(ascii: "\"") else { return false }
                sawBundle = true
                bundle = try reader.readString()
                return true
            }
            if let name = systemKey(key) {
                let member = JSONMember(name, try reader.readValue())
                if firstSystem == nil { firstSystem = member } else { system.append(member) }
            } else {
                try reader.skipValue()
            }
            return true
        }
        guard whole, sawAps else { return nil }
        let detected = format ?? (sawBundle ? .simctl : .apns)
        if detected == .simctl && !sawBundle { return nil }
        var n = PushNotification(format: detected, title: title, body: alertText ?? body, category: category)
        if detected == .simctl { n.simulatorTargetBundle = bundle }
        if !appearance.isEmpty { n.appearance = appearance }
        guard let firstSystem else { return n }
        if system.isEmpty, firstSystem.key == "notification-action", firstSystem.value != .null,
           let action = try? Acoustic.notificationAction(from: firstSystem.value, file: file, path: "") {
            // The usual Acoustic payload: its only system member, read as `readSystemParts`
            // reads it (which any other case, and any error, goes through).
            n.acoustic = AcousticParts(notificationAction: action)
        } else {
            system.insert(firstSystem, at: 0)
            try readSystemParts(JSONFields(JSONObject(system), path: "$", file: file), into: &n, jsonInStrings: false)
        }
        return n
    }

    /// Reads an `--events` line in one pass: a flat object whose members are the
    /// strings named by `keys` (see `JSONParser.readFlatObject`) and `payload`, an
    /// APNs payload decoded where it stands — read once, not checked first and
    /// decoded after. The notification comes with its text and size, as from
    /// `decode(_:byteCount:file:id:format:)` with no format. `.other` for any other
    /// line, or a payload `readAPNs` declines or finds bad: the caller then reads
    /// the line the general way, with its errors. The string of `keys[idKey]`, if
    /// any, is the notification's id (as `decode`'s `id`).
    package static func readEventLine(_ bytes: UnsafeRawBufferPointer, keys: [StaticString], payload: StaticString, idKey: Int? = nil,
                                     _ string: (Int, String) -> Void) -> (line: JSONParser.FlatObject, notification: PushNotification?) {
        var decoded: PushNotification?
        var id: String?
        let line = JSONParser.readFlatObject(bytes, keys: keys, special: payload, { key, value in
            if key == idKey { id = value }
            string(key, value)
        }) { reader in
            let start = reader.index
            reader.notCompact = false
            guard var n = try readAPNs(&reader, file: nil, format: nil) else { return false }
            let text = UnsafeRawBufferPointer(rebasing: bytes[start ..< reader.index])
            n.keepAPNsText(text, byteCount: reader.notCompact ? nil : text.count)
            decoded = n
            return true
        }
        // Set here, on the only reference, so the notification's storage is not copied.
        if let id, decoded != nil { decoded!.id = id }
        return (line, decoded)
    }

    public static func decode(_ bytes: [UInt8], file: String? = nil, id: String? = nil,
                              format: PayloadFormat? = nil) throws -> PushNotification {
        try bytes.withUnsafeBytes { try decode($0, file: file, id: id, format: format) }
    }

    public static func decode(_ text: String, file: String? = nil, id: String? = nil,
                              format: PayloadFormat? = nil) throws -> PushNotification {
        var text = text
        return try text.withUTF8 { try decode(UnsafeRawBufferPointer($0), file: file, id: id, format: format) }
    }

    /// Decodes an already parsed payload. `byteCount` is its size on the wire; when nil
    /// it is measured by encoding the value compactly.
    public static func decode(_ value: JSONValue, byteCount: Int? = nil, file: String? = nil, id: String? = nil,
                              format givenFormat: PayloadFormat? = nil) throws -> PushNotification {
        guard case .object(let top) = value else {
            throw NotificationsError.wrongType(file: file, path: "$", expected: "a payload object", found: value.typeDescription)
        }
        guard let format = givenFormat ?? detect(top) else {
            throw NotificationsError.unrecognizedPayload(file: file, keys: top.keys)
        }
        let f = JSONFields(top, path: "$", file: file)
        var n: PushNotification
        do {
            n = try decode(f, as: format, keys: top.keys)
        } catch let error as NotificationsError where givenFormat == nil && weaklyDetected(format, top) {
            // Detected by keys several formats share, not named: say what it was read as (and
            // where APNs keys go). A payload with `aps`, `message` or `settings` is what it says.
            switch error {
            case .wrongType, .missingKey, .invalidValue: throw NotificationsError.readAs(format: format, keys: top.keys, underlying: error)
            default: throw error
            }
        }
        n.raw = value
        n.appearance = AppearanceReader.payload(top, format: format)
        n.byteCount = byteCount ?? value.compactByteCount
        if let id { n.id = id }
        return n
    }

    /// True when `format` was detected from keys other formats use too (`alert`, `title`,
    /// `data`, `to`), not from a key of its own (`aps`, `message`, `settings`, `APNS`/`GCM`).
    static func weaklyDetected(_ format: PayloadFormat, _ top: JSONObject) -> Bool {
        switch format {
        case .detox, .fcmLegacy, .oneSignal: return true
        case .mobileFirst7: return top["APNS"] == nil && top["GCM"] == nil
        case .expo: return !Expo.isPushToken(top["to"])
        default: return false
        }
    }

    private static func decode(_ f: JSONFields, as format: PayloadFormat, keys: [String]) throws -> PushNotification {
        let file = f.file
        var n: PushNotification
        switch format {
        case .apns, .simctl: n = try decodeAPNs(f, format: format)
        case .detox: n = try decodeDetox(f)
        case .fcmV1: n = try decodeFCMv1(f)
        case .fcmLegacy: n = try decodeFCMLegacy(f)
        case .mobileFirst8: n = try decodeMobileFirst8(f)
        case .mobileFirst7: n = try decodeMobileFirst7(f)
        case .expo: n = try decodeExpo(f)
        case .oneSignal: n = try OneSignal.decodeDataBundle(f)
        case .local: throw NotificationsError.unrecognizedPayload(file: file, keys: keys)  // only scripts make these
        }
        return n
    }

    /// The format a payload's shape says it is, or nil.
    public static func detect(_ top: JSONObject) -> PayloadFormat? {
        if top["Simulator Target Bundle"] != nil { return .simctl }
        if top["aps"] != nil { return .apns }
        if case .object(let m)? = top["message"] {
            for k in ["data", "notification", "android", "apns", "webpush", "token", "topic", "condition"] where m[k] != nil {
                return .fcmV1
            }
            if m["alert"] != nil { return .mobileFirst8 }
        }
        if top["settings"] != nil { return .mobileFirst8 }
        if top["APNS"] != nil || top["GCM"] != nil { return .mobileFirst7 }
        if Expo.isPushToken(top["to"]) || (top["categoryId"] != nil && top["notification"] == nil) { return .expo }
        if top["to"] != nil || top["registration_ids"] != nil || top["condition"] != nil
            || top["notification"] != nil || top["data"] != nil { return .fcmLegacy }
        if top["custom"] != nil { return .oneSignal }
        if top["trigger"] != nil || top["action-identifier"] != nil || top["user-text"] != nil
            || top["payload"] != nil || top["title"] != nil || top["body"] != nil { return .detox }
        if top["alert"] != nil { return .mobileFirst7 }
        return nil
    }

    // MARK: - APNs and simctl

    static func decodeAPNs(_ f: JSONFields, format: PayloadFormat) throws -> PushNotification {
        var n = PushNotification(format: format)
        let aps = try f.requiredFields("aps", "the aps dictionary (an object)")
        try readAlert(aps, into: &n)
        n.category = try aps.string("category")
        if format == .simctl {
            n.simulatorTargetBundle = try f.requiredString("Simulator Target Bundle", "the target app's bundle id (a string)")
        }
        // `data` is the top level without `aps` and `Simulator Target Bundle`, made when
        // read. The system keys are neither, so they are read from the top level itself.
        n.setAPNsData(from: f.object)
        try readSystemParts(JSONFields(f.object, path: f.path, file: f.file), into: &n, jsonInStrings: false)
        return n
    }

    static func readAlert(_ aps: JSONFields, into n: inout PushNotification) throws {
        guard let alert = aps["alert"] else { return }
        switch alert {
        case .string(let s): n.body = s
        case .object(let o):
            let a = JSONFields(o, path: aps.pathOf("alert"), file: aps.file)
            n.title = try a.string("title")
            n.body = try a.string("body")
        case .null: break
        default:
            throw NotificationsError.wrongType(file: aps.file, path: aps.pathOf("alert"),
                                               expected: "a string or an object {title, body}", found: alert.typeDescription)
        }
    }

    // MARK: - System parts (Acoustic, Salesforce, Marigold)

    static let jsonKeys: Set<String> = ["notification-action", "category-actions", "sfdc"]

    /// Whether any member is one of the system keys (a cheap scan that spares the
    /// lookups below for ordinary payloads).
    static func hasSystemKeys(_ o: JSONObject) -> Bool {
        for m in o.members where isSystemKey(m.key) { return true }
        return false
    }

    /// The system key these bytes spell, or nil: by length first, then the bytes.
    static func systemKey(_ key: UnsafeBufferPointer<UInt8>) -> String? {
        switch key.count {
        case 2: return key.equals("_u") ? "_u" : nil
        case 4: return key.equals("sfdc") ? "sfdc" : (key.equals("_nid") ? "_nid" : nil)
        case 13: return key.equals("category-name") ? "category-name" : nil
        case 16: return key.equals("category-actions") ? "category-actions" : nil
        case 18: return key.equals("st_action_deeplink") ? "st_action_deeplink" : nil
        case 19: return key.equals("notification-action") ? "notification-action" : nil
        default: return nil
        }
    }

    /// Whether `key` is one of the system keys (`systemKey` on its UTF-8).
    static func isSystemKey(_ key: String) -> Bool {
        if let found = key.utf8.withContiguousStorageIfAvailable(systemKey) { return found != nil }
        var key = key
        return key.withUTF8(systemKey) != nil
    }

    static func readSystemParts(_ d: JSONFields, into n: inout PushNotification, jsonInStrings: Bool) throws {
        guard hasSystemKeys(d.object) else { return }
        // Acoustic
        let actionValue = try embedded(d, "notification-action", jsonInStrings)
        let categoryName = try d.string("category-name")
        let categoryActions = try embedded(d, "category-actions", jsonInStrings)
        if actionValue != nil || categoryName != nil || categoryActions != nil {
            var action: AcousticAction?
            if let actionValue, actionValue != .null {
                // The path only shows in errors: spelled out (and the action read again) on failure.
                do {
                    action = try Acoustic.notificationAction(from: actionValue, file: d.file, path: "")
                } catch {
                    _ = try Acoustic.notificationAction(from: actionValue, file: d.file, path: d.pathOf("notification-action"))
                    throw error
                }
            }
            var category: Category?
            if let categoryActions, categoryActions != .null {
                guard let name = categoryName ?? n.category else {
                    throw NotificationsError.missingKey(file: d.file, path: d.pathOf("category-name"),
                                                        expected: "the name of the category that category-actions defines (a string)")
                }
                category = try Acoustic.payloadCategory(name: name, actions: categoryActions, file: d.file, path: d.pathOf("category-actions"))
            }
            if n.category == nil { n.category = categoryName }
            n.acoustic = AcousticParts(notificationAction: action, categoryName: categoryName, category: category)
        }
        // Salesforce
        if let sfdcValue = try embedded(d, "sfdc", jsonInStrings), sfdcValue != .null {
            let s = try JSONFields(sfdcValue, path: d.pathOf("sfdc"), file: d.file, expected: "an object {nid, type, alertTitle, alertBody, act}")
            var parts = SalesforceParts(nid: try s.requiredString("nid", "the notification id (a string)"))
            parts.type = try s.string("type")
            parts.alertTitle = try s.string("alertTitle")
            parts.alertBody = try s.string("alertBody")
            if let act = try s.fields("act", "an object {group}") { parts.actionGroup = try act.string("group") }
            if n.title == nil { n.title = parts.alertTitle }
            if n.body == nil { n.body = parts.alertBody }
            if n.category == nil { n.category = parts.actionGroup }
            if n.id.isEmpty { n.id = parts.nid }
            n.salesforce = parts
        }
        // Marigold
        let nid = try d.stringOrNumber("_nid")
        let deepLink = try d.string("_u")
        let actionLink = try d.string("st_action_deeplink")
        if nid != nil || deepLink != nil || actionLink != nil {
            n.marigold = MarigoldParts(notificationId: nid, deepLink: deepLink, actionDeepLink: actionLink)
            if n.id.isEmpty, let nid { n.id = nid }
        }
    }

    /// A member that may be JSON text inside a string (FCM data).
    static func embedded(_ d: JSONFields, _ key: String, _ jsonInStrings: Bool) throws -> JSONValue? {
        guard let v = d[key] else { return nil }
        if jsonInStrings, case .string(let s) = v, key != "category-name" {
            do {
                return try JSONParser.parse(s)
            } catch let e as JSONSyntaxError {
                throw NotificationsError.invalidValue(file: d.file, path: d.pathOf(key), expected: "JSON text in the string",
                                                      found: "JSON text (\(e.line):\(e.column): invalid JSON: expected \(e.expected))")
            }
        }
        return v
    }

    // MARK: - Detox

    static func decodeDetox(_ f: JSONFields) throws -> PushNotification {
        var n = PushNotification(format: .detox)
        n.title = try f.string("title")
        n.body = try f.string("body")
        n.category = try f.string("category")
        n.detox = DetoxParts(trigger: f["trigger"], actionIdentifier: try f.string("action-identifier"),
                             userText: try f.string("user-text"))
        if let trigger = f["trigger"], !trigger.isNull {
            let t = try JSONFields(trigger, path: f.pathOf("trigger"), file: f.file, expected: "an object {type}")
            _ = try t.string("type")
        }
        if let payload = try f.fields("payload", "an object (the custom data)") {
            n.data = payload.object
            try readSystemParts(payload, into: &n, jsonInStrings: false)
        }
        return n
    }

    // MARK: - FCM

    static func fcmData(_ data: JSONFields) throws {
        for m in data.object.members {
            guard case .string = m.value else {
                throw NotificationsError.wrongType(file: data.file, path: data.pathOf(m.key),
                                                   expected: "a string (FCM v1 data values are strings)", found: m.value.typeDescription)
            }
        }
    }

    static func decodeFCMv1(_ f: JSONFields) throws -> PushNotification {
        var n = PushNotification(format: .fcmV1)
        let m = try f.requiredFields("message", "the FCM message (an object)")
        var data = JSONObject()
        if let d = try m.fields("data", "an object of string values") {
            try fcmData(d)
            data = d.object
        }
        // A message with no notification block anywhere is data-only: nothing is shown.
        var shown = false
        if let note = try m.fields("notification") {
            shown = true
            n.title = try note.string("title")
            n.body = try note.string("body")
        }
        if let android = try m.fields("android") {
            if let an = try android.fields("notification") {
                shown = true
                if n.title == nil { n.title = try an.string("title") }
                if n.body == nil { n.body = try an.string("body") }
                n.androidCategory = try an.string("click_action")
                n.androidChannel = try an.string("channel_id")
            }
            if let ad = try android.fields("data", "an object of string values") {
                try fcmData(ad)
                for member in ad.object.members where data[member.key] == nil { data.append(member.key, member.value) }
            }
        }
        if let apns = try m.fields("apns"), let payload = try apns.fields("payload") {
            if let aps = try payload.fields("aps") {
                if aps["alert"] != nil { shown = true }
                var alertOnly = PushNotification()
                try readAlert(aps, into: &alertOnly)
                if n.title == nil { n.title = alertOnly.title }
                if n.body == nil { n.body = alertOnly.body }
                n.category = try aps.string("category")
            }
            for member in payload.object.members where member.key != "aps" && data[member.key] == nil {
                data.append(member.key, member.value)
            }
        }
        n.data = data
        try readSystemParts(JSONFields(data, path: m.pathOf("data"), file: f.file), into: &n, jsonInStrings: true)
        if n.category == nil { n.category = n.androidCategory }
        n.isDataOnly = !shown && !displaysItsOwnData(n)
        return n
    }

    /// Whether an SDK whose keys the data carries (Acoustic, Salesforce, Marigold) shows
    /// the message itself: their Android SDKs build the notification from data messages.
    static func displaysItsOwnData(_ n: PushNotification) -> Bool {
        n.acoustic != nil || n.salesforce != nil || n.marigold != nil
    }

    static func decodeFCMLegacy(_ f: JSONFields) throws -> PushNotification {
        var n = PushNotification(format: .fcmLegacy)
        if f["to"] != nil { _ = try f.requiredString("to", "the registration token or topic (a string)") }
        if let ids = try f.array("registration_ids", "an array of registration tokens") {
            for (i, v) in ids.enumerated() where v.stringValue == nil {
                throw NotificationsError.wrongType(file: f.file, path: JSONPath.element(f.pathOf("registration_ids"), i),
                                                   expected: "a registration token (a string)", found: v.typeDescription)
            }
        }
        if let note = try f.fields("notification") {
            n.title = try note.string("title")
            n.body = try note.string("body")
            n.androidCategory = try note.string("click_action")
            n.category = try note.string("click_action")
            n.androidChannel = try note.string("android_channel_id")
        }
        if let d = try f.fields("data") {
            n.data = d.object
            try readSystemParts(d, into: &n, jsonInStrings: true)
        }
        // No notification block: a data-only message, which the platform does not show.
        if f["notification"] == nil, !displaysItsOwnData(n) { n.isDataOnly = true }
        return n
    }

    // MARK: - MobileFirst

    static func decodeMobileFirst8(_ f: JSONFields) throws -> PushNotification {
        var n = PushNotification(format: .mobileFirst8)
        var parts = MobileFirstParts()
        if let message = try f.fields("message", "an object {alert}") {
            parts.alert = try message.string("alert")
        }
        if let settings = try f.fields("settings", "an object {apns, gcm}") {
            if let apns = try settings.fields("apns") {
                parts.iosCategory = try apns.string("interactiveCategory") ?? apns.string("category")
                if let p = apns["payload"] { parts.payload = p }
                n.title = try apns.string("title")
            }
            if let gcm = try settings.fields("gcm") {
                parts.androidCategory = try gcm.string("interactiveCategory") ?? gcm.string("category")
                if parts.payload == nil, let p = gcm["payload"] { parts.payload = p }
                if n.title == nil { n.title = try gcm.string("title") }
            }
        }
        return try finishMobileFirst(n, parts, f)
    }

    static func decodeMobileFirst7(_ f: JSONFields) throws -> PushNotification {
        let n = PushNotification(format: .mobileFirst7)
        var parts = MobileFirstParts()
        if let apns = try f.fields("APNS") {
            parts.alert = try apns.string("alert")
            parts.iosCategory = try apns.string("category")
            parts.payload = apns["payload"]
        }
        if let gcm = try f.fields("GCM") {
            if parts.alert == nil { parts.alert = try gcm.string("alert") }
            parts.androidCategory = try gcm.string("category")
            if parts.payload == nil { parts.payload = gcm["payload"] }
        }
        if f["APNS"] == nil && f["GCM"] == nil {  // flat event-source form
            parts.alert = try f.string("alert")
            parts.iosCategory = try f.string("category")
            parts.payload = f["payload"]
        }
        if let settings = try f.fields("settings"), let apns = try settings.fields("apns"), parts.iosCategory == nil {
            parts.iosCategory = try apns.string("category")
        }
        return try finishMobileFirst(n, parts, f)
    }

    /// What both MobileFirst forms end with: alert, categories and custom payload.
    static func finishMobileFirst(_ notification: PushNotification, _ parts: MobileFirstParts, _ f: JSONFields) throws -> PushNotification {
        var n = notification
        n.body = parts.alert
        n.category = parts.iosCategory ?? parts.androidCategory
        n.androidCategory = parts.androidCategory
        try readMobileFirstPayload(parts.payload, f: f, into: &n)
        n.mobileFirst = parts
        return n
    }

    /// MobileFirst's custom payload is an object or a JSON string.
    static func readMobileFirstPayload(_ payload: JSONValue?, f: JSONFields, into n: inout PushNotification) throws {
        guard let payload else { return }
        var value = payload
        if case .string(let s) = payload, let parsed = try? JSONParser.parse(s) { value = parsed }
        if case .object(let o) = value {
            n.data = o
            try readSystemParts(JSONFields(o, path: "$.payload", file: f.file), into: &n, jsonInStrings: false)
        }
    }
}
