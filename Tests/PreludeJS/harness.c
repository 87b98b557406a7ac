// Test harness for the JS prelude (not part of the Swift build).
// Usage: harness JS_DIR STARTUP LAZY TEST.js
//   JS_DIR is Sources/HostRuntime/JS; STARTUP and LAZY are comma-separated file names in it,
//   in the order Prelude.swift lists them (run.sh reads them from there). Each file evaluates
//   to a function (host, shared) that is called once. The STARTUP pieces are evaluated in
//   order; the LAZY pieces are served by host.loadPrelude(name), or, with HARNESS_EAGER=1
//   set, evaluated right after the others (and host.loadPrelude is not defined).
//   HARNESS_TIME=1 prints the time spent in the prelude to stderr.
// Provides the `host` contract of docs/prelude.md with a virtual clock, plus
// setTimeout/clearTimeout/setInterval/clearInterval on a tiny event loop.
// host.fetch is a fake: see fake_fetch below.
#include <JavaScriptCore/JavaScript.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

static JSGlobalContextRef ctx;
static double vclock = 0;      // virtual ms since start
static double epoch0;          // real epoch ms at start

static JSStringRef S(const char *s) { return JSStringCreateWithUTF8CString(s); }
static char *cstr(JSValueRef v) {
  JSStringRef s = JSValueToStringCopy(ctx, v, NULL);
  if (!s) return strdup("<unprintable>");
  size_t n = JSStringGetMaximumUTF8CStringSize(s);
  char *b = malloc(n);
  JSStringGetUTF8CString(s, b, n);
  JSStringRelease(s);
  return b;
}
static JSValueRef get(JSObjectRef o, const char *name) {
  JSStringRef n = S(name);
  JSValueRef v = JSObjectGetProperty(ctx, o, n, NULL);
  JSStringRelease(n);
  return v;
}
static void report(JSValueRef exc) {
  char *m = cstr(exc);
  JSValueRef st = JSValueIsObject(ctx, exc) ? get((JSObjectRef)exc, "stack") : NULL;
  char *s = st && !JSValueIsUndefined(ctx, st) ? cstr(st) : strdup("");
  fprintf(stderr, "Uncaught %s\n%s\n", m, s);
  free(m); free(s);
}

// ---- timers ----
typedef struct { int id; double deadline; long seq; JSObjectRef fn; JSValueRef arg1, arg2; double interval; int live; } Timer;
static Timer timers[100000];
static int ntimers = 0, nextId = 1; static long seqc = 0;
static int addTimer(JSObjectRef fn, double delay, double interval, JSValueRef a1, JSValueRef a2) {
  if (ntimers >= 100000) { fprintf(stderr, "too many timers\n"); exit(3); }
  Timer *t = &timers[ntimers++];
  if (!(delay >= 1)) delay = 1;
  t->id = nextId++; t->deadline = vclock + delay; t->seq = seqc++; t->fn = fn; t->interval = interval; t->live = 1;
  t->arg1 = a1; t->arg2 = a2;
  JSValueProtect(ctx, fn); if (a1) JSValueProtect(ctx, a1); if (a2) JSValueProtect(ctx, a2);
  return t->id;
}
static JSValueRef fSetTimeout(JSContextRef c, JSObjectRef f, JSObjectRef th, size_t argc, const JSValueRef a[], JSValueRef *e) {
  if (argc < 1 || !JSValueIsObject(c, a[0])) return JSValueMakeUndefined(c);
  double d = argc > 1 ? JSValueToNumber(c, a[1], NULL) : 0;
  return JSValueMakeNumber(c, addTimer((JSObjectRef)a[0], d, 0, argc > 2 ? a[2] : NULL, NULL));
}
static JSValueRef fSetInterval(JSContextRef c, JSObjectRef f, JSObjectRef th, size_t argc, const JSValueRef a[], JSValueRef *e) {
  if (argc < 1 || !JSValueIsObject(c, a[0])) return JSValueMakeUndefined(c);
  double d = argc > 1 ? JSValueToNumber(c, a[1], NULL) : 0;
  if (!(d >= 1)) d = 1;
  return JSValueMakeNumber(c, addTimer((JSObjectRef)a[0], d, d, NULL, NULL));
}
static JSValueRef fClear(JSContextRef c, JSObjectRef f, JSObjectRef th, size_t argc, const JSValueRef a[], JSValueRef *e) {
  if (argc < 1) return JSValueMakeUndefined(c);
  int id = (int)JSValueToNumber(c, a[0], NULL);
  for (int i = 0; i < ntimers; i++) if (timers[i].id == id) timers[i].live = 0;
  return JSValueMakeUndefined(c);
}
static void runLoop(void) {
  for (;;) {
    int best = -1;
    for (int i = 0; i < ntimers; i++) {
      if (!timers[i].live) continue;
      if (best < 0 || timers[i].deadline < timers[best].deadline ||
          (timers[i].deadline == timers[best].deadline && timers[i].seq < timers[best].seq)) best = i;
    }
    if (best < 0) return;
    Timer t = timers[best];
    if (t.deadline > vclock) vclock = t.deadline;
    if (t.interval > 0) { timers[best].deadline = vclock + t.interval; timers[best].seq = seqc++; }
    else timers[best].live = 0;
    JSValueRef args[2]; size_t n = 0;
    if (t.arg1) args[n++] = t.arg1;
    if (t.arg2) args[n++] = t.arg2;
    JSValueRef exc = NULL;
    JSObjectCallAsFunction(ctx, t.fn, NULL, n, args, &exc);
    if (exc) report(exc);
    // compact
    if (ntimers > 1000) {
      int j = 0;
      for (int i = 0; i < ntimers; i++) if (timers[i].live) timers[j++] = timers[i];
      ntimers = j;
    }
  }
}

