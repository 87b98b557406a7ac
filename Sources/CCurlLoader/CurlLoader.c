// FoundationNetworking (URLSession) calls libcurl. Linked normally, libcurl and
// its ~40 dependencies load at every start-up (≈ 4 ms here) although most runs
// never make a request. These definitions of the 23 functions FoundationNetworking
// uses take the place of libcurl's at link time, so nothing binds to libcurl and
// Scripts/build-release.sh removes it from the binary's needed libraries; each
// forwards to the real function, loading libcurl with dlopen on the first call.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include "CCurlLoader.h"

static void *library;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    const char *names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"};
    for (size_t i = 0; i < sizeof names / sizeof *names && !library; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
}

int jshost_curl_loaded(void) { return library != NULL; }

static void *resolve(const char *name) {
    pthread_once(&once, load);
    void *function = library ? dlsym(library, name) : NULL;
    if (!function) {
        fprintf(stderr, "jshost: cannot load %s from libcurl (install libcurl4): %s\n", name, dlerror());
        abort();
    }
    return function;
}

#define FORWARD(ret, name, params, args)                      \
    ret name params {                                         \
        static ret(*real) params;                             \
        if (!real) real = (ret(*) params)resolve(#name);      \
        return real args;                                     \
    }
#define FORWARD_VOID(name, params, args)                      \
    void name params {                                        \
        static void(*real) params;                            \
        if (!real) real = (void(*) params)resolve(#name);     \
        real args;                                            \
    }
// The variadic ones take exactly one more argument (a long, a pointer or a
// curl_off_t), passed in one 64-bit register on the ABIs Swift runs on here.
#define FORWARD_VARIADIC(ret, name, handle_t, option_t)                          \
    ret name(handle_t handle, option_t option, ...) {                            \
        static ret (*real)(handle_t, option_t, ...);                             \
        if (!real) real = (ret(*)(handle_t, option_t, ...))resolve(#name);       \
        va_list list;                                                            \
        va_start(list, option);                                                  \
        void *argument = va_arg(list, void *);                                   \
        va_end(list);                                                            \
        return real(handle, option, argument);                                   \
    }

FORWARD(CURLcode, curl_global_init, (long flags), (flags))
FORWARD(CURL *, curl_easy_init, (void), ())
FORWARD_VOID(curl_easy_cleanup, (CURL *handle), (handle))
FORWARD(CURLcode, curl_easy_pause, (CURL *handle, int bitmask), (handle, bitmask))
FORWARD(const char *, curl_easy_strerror, (CURLcode code), (code))
FORWARD_VARIADIC(CURLcode, curl_easy_setopt, CURL *, CURLoption)
FORWARD_VARIADIC(CURLcode, curl_easy_getinfo, CURL *, CURLINFO)
FORWARD_VOID(curl_free, (void *pointer), (pointer))
FORWARD(CURLM *, curl_multi_init, (void), ())
FORWARD(CURLMcode, curl_multi_cleanup, (CURLM *multi), (multi))
FORWARD(CURLMcode, curl_multi_add_handle, (CURLM *multi, CURL *handle), (multi, handle))
FORWARD(CURLMcode, curl_multi_remove_handle, (CURLM *multi, CURL *handle), (multi, handle))
FORWARD(CURLMcode, curl_multi_assign, (CURLM *multi, curl_socket_t socket, void *pointer), (multi, socket, pointer))
FORWARD(CURLMsg *, curl_multi_info_read, (CURLM *multi, int *left), (multi, left))
FORWARD(CURLMcode, curl_multi_socket_action, (CURLM *multi, curl_socket_t socket, int mask, int *running), (multi, socket, mask, running))
FORWARD_VARIADIC(CURLMcode, curl_multi_setopt, CURLM *, CURLMoption)
FORWARD(struct curl_slist *, curl_slist_append, (struct curl_slist *list, const char *text), (list, text))
FORWARD_VOID(curl_slist_free_all, (struct curl_slist *list), (list))
FORWARD(CURLU *, curl_url, (void), ())
FORWARD(CURLUcode, curl_url_get, (CURLU *url, CURLUPart part, char **out, unsigned int flags), (url, part, out, flags))
FORWARD(CURLUcode, curl_url_set, (CURLU *url, CURLUPart part, const char *text, unsigned int flags), (url, part, text, flags))
FORWARD(char *, curl_version, (void), ())
FORWARD(curl_version_info_data *, curl_version_info, (CURLversion version), (version))
