// JavaScriptCore's remote inspector for `jshost run --inspect` (docs/debugging.md).
// WebKitGTK (libwebkit2gtk-4.1) is loaded with dlopen only in that mode
// (Sources/CWebInspector/WebInspector.c), so no jshost binary links it.
#ifndef JSHOST_WEB_INSPECTOR_H
#define JSHOST_WEB_INSPECTOR_H
#include <stddef.h>
#include <stdint.h>

/// Loads WebKitGTK and starts its inspector relay on 127.0.0.1:`relay_port` in this process.
/// Call on the thread that will run JavaScript, before any JavaScriptCore call: that
/// thread becomes WebKit's main thread, whose GLib default main context carries the
/// inspector's traffic. NULL on success, else why (static text).
const char *jshost_webkit_inspector_load(unsigned relay_port);

/// Serves the inspector's pending work on the JavaScript thread without blocking.
void jshost_webkit_inspector_pump(void);

/// A free loopback TCP port (0 if none).
unsigned jshost_free_loopback_port(void);

/// The bytes of the inspector's user-interface resource `path` (under
/// /org/webkit/inspector/UserInterface), malloc'ed (the caller frees), or NULL.
unsigned char *jshost_webkit_inspector_resource(const char *path, size_t *length);

typedef struct jshost_relay jshost_relay;
/// The relay's target list changed: one target (`connection`, `target`, `type`, `name`).
typedef void (*jshost_relay_target_handler)(void *context, uint64_t connection, uint64_t target, const char *type, const char *name);
/// A message from the inspected target to the front end.
typedef void (*jshost_relay_message_handler)(void *context, uint64_t connection, uint64_t target, const char *message);
/// The relay closed the connection.
typedef void (*jshost_relay_closed_handler)(void *context);

/// Connects to the relay on 127.0.0.1:`port` as its one inspector client (as WebKit's
/// RemoteInspectorClient does) and reads it on a thread of its own. NULL and `*error`
/// (to free) on failure.
jshost_relay *jshost_relay_connect(unsigned port, void *context, jshost_relay_target_handler on_target,
                                   jshost_relay_message_handler on_message, jshost_relay_closed_handler on_closed, char **error);
/// Opens a debugging session with a target (`Setup`).
void jshost_relay_setup(jshost_relay *relay, uint64_t connection, uint64_t target);
/// Sends one protocol message to a target (`SendMessageToBackend`).
void jshost_relay_send(jshost_relay *relay, uint64_t connection, uint64_t target, const char *message);
/// Ends the session with a target (`FrontendDidClose`).
void jshost_relay_frontend_closed(jshost_relay *relay, uint64_t connection, uint64_t target);
/// Closes the connection, joins the reader thread and frees the relay.
void jshost_relay_close(jshost_relay *relay);
#endif
