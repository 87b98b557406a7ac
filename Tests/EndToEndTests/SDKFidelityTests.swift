import Foundation
import JSONSyntax
import Testing

/// The SDK surfaces checked against the SDKs' own published code: every name of the lists in
/// each library's and platform's api-coverage/ folder (Sources/Surfaces/Libraries/Notifee/
/// api-coverage/notifee.txt; each names its source file and commit) exists, and the
/// Acoustic behaviours follow the plugins' bridges (docs/surfaces.md cites each file).
@Suite struct SDKFidelityTests {
    /// Each list by file name, in its library's or platform's folder (APICoverageLists).
    static let listFiles = APICoverageLists.lists(in: "api-coverage")

    struct CoverageList: CustomTestStringConvertible {
        var file: String
        var sources: [String]
        var script: String
        var names: [String]
        /// `# exact: A, B` (`.` for the module itself): those objects have no member beyond
        /// the list's (a surface must not offer what the package does not have).
        var exact: [String] = []
        /// `# package.json: {…}`: the app the probe runs in (a surface whose API follows the
        /// app's declared release, e.g. react-native-onesignal 4.x).
        var packageJSON: String?
        var testDescription: String { file }

        static func load(_ file: String) throws -> CoverageList {
            let text = try String(contentsOf: #require(listFiles[file]), encoding: .utf8)
            var list = CoverageList(file: file, sources: [], script: "", names: [])
            for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
                if line.hasPrefix("# source: ") { list.sources.append(String(line.dropFirst(10))) }
                else if line.hasPrefix("# package.json: ") { list.packageJSON = String(line.dropFirst(16)) }
                else if line.hasPrefix("# exact: ") {
                    list.exact = line.dropFirst(9).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                }
                else if line.hasPrefix("# script: ") {
                    let s = String(line.dropFirst(10))
                    list.script = s.contains("root =") ? s : "const root = \(s);"
                } else if !line.hasPrefix("#") { list.names.append(line) }
            }
            return list
        }

        /// A script that logs `{"present": n, "missing": [...]}` for the surface.
        var probe: String {
            let names = String(decoding: try! JSONSerialization.data(withJSONObject: names), as: UTF8.self)
            return """
            \(script)
            const names = \(names);
            const missing = names.filter((name) => {
              let value = root;
              for (const part of name.split('.')) {
                if (value === null || value === undefined || !(part in Object(value))) return true;
                value = value[part];
              }
              return false;
            });
            const exact = \(String(decoding: try! JSONSerialization.data(withJSONObject: exact), as: UTF8.self));
            const extra = [];
            for (const owner of exact) {
              const value = owner === '.' ? root : root[owner];
              for (const key of Object.keys(Object(value))) {
                const name = owner === '.' ? key : owner + '.' + key;
                const listed = names.includes(name) || names.some((n) => n.startsWith(name + '.'));
                if (key !== 'default' && key !== '__esModule' && !listed) extra.push(name);
              }
            }
            console.log(JSON.stringify({ present: names.length - missing.length, missing, extra }));
            """
        }
    }

    /// Every list in the folder (one per package), so adding a package's list adds its check.
    static let lists: [String] = listFiles.keys.sorted()

    @Test func theListsAreFound() {
        #expect(APICoverageLists.duplicates(in: "api-coverage") == [])
        #expect(Self.lists.contains("marigold.txt") && Self.lists.contains("notifee.txt") && Self.lists.contains("cordova-plugin-push.txt") && Self.lists.contains("mobilefirst.txt"))
        #expect(Self.lists.contains("react-native-onesignal.txt") && Self.lists.contains("react-native-onesignal-v4.txt"))
        #expect(Self.lists.contains("salesforce-hybrid.txt") && Self.lists.contains("salesforce-react-native.txt"))
    }

