import JSCore

extension Runtime {
    /// `setTimeout`, `setInterval`, `setImmediate` and their `clear*`
    /// functions over the event loop. Ids are numbers, as in browsers.
    func installTimers() {
        let global = context.globalObject
        func define(_ name: String, repeats: Bool, immediate: Bool) {
            global.defineFunction(name) { [unowned self] arguments in
                guard let callback = arguments.first, callback.isFunction else {
                    throw JSThrownError.typeError("The \"callback\" argument of \(name) must be of type function")
                }
                var delay = immediate ? 0 : (arguments.count > 1 ? arguments[1].doubleValue : 0)
                if delay > EventLoop.maximumDelay {
                    // Node's words and choice (lib/internal/timers.js): 1 ms, and a warning.
                    reporter?.console(.warn, "(jshost) TimeoutOverflowWarning: \(Self.nodeNumber(delay)) does not fit into a 32-bit signed integer.\nTimeout duration was set to 1.")
                    delay = 1
                }
                let extra = Array(arguments.dropFirst(immediate ? 1 : 2))
                // The job holds the callback (a protected value) for as long as the timer lives.
                let id = loop.schedule(after: delay.isNaN ? 0 : delay, repeats: repeats) { [unowned self] in
                    enterReporting(repeats ? "interval callback" : "timer callback") { () throws(JSException) in
                        try callback.call(extra)
                    }
                }
                return JSValue(double: Double(id), in: context)
            }
        }
        define("setTimeout", repeats: false, immediate: false)
        define("setInterval", repeats: true, immediate: false)
        define("setImmediate", repeats: false, immediate: true)
        for name in ["clearTimeout", "clearInterval", "clearImmediate"] {
            global.defineFunction(name) { [unowned self] arguments in
                if let id = arguments.first, id.isNumber {
                    loop.cancel(id.intValue)
                }
                return nil
            }
        }
    }

    /// A number as JavaScript prints it (`1e+21`, `10000000000000`).
    static func nodeNumber(_ value: Double) -> String {
        if value.isInfinite { return value > 0 ? "Infinity" : "-Infinity" }
        if value == value.rounded(), abs(value) < 1e21 { return String(Int64(value)) }
        return "\(value)"
    }
}
