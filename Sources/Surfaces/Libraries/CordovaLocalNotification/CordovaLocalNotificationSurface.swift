import Foundation
import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// cordova-plugin-local-notification 0.9 (docs/surfaces.md "cordova-plugin-local-notification"):
/// `cordova.plugins.notification.local`, installed with the Cordova plugins jshost emulates
/// (JS/cordova.js), with the plugin's www/local-notification.js (JS/cordova-local-notification.js)
/// over this native side, which follows katzer/cordova-plugin-local-notifications 0.9.0-beta.3:
/// iOS src/ios/APPLocalNotification.m (events, the queue, launch details),
/// APPNotificationOptions.m (triggers), UNUserNotificationCenter+APPLocalNotification.m (types);
/// Android src/android/LocalNotification.java, TriggerReceiver.java, ClickReceiver.java,
/// notification/Request.java, Notification.java, Options.java and trigger/IntervalTrigger.java,
/// MatchTrigger.java.
final class CordovaLocalNotificationSurface: SurfaceInstaller {
    unowned let device: Device
    private var glueValue: JSValue?

    private struct Entry {
        var options: JSONObject
        /// The armed timer of the next occurrence, if any.
        var timer: EventLoop.TimerID?
        /// Android: the occurrences not armed yet of a finite `count` (epoch ms).
        var later: [Double] = []
    }
    /// Scheduled (iOS: pending or delivered; Android: persisted) notifications, in order.
    private var entries: [(id: Int, entry: Entry)] = []
    /// Shown and not cleared (the notification center / the status bar), in order.
    private var tray: [Int] = []
    /// Action groups registered with addActions (`actionGroupId` → actions).
    private var groups: [String: [JSONValue]] = [:]
    /// `ready` was called (fireQueuedEvents).
    private var ready = false
    private var queue: [(event: String, notification: JSONValue?, data: JSONObject)] = []
    private var launchDetails: JSONValue?
    private var listening = false

    init(device: Device) { self.device = device }

    func install() throws {}

    private var platform: Platform { device.dispatcher.platform }

    /// Events reach JavaScript once the app called `ready` and while it runs; before, they
    /// wait in the plugin's queue (`eventQueue`). A quit app's plugin starts again
    /// not ready: its events wait for the launch.
    private var deliverable: Bool { ready && device.dispatcher.appState != .terminated }

    func appStateChanged() {
        // Android's onResume calls deviceready() again.
        if deliverable { flush() }
    }

    // MARK: Glue

    func glue() throws -> JSValue {
        if let glueValue { return glueValue }
        let context = device.context
        let natives = JSValue.object(in: context)
        natives["intrinsics"] = device.intrinsics
        natives.defineFunction("platform") { [unowned self] _ in JSValue(string: platform.rawValue, in: context) }
        natives.defineFunction("exec") { [unowned self] arguments in
            let action = arguments.first?.stringValue ?? ""
            let params = arguments.count > 1 ? (arguments[1].jsonValue?.arrayValue ?? []) : []
            return try exec(action, params).map { JSValue(json: $0, in: context) } ?? .undefined(in: context)
        }
        device.registrations.define(on: natives, library: "cordova-plugin-local-notification")
        device.listenerLedger.define(on: natives, surface: .cordovaLocalNotification)
        let glue = try evaluateGlue(EmbeddedJS.cordovaLocalNotification, name: "cordova-local-notification", natives: natives, in: device)
        glueValue = glue
        // Android: the plugin's Manager creates its channel "default-channel-id" when made.
        if platform == .android { device.dispatcher.trackChannels(created: ["default-channel-id"]) }
        listen()
        return glue
    }

    // MARK: Events

    /// `fireEvent:notification:data:` — eopts are `{event, foreground, queued, notification}`
    /// (plus the action's `text`), queued until the app is ready.
    private func fireEvent(_ event: String, _ id: Int?, extra: JSONObject = JSONObject()) {
        let (n, data) = eventArguments(event, id, extra: extra)
        if deliverable {
            guard let glueValue else { return }
            device.callBack(glueValue["fire"], [JSValue(string: event, in: device.context), n.map { JSValue(json: $0, in: device.context) } ?? .null(in: device.context),
                                                JSValue(json: .object(data), in: device.context)], entry: "notification.local.on('\(event)') listener")
        } else {
            queue.append((event, n, data))
        }
    }