    @Test(arguments: lists) func surfaceHasEveryPublishedName(_ file: String) throws {
        let list = try CoverageList.load(file)
        #expect(!list.sources.isEmpty, "\(file) names no source")
        #expect(!list.script.isEmpty && !list.names.isEmpty)
        var files = ["probe.mjs": list.probe]
        if let packageJSON = list.packageJSON { files["package.json"] = packageJSON }
        let f = try TemporaryFolder(files)
        for platform in ["ios", "android"] {
            let result = try JSHost.run(["run", "probe.mjs", "--platform", platform, "--json"], in: f.url)
            #expect(result.status == 0, "\(result.stderr)")
            let message = try #require(result.effects("log").first?["message"] as? String, "no probe output: \(result.stdout) \(result.stderr)")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any])
            let missing = report["missing"] as? [String] ?? ["?"]
            #expect(missing.isEmpty, "\(file) on \(platform): the surface lacks \(missing.joined(separator: ", "))")
            let extra = report["extra"] as? [String] ?? ["?"]
            #expect(extra.isEmpty, "\(file) on \(platform): the surface has what the package does not: \(extra.joined(separator: ", "))")
        }
    }

    // MARK: Acoustic React Native (written as the SDK's send-email-action.js sample writes it)

    static let rnPrelude = """
    import { NativeEventEmitter } from 'react-native';
    import { RNAcousticMobilePushActionHandler, RNAcousticMobilePush } from 'NativeModules';
    const emitter = new NativeEventEmitter(RNAcousticMobilePush);
    emitter.addListener('CustomPushNotRegistered', (event) => console.log('not registered ' + event.type));
    emitter.addListener('CustomPushNotYetRegistered', (event) => console.log('not yet registered ' + event.type));
    """

    static func action(_ id: String, _ type: String, _ value: String) -> String {
        #"{"push": {"aps": {"alert": "\#(id)"}, "notification-action": {"type": "\#(type)", "value": "\#(value)"}}, "id": "\#(id)"}"# + "\n" + #"{"open": "\#(id)"}"#
    }

    func logs(_ result: JSHostResult) -> [String] { result.effects("log").compactMap { $0["message"] as? String } }

    @Test func aTypeThatNeverHadAHandlerIsNotRegistered() throws {
        let f = try TemporaryFolder(["app.mjs": Self.rnPrelude, "events.ndjson": Self.action("a", "showFeature", "dark")])
        let result = try JSHost.run(["run", "app.mjs", "--events", "events.ndjson", "--fake-time", "--json"], in: f.url)
        #expect(result.effects("missed").first?["reason"] as? String == "notRegistered")
        #expect(logs(result) == ["not registered showFeature"])
    }

    @Test func aTypeRegisteredBeforeAndNotNowIsNotYetRegistered() throws {
        let f = try TemporaryFolder(["app.mjs": Self.rnPrelude + """

        RNAcousticMobilePushActionHandler.registerAction('showFeature', () => {});
        RNAcousticMobilePushActionHandler.unregisterAction('showFeature');
        """, "events.ndjson": Self.action("a", "showFeature", "dark")])
        let result = try JSHost.run(["run", "app.mjs", "--events", "events.ndjson", "--fake-time", "--json"], in: f.url)
        #expect(result.effects("missed").first?["reason"] as? String == "notYetRegistered")
        #expect(logs(result) == ["not yet registered showFeature"])
    }

    static let lateRegistration = rnPrelude + """

    const show = (details) => console.log('callback ' + details.action.value);
    setTimeout(() => {
      RNAcousticMobilePushActionHandler.registerAction('showFeature', show);
      new NativeEventEmitter(RNAcousticMobilePushActionHandler).addListener('showFeature', (details) => console.log('listener ' + details.action.value));
    }, 1000);
    """

    static let twoEarlyOneLate = action("a", "showFeature", "one") + "\n" + action("b", "showFeature", "two")
        + "\n{\"advance\": 1000}\n" + action("c", "showFeature", "three")

