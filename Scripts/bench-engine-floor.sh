#!/usr/bin/env bash
# What one tap costs JavaScriptCore itself here, whoever the host is: a C program
# against the same library makes the dispatch bar's delivery — two fresh strings,
# a 16-argument `deliver` (the action's four leaves among them) that builds the
# action and the delivery object and calls a `({action}) => action.value.subject.length`
# handler, each call under its own JSLock/JSUnlock (so microtasks drain) — and
# prints the nanoseconds per call:
#   bare call         the same entry, unlock and strings, no object built
#   delivery          the delivery as above
#   + time limit      with JSContextGroupSetExecutionTimeLimit (the execution
#                     time limit's watchdog: a thread-CPU-clock read on every entry)
#   + host object     the box a host object with a finalizer (what jshost now
#                     shares among 64 deliveries) instead of a plain object
# It runs twice: with libc's clock_gettime, and linked with jshost's own
# (Sources/CThreadClock, which serves the thread CPU clock from a cache).
# Subtract from the bar's 3.3 µs a pair to see what is left for everything else.
# Needs a C compiler and the library's headers (Scripts/install-deps.sh).
# Usage: Scripts/bench-engine-floor.sh [CALLS=1000000]
set -euo pipefail
calls="${1:-1000000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cat > "$work/floor.c" <<'C'
#include <JavaScriptCore/JavaScript.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
/* Exported by the library, declared in its private headers (as in Sources/CJavaScriptCore/shim.h). */
void JSLock(JSContextRef);
void JSUnlock(JSContextRef);
typedef bool (*JSShouldTerminateCallback)(JSContextRef, void *);
void JSContextGroupSetExecutionTimeLimit(JSContextGroupRef, double, JSShouldTerminateCallback, void *);

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
static bool terminate(JSContextRef c, void *x) { return true; }
static void finalize(JSObjectRef o) {}
static JSValueRef string(JSContextRef ctx, const char *s) {
  JSStringRef j = JSStringCreateWithUTF8CString(s);
  JSValueRef v = JSValueMakeString(ctx, j);
  JSStringRelease(j);
  return v;
}
static JSObjectRef evaluate(JSContextRef ctx, const char *source) {
  JSStringRef s = JSStringCreateWithUTF8CString(source);
  JSObjectRef f = (JSObjectRef)JSEvaluateScript(ctx, s, NULL, NULL, 0, NULL);
  JSStringRelease(s);
  JSValueProtect(ctx, f);
  return f;
}

/* variant 0: bare call; 1: delivery; 2: + time limit; 3: + host object */
static double run(int variant, int calls) {
  JSContextGroupRef group = JSContextGroupCreate();
  JSGlobalContextRef ctx = JSGlobalContextCreateInGroup(group, NULL);
  if (variant >= 2) JSContextGroupSetExecutionTimeLimit(group, 2.0, terminate, NULL);
  JSClassDefinition definition = kJSClassDefinitionEmpty;
  definition.finalize = finalize;
  JSClassRef hostClass = JSClassCreate(&definition);
  JSObjectRef bare = evaluate(ctx, "(function (b, title) { return title.length; })");
  JSObjectRef deliver = evaluate(ctx,
    "(function () { 'use strict';"
    "  class Delivery { constructor(b, type, action, id, category, title, foreground, text, replayed, state) {"
    "    this.b = b; this.type = type; this.action = action; this.actionIdentifier = id; this.category = category;"
    "    this.actionTitle = title; this.foreground = foreground; this.userText = text; this.replayed = replayed; this.appState = state; } }"
    "  const build = (v0, v1, v2, v3) => ({ type: v0, value: { recipient: v1, subject: v2, body: v3 } });"
    "  return function (fn, b, type, a, id, category, title, foreground, text, replayed, state, i, v0, v1, v2, v3) {"
    "    return fn(new Delivery(b, type, build(v0, v1, v2, v3), id, category, title, foreground, text, replayed, state)); };"
    "})()");
  JSObjectRef handler = evaluate(ctx, "(({ action }) => action.value.subject.length)");
  JSValueRef type = string(ctx, "sendEmail"), recipient = string(ctx, "you@example.com"), body = string(ctx, "Here it is.");
  JSValueProtect(ctx, type); JSValueProtect(ctx, recipient); JSValueProtect(ctx, body);
  char text[32];
  double start = now();
  for (int i = 0; i < calls; i++) {
    JSLock(ctx);
    snprintf(text, sizeof text, "Invoice %d", i);
    JSValueRef title = string(ctx, text), subject = string(ctx, text);
    JSObjectRef box = JSObjectMake(ctx, variant >= 3 ? hostClass : NULL, NULL);
    if (variant == 0) {
      JSValueRef arguments[2] = { box, title };
      JSObjectCallAsFunction(ctx, bare, NULL, 2, arguments, NULL);
    } else {
      JSValueRef arguments[16] = { handler, box, type, JSValueMakeNull(ctx), type, type, title, JSValueMakeBoolean(ctx, true),
                                   JSValueMakeNull(ctx), JSValueMakeBoolean(ctx, false), type, JSValueMakeNumber(ctx, 0),
                                   type, recipient, subject, body };
      JSObjectCallAsFunction(ctx, deliver, NULL, 16, arguments, NULL);
    }
    JSUnlock(ctx);
  }
  double seconds = now() - start;
  JSGlobalContextRelease(ctx);
  JSContextGroupRelease(group);
  return seconds / calls * 1e9;
}

#ifdef JSHOST_CLOCK
#include "CThreadClock.h"
#endif

int main(int argc, char **argv) {
  int calls = atoi(argv[1]);
#ifdef JSHOST_CLOCK
  jshost_thread_clock_opt_in();   /* as jshost does on each thread that runs a runtime */
#endif
  const char *names[] = { "bare call", "delivery", "+ time limit", "+ host object" };
  double ns[4];
  for (int v = 0; v < 4; v++) ns[v] = run(v, calls);
  for (int v = 0; v < 4; v++) printf("%-16s %7.1f ns a call\n", names[v], ns[v]);
  printf("the time limit's share: %.1f ns a call\n", ns[2] - ns[1]);
  return 0;
}
C
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
flags="$(pkg-config --cflags --libs javascriptcoregtk-4.1)"
cc -O2 -o "$work/floor" "$work/floor.c" $flags
# -rdynamic: the program exports clock_gettime, so the library binds to it (as to jshost's).
cc -O2 -rdynamic -DJSHOST_CLOCK -o "$work/floor-cached" "$work/floor.c" "$root/Sources/CThreadClock/ThreadClock.c" \
   -I "$root/Sources/CThreadClock/include" $flags -ldl
echo "with libc's clock_gettime:"
"$work/floor" "$calls"
echo "with jshost's clock_gettime (the thread CPU clock cached, Sources/CThreadClock):"
"$work/floor-cached" "$calls"
