import Foundation

/// The device's calendar: its time zone (`--time-zone`, else the host's) and a fixed start
/// for its clock (`--start`), so date arithmetic across a daylight-saving change can be
/// tried on a chosen day (docs/surfaces.md "The app's life").
public enum DeviceClock {
    /// The device's zone: `TZ` as `--time-zone` set it (the engine's `Date` reads the same),
    /// else the host's.
    public static var timeZone: TimeZone {
        if let name = ProcessInfo.processInfo.environment["TZ"], let zone = TimeZone(identifier: name) { return zone }
        return TimeZone.current
    }

    /// A Gregorian calendar in the device's zone.
    public static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// A start time as written: `YYYY-MM-DDTHH:MM[:SS]` is a wall-clock time in the device's
    /// zone; a trailing `Z` or `±HH:MM` makes it an instant.
    public struct Start: Sendable, Equatable {
        var fields: DateComponents
        /// Seconds east of UTC when the text named an offset.
        var offset: Int?

        /// nil when `text` is not such a time.
        public init?(_ text: String) {
            let pattern = #"^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:?\d{2})?$"#
            guard let regex = try? NSRegularExpression(pattern: pattern),
                  let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
            func group(_ i: Int) -> String? { Range(match.range(at: i), in: text).map { String(text[$0]) } }
            var fields = DateComponents()
            fields.year = Int(group(1)!)
            fields.month = Int(group(2)!)
            fields.day = Int(group(3)!)
            fields.hour = Int(group(4)!)
            fields.minute = Int(group(5)!)
            fields.second = group(6).flatMap(Int.init) ?? 0
            guard (1...12).contains(fields.month!), (1...31).contains(fields.day!), fields.hour! < 24, fields.minute! < 60, fields.second! < 60 else { return nil }
            // The day must exist in its month (2026-02-30 is not a date).
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = TimeZone(identifier: "UTC")!
            guard let probe = utc.date(from: fields), utc.component(.day, from: probe) == fields.day else { return nil }
            self.fields = fields
            if let zone = group(7) {
                if zone == "Z" { offset = 0 } else {
                    let digits = zone.dropFirst().filter(\.isNumber)
                    let seconds = (Int(digits.prefix(2))! * 60 + Int(digits.suffix(2))!) * 60
                    offset = zone.hasPrefix("-") ? -seconds : seconds
                }
            }
        }

        /// Epoch milliseconds: an instant as written, or the wall-clock time in `zone` (a time
        /// that a spring-forward change skips moves forward, as Foundation's calendar does).
        public func epochMilliseconds(in zone: TimeZone) -> Double {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = offset.flatMap { TimeZone(secondsFromGMT: $0) } ?? zone
            return (calendar.date(from: fields)?.timeIntervalSince1970 ?? 0) * 1000
        }

        /// What a start looks like, for error messages.
        public static let expected = "a date and time such as 2026-03-28T08:00 or 2026-03-28T08:00:00 (the device's zone), or with Z or +01:00"
    }
}
