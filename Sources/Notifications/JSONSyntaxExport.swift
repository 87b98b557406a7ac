// The notifications model carries `JSONValue` (payloads, handler results, effects): whoever
// imports Notifications has JSONSyntax's types with it, as the `Notifications` product ships both.
@_exported import JSONSyntax
