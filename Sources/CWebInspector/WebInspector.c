// JavaScriptCore's remote inspector, reached through WebKitGTK loaded in-process with
// dlopen (only under `jshost run --inspect`; Scripts/check-release.sh: not among the release
// binary's NEEDED libraries).
//
// Since WebKitGTK 2.50 libjavascriptcoregtk alone reads no inspector address; WebKit's own
// initialisation does (Source/WebKit/UIProcess/glib/WebKitInitialize.cpp,
// initializeRemoteInspectorServer): with WEBKIT_INSPECTOR_SERVER=HOST:PORT it starts the
// inspector relay (Source/JavaScriptCore/inspector/remote/glib/RemoteInspectorServer.cpp)
// and points this process's RemoteInspector at it. webkit_user_content_manager_new() is a
// public constructor that runs that initialisation and needs no display.
//
// The relay speaks WTF's SocketConnection framing (Source/WTF/wtf/glib/SocketConnection.cpp);
// as 2.50.6 writes it (observed on the wire): the body's size as a 32-bit big-endian number,
// one byte of flags (1 from a little-endian sender, what this host is), then the body: the
// message name NUL-terminated and the parameters as a serialized GVariant. A client sends SetupInspectorClient (ay), Setup (tt),
// SendMessageToBackend (tts) and FrontendDidClose (tt); it receives DidSetupInspectorClient
// (ay), SetTargetList (ta(tsssb)) and SendMessageToFrontend (tts) — as WebKit's
// RemoteInspectorClient (Source/WebKit/UIProcess/Inspector/glib/RemoteInspectorClient.cpp).
#include <arpa/inet.h>
#include <dlfcn.h>
#include <errno.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include "CWebInspector.h"

typedef int gboolean;

static struct {
    void *(*webkit_user_content_manager_new)(void);
    gboolean (*g_main_context_iteration)(void *, gboolean);
    void *(*g_resources_lookup_data)(const char *, int, void **);
    const void *(*g_bytes_get_data)(void *, size_t *);
    void (*g_bytes_unref)(void *);
    void (*g_error_free)(void *);
    void *(*g_variant_new)(const char *, ...);
    void *(*g_variant_ref_sink)(void *);
    void (*g_variant_unref)(void *);
    size_t (*g_variant_get_size)(void *);
    const void *(*g_variant_get_data)(void *);
    void *(*g_variant_type_new)(const char *);
    void (*g_variant_type_free)(void *);
    void *(*g_variant_new_from_data)(const void *, const void *, size_t, gboolean, void *, void *);
    void (*g_variant_get)(void *, const char *, ...);
    gboolean (*g_variant_iter_loop)(void *, const char *, ...);
    void (*g_variant_iter_free)(void *);
    char *(*g_compute_checksum_for_data)(int, const unsigned char *, size_t);
    char *(*g_ascii_strup)(const char *, long);
    void (*g_free)(void *);
} api;

static int loaded;

const char *jshost_webkit_inspector_load(unsigned relay_port) {
    if (loaded) return NULL;
    char address[64];
    snprintf(address, sizeof address, "127.0.0.1:%u", relay_port);
    // Only the relay: WebKit's HTTP front (WEBKIT_INSPECTOR_HTTP_SERVER) checks no token,
    // Host or Origin, so it is never started; jshost's own front serves the browser.
    unsetenv("WEBKIT_INSPECTOR_HTTP_SERVER");
    setenv("WEBKIT_INSPECTOR_SERVER", address, 1);
    // JSHOST_WEBKIT names another library file (the tests name a missing one).
    const char *library = getenv("JSHOST_WEBKIT");
    void *webkit = dlopen(library && library[0] ? library : "libwebkit2gtk-4.1.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!webkit) return "the debugger needs WebKitGTK: install Debian's libwebkit2gtk-4.1-0 (Scripts/install-deps.sh)";
    void *glib = dlopen("libglib-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    void *gio = dlopen("libgio-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!glib || !gio) return "GLib could not be loaded with WebKitGTK";
#define RESOLVE(library, name)                                                   \
    do {                                                                         \
        *(void **)&api.name = dlsym(library, #name);                             \
        if (!api.name) return "WebKitGTK or GLib lacks " #name;       \
    } while (0)
    RESOLVE(webkit, webkit_user_content_manager_new);
    RESOLVE(glib, g_main_context_iteration); RESOLVE(gio, g_resources_lookup_data); RESOLVE(glib, g_bytes_get_data);
    RESOLVE(glib, g_bytes_unref); RESOLVE(glib, g_error_free); RESOLVE(glib, g_variant_new); RESOLVE(glib, g_variant_ref_sink);
    RESOLVE(glib, g_variant_unref); RESOLVE(glib, g_variant_get_size); RESOLVE(glib, g_variant_get_data);
    RESOLVE(glib, g_variant_type_new); RESOLVE(glib, g_variant_type_free); RESOLVE(glib, g_variant_new_from_data);
    RESOLVE(glib, g_variant_get); RESOLVE(glib, g_variant_iter_loop); RESOLVE(glib, g_variant_iter_free);
    RESOLVE(glib, g_compute_checksum_for_data); RESOLVE(glib, g_ascii_strup); RESOLVE(glib, g_free);
#undef RESOLVE
    // Runs WebKit's initialisation (the relay starts here) on this thread; the manager
    // itself is not needed and stays alive as WebKit's objects do for the process.
    (void)api.webkit_user_content_manager_new();
    // The engine's Web Inspector settings read this environment too; nothing else should.
    unsetenv("WEBKIT_INSPECTOR_SERVER");
    loaded = 1;
    return NULL;
}

void jshost_webkit_inspector_pump(void) {
    if (!loaded) return;
    for (int i = 0; i < 64 && api.g_main_context_iteration(NULL, 0); i++) {}
}

unsigned jshost_free_loopback_port(void) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) return 0;
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = 0};
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    unsigned port = 0;
    if (bind(fd, (struct sockaddr *)&address, sizeof address) == 0 && getsockname(fd, (struct sockaddr *)&address, &length) == 0) {
        port = ntohs(address.sin_port);
    }
    close(fd);
    return port;
}

