import Foundation
import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// @capacitor/local-notifications (docs/surfaces.md), a plugin of Capacitor's core
/// (Platforms/Capacitor), following ionic-team/capacitor-plugins local-notifications' native
/// code for what reaches JavaScript and when:
///
/// - `localNotificationReceived`: iOS only in the foreground (`willPresent`); Android whenever
///   the app runs (`fireReceived`, retained until a listener takes it), never when terminated.
/// - `localNotificationActionPerformed` (the core's `…ActionPerformed`): retained until a
///   listener takes it (cold start).
/// - Its action types (`registerActionTypes`) are the categories pushes show on iOS too; the
///   core keeps which of them report a dismiss.
final class CapacitorLocalNotificationsSurface: SurfaceInstaller, CapacitorPlugin {
    unowned let device: Device
    let pluginName = "LocalNotifications"
    let package = "@capacitor/local-notifications"
    var glueSource: String { EmbeddedJS.capacitorLocalNotifications }
    let actionEventName = "localNotificationActionPerformed"
    private var actionTypes: JSONValue?
    /// What the script scheduled, by id: the notification object as given (Android hands it
    /// back as is) and its schedule.
    private var schemas: [String: JSONObject] = [:]
    private struct Pending { var timer: EventLoop.TimerID; var schema: JSONObject }
    private var pending: [(id: String, pending: Pending)] = []
    private var permission = "prompt"
    private var channels = CapacitorChannels(defaultID: "default", defaultName: "Default")

    init(device: Device) { self.device = device }

    private var core: CapacitorSurface { device.surface(CapacitorSurface.self) }
    private var platform: Platform { device.dispatcher.platform }

    func install() throws {
        core.register(self)
    }

    func platformChanged() {
        if let actionTypes { try? registerActionTypes(actionTypes) }
    }

    // MARK: Events

    func scheduled(_ id: String) -> Bool { schemas[id] != nil }

    func owns(_ n: PushNotification) -> Bool { scheduled(n.id) }

    func receivedEvent(for d: HandlerDelivery) -> CapacitorEvent? {
        let n = d.notification
        switch platform {
        case .ios:
            guard d.appState == .foreground else { return nil }
            return CapacitorEvent(name: "localNotificationReceived", retains: false) { [unowned self] in iosLocalObject(n) }
        case .android:
            guard d.appState != .terminated else { return nil }
            return CapacitorEvent(name: "localNotificationReceived", retains: true) { [unowned self] in .object(schemas[n.id] ?? JSONObject()) }
        }
    }

    func tappedObject(_ n: PushNotification) -> JSONValue {
        platform == .ios ? iosLocalObject(n) : .object(schemas[n.id] ?? JSONObject())
    }

    func deliveredObject(_ n: PushNotification) -> JSONValue {
        if scheduled(n.id) {
            return platform == .ios ? iosLocalObject(n)
                : CapacitorSurface.androidDelivered(n, id: .number(Double(Int(n.id) ?? -1)), data: schemas[n.id]?["extra"]?.objectValue ?? JSONObject())
        }
        guard platform == .ios else { return CapacitorSurface.androidDelivered(n, id: .string(n.id), data: n.data) }
        // UNUserNotificationCenter lists pushes too; their identifiers are not numbers.
        let o = iosPending(JSONObject(), id: n.id, delivered: true)
        return .object(JSONObject(o.members.map { $0.key == "title" ? JSONMember("title", .string(n.title ?? "")) : $0.key == "body" ? JSONMember("body", .string(n.body ?? "")) : $0 }))
    }

    // MARK: The app's capacitor.config

    /// `plugins.LocalNotifications.presentationOptions`, read once, when a notification is
    /// first presented (`.some(nil)`: the config does not set them).
    private var presentationOptions: [String]??

    /// iOS, app in the foreground (LocalNotificationsHandler.swift `willPresent`): a `silent`
    /// notification is not presented; else the config's options decide ("banner", "list";
    /// the handler knows no "alert"), and without them it is presented.
    private func presents(_ schema: JSONObject) -> Bool {
        if schema["silent"]?.boolValue == true { return false }
        if presentationOptions == nil { presentationOptions = .some(core.readPresentationOptions(pluginName)) }
        guard let options = presentationOptions ?? nil else { return true }
        return ForegroundRule.presents(options, accepted: ["banner", "list"])
    }

