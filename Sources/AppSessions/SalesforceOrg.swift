import Foundation
import Locking
import Notifications
import SalesforceConnect

/// `jshost salesforce`: the org's notification types as categories, and one
/// server action, through `SalesforceConnect` (blocking: for the CLI).
public struct SalesforceOrg {
    public let client: SalesforceClient

    public init(client: SalesforceClient) { self.client = client }

    /// The org's types (or the cached ones when the org cannot be reached),
    /// with where they came from.
    public func notificationTypes() throws -> (types: [SalesforceNotificationType], result: NotificationTypesResult) {
        let result = try wait { done in client.notificationTypes(policy: .networkFallingBackToCache, completion: done) }
        return (try Salesforce.notificationTypes(fromResponseBody: Array(result.body), file: result.cacheFile.path), result)
    }

    /// Performs `actionKey` on notification `notificationId`; returns the server's message.
    public func invoke(notificationId: String, actionKey: String) throws -> String {
        try wait { done in client.invokeAction(notificationId: notificationId, actionKey: actionKey, completion: done) }
    }

    private func wait<T>(_ start: (@escaping @Sendable (Result<T, SalesforceError>) -> Void) -> SalesforceRequestHandle) throws -> T {
        let outcome = Locked<Result<T, SalesforceError>?>(nil)
        _ = start { result in outcome.withLock { $0 = result } }
        return try outcome.wait { $0 }.get()
    }
}
