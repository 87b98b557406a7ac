@_exported import AppSessions
import AppProject
import HostRuntime
import Locking
import MCPServer
import NotificationRendering
import ProjectGate
import SalesforceConnect
import Studio
import Surfaces

// The facade (docs/architecture.md): what the `jshost` executable and embedders import. It
// re-exports AppSessions (the embedding API of docs/embedding.md and what the commands do) and
// names, with `package` access, the few types of the modules beside and below it that the
// executable's commands start or read (the studio, the MCP server, the debugger, the
// renderer, the Salesforce client, the runtime's flags), so the executable imports this
// module and Notifications only (Scripts/check-target-imports.sh holds it to that). An
// embedder sees no more than before: the names below are not public.

// `jshost studio` and `jshost mcp`. (Their modules have a type of the module's name, so
// `Studio.StudioOptions` cannot be written here and each name is a new one.)
package typealias StudioSession = Studio
package typealias StudioSessionOptions = StudioOptions
package typealias MCPSession = MCPServer
package typealias MCPSessionConfiguration = MCPConfiguration

// `run --inspect` and `test --inspect`: the debugger's relay, its console sink, the test
// runner's debugger.
package typealias InspectorRelay = InspectorSession
package typealias InspectorRelayConsoleSink = InspectorConsoleSink
package typealias InspectorRelayTestDebugger = InspectorTestDebugger

// `run --render`.
package typealias RenderWriter = NotificationRendering.RenderWriter

// The runtime's and the device's flags (`--allow-*`, `--until`, `--start`, `--native`).
package typealias Runtime = HostRuntime.Runtime
package typealias ModuleLoader = HostRuntime.ModuleLoader
package typealias ConsoleLevel = HostRuntime.ConsoleLevel
package typealias LifeDuration = Surfaces.LifeDuration
package typealias DeviceClock = Surfaces.DeviceClock
package typealias NativeModulePolicy = Surfaces.NativeModulePolicy
package typealias SimulatedPackageVersions = Surfaces.SimulatedPackageVersions
package typealias SalesforceStandIn = Surfaces.SalesforceStandIn

// `jshost salesforce` (its client is public: AppSessions' embedding API names it).
package typealias SalesforceError = SalesforceConnect.SalesforceError
package typealias NotificationTypesCache = SalesforceConnect.NotificationTypesCache

// The project's files and the lock the studio's signal handler sets.
package typealias ProjectFiles = ProjectGate.ProjectFiles
package typealias Locked = Locking.Locked

/// `jshost studio`'s default entry: the "main" of the package.json in the folder `files`
/// guards, as the run's one reading of the app's project gives it (AppProject).
package func packageMain(files: ProjectFiles) -> String? {
    AppProject.packageJSON(in: files.root, files: files)?["main"]?.stringValue
}
