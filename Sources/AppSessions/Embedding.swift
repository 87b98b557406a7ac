import HostRuntime
import ModuleSyntax
import SalesforceConnect
import Surfaces

// The embedding API (docs/embedding.md). A program that depends on the `JSHostKit`
// product imports `JSHostKit` and `Notifications` (the model, payloads, dispatcher
// and effects); the layers in between are not products, and these names are how the
// few of their public types that an embedder needs reach it.

/// A simulated phone: JavaScript runtime, SDK surfaces and dispatcher.
public typealias Device = Surfaces.Device
/// What a user, the system or a test does to a `Device` (`device.apply(event)`): the one
/// vocabulary of `run`'s flags, `--events` lines, `simulate.*` and the studio (docs/cli.md).
public typealias DeviceEvent = Surfaces.DeviceEvent
/// How a `Device` is set up.
public typealias DeviceOptions = Surfaces.DeviceOptions
/// The JavaScript side's settings: CPU budget, virtual time, permissions.
public typealias RuntimeOptions = HostRuntime.RuntimeOptions
/// What scripts may reach beyond their own modules.
public typealias Permissions = HostRuntime.Permissions
/// The Salesforce org server actions go to.
public typealias SalesforceSettings = Surfaces.SalesforceSettings
public typealias SalesforceConfiguration = SalesforceConnect.SalesforceConfiguration
public typealias SalesforceClientOptions = SalesforceConnect.SalesforceClientOptions
/// `SalesforceOrg`'s client and what its `notificationTypes()` returns besides the types
/// (`SalesforceNotificationType`, from Notifications).
public typealias SalesforceClient = SalesforceConnect.SalesforceClient
public typealias NotificationTypesResult = SalesforceConnect.NotificationTypesResult
/// The lines around an error's place (`run`'s errors, `jshost test`'s failures): for the
/// commands, not part of the embedding API.
package typealias CodeFrame = ModuleSyntax.CodeFrame
