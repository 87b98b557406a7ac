@_exported import TestRunner
import Notifications
import Surfaces

// `jshost test` is the TestRunner target (docs/testing.md); the CLI, the studio and the MCP
// server reach it through JSHostKit, which re-exports it (they import JSHostKit and
// Notifications only). What the runner needs from above it is handed in here.

extension ExplainMatrix {
    /// `simulate.matrix`'s rows (`TestRunOptions.simulateMatrix`): the app loads as `run` and
    /// `jshost matrix` load it — Metro's resolution and its package.json's "jshost" key (the
    /// stand-ins `jshost init` adds), each missing package listed in the rows' load errors.
    package static let simulateMatrix: SimulateMatrix = { entry, payload, format, tap, device in
        var options = device
        try AppModules.configure(&options, script: entry, flags: AppModules.Flags(mocks: options.manualMocks ? true : nil, listMissing: true))
        let rows = try ExplainMatrix(entry: entry, payload: payload, payloadName: "simulate.matrix", format: format, tap: tap, options: options).run()
        return ExplainMatrix.jsonValue(rows).jsonString
    }
}