    @Test func onIOSRegisterActionsCallbackReceivesTheFirstQueuedActionOnly() throws {
        let f = try TemporaryFolder(["app.mjs": Self.lateRegistration, "events.ndjson": Self.twoEarlyOneLate])
        let result = try JSHost.run(["run", "app.mjs", "--events", "events.ndjson", "--fake-time", "--json"], in: f.url)
        #expect(logs(result) == ["not registered showFeature", "not registered showFeature", "callback one", "listener three"])
        let warnings = result.effects("warning").compactMap { $0["message"] as? String }
        #expect(warnings.contains { $0.contains("single-use") }, "\(warnings)")
    }

    @Test func onAndroidTheBridgeReplaysNothing() throws {
        let f = try TemporaryFolder(["app.mjs": Self.lateRegistration, "events.ndjson": Self.twoEarlyOneLate])
        let result = try JSHost.run(["run", "app.mjs", "--events", "events.ndjson", "--fake-time", "--platform", "android", "--json"], in: f.url)
        #expect(logs(result) == ["not registered showFeature", "not registered showFeature", "listener three"])
    }

    // MARK: Acoustic Cordova (written as the plugin's Sample www/js/index.js writes it)

    static let categoryApp = """
    document.addEventListener('deviceready', function () {
        MCEPlugin.setCategoryCallbacks(function (response) {
            console.log('category ' + JSON.stringify(Object.keys(response).sort()) + ' ' + response.identifier + ' ' + response.payload.orderId);
        }, 'order', [{ identifier: 'track', name: 'Track', destructive: false, authentication: false }]);
        MCEPlugin.getPluginVersion(function (version) { console.log('plugin ' + version); });
        MCEPlugin.getSdkVersion(function (version) { console.log('sdk ' + version); });
    }, false);
    """
    static let order = #"{"aps": {"alert": "Shipped", "category": "order"}, "orderId": "55"}"#

    @Test func cordovaCategoryCallbackReceivesOneObject() throws {
        let f = try TemporaryFolder(["index.js": Self.categoryApp, "push.json": Self.order])
        let tap = try JSHost.run(["run", "index.js", "--push", "push.json", "--tap", "track", "--json"], in: f.url)
        #expect(logs(tap).contains(#"category ["identifier","payload"] track 55"#), "\(logs(tap))")
        #expect(logs(tap).contains("plugin 3.9.70") && logs(tap).contains("sdk 3.9.0"))
        let open = try JSHost.run(["run", "index.js", "--push", "push.json", "--open", "--json"], in: f.url)
        #expect(logs(open).contains(#"category ["payload"] undefined 55"#), "\(logs(open))")
    }

    @Test func androidsCordovaPluginIgnoresSetCategoryCallbacks() throws {
        let f = try TemporaryFolder(["index.js": Self.categoryApp, "push.json": Self.order])
        let result = try JSHost.run(["run", "index.js", "--push", "push.json", "--open", "--platform", "android", "--json"], in: f.url)
        #expect(!logs(result).contains { $0.hasPrefix("category") }, "\(logs(result))")
        // MceJsonApi.java has no "setCategoryCallbacksCommand": the plugin's error callback logs it.
        #expect(logs(result).contains("Callback Error: setCategoryCallbacksCommand"), "\(logs(result))")
        #expect((result.effects("display").first?["actions"] as? [Any])?.isEmpty ?? true)
    }
}