    // MARK: The objects JavaScript receives

    /// LocalNotificationsHandler.swift `makeNotificationRequestJSObject`.
    private func iosLocalObject(_ n: PushNotification) -> JSONValue {
        .object(iosPending(schemas[n.id] ?? JSONObject(), id: n.id, delivered: true))
    }

    /// `makePendingNotificationRequestJSObject` (+ sound, actionTypeId, attachments when delivered).
    private func iosPending(_ schema: JSONObject, id: String, delivered: Bool) -> JSONObject {
        var o = JSONObject()
        o.append("id", .number(Double(Int(id) ?? -1)))
        o.append("title", schema["title"] ?? .string(""))
        o.append("body", schema["body"] ?? .string(""))
        o.append("extra", schema["extra"].flatMap { $0.isNull ? nil : $0 } ?? .object(JSONObject()))
        if let schedule = schema["schedule"], !schedule.isNull { o.append("schedule", schedule) }
        if delivered {
            o.append("sound", schema["sound"] ?? .string(""))
            o.append("actionTypeId", schema["actionTypeId"] ?? .string(""))
            o.append("attachments", schema["attachments"] ?? .array([]))
        }
        return o
    }

    /// LocalNotification.java's pending shape: the notification object as given.
    private func androidPending(_ schema: JSONObject) -> JSONValue {
        var o = JSONObject()
        for key in ["id", "title", "body", "schedule", "extra"] { if let v = schema[key] { o.append(key, v) } }
        return .object(o)
    }

    // MARK: Native calls

    func call(_ method: String, _ options: JSONValue, _ extra: JSONValue) throws -> JSONValue? {
        // The Android plugin creates its own channel when it loads (LocalNotificationManager
        // `createNotificationChannel`: "default"); every other one is the app's createChannel.
        if platform == .android { device.dispatcher.trackChannels(created: [channels.defaultID]) }
        if let answer = try core.answerTray(method, options, for: self) { return answer }
        switch method {
        case "schedule": return try schedule(options, at: extra)
        case "getPending":
            let list = pending.map { entry -> JSONValue in
                platform == .ios ? .object(iosPending(entry.pending.schema, id: entry.id, delivered: false)) : androidPending(entry.pending.schema)
            }
            return ["notifications": .array(list)]
        case "registerActionTypes":
            guard let types = options["types"] else { throw JSThrownError("Error", "Must supply notification action types") }
            try registerActionTypes(types)
            return nil
        case "cancel":
            guard let list = options["notifications"]?.arrayValue else { throw JSThrownError("Error", "Must supply notifications to cancel") }
            for item in list {
                guard let id = CapacitorSurface.idString(item["id"]) else { continue }
                if let at = pending.firstIndex(where: { $0.id == id }) {
                    device.runtime.loop.cancel(pending[at].pending.timer)
                    pending.remove(at: at)
                }
                // Android's cancel also removes the notification from the tray.
                if platform == .android, device.dispatcher.forget(notification: id) { core.cleared.insert(id) }
            }
            return nil
        case "areEnabled": return ["value": .bool(true)]
        case "createChannel", "deleteChannel", "listChannels": return try channels.answer(method, options, on: device)
        case "checkPermissions": return ["display": .string(permission)]
        case "requestPermissions":
            permission = "granted"
            return ["display": "granted"]
        case "changeExactNotificationSetting", "checkExactNotificationSetting":
            guard platform == .android else { throw CapacitorSurface.unimplemented() }
            return ["exact_alarm": "granted"]
        default:
            throw CapacitorSurface.unimplemented()
        }
    }

    private func registerActionTypes(_ types: JSONValue) throws {
        let made: [Category]
        do {
            made = try Capacitor.actionTypes(from: types, platform: platform)
        } catch {
            throw JSThrownError.typeError("\(error)")
        }
        actionTypes = types
        core.customDismiss = Capacitor.customDismissTypes(from: types)
        // iOS's setNotificationCategories replaces every category; Android's storage adds groups.
        if platform == .ios {
            device.dispatcher.setCategories(made, source: .capacitor)
        } else {
            device.dispatcher.register(made)
        }
    }

    // MARK: Scheduling