unsigned char *jshost_webkit_inspector_resource(const char *path, size_t *length) {
    if (!loaded || strstr(path, "..")) return NULL;
    char full[1024];
    snprintf(full, sizeof full, "/org/webkit/inspector/UserInterface/%s", path[0] == '/' ? path + 1 : path);
    void *error = NULL;
    void *bytes = api.g_resources_lookup_data(full, 0, &error);
    if (!bytes) {
        if (error) api.g_error_free(error);
        return NULL;
    }
    size_t size = 0;
    const void *data = api.g_bytes_get_data(bytes, &size);
    unsigned char *copy = malloc(size ? size : 1);
    if (copy) memcpy(copy, data, size);
    api.g_bytes_unref(bytes);
    *length = size;
    return copy;
}

struct jshost_relay {
    int fd;
    pthread_t reader;
    pthread_mutex_t write_lock;
    void *context;
    jshost_relay_target_handler on_target;
    jshost_relay_message_handler on_message;
    jshost_relay_closed_handler on_closed;
};

static void send_message(jshost_relay *relay, const char *name, void *parameters) {
    if (parameters) parameters = api.g_variant_ref_sink(parameters);
    size_t parameters_size = parameters ? api.g_variant_get_size(parameters) : 0;
    size_t name_length = strlen(name) + 1;
    size_t body = name_length + parameters_size;
    size_t total = 5 + body;
    unsigned char *frame = malloc(total);
    if (frame) {
        uint32_t size = htonl((uint32_t)body);
        memcpy(frame, &size, 4);
        frame[4] = 1;
        memcpy(frame + 5, name, name_length);
        if (parameters_size) memcpy(frame + 5 + name_length, api.g_variant_get_data(parameters), parameters_size);
        pthread_mutex_lock(&relay->write_lock);
        for (size_t sent = 0; sent < total;) {
            ssize_t n = send(relay->fd, frame + sent, total - sent, MSG_NOSIGNAL);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) break;
            sent += (size_t)n;
        }
        pthread_mutex_unlock(&relay->write_lock);
        free(frame);
    }
    if (parameters) api.g_variant_unref(parameters);
}

static void *parameters_of(const char *type, const unsigned char *data, size_t size) {
    void *variant_type = api.g_variant_type_new(type);
    void *value = api.g_variant_new_from_data(variant_type, data, size, 0, NULL, NULL);
    api.g_variant_type_free(variant_type);
    return value ? api.g_variant_ref_sink(value) : NULL;
}

static void dispatch(jshost_relay *relay, const unsigned char *body, size_t size) {
    const char *name = (const char *)body;
    size_t name_length = strnlen(name, size);
    if (name_length == size) return;
    const unsigned char *data = body + name_length + 1;
    size_t data_size = size - name_length - 1;
    if (!strcmp(name, "SetTargetList")) {
        void *value = parameters_of("(ta(tsssb))", data, data_size);
        if (!value) return;
        uint64_t connection = 0;
        void *iter = NULL;
        api.g_variant_get(value, "(ta(tsssb))", &connection, &iter);
        uint64_t target;
        const char *type, *target_name, *url;
        gboolean has_local_debugger;
        while (api.g_variant_iter_loop(iter, "(t&s&s&sb)", &target, &type, &target_name, &url, &has_local_debugger)) {
            relay->on_target(relay->context, connection, target, type, target_name);
        }
        api.g_variant_iter_free(iter);
        api.g_variant_unref(value);
    } else if (!strcmp(name, "SendMessageToFrontend")) {
        void *value = parameters_of("(tts)", data, data_size);
        if (!value) return;
        uint64_t connection = 0, target = 0;
        const char *message = NULL;
        api.g_variant_get(value, "(tt&s)", &connection, &target, &message);
        relay->on_message(relay->context, connection, target, message);
        api.g_variant_unref(value);
    }
    // DidSetupInspectorClient carries the backend's command list, which the front end's
    // own Protocol/InspectorBackendCommands.js already has.
}

