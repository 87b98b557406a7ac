// libxml2's HTML parser, loaded with dlopen on the first page. Linked
// normally, libxml2 would load at every start-up although most runs never
// parse a page; nothing here binds to it at link time, so
// Scripts/build-release.sh removes it from the binary's needed libraries.
// The tree libxml2 builds is read by Swift (Sources/PageSyntax) through the
// public struct declarations, which need no symbols.
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include "CHTMLParser.h"

static void *library;
static const char *failure;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static htmlDocPtr (*readMemory)(const char *, int, const char *, const char *, int);
static void (*freeDoc)(xmlDocPtr);

static void load(void) {
    const char *names[] = {"libxml2.so.2", "libxml2.so", "libxml2.dylib", "/usr/lib/libxml2.2.dylib"};
    for (size_t i = 0; i < sizeof names / sizeof *names && !library; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (!library) { failure = "cannot load libxml2 (install libxml2)"; return; }
    readMemory = (htmlDocPtr (*)(const char *, int, const char *, const char *, int))dlsym(library, "htmlReadMemory");
    freeDoc = (void (*)(xmlDocPtr))dlsym(library, "xmlFreeDoc");
    void (*initParser)(void) = (void (*)(void))dlsym(library, "xmlInitParser");
    if (!readMemory || !freeDoc || !initParser) { failure = "libxml2 has no htmlReadMemory/xmlFreeDoc/xmlInitParser"; return; }
    // Once, before any thread parses (test files run on several threads).
    initParser();
}

const char *jshost_html_error(void) {
    pthread_once(&once, load);
    return failure;
}

xmlDocPtr jshost_html_read(const char *bytes, int length) {
    if (jshost_html_error()) return NULL;
    // XML_PARSE_HUGE lifts libxml2's nesting limit of 256, past which it stopped parsing
    // and dropped the rest of the page; PageSyntax sets jshost's own, reported, limit.
    int options = HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET | XML_PARSE_HUGE;
    return readMemory(bytes, length, "page.html", "UTF-8", options);
}

void jshost_html_free(xmlDocPtr doc) {
    if (doc && freeDoc) freeDoc(doc);
}