    private func eventArguments(_ event: String, _ id: Int?, extra: JSONObject) -> (JSONValue?, JSONObject) {
        var data = extra
        data.append("event", .string(event))
        data.append("foreground", .bool(device.dispatcher.appState == .foreground))
        data.append("queued", .bool(!deliverable))
        var n: JSONValue?
        if let id {
            data.append("notification", .number(Double(id)))
            n = options(id).map { .object($0) }
        }
        return (n, data)
    }

    private func invokeFire(_ event: String, _ n: JSONValue?, _ data: JSONObject) throws(JSException) -> JSValue {
        guard let glueValue else { return .undefined(in: device.context) }
        let context = device.context
        return try glueValue.invoke("fire", [JSValue(string: event, in: context), n.map { JSValue(json: $0, in: context) } ?? .null(in: context),
                                             JSValue(json: .object(data), in: context)])
    }

    private func flush() {
        let events = queue
        queue = []
        for (event, n, data) in events {
            device.callBack(glueValue?["fire"] ?? .undefined(in: device.context),
                            [JSValue(string: event, in: device.context), n.map { JSValue(json: $0, in: device.context) } ?? .null(in: device.context),
                             JSValue(json: .object(data), in: device.context)], entry: "notification.local.on('\(event)') listener")
        }
    }

    private func listen() {
        guard !listening else { return }
        listening = true
        unowned let device = self.device
        // `trigger`: iOS fires it from willPresentNotification, which iOS calls only while the
        // app is in the foreground; Android's TriggerReceiver whenever the app runs.
        device.dispatcher.addNotificationListener(surface: .cordovaLocalNotification, filter: { [unowned self] d in
            guard let id = ownId(d.notification) else { return false }
            let runs = platform == .ios ? d.appState == .foreground : d.appState != .terminated
            guard runs else { return false }
            if !deliverable {
                let (n, data) = eventArguments("trigger", id, extra: JSONObject())
                queue.append(("trigger", n, data))
                return false
            }
            return true
        }, device.jsHandler("notification.local.on('trigger') listener") { [unowned self] d throws(JSException) in
            guard let id = ownId(d.notification) else { return .undefined(in: device.context) }
            let (n, data) = eventArguments("trigger", id, extra: JSONObject())
            return try invokeFire("trigger", n, data)
        })
        device.dispatcher.addResponseListener(surface: .cordovaLocalNotification, filter: { [unowned self] d in
            ownId(d.notification) != nil
        }, device.jsHandler("notification.local.on('click') listener") { [unowned self] d throws(JSException) in
            guard let id = ownId(d.notification) else { return .undefined(in: device.context) }
            return try respond(id, d)
        })
    }

    /// The id of a notification this plugin showed (its options carry the plugin's `meta`).
    private func ownId(_ n: PushNotification) -> Int? {
        guard n.format == .local, n.raw["meta"]?["plugin"]?.stringValue == "cordova-plugin-local-notification" else { return nil }
        return n.raw["id"]?.intValue
    }