    /// `schedule({notifications})` in each plugin's order. iOS (LocalNotificationsPlugin.swift
    /// `schedule`) adds each notification as it goes: a bad id or a missing title or body
    /// rejects and stops there (the earlier ones stay scheduled); an `at` in the past rejects
    /// but the loop goes on with no trigger, so that notification shows at once. Android
    /// (LocalNotification.java `buildNotificationList`) reads every id before scheduling any
    /// (JSONObject.getLong: a number is truncated, a numeric string parsed); an `at` in the
    /// past is only logged (LocalNotificationManager.java `triggerScheduledNotification`) and
    /// that notification never shows — jshost's `warning`.
    private func schedule(_ options: JSONValue, at: JSONValue) throws -> JSONValue {
        guard let list = options["notifications"]?.arrayValue else {
            throw JSThrownError("Error", "Must provide notifications array as notifications option")
        }
        if platform == .android {
            for item in list {
                guard case .object(let schema) = item, let number = Self.javaLong(schema["id"]) else {
                    throw JSThrownError("Error", "Invalid JSON object sent to NotificationPlugin")
                }
                guard abs(number) < 2_147_483_648 else { throw JSThrownError("Error", "The identifier should be a Java int") }
            }
        }
        var ids: [JSONValue] = []
        var made: [(id: String, schema: JSONObject, delay: Double, scheduled: Bool, next: Recurrence?)] = []
        var rejection: JSThrownError?
        for (index, item) in list.enumerated() {
            let number: Double
            if platform == .ios {
                // `notification["id"] as? Int`: a Swift Int, 64 bits (only Android's id is a Java int).
                guard case .object(let schema) = item, case .number(let n)? = schema["id"], n == n.rounded(), n >= -9.223372036854775808e18, n < 9.223372036854775808e18 else {
                    rejection = JSThrownError("Error", "Notification missing identifier")
                    break
                }
                guard schema["title"]?.stringValue != nil, schema["body"]?.stringValue != nil else {
                    rejection = JSThrownError("Error", "Unable to make notification")
                    break
                }
                number = n
            } else {
                number = Self.javaLong(item["id"]) ?? 0
            }
            guard case .object(let schema) = item else { continue }
            ids.append(.object(JSONObject([JSONMember("id", .number(number))])))
            var delay: Double = 0
            var scheduled = false
            var next: Recurrence?
            if let schedule = schema["schedule"]?.objectValue {
                do {
                    (delay, next) = try self.trigger(schedule, atMs: at[index]?.doubleValue)
                    scheduled = true
                } catch is ScheduledInThePast {
                    if platform == .ios {
                        rejection = rejection ?? JSThrownError("Error", "Scheduled time must be *after* current time")
                    } else {
                        device.record(.warning(message: "LocalNotifications.schedule(): notification \(Int(number)) is scheduled in the past — it never shows (the Android plugin only logs \"Scheduled time must be *after* current time\")"))
                        continue
                    }
                } catch let unknown as UnknownEvery {
                    device.record(.warning(message: "LocalNotifications.schedule(): notification \(Int(number)) has schedule.every \"\(unknown.unit)\", which the Android plugin does not know (LocalNotificationSchedule.getEveryInterval: year, month, two-weeks, week, day, hour, minute, second) — it never shows"))
                    continue
                }
            }
            made.append((String(Int(number)), schema, delay, scheduled, next))
        }
        for (id, schema, delay, scheduled, next) in made {
            // Scheduling an id again replaces the earlier notification.
            if let at = pending.firstIndex(where: { $0.id == id }) {
                device.runtime.loop.cancel(pending[at].pending.timer)
                pending.remove(at: at)
            }
            schemas[id] = schema
            core.cleared.remove(id)
            let timer = arm(id, after: delay, next: next)
            if scheduled { pending.append((id, Pending(timer: timer, schema: schema))) }
        }
        if let rejection { throw rejection }
        return ["notifications": .array(ids)]
    }

    /// An `at` before now (`trigger` throws it; each platform answers it its own way).
    private struct ScheduledInThePast: Error {}
    /// Android's `every` with a unit LocalNotificationSchedule.getEveryInterval does not know.
    private struct UnknownEvery: Error { var unit: String }

