// C shim over javascriptcoregtk-4.1: the public headers plus the private
// prototypes that the library exports but does not declare (SPEC §3.6).
#ifndef JSHOST_CJAVASCRIPTCORE_SHIM_H
#define JSHOST_CJAVASCRIPTCORE_SHIM_H

#include <JavaScriptCore/JavaScript.h>
#include <stdbool.h>

/// Called when a context group's execution time limit is reached. Return true
/// to terminate the running script; false to let it go on (the limit is then
/// not checked again until it is set anew).
typedef bool (*JSShouldTerminateCallback)(JSContextRef ctx, void *context);

/// Limits the CPU time a script in `group` may run before `callback` is asked
/// whether to terminate it. Termination throws the uncatchable string
/// "JavaScript execution terminated."; the context stays usable.
void JSContextGroupSetExecutionTimeLimit(JSContextGroupRef group, double limit,
                                         JSShouldTerminateCallback callback,
                                         void *context);
void JSContextGroupClearExecutionTimeLimit(JSContextGroupRef group);

/// Registers `function` to be called with (promise, reason) when a promise is
/// rejected with no handler; called again never for the same promise.
void JSGlobalContextSetUnhandledRejectionCallback(JSGlobalContextRef ctx,
                                                  JSObjectRef function,
                                                  JSValueRef *exception);

/// Tells the collector that a JavaScript object keeps `size` bytes outside the
/// engine's heap alive, so that collections come often enough to free them.
void JSReportExtraMemoryCost(JSContextRef ctx, size_t size);

/// Takes the API lock of `ctx`'s virtual machine (recursive) so that a run of
/// API calls locks once instead of once per call. Microtasks are drained when
/// the outermost hold is released, as after any outermost API call.
void JSLock(JSContextRef ctx);
void JSUnlock(JSContextRef ctx);

#endif
