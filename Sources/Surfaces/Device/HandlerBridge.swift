import HostRuntime
import JSCore
import Notifications

/// Turns JavaScript functions into dispatcher handlers: a returned value is
/// the handler's result, a returned promise is awaited (bounded by
/// `--handler-timeout`), and a throw, rejection or CPU timeout becomes a
/// failure naming the script and the handler.
extension Device {
    /// A handler named `name` (shown in errors) that enters JS through `call`.
    func jsHandler(_ name: String, _ call: @escaping (HandlerDelivery) throws(JSException) -> JSValue) -> Handler {
        jsHandler(name, returning: { delivery throws(JSException) in .value(try call(delivery)) })
    }

    /// A handler named `name` that calls `function(deliveryObject)`.
    func jsHandler(_ name: String, delivering function: JSValue) -> Handler {
        // The factory is made on the first delivery (`deliveries` is lazy) and then kept
        // here, so later deliveries do not go through the device for it.
        let kept = KeptFactory()
        return jsHandler(name, returning: { [unowned self] delivery throws(JSException) in
            let factory = kept.factory ?? deliveries
            kept.factory = factory
            return try factory.call(function, with: delivery)
        })
    }

    private func jsHandler(_ name: String, returning call: @escaping (HandlerDelivery) throws(JSException) -> HandlerReturn) -> Handler {
        // unowned: the handler lives in this device's own dispatcher, which `close()`
        // empties; a handler run after the device is gone traps instead of reading
        // freed memory. (The device has no side table, so the check is two inline
        // atomic operations.)
        return { [unowned self] delivery, completion in
            // The id first: assigned while its getter runs, the device would be
            // retained around the call.
            let id = delivery.notification.id
            let previous = currentNotification
            currentNotification = id
            defer { currentNotification = previous }
            // One entry: a throw, the watchdog, or a microtask of the handler's that the
            // engine stopped (`async () => { await null; for (;;) {} }`) fails the handler.
            let returned: HandlerReturn
            let firstTimer = runtime.loop.nextTimer
            switch runtime.enter({ () throws(JSException) -> HandlerReturn in
                let returned = try call(delivery)
                // A result that is no promise is read in the same entry: its getters,
                // `toJSON` and Proxy traps run under the handler's CPU budget.
                if case let .value(value) = returned, !value.isThenable { return .primitive(try value.checkedJSONValue()) }
                return returned
            }) {
            case let .success(value): returned = value
            case let .failure(failure):
                // A handler stopped for its CPU budget leaves nothing behind: the timers
                // it made (all made during its entry) are cancelled.
                if case .timeout = failure { runtime.loop.cancelTimers(madeFrom: firstTimer) }
                completion(.failure(self.failure(failure, handler: name)))
                return
            }
            switch returned {
            case let .primitive(json): completion(.success(json))
            case let .value(value): awaitResult(value, handler: name, completion)
            }
        }
    }

    /// Completes with `value`, or with its settlement when it is a promise.
    func awaitResult(_ value: JSValue, handler name: String, _ completion: @escaping HandlerCompletion) {
        guard value.isThenable else {
            // Reading the result runs its getters, `toJSON` and Proxy traps: one entry,
            // under the CPU budget, so a spinning one is this handler's timeout.
            switch runtime.enter({ () throws(JSException) in try value.checkedJSONValue() }) {
            case let .success(json): completion(.success(json))
            case let .failure(failure): completion(.failure(self.failure(failure, handler: name)))
            }
            return
        }
        // Settles once: a timeout of the entry that calls `then` may come before a late
        // fulfilment or rejection of the promise.
        var settled = false
        unsettledHandlers += 1
        let completion: HandlerCompletion = { [unowned self] result in
            guard !settled else { return }
            settled = true
            unsettledHandlers -= 1
            completion(result)
        }
        let timer = runtime.loop.schedule(after: options.handlerTimeout * 1000) { [unowned self] in
            completion(.failure(HandlerFailure(reason: .timeout,
                                               message: "\(name) in \(scriptPath) did not settle within \(RuntimeError.seconds(options.handlerTimeout)) (--handler-timeout)",
                                               file: scriptPath)))
        }
        let context = runtime.context
        let onFulfilled = JSValue(function: "onFulfilled", in: context) { [unowned self] arguments in
            runtime.loop.cancel(timer)
            do {
                completion(.success(try arguments.first?.checkedJSONValue()))
            } catch {
                // A spinning getter of the settled value was stopped: the handler's timeout.
                completion(.failure(self.failure(.timeout(seconds: options.runtime.timeout), handler: name)))
                throw error
            }
            return nil
        }
        let onRejected = JSValue(function: "onRejected", in: context) { [unowned self] arguments in
            runtime.loop.cancel(timer)
            let exception = runtime.modules.remap(JSException(value: arguments.first ?? .undefined(in: context)))
            completion(.failure(HandlerFailure(reason: .rejection,
                                               message: "\(name) rejected: \(exception.headline)",
                                               stack: exception.stack, file: exception.file ?? scriptPath, line: exception.line,
                                               alreadyReported: wasReported(exception))))
            return nil
        }
        if case let .failure(failure) = runtime.enter({ () throws(JSException) in try value.invoke("then", [onFulfilled, onRejected]) }) {
            runtime.loop.cancel(timer)
            completion(.failure(self.failure(failure, handler: name)))
        }
        // Awaited here: a rejection is the handler's error, not an unhandled one too.
        runtime.markHandled(value)
    }

    func failure(_ failure: EntryFailure, handler name: String) -> HandlerFailure {
        switch failure {
        case let .exception(exception):
            let exception = runtime.modules.remap(exception)
            return HandlerFailure(reason: .exception,
                                  message: "\(name) threw \(exception.headline)",
                                  stack: exception.stack, file: exception.file ?? scriptPath, line: exception.line,
                                  alreadyReported: wasReported(exception))
        case let .memory(resident, limit):
            return HandlerFailure(reason: .memory,
                                  message: "\(name) in \(scriptPath) was stopped: the process used \(resident) MB, over the --max-memory budget of \(limit) MB; the run ends here",
                                  file: scriptPath)
        case let .timeout(seconds):
            return HandlerFailure(reason: .timeout,
                                  message: "\(name) in \(scriptPath) ran longer than the \(RuntimeError.seconds(seconds)) CPU-time budget (--timeout) and was stopped",
                                  file: scriptPath)
        }
    }

    /// True when `exception` is a permission denial the device has already reported
    /// (as a `permission` error effect when it happened).
    private func wasReported(_ exception: JSException) -> Bool {
        reporting.wasReported(exception)
    }

    /// Calls a JS callback that is not a dispatcher handler (SDK success
    /// callbacks, `deviceready`): a failure is reported as an uncaught error.
    func callBack(_ function: JSValue, _ arguments: [JSValue], entry: String) {
        guard function.isFunction else { return }
        runtime.enterReporting(entry, file: scriptPath) { () throws(JSException) in try function.call(arguments) }
    }
}

/// A delivering handler's `DeliveryFactory`, once its first delivery has made it.
private final class KeptFactory {
    var factory: DeliveryFactory?
}