    /// What Android's `JSONObject.getLong("id")` reads: a number (truncated toward zero) or a
    /// string holding one; nil where it throws.
    private static func javaLong(_ value: JSONValue?) -> Double? {
        switch value {
        case .number(let n)?: return n.isFinite ? n.rounded(.towardZero) : nil
        case .string(let text)?: return Double(text.trimmingCharacters(in: .whitespaces)).map { $0.rounded(.towardZero) }
        default: return nil
        }
    }

    /// When a repeating schedule fires next, from the epoch milliseconds of the firing
    /// that just happened (nil: never again).
    typealias Recurrence = (Double) -> Double?

    /// Arms `id`'s next delivery in `delay` ms. A repeating schedule's timer is the OS's
    /// (`EventLoop.markSchedule`): it fires as the clock passes it, stays pending, and does
    /// not keep the run going; each firing arms the next one.
    private func arm(_ id: String, after delay: Double, next: Recurrence?) -> EventLoop.TimerID {
        let loop = device.runtime.loop
        let timer = loop.schedule(after: delay) { [unowned self] in
            let firedAt = loop.clock.epochNow.rounded(.down)
            if let next, let at = next(firedAt), let index = pending.firstIndex(where: { $0.id == id }) {
                pending[index].pending.timer = arm(id, after: at - firedAt, next: next)
            }
            fire(id, repeats: next != nil)
        }
        if next != nil { loop.markSchedule(timer) }
        return timer
    }

    /// Milliseconds until a schedule's first delivery on the loop's (virtual) clock, and how
    /// it repeats, as each platform's plugin computes it (docs/surfaces.md "The app's life"):
    /// - iOS (LocalNotificationsPlugin.swift `handleScheduledNotification`): `at` with
    ///   `repeats` is a `UNTimeIntervalNotificationTrigger` of (at − now), repeating; `on` a
    ///   `UNCalendarNotificationTrigger` matching its fields, always repeating (each firing
    ///   the next date matching them in the device's zone); `every` a repeating time
    ///   interval whose length `getRepeatDateInterval` reads once, now to now + count units
    ///   on the calendar.
    /// - Android (LocalNotificationManager.java `triggerScheduledNotification`): `at` with
    ///   `repeats` is `setRepeating(at, at − now)`; `every` is `setRepeating(now + interval,
    ///   interval)` with LocalNotificationSchedule.getEveryInterval's fixed lengths (a month
    ///   30 days, a year `DateUtils.YEAR_IN_MILLIS`, 52 weeks); `on` is DateMatch
    ///   `nextTrigger(now)`, armed again at each firing by TimedNotificationPublisher
    ///   `rescheduleNotificationIfNeeded`.
    private func trigger(_ schedule: JSONObject, atMs: Double?) throws -> (delay: Double, next: Recurrence?) {
        // Date.now() reads whole milliseconds (the runtime's Date).
        let now = device.runtime.loop.clock.epochNow.rounded(.down)
        if let atMs {
            guard atMs > now else { throw ScheduledInThePast() }
            guard schedule["repeats"]?.boolValue == true else { return (atMs - now, nil) }
            let interval = atMs - now
            return (interval, { $0 + interval })
        }
        if let on = schedule["on"]?.objectValue {
            let next: Recurrence = platform == .ios ? { Self.iosNextMatch(on, after: $0) } : { Self.androidNextTrigger(on, after: $0) }
            guard let first = next(now) else {
                throw JSThrownError("Error", "Unable to create notification, trigger failed: no date matches schedule.on")
            }
            return (max(0, first - now), next)
        }
        if let every = schedule["every"]?.stringValue {
            let count = schedule["count"]?.intValue ?? 1
            let interval: Double
            if platform == .ios {
                let units: [String: (Calendar.Component, Int)] = ["second": (.second, 1), "minute": (.minute, 1), "hour": (.hour, 1), "day": (.day, 1),
                                                                  "week": (.weekOfYear, 1), "two-weeks": (.weekOfYear, 2), "month": (.month, 1), "year": (.year, 1)]
                // An unknown unit: getRepeatDateInterval answers nil, the trigger is nil, and
                // iOS delivers the request at once.
                guard let (unit, factor) = units[every] else { return (0, nil) }
                let start = Date(timeIntervalSince1970: now / 1000)
                let end = DeviceClock.calendar.date(byAdding: unit, value: factor * count, to: start) ?? start
                interval = end.timeIntervalSince(start) * 1000
            } else {
                let day = 86_400_000.0
                let lengths: [String: Double] = ["second": 1000, "minute": 60_000, "hour": 3_600_000, "day": day,
                                                 "week": 7 * day, "two-weeks": 14 * day, "month": 30 * day, "year": 52 * 7 * day]
                // An unknown unit: getEveryInterval answers null and nothing is armed.
                guard let unit = lengths[every] else { throw UnknownEvery(unit: every) }
                interval = unit * Double(count)
            }
            guard interval > 0 else { return (0, nil) }
            return (interval, { $0 + interval })
        }
        return (0, nil)
    }