    /// iOS `didReceiveNotificationResponse`: the default action is `click`, the dismissal
    /// `clear`, a button its id; every event but `clear` comes after a `clear`; a click
    /// before deviceready is the launch details. Android ClickReceiver: the action's event
    /// (`click` for the body), then the notification is cleared (cancelled when it was the
    /// last occurrence) unless sticky; the first event with a notification before
    /// deviceready is the launch details.
    private func respond(_ id: Int, _ d: HandlerDelivery) throws(JSException) -> JSValue {
        let launched = device.appStateBeforeResponse == .terminated
        let event: String
        switch d.actionIdentifier {
        case "default": event = "click"
        case "dismiss": event = "clear"
        default: event = d.actionIdentifier
        }
        var extra = JSONObject()
        if let text = d.userText { extra.append("text", .string(text)) }
        if launched, launchDetails == nil, platform == .android || event == "click" {
            let details: JSONValue = ["id": .number(Double(id)), "action": .string(event)]
            launchDetails = details
            // The plugin answers the `launch` call jshost's cordova.js made at start: the app reads it now.
            if let glueValue { _ = try? glueValue.invoke("setLaunchDetails", [JSValue(json: details, in: device.context)]) }
        }
        let sticky = options(id)?["sticky"]?.boolValue == true
        var result: JSValue = .undefined(in: device.context)
        if launched {
            // The launched app's queue: everything waiting, then this press's events, all
            // `queued: true` (the plugin fired them before the page's deviceready).
            var events = [event]
            if platform == .ios, event != "clear" { events.insert("clear", at: 0) }
            for e in events {
                var (n, data) = eventArguments(e, id, extra: e == event ? extra : JSONObject())
                data.members = data.members.map { $0.key == "queued" ? JSONMember("queued", .bool(true)) : $0 }
                queue.append((e, n, data))
            }
            if platform == .ios { removeFromTray(id) }
            if ready {
                let events = queue
                queue = []
                for (e, n, data) in events { result = try invokeFire(e, n, data) }
            }
        } else if deliverable {
            if platform == .ios {
                if event != "clear" { fireEvent("clear", id) }
                removeFromTray(id)
            }
            let (n, data) = eventArguments(event, id, extra: extra)
            result = try invokeFire(event, n, data)
        } else {
            if platform == .ios {
                if event != "clear" { fireEvent("clear", id) }
                removeFromTray(id)
            }
            fireEvent(event, id, extra: extra)
        }
        if platform == .android, !sticky {
            removeFromTray(id)
            if let at = entries.firstIndex(where: { $0.id == id }), entries[at].entry.timer == nil, entries[at].entry.later.isEmpty {
                entries.remove(at: at)
            }
        }
        return result
    }

    // MARK: The native calls

    private func options(_ id: Int) -> JSONObject? { entries.first { $0.id == id }?.entry.options }

    private func exec(_ action: String, _ params: [JSONValue]) throws -> JSONValue? {
        switch action {
        case "check", "request":
            return .bool(true)
        case "ready":
            ready = true
            if deliverable { flush() }
            return nil
        case "launch":
            let details = launchDetails
            launchDetails = nil
            return details
        case "schedule", "update":
            for item in params {
                guard case .object(let options) = item else { continue }
                if action == "update" {
                    guard let id = options["id"]?.intValue, var merged = self.options(id) else { continue }
                    for member in options.members {
                        merged.members.removeAll { $0.key == member.key }
                        merged.append(member.key, member.value)
                    }
                    try schedule(merged, event: "update")
                } else {
                    try schedule(options, event: "add")
                }
            }
            return .bool(true)
        case "actions":
            if let id = params.first?["actionGroupId"]?.stringValue, let actions = params.first?["actions"]?.arrayValue {
                groups[id] = actions
            }
            return nil
        case "clear":
            for id in params.compactMap({ $0.intValue }) where tray.contains(id) {
                removeFromTray(id)
                if platform == .android, let at = entries.firstIndex(where: { $0.id == id }), !isRepeating(entries[at].entry.options) {
                    entries.remove(at: at)
                }
                fireEvent("clear", id)
            }
            return nil
        case "clearAll":
            for id in tray {
                removeFromTray(id)
                if platform == .android, let at = entries.firstIndex(where: { $0.id == id }), !isRepeating(entries[at].entry.options) {
                    entries.remove(at: at)
                }
            }
            fireEvent("clearall", nil)
            return nil
        case "cancel":
            for id in params.compactMap({ $0.intValue }) where entries.contains(where: { $0.id == id }) {
                fireEventBeforeRemoving("cancel", id)
            }
            return nil
        case "cancelAll":
            for (id, _) in entries { cancelTimers(id) }
            for id in tray { removeFromTray(id) }
            entries = []
            fireEvent("cancelall", nil)
            return nil
        case "type":
            guard let id = params.first?.intValue else { return .string("unknown") }
            return .string(type(id))
        case "ids": return .array(ids(nil).map { .number(Double($0)) })
        case "scheduledIds": return .array(ids("scheduled").map { .number(Double($0)) })
        case "triggeredIds": return .array(ids("triggered").map { .number(Double($0)) })
        case "notification":
            guard let id = params.first?.intValue, let o = options(id) else { return .null }
            return .object(o)
        case "notifications":
            let wanted = params.compactMap { $0.intValue }
            let list = wanted.isEmpty ? ids(nil) : ids(nil).filter { wanted.contains($0) }
            return .array(list.compactMap { options($0).map { .object($0) } })
        case "scheduledNotifications": return .array(ids("scheduled").compactMap { options($0).map { .object($0) } })
        case "triggeredNotifications": return .array(ids("triggered").compactMap { options($0).map { .object($0) } })
        default:
            throw JSThrownError("Error", "LocalNotification: no native method '\(action)'")
        }
    }

