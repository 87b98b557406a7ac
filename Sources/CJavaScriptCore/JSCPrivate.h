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

/// Whether an exception that an API call returns is reported to the context's (remote)
/// inspector with the native call stack: collecting it symbolizes up to 31 native frames
/// with dladdr, ~5 M instructions per exception in the static jshost binary.
void JSGlobalContextSetIncludesNativeCallStackWhenReportingExceptions(JSGlobalContextRef ctx,
                                                                      bool includesNativeCallStack);

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

/// JSC::VM::drainMicrotasks(): runs the virtual machine's microtask queue now. A C++
/// member the library exports (WebCore calls it) but no C API declares; a context
/// group is the VM itself (JSContextGroupRef is `toRef(VM*)` in WebKit's APICast.h).
/// Called from inside a call into JavaScript, the jobs run inside that entry, so the
/// execution time limit armed when it began covers all of them (drained on the
/// release of the API lock instead, each job is an entry of its own and the limit
/// restarts for every one). Weak: a library without the symbol leaves it NULL.
#if defined(__APPLE__)
extern void JSHostVMDrainMicrotasks(void *vm) __asm__("__ZN3JSC2VM15drainMicrotasksEv") __attribute__((weak_import));
#else
extern void JSHostVMDrainMicrotasks(void *vm) __asm__("_ZN3JSC2VM15drainMicrotasksEv") __attribute__((weak));
#endif

/// Whether the library exports the drain. Asked in C: Swift imports the weak function
/// as non-optional, so a `!= nil` test there is folded to true.
static inline bool JSHostCanDrainMicrotasks(void) {
    return JSHostVMDrainMicrotasks != NULL;
}

/// The body of the function `JSHostMakeDrainFunction` makes: takes the API lock
/// (the engine drops it around a host call) and drains the queue.
static inline JSValueRef JSHostDrainCallback(JSContextRef ctx, JSObjectRef function, JSObjectRef thisObject,
                                             size_t argumentCount, const JSValueRef arguments[], JSValueRef *exception) {
    (void)function; (void)thisObject; (void)argumentCount; (void)arguments; (void)exception;
    JSLock(ctx);
    JSHostVMDrainMicrotasks((void *)JSContextGetGroup(ctx));
    JSUnlock(ctx);
    return JSValueMakeUndefined(ctx);
}

/// A function that drains the microtask queue when called: calling it from the host
/// (JSObjectCallAsFunction) runs the drain inside one watched entry. NULL when the
/// library does not export the drain.
static inline JSObjectRef JSHostMakeDrainFunction(JSContextRef ctx) {
    if (!JSHostVMDrainMicrotasks) return NULL;
    return JSObjectMakeFunctionWithCallback(ctx, NULL, JSHostDrainCallback);
}

#endif
