// The private JavaScriptCore functions jshost calls: the library exports them, but
// they are declared only in WebKit's private headers (JSContextRefPrivate.h and
// its neighbours), which neither javascriptcoregtk-4.1 nor Apple's framework
// installs. Included by both shims: Sources/CJavaScriptCore (Linux) and
// Sources/CJavaScriptCoreFramework (Apple platforms).
#ifndef JSHOST_JSCPRIVATE_H
#define JSHOST_JSCPRIVATE_H

#include <JavaScriptCore/JavaScript.h>
#include <stdbool.h>
#include <stddef.h>

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