    private func fireEventBeforeRemoving(_ event: String, _ id: Int) {
        cancelTimers(id)
        removeFromTray(id)
        // The event carries the notification: fired before it is forgotten.
        fireEvent(event, id)
        entries.removeAll { $0.id == id }
    }

    private func cancelTimers(_ id: Int) {
        guard let at = entries.firstIndex(where: { $0.id == id }) else { return }
        if let timer = entries[at].entry.timer { device.runtime.loop.cancel(timer) }
        entries[at].entry.timer = nil
        entries[at].entry.later = []
    }

    private func removeFromTray(_ id: Int) {
        tray.removeAll { $0 == id }
        _ = device.dispatcher.forget(notification: String(id))
    }

    /// iOS: triggered when delivered (checked first), scheduled while pending.
    /// Android (Notification.getType): triggered while in the status bar, else scheduled.
    private func type(_ id: Int) -> String {
        if tray.contains(id), platform == .android ? entries.contains(where: { $0.id == id }) : true { return "triggered" }
        guard let entry = entries.first(where: { $0.id == id })?.entry else { return "unknown" }
        if platform == .ios, entry.timer == nil { return "unknown" }
        return "scheduled"
    }

    private func ids(_ type: String?) -> [Int] {
        var all: [Int] = []
        for (id, entry) in entries where platform == .android || entry.timer != nil || tray.contains(id) { all.append(id) }
        if platform == .ios { for id in tray where !all.contains(id) { all.append(id) } }
        guard let type else { return all }
        return all.filter { self.type($0) == type }
    }

    private func isRepeating(_ options: JSONObject) -> Bool { options["trigger"]?["every"] != nil }

    // MARK: Scheduling

    private func schedule(_ options: JSONObject, event: String) throws {
        guard let id = options["id"]?.intValue else { return }
        // Scheduling an id again replaces the notification (its alarms cancelled first).
        cancelTimers(id)
        entries.removeAll { $0.id == id }
        removeFromTray(id)
        entries.append((id, Entry(options: options)))
        let now = device.runtime.loop.clock.epochNow.rounded(.down)
        let trigger = options["trigger"]?.objectValue ?? JSONObject()
        if platform == .ios {
            if let first = iosNext(trigger, after: now, first: true) {
                arm(id, at: first, now: now)
            } else {
                device.record(.warning(message: "notification.local.schedule(): notification \(id) has a trigger that never fires (a date in the past or no matching date)"))
            }
        } else {
            var dates = androidDates(trigger, base: androidBase(trigger, now: now), now: now)
            if dates.isEmpty {
                // Notification.schedule: no date, nothing armed and the notification unpersisted
                // (LocalNotification.schedule fires `add` all the same).
                fireEvent(event, id)
                entries.removeAll { $0.id == id }
                device.record(.warning(message: "notification.local.schedule(): notification \(id) has no trigger date left (Request.getTriggerDate answers null for a date over a minute in the past) — it never shows"))
                return
            } else {
                let first = dates.removeFirst()
                if let at = entries.firstIndex(where: { $0.id == id }) { entries[at].entry.later = dates }
                arm(id, at: first, now: now)
            }
        }
        fireEvent(event, id)
    }

