import Foundation
import JSHostKit

/// `run`'s flags for the app's life (docs/cli.md): `--no-mount`, `--until DURATION`,
/// `--start DATETIME`, `--time-zone ZONE`.
enum LifeOptions {
    /// Takes `flag` if it is one of these; true when taken.
    static func take(_ flag: Flag, _ scanner: inout ArgumentScanner, into device: inout DeviceOptions) throws -> Bool {
        switch flag.name {
        case "--no-mount": device.mount = false
        case "--until":
            let text = try scanner.value(for: flag)
            guard let ms = LifeDuration.milliseconds(text), ms > 0 else {
                throw scanner.usage("--until expects \(LifeDuration.expected), got '\(text)'")
            }
            device.until = ms
            // A horizon is on the device's clock: the run's time is virtual.
            device.runtime.fakeTime = true
        case "--start":
            let text = try scanner.value(for: flag)
            guard let start = DeviceClock.Start(text) else {
                throw scanner.usage("--start expects \(DeviceClock.Start.expected), got '\(text)'")
            }
            device.start = start
            // A chosen day is on the device's clock: the run's time is virtual.
            device.runtime.fakeTime = true
        case "--time-zone":
            let zone = try scanner.value(for: flag)
            guard TimeZone(identifier: zone) != nil else {
                throw scanner.usage("--time-zone expects an IANA time zone such as Europe/Berlin or America/New_York, got '\(zone)'")
            }
            // The engine's Date reads the process's zone (TZ) when it is first used.
            setenv("TZ", zone, 1)
            tzset()
        default: return false
        }
        return true
    }
}