/// Marigold as react-native-marigold defines it: no action-tapped listener on the SDK's
/// object; jshost's own is the extension module `jshost/marigold` (docs/surfaces.md).
@Suite struct MarigoldFidelityTests {
    @Test func theTapListenerIsAJshostExtensionNotTheSDKs() throws {
        let f = try TemporaryFolder(["App.js": """
        import { Marigold } from 'react-native-marigold';
        import { addNotificationActionTappedListener } from 'jshost/marigold';
        console.log('sdk has it: ' + ('addNotificationActionTappedListener' in Marigold));
        addNotificationActionTappedListener((payload, title, category, actionState) => console.log(category + ' ' + title + ' ' + actionState));
        """, "push.json": #"{"aps": {"alert": "Sale", "category": "st_cat_yes_no"}, "st_action_deeplink": "shop://sale"}"#])
        let yes = try JSHost.run(["run", "App.js", "--push", "push.json", "--tap", "st_cat_yes_no&Yes", "--json"], in: f.url)
        let logs = yes.effects("log").compactMap { $0["message"] as? String }
        #expect(logs == ["sdk has it: false", "st_cat_yes_no Yes foreground"], "\(yes.stderr)")
        // The positive button's deep link replaces opening the app, as the SDK documents.
        #expect(yes.effects("openURL").first?["url"] as? String == "shop://sale")
        let no = try JSHost.run(["run", "App.js", "--push", "push.json", "--tap", "No", "--json"], in: f.url)
        #expect(!no.effects("dismiss").isEmpty && no.effects("openApp").isEmpty && no.effects("openURL").isEmpty)
    }

    /// src/index.js exports exactly four TurboModules (module.exports, CommonJS: a default
    /// import is that object); each has only its NativeRN*.ts spec's methods, and index.js's
    /// helpers check their arguments with its own TypeErrors.
    @Test func theEntryExportsTheFourModulesOfItsSpecsAndIndexJsChecks() throws {
        let f = try TemporaryFolder(["App.js": """
        import Sailthru, { Marigold, EngageBySailthru, Cheetah } from 'react-native-marigold';
        console.log(Object.keys(Sailthru).sort().join(' '));
        console.log('Marigold.logEvent: ' + typeof Marigold.logEvent + ', EngageBySailthru.logEvent: ' + typeof EngageBySailthru.logEvent);
        console.log('logRegistrationEvent: ' + typeof Marigold.logRegistrationEvent + ' / ' + typeof Cheetah.logRegistrationEvent);
        const attributes = new EngageBySailthru.AttributeMap();
        attributes.setStringArray('sizes', ['M', 'L']);
        console.log(JSON.stringify(attributes.get('sizes')));
        try { attributes.setStringArray('sizes', ['M', 42]); } catch (e) { console.log(e.name + ': ' + e.message); }
        try { new EngageBySailthru.Purchase('not a list'); } catch (e) { console.log(e.name + ': ' + e.message); }
        Cheetah.logRegistrationEvent('user-7').then((r) => console.log('registered ' + r));
        """])
        let result = try JSHost.run(["run", "App.js", "--json"], in: f.url)
        #expect(result.status == 0, "\(result.stderr)")
        let logs = result.effects("log").compactMap { $0["message"] as? String }.filter { !$0.hasPrefix("[Marigold]") }
        #expect(logs == [
            "Cheetah EngageBySailthru Marigold MessageStream",
            "Marigold.logEvent: undefined, EngageBySailthru.logEvent: function",
            "logRegistrationEvent: undefined / function",
            #"{"type":"stringArray","value":["M","L"]}"#,
            "TypeError: sizes: value at index 1 is not a string",
            "TypeError: not a list is not an array",
            "registered null",
        ], "\(logs)")
    }

    // MARK: Deep links reach the app through React Native's Linking, as the native SDKs open them

    static let linkingApp = """
    import { Linking } from 'react-native';
    import 'react-native-marigold';
    Linking.getInitialURL().then((url) => console.log('initial at start ' + url));
    Linking.addEventListener('url', ({ url }) => console.log('url ' + url));
    globalThis.checkInitial = () => Linking.getInitialURL().then((url) => console.log('initial ' + url));
    setTimeout(() => globalThis.checkInitial(), 50);
    """
    static let linkPush = #"{"aps": {"alert": "Sale", "category": "st_cat_yes_no"}, "_nid": "n1", "_u": "shop://home", "st_action_deeplink": "shop://sale"}"#
    /// The push, then `action` on it, then the app's check of its initial URL (at 50 ms).
    static func events(_ action: String) -> String {
        #"{"push": \#(linkPush), "id": "n1"}"# + "\n" + #"{"response": "n1", "action": "\#(action)"}"# + "\n" + #"{"advance": 100}"# + "\n"
    }
    func run(_ action: String, _ extra: [String]) throws -> JSHostResult {
        let f = try TemporaryFolder(["App.js": Self.linkingApp, "events.ndjson": Self.events(action)])
        return try JSHost.run(["run", "App.js", "--events", "events.ndjson", "--fake-time", "--json"] + extra, in: f.url)
    }

