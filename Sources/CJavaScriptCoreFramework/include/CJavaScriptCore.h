// C shim over Apple's JavaScriptCore framework (Package.swift picks this target,
// under the module name CJavaScriptCore, where `canImport(JavaScriptCore)`): the
// framework's C API plus the same private prototypes the Linux shim declares.
#ifndef JSHOST_CJAVASCRIPTCORE_FRAMEWORK_H
#define JSHOST_CJAVASCRIPTCORE_FRAMEWORK_H

#include <JavaScriptCore/JavaScript.h>
#include "../../CJavaScriptCore/JSCPrivate.h"

#endif
