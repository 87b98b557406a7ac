import Foundation
import HostRuntime
import JSCore
import JSONSyntax
import Notifications

/// One SDK's JavaScript face (SPEC §5): it defines built-in modules and
/// globals and bridges them to the device's dispatcher. One file each.
protocol SurfaceInstaller: AnyObject {
    init(device: Device)
    func install() throws
    /// The device switched platform (`simulate.push(p, {platform})`): a surface that
    /// registered platform-specific categories registers the new platform's.
    func platformChanged()
    /// The app's state was set (`--events` `appState`, `simulate.setAppState`).
    func appStateChanged()
}

extension SurfaceInstaller {
    func platformChanged() {}
    func appStateChanged() {}

    /// Evaluates a surface's JavaScript glue — a function expression taking
    /// the natives object — and returns what it returns.
    func evaluateGlue(_ source: String, name: String, natives: JSValue, in device: Device) throws -> JSValue {
        do {
            return try device.runtime.context.evaluate(source, sourceURL: "jshost:surfaces/\(name)").call([natives])
        } catch {
            throw RuntimeError.uncaughtException(error, entry: "surface \(name)")
        }
    }
}

extension JSValue {
    /// The value as text, with `null` and `undefined` as "" (SDK options left out).
    var text: String { isNullish ? "" : stringValue }
}

extension Device {
    var context: JSContext { runtime.context }

    /// Defines `natives.record(message)` for an SDK's glue: what the SDK's native side
    /// would log, as an `info` log effect `[sdk] message`.
    func defineLogNative(on natives: JSValue, sdk: String) {
        natives.defineFunction("record") { [unowned self] arguments in
            record(.log(level: "info", message: "[\(sdk)] \(arguments.first?.stringValue ?? "")"))
            return nil
        }
    }

    /// Defines `names` on the global object as placeholders that run `install`
    /// the first time a script touches any of them (reads, writes or
    /// `typeof`); `install` must then define them for real. Start-up pays for
    /// a surface's JavaScript only when a script uses that surface.
    func defineLazyGlobals(_ names: [String], entry: String, _ install: @escaping () throws -> Void) {
        let load = JSValue(function: "load", in: context) { _ in
            do {
                try install()
            } catch let error as JSException {
                throw error
            } catch {
                throw JSThrownError("Error", "\(entry) failed to start: \(error)")
            }
            return nil
        }
        _ = try? lazyGlobalDefiner.call([names.jsValue(in: context), load])
    }

    private var lazyGlobalDefiner: JSValue {
        if let definer = lazyGlobalDefinerCache { return definer }
        let definer = (try? context.evaluate(EmbeddedJS.lazyGlobals, sourceURL: "jshost:surfaces/lazy-globals")) ?? .undefined(in: context)
        lazyGlobalDefinerCache = definer
        return definer
    }

    /// Defines `natives.markSchedule(timerId)` for an SDK's glue: the timer (a `setTimeout`
    /// id) arms a notification the OS has scheduled, so it fires as time passes but does not
    /// keep the run going (`EventLoop.markSchedule`, docs/surfaces.md "The app's life").
    func defineScheduleNative(on natives: JSValue) {
        natives.defineFunction("markSchedule") { [unowned self] arguments in
            if let id = arguments.first, id.isNumber { runtime.loop.markSchedule(id.intValue) }
            return nil
        }
    }

    /// Defines `natives.nextCalendarMatch(fields, afterMs)` for an SDK's glue: the epoch ms of
    /// the first date after `afterMs` whose given fields (`year`, `month` 1–12, `day`,
    /// `weekday` 1 = Sunday, `hour`, `minute`, `second`) match in the device's zone — what a
    /// repeating `UNCalendarNotificationTrigger` fires at next — or null.
    func defineCalendarMatchNative(on natives: JSValue) {
        natives.defineFunction("nextCalendarMatch") { [unowned self] arguments in
            guard arguments.count >= 2 else { return nil }
            let fields = arguments[0]
            func field(_ name: String) -> Int? {
                let v = fields[name]
                return v.isNumber ? Int(v.doubleValue) : nil
            }
            var components = DateComponents()
            components.year = field("year")
            components.month = field("month")
            components.day = field("day")
            components.weekday = field("weekday")
            components.hour = field("hour")
            components.minute = field("minute")
            components.second = field("second")
            let after = Date(timeIntervalSince1970: arguments[1].doubleValue / 1000)
            guard let next = DeviceClock.calendar.nextDate(after: after, matching: components, matchingPolicy: .nextTime) else {
                return JSValue.null(in: runtime.context)
            }
            return JSValue(double: next.timeIntervalSince1970 * 1000, in: runtime.context)
        }
    }

    /// Records an effect attributed to the notification being handled, if any.
    func record(_ kind: EffectKind) {
        dispatcher.record(kind, notification: currentNotification)
    }

    /// Records the `email` effect of an SDK's compose call: `to` and `html`
    /// name the option keys that SDK uses (`to` / `recipients`, `isHTML` / …).
    func recordEmail(_ options: JSValue?, to: String, html: [String]) {
        let options = options ?? .undefined(in: context)
        record(.email(to: JSHostSurface.strings(options[to]), subject: options["subject"].text,
                      body: options["body"].text, html: html.contains { options[$0].boolValue }))
    }

    /// A JSON value from a JS argument, or a `TypeError` naming what was expected.
    func json(_ value: JSValue?, _ what: String) throws -> JSONValue {
        guard let value, let json = value.jsonValue else { throw JSThrownError.typeError("\(what) must be JSON data") }
        return json
    }

    /// Registers categories for a library whose JavaScript checks nothing and whose native
    /// method answers nothing (a React Native `RCT_EXPORT_METHOD` without a promise): a bad
    /// definition reaches no JavaScript on a phone, so here it throws nothing either; it
    /// registers nothing and is jshost's `warning`, naming the field and what `native` does.
    func registerUnchecked(_ make: () throws -> [Category], source: CategorySource, native: String) {
        do {
            dispatcher.setCategories(try make(), source: source)
        } catch {
            record(.warning(message: "\(error) — nothing registered (the library's JavaScript passes it on unchecked; \(native))"))
        }
    }

    /// Registers categories, turning the core's validation errors into a JS `TypeError`.
    func register(_ make: () throws -> [Category], source: CategorySource) throws {
        do {
            dispatcher.setCategories(try make(), source: source)
        } catch {
            throw JSThrownError.typeError("\(error)")
        }
    }
}

extension Device {
    /// The platforms' surfaces, then each library's (`LibraryDescriptor.all`), then the
    /// surfaces that answer what no library claimed (files inside the simulated packages,
    /// packages that are missing). Computed, not stored: the list is read once per Device, and
    /// a stored global of non-Sendable metatypes would be shared mutable state to Swift 6.
    static var surfaceTypes: [SurfaceInstaller.Type] {
        [JSHostSurface.self, DialogSurface.self, ReactSurface.self, ReactNativeSurface.self, CordovaSurface.self, CapacitorSurface.self]
            + LibraryDescriptor.all.flatMap(\.installers)
            + [PackageDeepImportsSurface.self, MissingPackagesSurface.self]
    }
}
