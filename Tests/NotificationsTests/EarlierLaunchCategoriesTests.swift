import Testing
@testable import Notifications

/// The categories an earlier launch registered, kept while the app is quit
/// (Dispatcher.earlierLaunchCategories; docs/surfaces.md, "The app's life"): every one on iOS
/// (UNUserNotificationCenter stores them), only Expo's and Capacitor's on Android (kept in
/// SharedPreferences by the library); one registered in this launch wins.
@Suite struct EarlierLaunchCategoriesTests {
    func dispatcher(_ platform: Platform) -> Dispatcher {
        Dispatcher(configuration: .init(platform: platform, appState: .terminated), clock: VirtualClock(), sink: CollectingSink())
    }
    func category(_ id: String, _ button: String, _ source: CategorySource) -> Category {
        Category(id: id, actions: [Action(id: button, title: button.capitalized)], source: source)
    }

    @Test func iOSKeepsEveryLibrarysCategories() {
        let d = dispatcher(.ios)
        d.earlierLaunchCategories = [category("order", "track", .notifee), category("chat", "reply", .expo)]
        #expect(d.category(id: "order")?.actions.first?.id == "track")
        #expect(d.category(id: "chat")?.actions.first?.id == "reply")
        #expect(d.category(id: "other") == nil)
    }

    @Test func androidKeepsOnlyTheLibrariesThatStoreThem() {
        let d = dispatcher(.android)
        d.earlierLaunchCategories = [category("order", "track", .notifee), category("chat", "reply", .expo),
                                     category("pay", "now", .capacitor), category("wix", "ok", .wix)]
        #expect(d.category(id: "order") == nil)
        #expect(d.category(id: "wix") == nil)
        #expect(d.category(id: "chat")?.actions.first?.id == "reply")
        #expect(d.category(id: "pay")?.actions.first?.id == "now")
    }

    @Test func aCategoryRegisteredInThisLaunchWins() {
        let d = dispatcher(.ios)
        d.earlierLaunchCategories = [category("order", "track", .expo)]
        d.register([category("order", "cancel", .expo)])
        #expect(d.category(id: "order")?.actions.first?.id == "cancel")
    }
}
