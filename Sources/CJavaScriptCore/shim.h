// C shim over javascriptcoregtk-4.1 (Linux; Package.swift uses
// Sources/CJavaScriptCoreFramework on Apple platforms): the public headers plus the
// private prototypes the library exports but does not declare (JSCPrivate.h).
#ifndef JSHOST_CJAVASCRIPTCORE_SHIM_H
#define JSHOST_CJAVASCRIPTCORE_SHIM_H

#include <JavaScriptCore/JavaScript.h>
#include "JSCPrivate.h"

#endif