    /// Arms `id`'s occurrence at `at` (epoch ms). A repeating one is the OS's schedule
    /// (`EventLoop.markSchedule`): it fires as the clock passes it and does not hold the run.
    private func arm(_ id: Int, at: Double, now: Double) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        let loop = device.runtime.loop
        let repeating = isRepeating(entries[index].entry.options)
        let timer = loop.schedule(after: max(0, at - now)) { [unowned self] in fire(id) }
        if repeating { loop.markSchedule(timer) }
        entries[index].entry.timer = timer
    }

    private func fire(_ id: Int) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        entries[index].entry.timer = nil
        let options = entries[index].entry.options
        let firedAt = device.runtime.loop.clock.epochNow.rounded(.down)
        let trigger = options["trigger"]?.objectValue ?? JSONObject()
        // The next occurrence, armed before this one shows (as the OS keeps a repeating request).
        if platform == .ios {
            if isRepeating(options), let next = iosNext(trigger, after: firedAt, first: false) { arm(id, at: next, now: firedAt) }
        } else if !entries[index].entry.later.isEmpty {
            let next = entries[index].entry.later.removeFirst()
            arm(id, at: next, now: firedAt)
        } else if isInfinite(trigger) {
            // TriggerReceiver.onTrigger: a new Request from now + 1 minute.
            let base = firedAt + 60_000
            if let next = androidDates(trigger, base: base, now: firedAt).first { arm(id, at: next, now: firedAt) }
        }
        show(id, options)
    }

    private func show(_ id: Int, _ options: JSONObject) {
        var data = JSONObject()
        if let text = options["data"]?.stringValue, let parsed = try? JSONParser.parse(Array(text.utf8)), case .object(let o) = parsed { data = o }
        var n = PushNotification(id: String(id), title: options["title"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 },
                                 body: options["text"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 },
                                 androidChannel: options["channel"]?.stringValue ?? "default-channel-id",
                                 data: data, format: .local, raw: .object(options))
        if let actions = buttons(options) { n.attachedActions = actions }
        // willPresentNotification: silent → none; an active app shows the alert only for a priority above 0.
        if platform == .ios, device.dispatcher.appState == .foreground,
           options["silent"]?.boolValue == true || (options["priority"]?.doubleValue ?? 0) <= 0 {
            ForegroundRule.cordovaLocalIOS.withhold(&n)
        }
        tray.removeAll { $0 == id }
        tray.append(id)
        let previous = device.currentNotification
        device.currentNotification = String(id)
        defer { device.currentNotification = previous }
        device.dispatcher.push(n)
    }

    /// The buttons: the notification's `actions`, or the group its `actionGroupId` names.
    /// `launch` (default false) opens the app; `ui: 'decline'` is destructive (iOS);
    /// `type: 'input'` asks for text.
    private func buttons(_ options: JSONObject) -> Category? {
        var list = options["actions"]?.arrayValue ?? []
        if list.isEmpty, let group = options["actionGroupId"]?.stringValue { list = groups[group] ?? [] }
        var actions: [Action] = []
        for item in list {
            guard let id = item["id"]?.stringValue else { continue }
            var opts: ActionOptions = []
            if item["launch"]?.boolValue == true { opts.insert(.foreground) }
            if item["ui"]?.stringValue == "decline" { opts.insert(.destructive) }
            let input = item["type"]?.stringValue == "input" ? TextInput(buttonTitle: item["submitTitle"]?.stringValue ?? "Send", placeholder: item["emptyText"]?.stringValue ?? "") : nil
            actions.append(Action(id: id, title: item["title"]?.stringValue ?? id, options: opts, textInput: input, kind: .callback, definition: item))
        }
        return actions.isEmpty ? nil : Category(id: options["actionGroupId"]?.stringValue ?? "cordova-local-\(options["id"]?.intValue ?? 0)", actions: actions, source: .cordovaLocalNotification)
    }

    // MARK: iOS triggers (APPNotificationOptions.m)

    private static let iosWeekdays = [0, 2, 3, 4, 5, 6, 7, 1]

    /// The next date of the request's trigger after `epochMs` (`first`: when it is added).
    private func iosNext(_ trigger: JSONObject, after epochMs: Double, first: Bool) -> Double? {
        let calendar = DeviceClock.calendar
        let start = Date(timeIntervalSince1970: epochMs / 1000)
        func match(_ c: DateComponents) -> Double? {
            calendar.nextDate(after: start, matching: c, matchingPolicy: .nextTime).map { $0.timeIntervalSince1970 * 1000 }
        }
        let every = trigger["every"]
        switch every {
        case .string(let unit)? where !unit.isEmpty:
            // triggerWithDateMatchingComponents:YES — the components `repeatInterval` names of
            // the trigger date (`at`, absent here: 1970-01-01T00:00Z) in the device's zone.
            let base = Date(timeIntervalSince1970: (trigger["at"]?.doubleValue ?? 0) / 1000)
            let units: Set<Calendar.Component>
            switch unit {
            case "minute": units = [.second]
            case "hour": units = [.minute, .second]
            case "day": units = [.hour, .minute, .second]
            case "week": units = [.weekday, .hour, .minute, .second]
            case "month": units = [.day, .hour, .minute, .second]
            case "year": units = [.month, .day, .hour, .minute, .second]
            default: units = [.year, .month, .day, .hour, .minute, .second]
            }
            return match(calendar.dateComponents(units, from: base))
        case .object(let fields)? where !fields.members.isEmpty:
            // triggerWithCustomDateMatchingComponents: second 0 and the given fields
            // (weekday 1 = Monday … 7 = Sunday, mapped to NSCalendar's 1 = Sunday).
            var c = DateComponents()
            c.second = 0
            if let v = fields["minute"]?.intValue { c.minute = v }
            if let v = fields["hour"]?.intValue { c.hour = v }
            if let v = fields["day"]?.intValue { c.day = v }
            if let v = fields["weekday"]?.intValue, (0...7).contains(v) { c.weekday = Self.iosWeekdays[v] }
            if let v = fields["month"]?.intValue { c.month = v }
            if let v = fields["year"]?.intValue { c.year = v }
            return match(c)
        case .number(let ticks)? where ticks > 0:
            // triggerWithTimeInterval: every × unit seconds, at least 60.
            let seconds = max(60, ticks * Self.iosSeconds(trigger["unit"]?.stringValue))
            return epochMs + seconds * 1000
        default:
            guard first else { return nil }
            if let at = trigger["at"]?.doubleValue {
                // A calendar trigger on every component of the date: once, never when past.
                return at > epochMs ? at : nil
            }
            // A time interval of `in` units (at least 0.01 s).
            let seconds = max(0.01, (trigger["in"]?.doubleValue ?? 0) * Self.iosSeconds(trigger["unit"]?.stringValue))
            return epochMs + seconds * 1000
        }
    }

    /// APPNotificationOptions.m `convertTicksToSeconds:unit:` (an unknown unit is 0).
    private static func iosSeconds(_ unit: String?) -> Double {
        switch unit {
        case "second": return 1
        case "minute": return 60
        case "hour": return 3600
        case "day": return 86_400
        case "week": return 604_800
        case "month": return 86_400 * 30.438
        case "quarter": return 86_400 * 91.313
        case "year": return 86_400 * 365
        default: return 0
        }
    }

    // MARK: Android triggers (Request.java, IntervalTrigger.java, MatchTrigger.java)

    private enum Unit: Int, Comparable {
        case second, minute, hour, day, week, month, quarter, year
        static func < (a: Unit, b: Unit) -> Bool { a.rawValue < b.rawValue }
        init?(_ name: String) {
            switch name.lowercased() {
            case "second": self = .second
            case "minute": self = .minute
            case "hour": self = .hour
            case "day": self = .day
            case "week": self = .week
            case "month": self = .month
            case "quarter": self = .quarter
            case "year": self = .year
            default: return nil
            }
        }
    }

    /// Options.isInfiniteTrigger: `every` without `count`.
    private func isInfinite(_ trigger: JSONObject) -> Bool { trigger["every"] != nil && (trigger["count"]?.intValue ?? -1) < 0 }

    /// Request.getBaseDate: `at`, `firstAt`, `after`, else now.
    private func androidBase(_ trigger: JSONObject, now: Double) -> Double {
        trigger["at"]?.doubleValue ?? trigger["firstAt"]?.doubleValue ?? trigger["after"]?.doubleValue ?? now
    }

    /// The dates Notification.schedule arms for a Request from `base`: occurrence 1 up to
    /// `count` (at least 1), each dropped by Request.getTriggerDate when over a minute
    /// before now or not before `before`.
    private func androidDates(_ trigger: JSONObject, base: Double, now: Double) -> [Double] {
        let count = max(trigger["count"]?.intValue ?? 0, 1)
        let before = trigger["before"]?.doubleValue
        var out: [Double] = []
        var date: Double? = base
        var occurrence = 1
        let match = trigger["every"]?.objectValue
        let calendar = DeviceClock.calendar
        // IntervalTrigger: ticks of a unit (Request.getTicks / getUnit).
        var ticks = 0, unit = Unit.second
        if match == nil {
            if let u = trigger["unit"]?.stringValue { unit = Unit(u) ?? .second }
            else if let u = trigger["every"]?.stringValue { unit = Unit(u) ?? .second }
            if trigger["at"] != nil { ticks = 0 }
            else if let n = trigger["in"]?.intValue { ticks = n }
            else if trigger["every"]?.stringValue != nil { ticks = 1 }
            else { ticks = trigger["every"]?.intValue ?? 0 }
        }
        var previous: Double? = nil
        while let current = date, occurrence <= count {
            let next: Double?
            if let match {
                let from = previous.map { Self.add(unit: Self.matchUnit(match), 1, to: $0, calendar) } ?? current
                next = Self.matchTrigger(match, base: from, calendar)
            } else {
                next = Self.add(unit: unit, ticks, to: previous ?? current, calendar)
            }
            occurrence += 1
            guard let next else { break }
            previous = next
            if now - next <= 60_000, next < (before ?? next + 1) { out.append(next) }
            date = next
        }
        return out
    }

    private static func add(unit: Unit?, _ n: Int, to epochMs: Double, _ calendar: Calendar) -> Double {
        let date = Date(timeIntervalSince1970: epochMs / 1000)
        let result: Date?
        switch unit {
        case .second?: result = calendar.date(byAdding: .second, value: n, to: date)
        case .minute?: result = calendar.date(byAdding: .minute, value: n, to: date)
        case .hour?: result = calendar.date(byAdding: .hour, value: n, to: date)
        case .day?: result = calendar.date(byAdding: .day, value: n, to: date)
        case .week?: result = calendar.date(byAdding: .weekOfYear, value: n, to: date)
        case .month?: result = calendar.date(byAdding: .month, value: n, to: date)
        case .quarter?: result = calendar.date(byAdding: .month, value: 3 * n, to: date)
        case .year?: result = calendar.date(byAdding: .year, value: n, to: date)
        case nil: result = date
        }
        return (result ?? date).timeIntervalSince1970 * 1000
    }

    /// MatchTrigger.getUnit: the unit above the first field not given (minute, hour, day,
    /// month, year → hour … none), a week when a weekday is given, whichever is larger.
    private static func matchUnit(_ m: JSONObject) -> Unit? {
        let matchers = ["minute", "hour", "day", "month", "year"].map { m[$0]?.intValue }
        let intervals: [Unit?] = [nil, .minute, .hour, .day, .month, .year]
        let unit1 = intervals[1 + (matchers.firstIndex { $0 == nil } ?? -1)]
        guard m["weekday"]?.intValue != nil else { return unit1 }
        guard let unit1 else { return .week }
        return unit1 < .week ? .week : unit1
    }

    /// MatchTrigger.getTriggerDate (weekOfMonth, weekdayOrdinal and quarter are not simulated).
    private static func matchTrigger(_ m: JSONObject, base epochMs: Double, _ calendar: Calendar) -> Double? {
        let minute = m["minute"]?.intValue, hour = m["hour"]?.intValue, day = m["day"]?.intValue
        let month = m["month"]?.intValue, year = m["year"]?.intValue, weekday = m["weekday"]?.intValue
        let unit = matchUnit(m)
        let nowDate = Date(timeIntervalSince1970: epochMs / 1000)
        let fields: Set<Calendar.Component> = [.year, .month, .day, .hour, .minute, .second, .nanosecond]
        let now = calendar.dateComponents(fields, from: nowDate)
        var c = now
        c.second = 0
        c.minute = minute ?? 0
        c.hour = hour ?? 0
        if let day { c.day = day }
        if let month { c.month = month }
        if let year { c.year = year }
        guard var cal = calendar.date(from: c) else { return nil }
        func comps(_ d: Date) -> DateComponents { calendar.dateComponents(fields.union([.weekday]), from: d) }
        func dayOfYear(_ d: Date) -> Int { calendar.ordinality(of: .day, in: .year, for: d) ?? 0 }
        /// addToDate: the field set to now's, then `n` added.
        func addToDate(_ field: Calendar.Component, _ n: Int) {
            var x = comps(cal)
            x.weekday = nil
            switch field {
            case .year: x.year = now.year
            case .month: x.month = now.month
            case .day: x.year = now.year; x.month = now.month; x.day = now.day
            case .hour: x.hour = now.hour
            default: x.minute = now.minute
            }
            guard let set = calendar.date(from: x) else { return }
            cal = calendar.date(byAdding: field, value: n, to: set) ?? set
        }
        if cal < nowDate {
            let cc = comps(cal)
            guard let unit, cc.year! >= now.year! else { return nil }
            if cc.month! < now.month! {
                switch unit {
                case .minute, .hour, .day, .week:
                    if year == nil { addToDate(.year, 1) } else { return nil }
                case .year: addToDate(.year, 1)
                default: break
                }
            } else if dayOfYear(cal) < dayOfYear(nowDate) {
                switch unit {
                case .minute, .hour:
                    if month == nil { addToDate(.month, 1) } else if year == nil { addToDate(.year, 1) } else { return nil }
                case .month: addToDate(.month, 1)
                case .year: addToDate(.year, 1)
                default: break
                }
            } else if cc.hour! < now.hour! {
                switch unit {
                case .minute:
                    if day == nil { addToDate(.day, 1) } else if month == nil { addToDate(.month, 1) } else { return nil }
                case .hour: addToDate(.hour, 0)
                case .day, .week: addToDate(.day, 1)
                case .month: addToDate(.month, 1)
                case .year: addToDate(.year, 1)
                default: break
                }
            } else if cc.minute! < now.minute! {
                switch unit {
                case .minute: addToDate(.minute, 1)
                case .hour: addToDate(.hour, 1)
                case .day, .week: addToDate(.day, 1)
                case .month: addToDate(.month, 1)
                case .year: addToDate(.year, 1)
                default: break
                }
            }
        }
        // applySpecials: setDayOfWeek in a Monday-first week (weekday 1 = Monday … 7 = Sunday).
        if let weekday {
            guard day == nil, (1...7).contains(weekday) else { return nil }
            let cc = comps(cal)
            let current = (cc.weekday! + 5) % 7 + 1
            if current > weekday { cal = calendar.date(byAdding: .day, value: 7, to: cal) ?? cal }
            let shift = weekday - current
            cal = calendar.date(byAdding: .day, value: shift, to: cal) ?? cal
            let after = comps(cal)
            if month != nil, after.month != cc.month { return nil }
            if year != nil, after.year != cc.year { return nil }
        }
        return cal.timeIntervalSince1970 * 1000
    }
}