static void *read_relay(void *data) {
    jshost_relay *relay = data;
    size_t capacity = 1 << 16, used = 0;
    unsigned char *buffer = malloc(capacity);
    while (buffer) {
        if (used == capacity) {
            unsigned char *grown = realloc(buffer, capacity * 2);
            if (!grown) break;
            buffer = grown;
            capacity *= 2;
        }
        ssize_t n = recv(relay->fd, buffer + used, capacity - used, 0);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        used += (size_t)n;
        size_t offset = 0;
        while (used - offset >= 5) {
            uint32_t size;
            memcpy(&size, buffer + offset, 4);
            size_t body = ntohl(size);
            if (used - offset - 5 < body) break;
            // Copied to a fresh (malloc-aligned) block: GVariant reads its data in place.
            unsigned char *message = malloc(body ? body : 1);
            if (!message) break;
            memcpy(message, buffer + offset + 5, body);
            dispatch(relay, message, body);
            free(message);
            offset += 5 + body;
        }
        memmove(buffer, buffer + offset, used - offset);
        used -= offset;
    }
    free(buffer);
    relay->on_closed(relay->context);
    return NULL;
}

jshost_relay *jshost_relay_connect(unsigned port, void *context, jshost_relay_target_handler on_target,
                                   jshost_relay_message_handler on_message, jshost_relay_closed_handler on_closed, char **error) {
    if (!loaded) {
        *error = strdup("WebKitGTK is not loaded");
        return NULL;
    }
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (fd < 0 || connect(fd, (struct sockaddr *)&address, sizeof address) != 0) {
        char text[160];
        snprintf(text, sizeof text, "cannot reach the inspector relay on 127.0.0.1:%u: %s", port, strerror(errno));
        *error = strdup(text);
        if (fd >= 0) close(fd);
        return NULL;
    }
    jshost_relay *relay = calloc(1, sizeof *relay);
    relay->fd = fd;
    relay->context = context;
    relay->on_target = on_target;
    relay->on_message = on_message;
    relay->on_closed = on_closed;
    pthread_mutex_init(&relay->write_lock, NULL);
    // The hash of the front end's command list (upper-case SHA-1 of the library's own
    // Protocol/InspectorBackendCommands.js, as Inspector::backendCommandsHash() makes it):
    // the relay answers a matching hash with an empty list; 2.50.6 answers none to another.
    size_t length = 0;
    unsigned char *commands = jshost_webkit_inspector_resource("Protocol/InspectorBackendCommands.js", &length);
    char *checksum = commands ? api.g_compute_checksum_for_data(1 /* G_CHECKSUM_SHA1 */, commands, length) : NULL;
    char *hash = checksum ? api.g_ascii_strup(checksum, -1) : NULL;
    send_message(relay, "SetupInspectorClient", api.g_variant_new("(^ay)", hash ? hash : ""));
    api.g_free(hash);
    api.g_free(checksum);
    free(commands);
    if (pthread_create(&relay->reader, NULL, read_relay, relay) != 0) {
        *error = strdup("cannot start the relay's reader thread");
        close(fd);
        pthread_mutex_destroy(&relay->write_lock);
        free(relay);
        return NULL;
    }
    return relay;
}

void jshost_relay_setup(jshost_relay *relay, uint64_t connection, uint64_t target) {
    send_message(relay, "Setup", api.g_variant_new("(tt)", connection, target));
}

void jshost_relay_send(jshost_relay *relay, uint64_t connection, uint64_t target, const char *message) {
    send_message(relay, "SendMessageToBackend", api.g_variant_new("(tts)", connection, target, message));
}

void jshost_relay_frontend_closed(jshost_relay *relay, uint64_t connection, uint64_t target) {
    send_message(relay, "FrontendDidClose", api.g_variant_new("(tt)", connection, target));
}

void jshost_relay_close(jshost_relay *relay) {
    shutdown(relay->fd, SHUT_RDWR);
    pthread_join(relay->reader, NULL);
    close(relay->fd);
    pthread_mutex_destroy(&relay->write_lock);
    free(relay);
}
