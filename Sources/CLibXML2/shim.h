// libxml2's HTML parser: the declarations of its tree (xmlNode, xmlAttr, xmlDoc).
// jshost calls its functions through Sources/CHTMLParser, which loads the
// library on the first page (Scripts/build-release.sh drops it from start-up).
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/tree.h>
