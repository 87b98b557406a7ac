// SwiftPM builds a C target only from sources; the target's content is its header
// (include/CJavaScriptCore.h) and its link to the JavaScriptCore framework.
#include "CJavaScriptCore.h"
