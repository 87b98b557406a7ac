// FoundationNetworking (URLSession) calls libcurl. Linked normally, libcurl and
// its ~40 dependencies load at every start-up (≈ 4 ms here) although most runs
// never make a request. These definitions of the 23 functions FoundationNetworking
// uses take the place of libcurl's at link time, so nothing binds to libcurl and
// Scripts/build-release.sh removes it from the binary's needed libraries; each
// forwards to the real function, loading libcurl with dlopen on the first call.
//
// Threads: URLSession calls these from its own threads, so every lazily stored
// pointer (the library handle, each resolved function) is a C11 atomic, stored with
// release and loaded with acquire order; racing first calls resolve and store the
// same pointer.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include "CCurlLoader.h"

// The variadic calls are forwarded by the kind of their one argument, which curl
// encodes in the option's number (curl.h: CURLOPTTYPE_*, CURLINFO_*). These are
// the ranges the forwarding below relies on; a curl.h that changed them fails here.
_Static_assert(CURLOPTTYPE_LONG == 0, "curl option numbers: long options below 10000");
_Static_assert(CURLOPTTYPE_OBJECTPOINT == 10000, "curl option numbers: object pointers from 10000");
_Static_assert(CURLOPTTYPE_FUNCTIONPOINT == 20000, "curl option numbers: function pointers from 20000");
_Static_assert(CURLOPTTYPE_OFF_T == 30000, "curl option numbers: curl_off_t from 30000");
_Static_assert(CURLOPTTYPE_BLOB == 40000, "curl option numbers: blob pointers from 40000");
_Static_assert(sizeof(curl_off_t) == 8, "curl_off_t is 64 bits");
// curl_easy_getinfo's argument is always a pointer (to the long, double, string,
// list or off_t it fills in).
_Static_assert(CURLINFO_STRING > 0 && CURLINFO_LONG > 0 && CURLINFO_DOUBLE > 0 && CURLINFO_SLIST > 0 && CURLINFO_OFF_T > 0,
               "curl info numbers carry their type in the high bits");

static _Atomic(void *) library;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    const char *names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"};
    void *found = NULL;
    for (size_t i = 0; i < sizeof names / sizeof *names && !found; i++) {
        found = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    atomic_store_explicit(&library, found, memory_order_release);
}

int jshost_curl_loaded(void) { return atomic_load_explicit(&library, memory_order_acquire) != NULL; }

static void *resolve(const char *name) {
    pthread_once(&once, load);
    void *handle = atomic_load_explicit(&library, memory_order_acquire);
    void *function = handle ? dlsym(handle, name) : NULL;
    if (!function) {
        fprintf(stderr, "jshost: cannot load %s from libcurl (install libcurl4): %s\n", name, dlerror());
        abort();
    }
    return function;
}

/// The real function behind `slot`, resolved on first use.
static void *real_function(_Atomic(void *) *slot, const char *name) {
    void *function = atomic_load_explicit(slot, memory_order_acquire);
    if (!function) {
        function = resolve(name);
        atomic_store_explicit(slot, function, memory_order_release);
    }
    return function;
}

