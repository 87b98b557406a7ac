import Foundation
import Testing

/// IBM MobileFirst both halves as its own code defines them (docs/surfaces.md "IBM MobileFirst"):
/// the 7.x app layout and WL client (worklight.js), adapters' WL.Server sending to the device,
/// WL.SimpleDialog, and 8.0's MFPPush.initialize categories, actionName, WLAuthorizationManager
/// and security-check challenge handlers. Apps are written the way the DevCenter samples write them.
@Suite struct MobileFirstTests {
    func logs(_ result: JSHostResult) -> [String] { result.effects("log").compactMap { $0["message"] as? String } }

    // MARK: 7.x tag notifications: WL.Server.sendMessage to a tag, onMessage and WL.SimpleDialog

    static let tagApp: [String: String] = [
        "apps/HybridTagNotifications/common/index.html": """
        <!DOCTYPE HTML>
        <html><head><title>Tags</title><script>window.$ = window.jQuery = WLJQ;</script></head>
        <body>
          <input type="button" class="subscribeToTagButton" value="Subscribe to sample-tag1" onclick="subscribeToSampleTag1();" disabled="disabled"/>
          <script src="js/initOptions.js"></script>
          <script src="js/main.js"></script>
        </body></html>
        """,
        "apps/HybridTagNotifications/common/js/initOptions.js": """
        var wlInitOptions = {};
        window.addEventListener('load', function () { WL.Client.init(wlInitOptions); }, false);
        """,
        "apps/HybridTagNotifications/common/js/main.js": """
        function wlCommonInit() {
            WL.Client.connect({onSuccess: connectSuccess, onFailure: connectFailure});
        }
        function connectSuccess() { WL.Logger.debug("Successfully connected to MobileFirst Server."); }
        function connectFailure() { WL.Logger.debug("Failed connecting to MobileFirst Server."); }
        if (WL.Client.Push) {
            WL.Client.Push.onReadyToSubscribe = function () {
                WL.SimpleDialog.show("Tag Notifications", "Ready to subscribe", [{ text: 'Close', handler: function () {} }]);
                $('.subscribeToTagButton').removeAttr('disabled');
            };
        }
        function subscribeToSampleTag1() {
            WL.Client.Push.subscribeTag("sample-tag1", {
                onSuccess: function () { WL.Logger.info("Subscribed to tag"); },
                onFailure: function () { WL.Logger.error("Failed subscribing to tag"); }
            });
        }
        WL.Client.Push.onMessage = function (props, payload) {
            WL.SimpleDialog.show("Tag Notifications", "Provider notification data: " + JSON.stringify(props), [{
                text: 'Close',
                handler: function () {
                    WL.SimpleDialog.show("Tag Notifications", "Application notification data: " + JSON.stringify(payload), [{ text: 'Close', handler: function () {} }]);
                }
            }]);
        };
        """,
        "apps/HybridTagNotifications/iphone/js/main.js": "function wlEnvInit() { wlCommonInit(); }\n",
        "adapters/PushAdapter/PushAdapter-impl.js": """
        function sendTagNotification(notificationText, notificationTags) {
            var notificationOptions = {};
            notificationOptions.message = {};
            notificationOptions.target = {};
            notificationOptions.message.alert = notificationText;
            notificationOptions.target.tagNames = notificationTags.split(",");
            notificationOptions.settings = { apns: { payload: { room: "4B" } } };
            WL.Server.sendMessage("HybridTagNotifications", notificationOptions);
            return { result: "Notification sent to users subscribed to the tag(s): '" + notificationTags + "'." };
        }
        """,
    ]