// ---- host natives ----
static JSValueRef hPrint(JSContextRef c, JSObjectRef f, JSObjectRef th, size_t argc, const JSValueRef a[], JSValueRef *e) {
  char *lvl = argc > 0 ? cstr(a[0]) : strdup("log");
  char *txt = argc > 1 ? cstr(a[1]) : strdup("");
  int err = !strcmp(lvl, "warn") || !strcmp(lvl, "error") || !strcmp(lvl, "trace");
  FILE *out = err ? stderr : stdout;
  if (getenv("HARNESS_LEVELS")) fprintf(out, "[%s] ", lvl);
  fprintf(out, "%s\n", txt);
  fflush(out);
  free(lvl); free(txt);
  return JSValueMakeUndefined(c);
}
static JSValueRef hNow(JSContextRef c, JSObjectRef f, JSObjectRef th, size_t argc, const JSValueRef a[], JSValueRef *e) {
  return JSValueMakeNumber(c, vclock + 0.123456);
}
static JSValueRef hHrNow(JSContextRef c, JSObjectRef f, JSObjectRef th, size_t argc, const JSValueRef a[], JSValueRef *e) {
  struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts);
  return JSValueMakeNumber(c, ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6);
}
static JSValueRef hDateNow(JSContextRef c, JSObjectRef f, JSObjectRef th, size_t argc, const JSValueRef a[], JSValueRef *e) {
  return JSValueMakeNumber(c, epoch0 + vclock);
}
static JSValueRef hRandomFill(JSContextRef c, JSObjectRef f, JSObjectRef th, size_t argc, const JSValueRef a[], JSValueRef *e) {
  if (argc < 1 || !JSValueIsObject(c, a[0])) return JSValueMakeUndefined(c);
  JSObjectRef arr = (JSObjectRef)a[0];
  if (JSValueGetTypedArrayType(c, arr, NULL) != kJSTypedArrayTypeUint8Array) {
    *e = JSValueMakeString(c, S("randomFill: expected Uint8Array"));
    return NULL;
  }
  size_t len = JSObjectGetTypedArrayByteLength(c, arr, NULL);
  unsigned char *p = JSObjectGetTypedArrayBytesPtr(c, arr, NULL);
  FILE *r = fopen("/dev/urandom", "rb");
  if (fread(p, 1, len, r) != len) { /* ignore */ }
  fclose(r);
  return JSValueMakeUndefined(c);
}

