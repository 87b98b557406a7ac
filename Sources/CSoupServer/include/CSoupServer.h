// A loopback HTTP + WebSocket server on libsoup 3 (SoupServer), for `jshost studio`.
// libsoup is loaded with dlopen when a server starts (Sources/CSoupServer/SoupServer.c),
// so nothing else in jshost needs it: the release binary's NEEDED stays without it.
#ifndef JSHOST_SOUP_SERVER_H
#define JSHOST_SOUP_SERVER_H
#include <stddef.h>

typedef struct jshost_soup_server jshost_soup_server;
typedef struct jshost_soup_request jshost_soup_request;

/// One HTTP request, on the server's thread. `token` is the `token` query parameter
/// (NULL if absent), `host` and `origin` the headers (NULL if absent). The handler answers
/// with `jshost_soup_respond`; a request to the WebSocket path it does not answer is
/// upgraded.
typedef void (*jshost_soup_request_handler)(void *context, jshost_soup_request *request, const char *method, const char *path,
                                             const char *token, const char *host, const char *origin);
/// A text message from a WebSocket client, on the server's thread (`text` is not
/// NUL-terminated).
typedef void (*jshost_soup_message_handler)(void *context, const char *text, size_t length);
/// A WebSocket client connected (a page to greet).
typedef void (*jshost_soup_open_handler)(void *context);

/// Why libsoup could not be loaded, or NULL once it is (loads it on first call).
const char *jshost_soup_load_problem(void);

/// Starts a server on 127.0.0.1:`port` (0: any free port) with its own GLib main loop
/// thread; `websocket_path` is where clients upgrade. NULL and `*error` (to free) on failure.
jshost_soup_server *jshost_soup_start(unsigned port, const char *websocket_path, void *context,
                                      jshost_soup_request_handler on_request, jshost_soup_message_handler on_message,
                                      jshost_soup_open_handler on_open, char **error);
/// The port the server listens on.
unsigned jshost_soup_port(jshost_soup_server *server);
/// Sets the response of `request` (only inside the request handler).
void jshost_soup_respond(jshost_soup_request *request, unsigned status, const char *content_type, const char *body, size_t length);
/// Sends `text` to every open WebSocket client; callable from any thread.
void jshost_soup_broadcast(jshost_soup_server *server, const char *text, size_t length);
/// Open WebSocket clients.
int jshost_soup_client_count(jshost_soup_server *server);
/// Closes the clients, stops the loop, joins its thread and frees the server.
void jshost_soup_stop(jshost_soup_server *server);
#endif
