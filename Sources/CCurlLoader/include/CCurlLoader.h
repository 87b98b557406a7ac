// Lazy libcurl for jshost's release binary (see CurlLoader.c).
#ifndef JSHOST_CCURLLOADER_H
#define JSHOST_CCURLLOADER_H

/// True once libcurl has been loaded (the first HTTP request loads it).
int jshost_curl_loaded(void);

#endif