// Fake fetch. Answers by URL:
//   contains "denied"  -> error {name: PermissionDenied, message: ...}
//   contains "netfail" -> error {name: TypeError, message: "connection refused"}
//   contains "timeout" -> error {name: TimeoutError} after timeoutMs
//   contains "hang"    -> never answers (until aborted)
//   otherwise          -> 200 OK, body = JSON echo of the request
static JSValueRef hFetch(JSContextRef c, JSObjectRef f, JSObjectRef th, size_t argc, const JSValueRef a[], JSValueRef *e) {
  JSObjectRef req = (JSObjectRef)a[0];
  JSObjectRef cb = (JSObjectRef)a[1];
  const char *js =
    "(function (req, cb, log) {\n"
    "  log('log', '[host.fetch] ' + req.method + ' ' + req.url + ' headers=' + JSON.stringify(req.headers) +\n"
    "      ' body=' + (req.body == null ? String(req.body) : typeof req.body === 'string' ? 'string:' + JSON.stringify(req.body) :\n"
    "      Object.prototype.toString.call(req.body) + ':' + Array.from(req.body).join(',')) + ' timeoutMs=' + req.timeoutMs);\n"
    "  var u = req.url;\n"
    "  if (u.includes('hang')) return {later: null};\n"
    "  if (u.includes('denied')) return {later: function () { cb({name: 'PermissionDenied', message: 'Requires net access to \"' + u.split('/')[2] + '\", run again with --allow-net'}); }};\n"
    "  if (u.includes('netfail')) return {later: function () { cb({name: 'TypeError', message: 'connection refused'}); }};\n"
    "  if (u.includes('timeout')) return {later: function () { cb({name: 'TimeoutError', message: 'The operation timed out.'}); }};\n"
    "  var bodyText = req.body == null ? null : typeof req.body === 'string' ? req.body : String.fromCharCode.apply(null, req.body);\n"
    "  var text = JSON.stringify({method: req.method, url: u, body: bodyText});\n"
    "  var bytes = new Uint8Array(text.length); for (var i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);\n"
    "  var status = u.includes('status=404') ? 404 : 200;\n"
    "  return {later: function () { cb(null, {status: status, statusText: status === 200 ? 'OK' : 'Not Found', url: u,\n"
    "    headers: [['Content-Type', 'application/json'], ['Set-Cookie', 'a=1'], ['Set-Cookie', 'b=2'], ['X-Echo', 'yes']], body: bytes}); }};\n"
    "})";
  JSStringRef src = S(js);
  JSValueRef exc = NULL;
  JSObjectRef helper = (JSObjectRef)JSEvaluateScript(c, src, NULL, NULL, 1, &exc);
  JSStringRelease(src);
  if (exc) { *e = exc; return NULL; }
  JSObjectRef host = (JSObjectRef)th;
  JSValueRef args[3] = { req, cb, get(host, "print") };
  JSValueRef plan = JSObjectCallAsFunction(c, helper, NULL, 3, args, &exc);
  if (exc) { *e = exc; return NULL; }
  JSValueRef later = get((JSObjectRef)plan, "later");
  if (JSValueIsObject(c, later)) return JSValueMakeNumber(c, addTimer((JSObjectRef)later, 5, 0, NULL, NULL));
  return JSValueMakeNumber(c, 1000000 + nextId++);
}
static JSValueRef hAbortFetch(JSContextRef c, JSObjectRef f, JSObjectRef th, size_t argc, const JSValueRef a[], JSValueRef *e) {
  int id = argc > 0 ? (int)JSValueToNumber(c, a[0], NULL) : -1;
  printf("[host.abortFetch]\n"); fflush(stdout);
  for (int i = 0; i < ntimers; i++) if (timers[i].id == id) timers[i].live = 0;
  return JSValueMakeUndefined(c);
}

static char *jsDir;
static char *lazyNames[64]; static int lazyCount;
static char *slurp(const char *path);
static JSValueRef evalPiece(const char *name, JSValueRef *exc) {
  char path[8192]; snprintf(path, sizeof path, "%s/%s", jsDir, name);
  char *src = slurp(path);
  JSStringRef s = S(src), url = S(name);
  JSValueRef v = JSEvaluateScript(ctx, s, NULL, url, 1, exc);
  JSStringRelease(s); JSStringRelease(url); free(src);
  return v;
}
// host.loadPrelude(name): evaluate JS_DIR/name (one of the LAZY pieces) and return the function.
static JSValueRef hLoadPrelude(JSContextRef c, JSObjectRef f, JSObjectRef th, size_t argc, const JSValueRef a[], JSValueRef *e) {
  char *name = argc > 0 ? cstr(a[0]) : strdup("");
  int found = 0;
  for (int i = 0; i < lazyCount; i++) if (!strcmp(lazyNames[i], name)) found = 1;
  if (!found) { *e = JSValueMakeString(c, S("loadPrelude: no such piece")); free(name); return NULL; }
  JSValueRef v = evalPiece(name, e);
  free(name);
  return v;
}

