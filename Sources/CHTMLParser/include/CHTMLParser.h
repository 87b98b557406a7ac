#ifndef JSHOST_CHTMLPARSER_H
#define JSHOST_CHTMLPARSER_H
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

/// Parses `length` bytes of UTF-8 HTML with libxml2's HTML parser (errors
/// recovered, no network, blank text kept). NULL when libxml2 cannot be
/// loaded (`jshost_html_error()` says why) or the input is empty.
xmlDocPtr jshost_html_read(const char *bytes, int length);
void jshost_html_free(xmlDocPtr doc);
/// Why libxml2 could not be loaded, or NULL.
const char *jshost_html_error(void);
#endif