    @Test func aTagNotificationIsShownInASimpleDialogWhoseCloseOpensTheNext() throws {
        var files = Self.tagApp
        // The user taps "Subscribe to sample-tag1" (the page's button), then the adapter sends.
        files["apps/HybridTagNotifications/common/js/main.js"]! += """

        var whenReady = WL.Client.Push.onReadyToSubscribe;
        WL.Client.Push.onReadyToSubscribe = function () { whenReady(); document.querySelector('.subscribeToTagButton').click(); };
        """
        let f = try TemporaryFolder(files)
        let result = try JSHost.run(["run", "apps/HybridTagNotifications", "--fake-time",
                                     "--adapter", "adapters/PushAdapter/PushAdapter-impl.js",
                                     "--call", #"sendTagNotification("Lunch is served", "sample-tag1")"#, "--open",
                                     "--press", "Close", "--press", "Close", "--press", "Close", "--json"], in: f.url)
        #expect(result.status == 0, "\(result.stderr) \(result.stdout)")
        // The page's head sets `$ = WLJQ` before any framework call, as the DevCenter samples do:
        // the framework (and WLJQ) is there before the app's first script.
        #expect(result.effects("error").isEmpty, "\(result.effects("error"))")
        let messages = result.effects("alert").compactMap { $0["message"] as? String }
        #expect(messages.first == "Ready to subscribe")
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.dropFirst().first?.hasPrefix("Provider notification data: ") == true)
        #expect(messages.last == #"Application notification data: {"room":"4B"}"#)
        #expect(result.effects("display").first?["body"] as? String == "Lunch is served")
        #expect(logs(result).contains("Subscribed to tag"))
        let handler = result.effects("handler").first { $0["type"] as? String == "PushAdapter.sendTagNotification" }
        #expect((handler?["result"] as? [String: Any])?["result"] as? String == "Notification sent to users subscribed to the tag(s): 'sample-tag1'.")
    }

    @Test func aTagTheDeviceDidNotSubscribeToReachesNothing() throws {
        let f = try TemporaryFolder(Self.tagApp)
        let result = try JSHost.run(["run", "apps/HybridTagNotifications",
                                     "--adapter", "adapters/PushAdapter/PushAdapter-impl.js",
                                     "--call", #"sendTagNotification("Lunch is served", "sample-tag2")"#, "--json"], in: f.url)
        #expect(result.effects("display").isEmpty)
    }

    /// worklight.js `__WLPush.__onmessage`: a payload naming an `alias` goes to that alias's
    /// event-source callback when the device is subscribed to it, else it is kept (and
    /// `subscribe(alias)`'s success drops the alias's kept ones, `deletePendingNotifications`);
    /// a payload without an alias goes to `WL.Client.Push.onMessage`, whatever is subscribed.
    @Test func sevenXRoutesByThePayloadsAliasAsWorklightDoes() throws {
        let f = try TemporaryFolder([
            "main.js": """
            function wlCommonInit() { WL.Client.connect({ onSuccess: function () {} }); }
            WL.Client.Push.onReadyToSubscribe = function () {
                WL.Client.Push.registerEventSourceCallback("myPush", "PushAdapter", "PushEventSource", pollReceived);
                setTimeout(function () {
                    WL.Client.Push.subscribe("myPush", { onSuccess: function () { WL.Logger.info("subscribed"); } });
                }, 4000);
            };
            function pollReceived(props, payload) { WL.Logger.info("poll " + props.alert + " " + payload.pollId); }
            WL.Client.Push.onMessage = function (props, payload) { WL.Logger.info("onMessage " + props.alert); };
            """,
            "events.ndjson": """
            {"push": {"alert": "Poll 1", "payload": {"alias": "myPush", "pollId": "p1"}}, "id": "a", "format": "mobilefirst7"}
            {"open": "a"}
            {"push": {"alert": "Hello", "payload": {"note": "x"}}, "id": "b", "format": "mobilefirst7"}
            {"open": "b"}
            {"advance": 5000}
            {"push": {"alert": "Poll 2", "payload": {"alias": "myPush", "pollId": "p2"}}, "id": "c", "format": "mobilefirst7"}
            {"open": "c"}
            {"push": {"alert": "Welcome", "payload": {}}, "id": "d", "format": "mobilefirst7"}
            {"open": "d"}
            """,
        ])
        let result = try JSHost.run(["run", "main.js", "--events", "events.ndjson", "--fake-time", "--json"], in: f.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(logs(result).filter { !$0.hasPrefix("[") } == ["onMessage Hello", "subscribed", "poll Poll 2 p2", "onMessage Welcome"], "\(logs(result))")
        // The kept notification runs no callback: no handler effect for it.
        #expect(!result.effects("handler").contains { $0["notification"] as? String == "a" })
    }

    @Test func aSecondSimpleDialogWhileOneIsOpenIsRefusedAsWorklightDoes() throws {
        let f = try TemporaryFolder(["main.js": """
        function wlCommonInit() {
            WL.SimpleDialog.show("One", "first", [{ text: 'OK' }]);
            WL.SimpleDialog.show("Two", "second", [{ text: 'OK' }]);
        }
        """])
        let result = try JSHost.run(["run", "main.js", "--json"], in: f.url)
        #expect(result.effects("alert").count == 1)
        let errors = result.effects("log").filter { $0["level"] as? String == "error" }.compactMap { $0["message"] as? String }
        #expect(errors == ["WL.SimpleDialog.show() cannot be invoked while dialog is open"])
    }

    @Test func theEnvironmentFolderFollowsThePlatform() throws {
        let f = try TemporaryFolder([
            "apps/A/common/index.html": "<html><body><script src=\"js/main.js\"></script></body></html>",
            "apps/A/common/js/main.js": "var where = 'common'; function wlCommonInit() { WL.Logger.info('common init in ' + where); }\n",
            "apps/A/iphone/js/main.js": "where = 'iphone'; function wlEnvInit() { wlCommonInit(); }\n",
            "apps/A/android/js/main.js": "where = 'android'; function wlEnvInit() { wlCommonInit(); }\n",
            "apps/A/android/js/extra.js": "throw new Error('not referenced by the page: never runs');\n",
        ])
        let ios = try JSHost.run(["run", "apps/A", "--json"], in: f.url)
        #expect(logs(ios) == ["common init in iphone"], "\(ios.stderr)")
        let android = try JSHost.run(["run", "apps/A", "--platform", "android", "--json"], in: f.url)
        #expect(logs(android) == ["common init in android"], "\(android.stderr)")
    }

    // MARK: 8.0 Cordova (the DevCenter PushNotificationsCordova sample's calls)

    static let cordova80: [String: String] = [
        "www/index.html": """
        <!DOCTYPE html>
        <html><head>
          <script type="text/javascript" src="js/index.js"></script>
          <script type="text/javascript" src="js/UserLoginChallengeHandler.js"></script>
          <script type="text/javascript" src="cordova.js"></script>
        </head><body><button id="registerDevice">Register Device</button></body></html>
        """,
        "www/js/index.js": """
        var wlInitOptions = {};
        var options = {"categories": {
            "Category_Name1": [
                {"buttonLabel": "Accept", "buttonName": "Accept", "iconName": "IconName_1"},
                {"buttonLabel": "Reject", "buttonName": "Reject", "iconName": "IconName_2"}
            ]}};
        function wlCommonInit() {
            var userLoginChallengeHandler = UserLoginChallengeHandler();
            MFPPush.initialize(
                function (successResponse) {
                    WL.Logger.debug("Successfully intialized");
                    MFPPush.registerNotificationsCallback(notificationReceived);
                }, function (failureResponse) {
                    navigator.notification.alert("Failed to initialize");
                }, options);
            document.getElementById("registerDevice").addEventListener("click", registerDevice);
            WLAuthorizationManager.login("UserLogin", {username: "alice", password: "alice"}).then(function () {
                WL.Logger.debug("login onSuccess");
            });
        }
        function registerDevice() {
            WLAuthorizationManager.obtainAccessToken("push.mobileclient").then(function (accessToken) {
                MFPPush.registerDevice(null, function (successResponse) {
                    navigator.notification.alert("Successfully registered");
                }, function (failureResponse) {
                    navigator.notification.alert("Failed to register");
                });
            });
        }
        var notificationReceived = function (message) {
            navigator.notification.alert(JSON.stringify(message));
            var actionName = message["actionName"];
            navigator.notification.alert(actionName);
        };
        """,
        "www/js/UserLoginChallengeHandler.js": """
        var UserLoginChallengeHandler = function () {
            var userLoginChallengeHandler = WL.Client.createSecurityCheckChallengeHandler('UserLogin');
            userLoginChallengeHandler.handleChallenge = function (challenge) { WL.Logger.debug("handleChallenge"); };
            userLoginChallengeHandler.handleSuccess = function (data) { WL.Logger.debug("handleSuccess"); };
            userLoginChallengeHandler.handleFailure = function (error) { WL.Logger.debug("handleFailure"); };
            return userLoginChallengeHandler;
        };
        """,
        "push.json": """
        {"message": {"alert": "Your order shipped"}, "settings": {"gcm": {"interactiveCategory": "Category_Name1", "payload": {"order": 7}}}}
        """,
    ]

    @Test func androidCategoriesFromInitializeAndTheActionName() throws {
        let f = try TemporaryFolder(Self.cordova80)
        let result = try JSHost.run(["run", "www/index.html", "--platform", "android", "--push", "push.json", "--tap", "Accept",
                                     "--press", "OK", "--press", "OK", "--json"], in: f.url)
        #expect(result.status == 0, "\(result.stderr)")
        let display = try #require(result.effects("display").first)
        #expect(display["category"] as? String == "Category_Name1")
        #expect((display["actions"] as? [[String: Any]])?.compactMap { $0["title"] as? String } == ["Accept", "Reject"])
        let messages = result.effects("alert").compactMap { $0["message"] as? String }
        #expect(messages.last == "Accept", "\(messages)")
        let message = try #require(messages.first.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
        #expect(message["actionName"] as? String == "Accept")
        #expect(message["alert"] as? String == "Your order shipped")
        #expect(logs(result).contains("Successfully intialized"))
        #expect(logs(result).contains("handleSuccess") && logs(result).contains("login onSuccess"))
    }

    @Test func onIOSInitializeCategoriesAreNotRegistered() throws {
        let f = try TemporaryFolder(Self.cordova80)
        let result = try JSHost.run(["run", "www/index.html", "--push", "push.json", "--open", "--press", "OK", "--json"], in: f.url)
        #expect((result.effects("display").first?["actions"] as? [Any])?.isEmpty ?? true)
        let message = result.effects("alert").first?["message"] as? String ?? ""
        #expect(!message.contains("actionName"), "\(message)")
    }

    @Test func obtainAccessTokenResolvesAndTheTokenNeverShows() throws {
        let f = try TemporaryFolder(["index.js": """
        function wlCommonInit() {
            WLAuthorizationManager.obtainAccessToken("push.mobileclient").then(function (accessToken) {
                WL.Logger.info("scope " + accessToken.scope);
            }, function (error) { WL.Logger.error("failed"); });
        }
        """])
        let result = try JSHost.run(["run", "index.js", "--json"], in: f.url)
        #expect(logs(result) == ["scope push.mobileclient"])
    }
}
