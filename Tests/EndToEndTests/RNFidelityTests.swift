import Foundation
import Testing

/// Fidelity of the React Native notification libraries to their published sources, as
/// `jshost test` files in Tests/Fixtures/rn-fidelity (each names the files it follows):
/// Expo's calendar triggers, notification handler and last response, Notifee's Android
/// press actions and validators, each library's foreground presentation (Firebase's
/// firebase.json, Notifee's options, OneSignal's bridge, wix's completion).
@Suite struct RNFidelityTests {
    func runFixture(_ name: String, _ extra: [String] = []) throws {
        let file = "Tests/Fixtures/rn-fidelity/\(name).test.js"
        let r = try JSHost.run(["test", file, "--test-timeout", "20"] + extra, in: JSHost.repository, timeout: 120)
        #expect(r.status == 0, "\(name): \(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains(" 0 failed") || r.stderr.contains(" 0 failed"), "\(r.stdout)\(r.stderr)")
        #expect(!(r.stdout + r.stderr).contains("○ skipped"), "\(r.stdout)")
    }

    @Test func expoCalendarDailyWeeklyMonthlyYearlyTriggersFireAndRepeat() throws { try runFixture("expo-triggers") }
    @Test func expoNotificationHandlerDecidesForegroundPresentation() throws { try runFixture("expo-handler") }
    @Test func expoLastNotificationResponseHookAndAsync() throws { try runFixture("expo-last-response") }
    @Test func notifeeAndroidBodyPressOpensTheAppOnlyWithALaunchingPressAction() throws { try runFixture("notifee-press-action", ["--platform", "android"]) }
    @Test func androidForegroundNotificationMessagesAreNotDisplayed() throws { try runFixture("android-foreground-notification-messages") }
    @Test func notifeeFarTriggersWaitUnderFakeTimers() throws { try runFixture("notifee-triggers") }

    // Foreground presentation, per library (docs/surfaces.md "Foreground presentation").
    @Test func firebaseIOSPresentsInTheForegroundOnlyAsFirebaseJsonAsks() throws {
        try runFixture("firebase-foreground/presenting/foreground")
        try runFixture("firebase-foreground/default/src/messaging")
    }
    @Test func notifeeIOSForegroundPresentationOptionsDecide() throws { try runFixture("notifee-foreground") }
    @Test func oneSignalBridgeHoldsForegroundNotificationsUntilDisplayAndBodyTapsHaveNoActionId() throws { try runFixture("onesignal-foreground") }
    @Test func wixIOSPresentsOnlyWhenTheCompletionAsksForAnAlert() throws { try runFixture("wix-ios-foreground") }

    @Test func firebaseIOSRunsTheBackgroundHandlerOnlyForContentAvailableMessages() throws { try runFixture("firebase-ios-data-only") }

    @Test func expoCategoriesShowOnAndroidAndCustomDismissIsReportedOnIOS() throws {
        try runFixture("expo-categories", ["--platform", "android"])
        try runFixture("expo-categories", ["--platform", "ios"])
    }

    // The libraries' own JavaScript validation, with their messages.
    @Test func notifeeValidatesAsItsValidatorsDo() throws { try runFixture("notifee-validators") }
    @Test func notifeeValidatesAndroidNotificationsAsItsValidatorsDo() throws { try runFixture("notifee-validators-android", ["--platform", "android"]) }
    @Test func firebaseAndOneSignalCheckTheirArgumentsAsTheirJavaScriptDoes() throws { try runFixture("library-argument-checks") }
    @Test func pushNotificationIOSAndWixPassBadArgumentsOnUncheckedAndRegisterNothing() throws { try runFixture("unchecked-library-arguments") }
    @Test func expoChecksItsArgumentsAsItsJavaScriptDoes() throws {
        try runFixture("expo-argument-checks/src/push-token", ["--platform", "android"])
        try runFixture("expo-argument-checks/src/push-token", ["--platform", "ios"])
        try runFixture("expo-argument-checks/bare/push-token")
    }
}