#define FORWARD(ret, name, params, args)                                   \
    ret name params {                                                      \
        static _Atomic(void *) slot;                                       \
        ret(*real) params = (ret(*) params)real_function(&slot, #name);    \
        return real args;                                                  \
    }
#define FORWARD_VOID(name, params, args)                                   \
    void name params {                                                     \
        static _Atomic(void *) slot;                                       \
        void(*real) params = (void(*) params)real_function(&slot, #name);  \
        real args;                                                         \
    }
// curl_easy_setopt and curl_multi_setopt take one more argument whose type the
// option's number range says (checked above): a long, an object pointer, a
// function pointer, a curl_off_t or a blob pointer. It is read as that type and
// passed on as that type.
#define FORWARD_SETOPT(ret, name, handle_t, option_t)                               \
    ret name(handle_t handle, option_t option, ...) {                               \
        static _Atomic(void *) slot;                                                \
        ret (*real)(handle_t, option_t, ...) =                                      \
            (ret(*)(handle_t, option_t, ...))real_function(&slot, #name);           \
        va_list list;                                                               \
        va_start(list, option);                                                     \
        ret result;                                                                 \
        if (option < CURLOPTTYPE_OBJECTPOINT) {                                     \
            long value = va_arg(list, long);                                        \
            result = real(handle, option, value);                                   \
        } else if (option < CURLOPTTYPE_FUNCTIONPOINT) {                            \
            void *value = va_arg(list, void *);                                     \
            result = real(handle, option, value);                                   \
        } else if (option < CURLOPTTYPE_OFF_T) {                                    \
            void (*value)(void) = va_arg(list, void (*)(void));                     \
            result = real(handle, option, value);                                   \
        } else if (option < CURLOPTTYPE_BLOB) {                                     \
            curl_off_t value = va_arg(list, curl_off_t);                            \
            result = real(handle, option, value);                                   \
        } else {                                                                    \
            void *value = va_arg(list, void *);                                     \
            result = real(handle, option, value);                                   \
        }                                                                           \
        va_end(list);                                                               \
        return result;                                                              \
    }

FORWARD(CURLcode, curl_global_init, (long flags), (flags))
FORWARD(CURL *, curl_easy_init, (void), ())
FORWARD_VOID(curl_easy_cleanup, (CURL *handle), (handle))
FORWARD(CURLcode, curl_easy_pause, (CURL *handle, int bitmask), (handle, bitmask))
FORWARD(const char *, curl_easy_strerror, (CURLcode code), (code))
FORWARD_SETOPT(CURLcode, curl_easy_setopt, CURL *, CURLoption)
// curl_easy_getinfo: the argument is always a pointer to what it fills in.
CURLcode curl_easy_getinfo(CURL *handle, CURLINFO info, ...) {
    static _Atomic(void *) slot;
    CURLcode (*real)(CURL *, CURLINFO, ...) = (CURLcode(*)(CURL *, CURLINFO, ...))real_function(&slot, "curl_easy_getinfo");
    va_list list;
    va_start(list, info);
    void *out = va_arg(list, void *);
    va_end(list);
    return real(handle, info, out);
}
FORWARD_VOID(curl_free, (void *pointer), (pointer))
FORWARD(CURLM *, curl_multi_init, (void), ())
FORWARD(CURLMcode, curl_multi_cleanup, (CURLM *multi), (multi))
FORWARD(CURLMcode, curl_multi_add_handle, (CURLM *multi, CURL *handle), (multi, handle))
FORWARD(CURLMcode, curl_multi_remove_handle, (CURLM *multi, CURL *handle), (multi, handle))
FORWARD(CURLMcode, curl_multi_assign, (CURLM *multi, curl_socket_t socket, void *pointer), (multi, socket, pointer))
FORWARD(CURLMsg *, curl_multi_info_read, (CURLM *multi, int *left), (multi, left))
FORWARD(CURLMcode, curl_multi_socket_action, (CURLM *multi, curl_socket_t socket, int mask, int *running), (multi, socket, mask, running))
FORWARD_SETOPT(CURLMcode, curl_multi_setopt, CURLM *, CURLMoption)
FORWARD(struct curl_slist *, curl_slist_append, (struct curl_slist *list, const char *text), (list, text))
FORWARD_VOID(curl_slist_free_all, (struct curl_slist *list), (list))
FORWARD(CURLU *, curl_url, (void), ())
FORWARD(CURLUcode, curl_url_get, (CURLU *url, CURLUPart part, char **out, unsigned int flags), (url, part, out, flags))
FORWARD(CURLUcode, curl_url_set, (CURLU *url, CURLUPart part, const char *text, unsigned int flags), (url, part, text, flags))
FORWARD(char *, curl_version, (void), ())
FORWARD(curl_version_info_data *, curl_version_info, (CURLversion version), (version))
