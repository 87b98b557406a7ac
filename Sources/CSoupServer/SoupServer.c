// `jshost studio`'s server: libsoup 3's SoupServer with a WebSocket handler, on a GLib
// main loop of its own thread. libsoup (and GLib through it) is opened with dlopen on the
// first server and every function is looked up with dlsym, so no jshost binary links it
// (Scripts/check-release.sh: not among the release binary's NEEDED libraries) and a run
// or a test never loads it. The few GLib/libsoup types used are declared here by their
// published layout (glib/gslist.h, glib/gerror.h) or kept opaque.
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "CSoupServer.h"

typedef struct GSList { void *data; struct GSList *next; } GSList;
typedef struct GError { unsigned domain; int code; char *message; } GError;
typedef int gboolean;
typedef gboolean (*GSourceFunc)(void *data);
typedef void (*GDestroyNotify)(void *data);

enum { SOUP_SERVER_LISTEN_IPV4_ONLY = 1 << 1, SOUP_MEMORY_COPY = 2, SOUP_WEBSOCKET_STATE_OPEN = 1, SOUP_WEBSOCKET_DATA_TEXT = 1 };

// The functions used, resolved together on the first server.
static struct {
    void *(*g_main_context_new)(void);
    void (*g_main_context_push_thread_default)(void *);
    void (*g_main_context_pop_thread_default)(void *);
    void (*g_main_context_unref)(void *);
    void (*g_main_context_invoke_full)(void *, int, GSourceFunc, void *, GDestroyNotify);
    void *(*g_main_loop_new)(void *, gboolean);
    void (*g_main_loop_run)(void *);
    void (*g_main_loop_quit)(void *);
    void (*g_main_loop_unref)(void *);
    void *(*g_object_ref)(void *);
    void (*g_object_unref)(void *);
    unsigned long (*g_signal_connect_data)(void *, const char *, void (*)(void), void *, void *, int);
    void *(*g_hash_table_lookup)(void *, const void *);
    const void *(*g_bytes_get_data)(void *, size_t *);
    int (*g_uri_get_port)(void *);
    void (*g_uri_unref)(void *);
    void (*g_slist_free)(GSList *);
    void (*g_error_free)(GError *);
    void *(*soup_server_new)(const char *, ...);
    gboolean (*soup_server_listen_local)(void *, unsigned, int, GError **);
    GSList *(*soup_server_get_uris)(void *);
    void (*soup_server_disconnect)(void *);
    void (*soup_server_add_handler)(void *, const char *, void *, void *, GDestroyNotify);
    void (*soup_server_add_websocket_handler)(void *, const char *, const char *, char **, void *, void *, GDestroyNotify);
    const char *(*soup_server_message_get_method)(void *);
    void *(*soup_server_message_get_request_headers)(void *);
    void *(*soup_server_message_get_response_headers)(void *);
    void (*soup_server_message_set_status)(void *, unsigned, const char *);
    void (*soup_server_message_set_response)(void *, const char *, int, const char *, size_t);
    const char *(*soup_message_headers_get_one)(void *, const char *);
    void (*soup_message_headers_replace)(void *, const char *, const char *);
    int (*soup_websocket_connection_get_state)(void *);
    void (*soup_websocket_connection_send_text)(void *, const char *);
    void (*soup_websocket_connection_close)(void *, unsigned short, const char *);
    void (*soup_websocket_connection_set_max_incoming_payload_size)(void *, uint64_t);
    void *(*g_timeout_source_new)(unsigned);
    void (*g_source_set_callback)(void *, GSourceFunc, void *, GDestroyNotify);
    unsigned (*g_source_attach)(void *, void *);
    void (*g_source_unref)(void *);
} api;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_problem[512];

