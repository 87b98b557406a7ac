import Foundation
import Testing

/// `run` without a push lists the listeners an app registered with react-native-onesignal,
/// react-native-notifications, push-notification-ios, the Cordova push plugin and MobileFirst
/// (each at the app's call), and a tap or dismissal they do not get names them
/// (golden output of the built binary on Examples/).
@Suite struct LibraryRegistrationsTests {
    static func example(_ name: String) -> URL { JSHost.repository.appendingPathComponent("Examples/\(name)") }

    @Test func oneSignal5ListenersAreSummarised() throws {
        let result = try JSHost.run(["run", "App.js"], in: Self.example("onesignal"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasSuffix("""
            App.js registered (no push was sent: --push FILE sends one):
              listener  OneSignal.Notifications.addEventListener('click') (taps)                    react-native-onesignal  App.js:11
              listener  OneSignal.Notifications.addEventListener('foregroundWillDisplay') (pushes)  react-native-onesignal  App.js:30

            """), "\(result.stderr)")
        let dismiss = try JSHost.run(["run", "App.js", "--push", "payload.json", "--dismiss"], in: Self.example("onesignal"))
        #expect(dismiss.stdout.hasSuffix("""
            ⚠ warning the dismissal reached none of the app's code: the app's listener \
            OneSignal.Notifications.addEventListener('click') (App.js:11) was not called for it (run again with --explain for the rule)

            """), "\(dismiss.stdout)")
    }

    @Test func oneSignal4HandlersAreSummarised() throws {
        let app = JSHost.repository.appendingPathComponent("Tests/Fixtures/bundle-world/onesignal4-app")
        let result = try JSHost.run(["run", "index.js"], in: app)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasSuffix("""
            index.js registered (no push was sent: --push FILE sends one):
              listener  OneSignal.setNotificationWillShowInForegroundHandler (pushes)  react-native-onesignal  index.js:14
              listener  OneSignal.setNotificationOpenedHandler (taps)                  react-native-onesignal  index.js:26

            """), "\(result.stderr)")
    }

    @Test func wixListenersAreSummarised() throws {
        let result = try JSHost.run(["run", "App.js"], in: Self.example("react-native-notifications"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasSuffix("""
            App.js registered (no push was sent: --push FILE sends one):
              category  SOME_CATEGORY (actions UPVOTE_ACTION, REPLY_ACTION)                                                 App.js:16
              listener  Notifications.events().registerNotificationReceivedForeground (pushes)  react-native-notifications  App.js:23
              listener  Notifications.events().registerNotificationReceivedBackground (pushes)  react-native-notifications  App.js:30
              listener  Notifications.events().registerNotificationOpened (taps)                react-native-notifications  App.js:35

            """), "\(result.stderr)")
        let dismiss = try JSHost.run(["run", "App.js", "--push", "payload.json", "--dismiss"], in: Self.example("react-native-notifications"))
        #expect(dismiss.stdout.hasSuffix("""
            [n1] ⚠ warning the dismissal reached none of the app's code: the app's listener \
            Notifications.events().registerNotificationOpened (App.js:35) was not called for it (run again with --explain for the rule)

            """), "\(dismiss.stdout)")
    }

    @Test func pushNotificationIOSListenersAreSummarised() throws {
        let result = try JSHost.run(["run", "App.js"], in: Self.example("push-notification-ios"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("""
              listener  PushNotificationIOS.addEventListener('notification') (pushes and taps)       @react-native-community/push-notification-ios  App.js:63
              listener  PushNotificationIOS.addEventListener('localNotification') (pushes and taps)  @react-native-community/push-notification-ios  App.js:64

            """), "\(result.stderr)")
    }

    @Test func cordovaPushAndMobileFirstListenersAreSummarised() throws {
        let cordova = try JSHost.run(["run", "www/index.html"], in: Self.example("cordova-push"))
        #expect(cordova.status == 0, "\(cordova.stderr)")
        #expect(cordova.stderr.hasSuffix("""
            www/index.html registered (no push was sent: --push FILE sends one):
              listener  push.on('notification') (pushes and taps)  @havesource/cordova-plugin-push  www/js/index.js:32

            """), "\(cordova.stderr)")
        let mobileFirst = try JSHost.run(["run", "index.js"], in: Self.example("mobilefirst-8"))
        #expect(mobileFirst.status == 0, "\(mobileFirst.stderr)")
        #expect(mobileFirst.stderr.hasSuffix("""
            index.js registered (no push was sent: --push FILE sends one):
              listener  MFPPush.registerNotificationsCallback (pushes and taps)  cordova-plugin-mfp-push  index.js:23
              category  poll (actions poll_ok, poll_nok)                                                  index.js:37

            """), "\(mobileFirst.stderr)")
    }
}