    /// The next date after `epochMs` matching `on`'s fields in the device's zone, as a
    /// repeating `UNCalendarNotificationTrigger` fires (months 1–12, weekday 1 = Sunday).
    private static func iosNextMatch(_ on: JSONObject, after epochMs: Double) -> Double? {
        var components = DateComponents()
        components.year = on["year"]?.intValue
        components.month = on["month"]?.intValue
        components.day = on["day"]?.intValue
        components.weekday = on["weekday"]?.intValue
        components.hour = on["hour"]?.intValue
        components.minute = on["minute"]?.intValue
        components.second = on["second"]?.intValue
        let start = Date(timeIntervalSince1970: epochMs / 1000)
        return DeviceClock.calendar.nextDate(after: start, matching: components, matchingPolicy: .nextTime).map { $0.timeIntervalSince1970 * 1000 }
    }

    /// DateMatch.java `nextTrigger`: the current local date and time (milliseconds zeroed)
    /// with each given field set — fields not given keep the current value, `month` is
    /// java.util.Calendar's (0 = January), `weekday` moves within the current Sunday-first
    /// week — and, when that is not after now, the field above the first one given goes up
    /// by one (year for year/month, month for day, a week for weekday, a day for hour, an
    /// hour for minute, a minute for second). Calendar is lenient: overflow carries.
    private static func androidNextTrigger(_ on: JSONObject, after epochMs: Double) -> Double? {
        let calendar = DeviceClock.calendar
        let current = Date(timeIntervalSince1970: (epochMs / 1000).rounded(.down))
        var c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: current)
        var unit: Calendar.Component?
        if let v = on["year"]?.intValue { c.year = v; unit = unit ?? .year }
        if let v = on["month"]?.intValue { c.month = v + 1; unit = unit ?? .month }
        if let v = on["day"]?.intValue { c.day = v; unit = unit ?? .day }
        if let v = on["weekday"]?.intValue { c.day = c.day! + v - c.weekday!; unit = unit ?? .weekday }
        if let v = on["hour"]?.intValue { c.hour = v; unit = unit ?? .hour }
        if let v = on["minute"]?.intValue { c.minute = v; unit = unit ?? .minute }
        if let v = on["second"]?.intValue { c.second = v; unit = unit ?? .second }
        c.weekday = nil
        guard var next = calendar.date(from: c) else { return nil }
        if next <= current, let unit {
            switch unit {
            case .year, .month: c.year = c.year! + 1
            case .day: c.month = c.month! + 1
            case .weekday: c.day = c.day! + 7
            case .hour: c.day = c.day! + 1
            case .minute: c.hour = c.hour! + 1
            default: c.minute = c.minute! + 1
            }
            guard let later = calendar.date(from: c) else { return nil }
            next = later
        }
        return next.timeIntervalSince1970 * 1000
    }

    private func fire(_ id: String, repeats: Bool) {
        guard let schema = schemas[id] else { return }
        // A repeating schedule stays pending (armed again by `arm`).
        if !repeats { pending.removeAll { $0.id == id } }
        var data = JSONObject()
        if case .object(let extra)? = schema["extra"] { data = extra }
        var n = PushNotification(id: id, title: schema["title"]?.stringValue, body: schema["body"]?.stringValue,
                                 category: schema["actionTypeId"]?.stringValue, androidChannel: schema["channelId"]?.stringValue ?? "default",
                                 data: data, format: .local, raw: .object(schema))
        if platform == .ios, device.dispatcher.appState == .foreground, !presents(schema) {
            ForegroundRule.capacitorLocalIOS.withhold(&n)
        }
        core.cleared.remove(id)
        let previous = device.currentNotification
        device.currentNotification = id
        defer { device.currentNotification = previous }
        device.dispatcher.push(n)
    }

}
