#!/usr/bin/env bash
# Builds the start-up floor (docs/performance.md, "Start-up"): a C program linked against
# javascriptcoregtk-4.1 that creates one context, evaluates one line, prints the result and
# exits — what any host of the engine pays at minimum. Used by Scripts/bench-startup.sh
# (timed) and Scripts/instruction-guard.sh (counted). Usage: Scripts/startup-floor.sh OUTPUT
set -euo pipefail
out="${1:?usage: $0 OUTPUT}"
src="$(mktemp --suffix=.c)"
trap 'rm -f "$src"' EXIT
cat > "$src" <<'C'
#include <JavaScriptCore/JavaScript.h>
#include <stdio.h>
int main(void) {
  JSGlobalContextRef ctx = JSGlobalContextCreate(NULL);
  JSStringRef source = JSStringCreateWithUTF8CString("'hello'");
  JSValueRef value = JSEvaluateScript(ctx, source, NULL, NULL, 0, NULL);
  JSStringRef text = JSValueToStringCopy(ctx, value, NULL);
  char buffer[64];
  JSStringGetUTF8CString(text, buffer, sizeof buffer);
  puts(buffer);
  JSStringRelease(text);
  JSStringRelease(source);
  JSGlobalContextRelease(ctx);
  return 0;
}
C
cc -O2 -o "$out" "$src" $(pkg-config --cflags --libs javascriptcoregtk-4.1)