static void load(void) {
    void *library = dlopen("libsoup-3.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(load_problem, sizeof load_problem, "jshost studio needs libsoup 3: apt-get install libsoup-3.0-0 (%s)", dlerror());
        return;
    }
#define RESOLVE(name)                                                                                   \
    do {                                                                                                \
        *(void **)&api.name = dlsym(library, #name);                                                    \
        if (!api.name) {                                                                                \
            snprintf(load_problem, sizeof load_problem, "libsoup 3 or GLib lacks %s: %s", #name, dlerror()); \
            return;                                                                                     \
        }                                                                                               \
    } while (0)
    RESOLVE(g_main_context_new); RESOLVE(g_main_context_push_thread_default); RESOLVE(g_main_context_pop_thread_default);
    RESOLVE(g_main_context_unref); RESOLVE(g_main_context_invoke_full); RESOLVE(g_main_loop_new); RESOLVE(g_main_loop_run);
    RESOLVE(g_main_loop_quit); RESOLVE(g_main_loop_unref); RESOLVE(g_object_ref); RESOLVE(g_object_unref);
    RESOLVE(g_signal_connect_data); RESOLVE(g_hash_table_lookup); RESOLVE(g_bytes_get_data); RESOLVE(g_uri_get_port);
    RESOLVE(g_uri_unref); RESOLVE(g_slist_free); RESOLVE(g_error_free);
    RESOLVE(soup_server_new); RESOLVE(soup_server_listen_local); RESOLVE(soup_server_get_uris); RESOLVE(soup_server_disconnect);
    RESOLVE(soup_server_add_handler); RESOLVE(soup_server_add_websocket_handler); RESOLVE(soup_server_message_get_method);
    RESOLVE(soup_server_message_get_request_headers); RESOLVE(soup_server_message_get_response_headers);
    RESOLVE(soup_server_message_set_status); RESOLVE(soup_server_message_set_response);
    RESOLVE(soup_message_headers_get_one); RESOLVE(soup_message_headers_replace);
    RESOLVE(soup_websocket_connection_get_state); RESOLVE(soup_websocket_connection_send_text);
    RESOLVE(soup_websocket_connection_close); RESOLVE(soup_websocket_connection_set_max_incoming_payload_size);
    RESOLVE(g_timeout_source_new); RESOLVE(g_source_set_callback); RESOLVE(g_source_attach); RESOLVE(g_source_unref);
#undef RESOLVE
}

const char *jshost_soup_load_problem(void) {
    pthread_once(&load_once, load);
    return load_problem[0] ? load_problem : NULL;
}

struct jshost_soup_server {
    void *context;  // the GMainContext of the server's thread
    void *loop;
    void *soup;     // SoupServer
    char *websocket_path;
    void *handler_context;
    jshost_soup_request_handler on_request;
    jshost_soup_message_handler on_message;
    jshost_soup_open_handler on_open;
    // Open WebSocket connections: touched on the server's thread only.
    void **clients;
    int client_count, client_capacity;
    atomic_int open_clients;
    pthread_t thread;
    // Start-up handshake with the starting thread.
    pthread_mutex_t mutex;
    pthread_cond_t started;
    int ready;
    unsigned port, requested_port;
    char *error;
    int failed;  // never served: nothing to quit
    int stopping;  // closing its clients: the loop ends when they are closed
};

struct jshost_soup_request { void *message; };

static void handle_request(void *soup, void *message, const char *path, void *query, void *data) {
    (void)soup;
    jshost_soup_server *server = data;
    void *headers = api.soup_server_message_get_request_headers(message);
    const char *token = query ? api.g_hash_table_lookup(query, "token") : NULL;
    jshost_soup_request request = {message};
    server->on_request(server->handler_context, &request, api.soup_server_message_get_method(message), path, token,
                       api.soup_message_headers_get_one(headers, "Host"), api.soup_message_headers_get_one(headers, "Origin"));
}

void jshost_soup_respond(jshost_soup_request *request, unsigned status, const char *content_type, const char *body, size_t length) {
    void *headers = api.soup_server_message_get_response_headers(request->message);
    api.soup_message_headers_replace(headers, "Cache-Control", "no-store");
    api.soup_message_headers_replace(headers, "X-Content-Type-Options", "nosniff");
    api.soup_server_message_set_status(request->message, status, NULL);
    if (content_type) api.soup_server_message_set_response(request->message, content_type, SOUP_MEMORY_COPY, body, length);
}

static void websocket_message(void *connection, int type, void *bytes, void *data) {
    (void)connection;
    jshost_soup_server *server = data;
    if (type != SOUP_WEBSOCKET_DATA_TEXT) return;
    size_t length = 0;
    const char *text = api.g_bytes_get_data(bytes, &length);
    server->on_message(server->handler_context, text, length);
}

static void websocket_closed(void *connection, void *data) {
    jshost_soup_server *server = data;
    for (int i = 0; i < server->client_count; i++) {
        if (server->clients[i] != connection) continue;
        server->clients[i] = server->clients[--server->client_count];
        atomic_fetch_sub(&server->open_clients, 1);
        api.g_object_unref(connection);
        if (server->stopping && server->client_count == 0) api.g_main_loop_quit(server->loop);
        return;
    }
}

static void websocket_opened(void *soup, void *message, const char *path, void *connection, void *data) {
    (void)soup; (void)message; (void)path;
    jshost_soup_server *server = data;
    if (server->client_count == server->client_capacity) {
        int capacity = server->client_capacity ? server->client_capacity * 2 : 4;
        void **grown = realloc(server->clients, sizeof *grown * (size_t)capacity);
        if (!grown) return;
        server->clients = grown;
        server->client_capacity = capacity;
    }
    server->clients[server->client_count++] = api.g_object_ref(connection);
    // A payload may be up to 1 MiB (InputSource.maximumPayloadBytes), escaped in a JSON
    // message; libsoup's default of 128 KiB would close the socket on a large one.
    api.soup_websocket_connection_set_max_incoming_payload_size(connection, 4ul << 20);
    atomic_fetch_add(&server->open_clients, 1);
    api.g_signal_connect_data(connection, "message", (void (*)(void))websocket_message, server, NULL, 0);
    api.g_signal_connect_data(connection, "closed", (void (*)(void))websocket_closed, server, NULL, 0);
    server->on_open(server->handler_context);
}

static void *serve(void *data) {
    jshost_soup_server *server = data;
    api.g_main_context_push_thread_default(server->context);
    server->soup = api.soup_server_new("server-header", "jshost-studio", NULL);
    api.soup_server_add_handler(server->soup, NULL, handle_request, server, NULL);
    // The same handler runs first on the WebSocket path: a request it answers (403) is not upgraded.
    api.soup_server_add_handler(server->soup, server->websocket_path, handle_request, server, NULL);
    api.soup_server_add_websocket_handler(server->soup, server->websocket_path, NULL, NULL, websocket_opened, server, NULL);
    GError *error = NULL;
    unsigned port = 0;
    if (api.soup_server_listen_local(server->soup, server->requested_port, SOUP_SERVER_LISTEN_IPV4_ONLY, &error)) {
        GSList *uris = api.soup_server_get_uris(server->soup);
        if (uris) port = (unsigned)api.g_uri_get_port(uris->data);
        for (GSList *u = uris; u; u = u->next) api.g_uri_unref(u->data);
        api.g_slist_free(uris);
    }
    // Decided here, not read back from `server`: the starting thread takes `server->error`
    // as soon as it is told.
    int listening = error == NULL;
    pthread_mutex_lock(&server->mutex);
    if (error) {
        server->error = strdup(error->message);
        api.g_error_free(error);
    }
    server->port = port;
    server->ready = 1;
    pthread_cond_signal(&server->started);
    pthread_mutex_unlock(&server->mutex);
    if (listening) api.g_main_loop_run(server->loop);
    api.soup_server_disconnect(server->soup);
    api.g_object_unref(server->soup);
    api.g_main_context_pop_thread_default(server->context);
    return NULL;
}

jshost_soup_server *jshost_soup_start(unsigned port, const char *websocket_path, void *context,
                                      jshost_soup_request_handler on_request, jshost_soup_message_handler on_message,
                                      jshost_soup_open_handler on_open, char **error) {
    const char *problem = jshost_soup_load_problem();
    if (problem) {
        *error = strdup(problem);
        return NULL;
    }
    jshost_soup_server *server = calloc(1, sizeof *server);
    server->context = api.g_main_context_new();
    server->loop = api.g_main_loop_new(server->context, 0);
    server->websocket_path = strdup(websocket_path);
    server->handler_context = context;
    server->on_request = on_request;
    server->on_message = on_message;
    server->on_open = on_open;
    server->requested_port = port;
    pthread_mutex_init(&server->mutex, NULL);
    pthread_cond_init(&server->started, NULL);
    if (pthread_create(&server->thread, NULL, serve, server) != 0) {
        *error = strdup("cannot start the server's thread");
        api.g_main_loop_unref(server->loop);
        api.g_main_context_unref(server->context);
        free(server->websocket_path);
        free(server);
        return NULL;
    }
    pthread_mutex_lock(&server->mutex);
    while (!server->ready) pthread_cond_wait(&server->started, &server->mutex);
    pthread_mutex_unlock(&server->mutex);
    if (server->error) {
        *error = server->error;
        server->error = NULL;
        server->failed = 1;
        jshost_soup_stop(server);
        return NULL;
    }
    return server;
}

unsigned jshost_soup_port(jshost_soup_server *server) { return server->port; }

int jshost_soup_client_count(jshost_soup_server *server) { return atomic_load(&server->open_clients); }

struct outgoing { jshost_soup_server *server; char *text; };

static gboolean send_to_clients(void *data) {
    struct outgoing *out = data;
    jshost_soup_server *server = out->server;
    for (int i = 0; i < server->client_count; i++) {
        if (api.soup_websocket_connection_get_state(server->clients[i]) == SOUP_WEBSOCKET_STATE_OPEN) {
            api.soup_websocket_connection_send_text(server->clients[i], out->text);
        }
    }
    return 0;  // G_SOURCE_REMOVE
}

static void free_outgoing(void *data) {
    struct outgoing *out = data;
    free(out->text);
    free(out);
}

void jshost_soup_broadcast(jshost_soup_server *server, const char *text, size_t length) {
    struct outgoing *out = malloc(sizeof *out);
    out->server = server;
    out->text = malloc(length + 1);
    memcpy(out->text, text, length);
    out->text[length] = 0;
    api.g_main_context_invoke_full(server->context, 0, send_to_clients, out, free_outgoing);
}

static gboolean quit_loop(void *data) {
    jshost_soup_server *server = data;
    api.g_main_loop_quit(server->loop);
    return 0;
}

static gboolean close_and_quit(void *data) {
    jshost_soup_server *server = data;
    // Closing answers the clients' sockets. The loop goes on until they are closed, so what
    // was queued for them before (a run's last console line) is written first; a client
    // that does not answer the close is given a second.
    server->stopping = 1;
    int closing = 0;
    for (int i = server->client_count - 1; i >= 0; i--) {
        void *connection = server->clients[i];
        if (api.soup_websocket_connection_get_state(connection) == SOUP_WEBSOCKET_STATE_OPEN) {
            api.soup_websocket_connection_close(connection, 1001, "the studio stopped");
            closing++;
        }
    }
    if (closing == 0 || server->client_count == 0) {
        api.g_main_loop_quit(server->loop);
        return 0;
    }
    void *timeout = api.g_timeout_source_new(1000);
    api.g_source_set_callback(timeout, quit_loop, server, NULL);
    api.g_source_attach(timeout, server->context);
    api.g_source_unref(timeout);
    return 0;
}

void jshost_soup_stop(jshost_soup_server *server) {
    if (!server->failed) api.g_main_context_invoke_full(server->context, 0, close_and_quit, server, NULL);
    pthread_join(server->thread, NULL);
    // What the loop did not close (a client gone mid-close) is freed here.
    for (int i = 0; i < server->client_count; i++) api.g_object_unref(server->clients[i]);
    free(server->clients);
    api.g_main_loop_unref(server->loop);
    api.g_main_context_unref(server->context);
    pthread_mutex_destroy(&server->mutex);
    pthread_cond_destroy(&server->started);
    free(server->websocket_path);
    free(server->error);
    free(server);
}