    func logs(_ r: JSHostResult) -> [String] { r.effects("log").compactMap { $0["message"] as? String } }

    @Test func aPositiveButtonsDeepLinkReachesUrlListenersWhenTheAppRuns() throws {
        for state in ["background", "foreground"] {
            let r = try run("st_cat_yes_no&Yes", ["--app-state", state])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(logs(r) == ["initial at start null", "url shop://sale", "initial null"], "\(state): \(logs(r))")
            // The url event follows the SDK's opening of the link.
            let kinds = r.effects.compactMap { e in e["kind"] as? String == "log" ? e["message"] as? String : e["kind"] as? String }
            let open = try #require(kinds.firstIndex(of: "openURL")), log = try #require(kinds.firstIndex(of: "url shop://sale"))
            #expect(open < log)
        }
        // The body's link (`_u`) arrives the same way; a negative button opens nothing.
        let body = try run("default", [])
        #expect(logs(body).contains("url shop://home"), "\(logs(body))")
        let no = try run("st_cat_yes_no&No", [])
        #expect(!logs(no).contains { $0.hasPrefix("url") } && logs(no).contains("initial null"))
    }

    @Test func aTapThatLaunchesTheAppIsItsInitialURL() throws {
        for platform in ["ios", "android"] {
            let r = try run("st_cat_yes_no&Yes", ["--app-state", "terminated", "--platform", platform])
            #expect(r.status == 0, "\(r.stderr)")
            // Asked while the app was quit, the top-level call waited for the launch.
            #expect(logs(r) == ["initial at start shop://sale", "initial shop://sale"], "\(platform): \(logs(r))")
            #expect(!r.effects("openApp").isEmpty)
        }
        let body = try run("default", ["--app-state", "terminated"])
        #expect(logs(body) == ["initial at start shop://home", "initial shop://home"], "\(logs(body))")
    }

    @Test func aJshostActionsDeepLinkReachesUrlListenersToo() throws {
        let f = try TemporaryFolder(["app.mjs": """
        import { setCategories } from 'jshost';
        import { Linking } from 'react-native';
        setCategories([{ id: 'order', actions: [{ id: 'track', title: 'Track', foreground: true, deepLink: 'shop://orders/5' }] }]);
        Linking.addEventListener('url', ({ url }) => console.log('url ' + url));
        """, "p.json": #"{"aps": {"alert": "Shipped", "category": "order"}}"#])
        let r = try JSHost.run(["run", "app.mjs", "--push", "p.json", "--tap", "track", "--json"], in: f.url)
        #expect(logs(r) == ["url shop://orders/5"], "\(r.stdout)")
        // What the listener does belongs to the tapped notification.
        #expect(r.effects("log").first?["notification"] as? String == "n1")
    }

    @Test func withoutAUrlListenerTheLinkIsOnlyOpened() throws {
        let f = try TemporaryFolder(["App.js": "import { Linking } from 'react-native';\nconst s = Linking.addEventListener('url', ({ url }) => console.log('url ' + url));\ns.remove();",
                                     "push.json": Self.linkPush])
        let r = try JSHost.run(["run", "App.js", "--push", "push.json", "--tap", "st_cat_yes_no&Yes", "--json"], in: f.url)
        #expect(r.status == 0 && logs(r).isEmpty && r.effects("openURL").first?["url"] as? String == "shop://sale", "\(r.stdout)")
    }
}