static void fn(JSObjectRef o, const char *name, JSObjectCallAsFunctionCallback cb) {
  JSStringRef n = S(name);
  JSObjectSetProperty(ctx, o, n, JSObjectMakeFunctionWithCallback(ctx, n, cb), 0, NULL);
  JSStringRelease(n);
}
static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); exit(2); }
  fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
  char *b = malloc(n + 1);
  if (fread(b, 1, n, f) != (size_t)n) { perror(path); exit(2); }
  b[n] = 0; fclose(f);
  return b;
}
// Splits a comma-separated list into `out` (at most 64 names); returns the count.
static int splitList(const char *list, char **out) {
  int n = 0; char *copy = strdup(list), *save = NULL;
  for (char *t = strtok_r(copy, ",", &save); t && n < 64; t = strtok_r(NULL, ",", &save)) out[n++] = strdup(t);
  free(copy);
  return n;
}

int main(int argc, char **argv) {
  if (argc < 5) { fprintf(stderr, "usage: harness JS_DIR STARTUP LAZY TEST.js\n"); return 2; }
  struct timeval tv; gettimeofday(&tv, NULL);
  epoch0 = tv.tv_sec * 1000.0 + tv.tv_usec / 1000;
  ctx = JSGlobalContextCreate(NULL);
  JSObjectRef global = JSContextGetGlobalObject(ctx);
  JSObjectRef host = JSObjectMake(ctx, NULL, NULL);
  fn(host, "print", hPrint); fn(host, "now", hNow); fn(host, "dateNow", hDateNow);
  if (!getenv("HARNESS_EAGER")) fn(host, "loadPrelude", hLoadPrelude);
  fn(host, "randomFill", hRandomFill); fn(host, "fetch", hFetch); fn(host, "abortFetch", hAbortFetch);
  fn(global, "setTimeout", fSetTimeout); fn(global, "setInterval", fSetInterval);
  fn(global, "__harnessClock", hHrNow);  // real monotonic ms, for profiling only
  fn(global, "clearTimeout", fClear); fn(global, "clearInterval", fClear);
  JSObjectRef shared = JSObjectMake(ctx, NULL, NULL);

  jsDir = argv[1];
  char *names[128]; int nn = splitList(argv[2], names);
  lazyCount = splitList(argv[3], lazyNames);
  if (getenv("HARNESS_EAGER")) for (int i = 0; i < lazyCount; i++) names[nn++] = lazyNames[i];
  struct timeval t0; gettimeofday(&t0, NULL);
  for (int i = 0; i < nn; i++) {
    JSValueRef exc = NULL;
    JSValueRef fnv = evalPiece(names[i], &exc);
    if (exc) { fprintf(stderr, "prelude %s: ", names[i]); report(exc); return 1; }
    JSValueRef args[2] = { host, shared };
    if (!getenv("HARNESS_NOCALL")) JSObjectCallAsFunction(ctx, (JSObjectRef)fnv, NULL, 2, args, &exc);
    if (exc) { fprintf(stderr, "prelude %s: ", names[i]); report(exc); return 1; }
    if (getenv("HARNESS_TIME")) {
      struct timeval tp; gettimeofday(&tp, NULL);
      fprintf(stderr, "  after %s: %.3f ms\n", names[i], (tp.tv_sec - t0.tv_sec) * 1000.0 + (tp.tv_usec - t0.tv_usec) / 1000.0);
    }
  }
  struct timeval t1; gettimeofday(&t1, NULL);
  if (getenv("HARNESS_TIME"))
    fprintf(stderr, "prelude: %.3f ms\n", (t1.tv_sec - t0.tv_sec) * 1000.0 + (t1.tv_usec - t0.tv_usec) / 1000.0);
  char *src = slurp(argv[4]);
  JSStringRef s = S(src), url = S(argv[4]);
  JSValueRef exc = NULL;
  JSEvaluateScript(ctx, s, NULL, url, 1, &exc);
  if (exc) report(exc);
  runLoop();
  return exc ? 1 : 0;
}
