import JSCore

// What React Native's start-up gives the app before its first module (docs/modules.md,
// "React Native's start-up globals"): JS/react-native-startup.js installs the globals;
// here the runtime routes uncaught throws through `ErrorUtils`, and `process.env` becomes
// what the app's bundle has.

extension Runtime {
    /// Installs what `InitializeCore.js` installs (ErrorUtils, requestAnimationFrame,
    /// requestIdleCallback, window, self, navigator.product). From then on an uncaught throw
    /// of a turn (the top level, a timer, a listener) goes to `ErrorUtils.reportFatalError`:
    /// the app's global handler when it set one, else the default one, which reports it as
    /// the runtime always did.
    /// `reactNativeApp`: the app declares react-native or expo, so `window`, `self`,
    /// `navigator` and `requestAnimationFrame` are React Native's too.
    package func installReactNativeStartUp(reactNativeApp: Bool) throws(JSException) {
        guard fatalErrorRoute == nil else { return }
        let host = JSValue.object(in: context)
        host["reactNativeApp"] = JSValue(bool: reactNativeApp, in: context)
        host.defineFunction("reportUncaught") { [unowned self] arguments in
            let error = arguments.first ?? .undefined(in: context)
            let fatal = arguments.count > 1 && arguments[1].boolValue
            let entry = routedEntry ?? (fatal ? "ErrorUtils.reportFatalError" : "ErrorUtils.reportError")
            // The error being routed is reported as it was caught (its place as the loader set it).
            if let routed = routedException, let value = routed.value, value.strictlyEquals(error) {
                report(.uncaughtException(routed, entry: entry))
            } else {
                report(.uncaughtException(JSException(value: error), entry: entry))
            }
            return nil
        }
        let installed = try context.evaluate(EmbeddedJS.reactNativeStartup, sourceURL: "jshost:react-native-startup").call([host])
        fatalErrorRoute = installed["reportFatal"]
    }

    /// Makes `process.env` a plain object of what the bundler inlines (`environment`): every
    /// other name is `undefined` and the host's environment is not reachable (React Native's
    /// setUpGlobals.js: `global.process.env = global.process.env || {}` with `NODE_ENV`).
    /// Writes stay in the object, as on the phone.
    package func useBundleEnvironment(_ environment: [String: String]) throws(JSException) {
        let process = context.globalObject["process"]
        guard process.isObject else { return }
        let env = JSValue.object(in: context)
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) { env[name] = JSValue(string: value, in: context) }
        process["env"] = env
    }

    /// Sends an uncaught throw through React Native's `ErrorUtils` when its start-up is
    /// installed; false when it is not (or while the global handler itself is running: its
    /// own throw is reported plainly, as the phone's red box shows it).
    func routeToErrorUtils(_ exception: JSException, entry: String, file: String?) -> Bool {
        guard let route = fatalErrorRoute, routedEntry == nil, let value = exception.value else { return false }
        routedEntry = entry
        routedException = exception
        defer { routedEntry = nil; routedException = nil }
        if case let .failure(failure) = enter({ () throws(JSException) in try route.call([value]) }) {
            let handlerEntry = "the ErrorUtils global handler (for an error in the \(entry))"
            switch failure {
            case let .exception(thrown): report(.uncaughtException(thrown, entry: handlerEntry))
            default: report(failure, entry: handlerEntry, file: file)
            }
        }
        return true
    }
}
