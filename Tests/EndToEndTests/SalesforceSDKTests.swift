import Foundation
import Testing

/// The Salesforce Mobile SDK's own JavaScript as its published sources define it (docs/surfaces.md
/// cites them): the hybrid plugin's modules (`com.salesforce.util.push` and the others a hybrid
/// app requires) with the native side answered off-device, and `react-native-force`. Their
/// names are checked by `SDKFidelityTests` (salesforce-hybrid.txt, salesforce-react-native.txt).
@Suite struct SalesforceSDKTests {
    func logs(_ r: JSHostResult) -> [String] { r.effects("log").compactMap { $0["message"] as? String } }

    /// A hybrid app written as the SDK's samples write it: cordova.require after deviceready.
    static let pushApp = """
    document.addEventListener('deviceready', function () {
      cordova.require('com.salesforce.util.push').registerPushNotificationHandler(function (message) {
        var sfdc = typeof message.additionalData.sfdc === 'string' ? JSON.parse(message.additionalData.sfdc) : message.additionalData.sfdc;
        console.log('handler ' + [message.title, message.message, sfdc.nid, message.additionalData.foreground, message.additionalData.coldstart].join(' | '));
        return sfdc.nid;
      }, function (error) { console.log('fail ' + error); });
    }, false);
    """
    static let push = #"{"aps": {"alert": {"title": "Approval needed", "body": "ER-1042"}, "category": "approval_req_actions"}, "sfdc": {"nid": "0Dt1", "type": "approval_request", "act": {"group": "approval_req_actions"}}}"#
    static let androidPush = #"{"message": {"token": "t", "data": {"sfdc": "{\"nid\":\"0Dt2\",\"type\":\"approval_request\",\"alertTitle\":\"Approval needed\",\"alertBody\":\"ER-1043\"}"}}}"#

    @Test func aPushInTheForegroundReachesRegisterPushNotificationHandlersHandler() throws {
        let f = try TemporaryFolder(["index.js": Self.pushApp, "push.json": Self.push])
        let r = try JSHost.run(["run", "index.js", "--push", "push.json", "--app-state", "foreground", "--json"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(logs(r).contains("handler Approval needed | ER-1042 | 0Dt1 | true | false"), "\(logs(r))")
        // The SDK's module logs what it hands on and finishes the push, as its com.salesforce.util.push.js does.
        #expect(logs(r).contains("Notification event") && logs(r).contains("Finish successfully called"))
        // The SDK's listener returns nothing of the app's handler: the handler effect has no result.
        let handler = try #require(r.effects("handler").first)
        #expect(handler["surface"] as? String == "cordova-plugin-push" && (handler["result"] == nil || handler["result"] is NSNull))
    }

    @Test func aTapThatOpensTheAppReachesTheHandlerToo() throws {
        let f = try TemporaryFolder(["index.js": Self.pushApp, "push.json": Self.push, "android.json": Self.androidPush])
        let ios = try JSHost.run(["run", "index.js", "--push", "push.json", "--open", "--json"], in: f.url)
        // In the background iOS shows the push; the handler runs for the tap, not before.
        let kinds = ios.effects.compactMap { e in e["kind"] as? String == "log" ? e["message"] as? String : e["kind"] as? String }
        let handled = try #require(kinds.firstIndex { $0.hasPrefix("handler Approval needed") }, "\(kinds)")
        #expect(try #require(kinds.firstIndex(of: "openApp")) < handled)
        // foreground false, coldstart as cordova-plugin-push reports a tap from the background on iOS.
        #expect(kinds[handled] == "handler Approval needed | ER-1042 | 0Dt1 | false | true", "\(kinds[handled])")
        let android = try JSHost.run(["run", "index.js", "--push", "android.json", "--platform", "android", "--app-state", "foreground", "--json"], in: f.url)
        #expect(logs(android).contains { $0.hasPrefix("handler ") && $0.contains("0Dt2 | true") }, "\(logs(android))")
    }

    @Test func withoutPhonegapPluginPushRegistrationFailsAsTheSDKSays() throws {
        let f = try TemporaryFolder(["index.js": """
        delete window.PushNotification; // an app built without phonegap-plugin-push
        document.addEventListener('deviceready', function () {
          cordova.require('com.salesforce.util.push').registerPushNotificationHandler(function () {}, function (e) { console.log('fail ' + e); });
        }, false);
        """])
        let r = try JSHost.run(["run", "index.js", "--json"], in: f.url)
        let missing = "PushPlugin not found. Please install the plugin from https://github.com/phonegap/phonegap-plugin-push."
        #expect(logs(r) == [missing, "fail " + missing], "\(r.stdout)")
        #expect(r.effects("log").first?["level"] as? String == "error")
    }

    @Test func theAppsOwnCopyOfTheSDKsModulesRunsAgainstTheSameNativeSide() throws {
        // As a page that ships cordova.force.js defines the modules itself before the plugins load:
        // jshost's copies stand back, and the app's exec calls reach the emulated services.
        let f = try TemporaryFolder(["index.js": """
        cordova.define('com.salesforce.plugin.oauth', function (require, exports, module) {
          module.exports = { getAuthCredentials: function (ok, fail) {
            cordova.exec(ok, fail, 'com.salesforce.oauth', 'getAuthCredentials', ['pluginSDKVersion:14.0.0']);
          }, own: true };
        });
        document.addEventListener('deviceready', function () {
          var oauth = cordova.require('com.salesforce.plugin.oauth');
          oauth.getAuthCredentials(function (c) { console.log('own ' + oauth.own + ' ' + c.instanceUrl); }, function (e) { console.log('fail ' + e); });
        }, false);
        """])
        let r = try JSHost.run(["run", "index.js", "--json"], in: f.url)
        #expect(logs(r) == ["own true https://jshost-dev-ed.my.salesforce.com"], "\(r.stdout) \(r.stderr)")
    }

    @Test func credentialsAreTheConfiguredOrgsAndTheTokenNeverShows() throws {
        let f = try TemporaryFolder(["index.js": """
        document.addEventListener('deviceready', function () {
          cordova.require('com.salesforce.plugin.oauth').getAuthCredentials(function (c) {
            console.log(c.instanceUrl + ' ' + c.accessToken + ' ' + Object.keys(c).sort().join(','));
          });
          cordova.require('com.salesforce.plugin.sfaccountmanager').getCurrentUser(function (u) { console.log('user ' + u.instanceServer); });
        }, false);
        """])
        let r = try JSHost.run(["run", "index.js", "--sf-instance", "https://acme.my.salesforce.com", "--sf-token", "00Dsecret!token", "--json"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(logs(r).contains { $0.hasPrefix("https://acme.my.salesforce.com ") && $0.hasSuffix(" accessToken,clientId,communityId,communityUrl,identityUrl,instanceUrl,loginUrl,orgId,refreshToken,userAgent,userId,username") }, "\(logs(r))")
        #expect(logs(r).contains("user https://acme.my.salesforce.com"))
        #expect(!r.stdout.contains("00Dsecret!token"))
    }

    @Test func smartStoreKeepsSoupsInMemoryAndMobileSyncHasNothingToSync() throws {
        let f = try TemporaryFolder(["index.js": """
        document.addEventListener('deviceready', async function () {
          var store = navigator.smartstoreClient, smartstore = navigator.smartstore;
          await store.registerSoup('cases', [{ path: 'Id', type: 'string' }, { path: 'Priority', type: 'string' }]);
          var saved = await store.upsertSoupEntries('cases', [{ Id: 'c1', Priority: 'High' }, { Id: 'c2', Priority: 'Low' }, { Id: 'c3', Priority: 'High' }]);
          console.log('ids ' + saved.map(function (e) { return e._soupEntryId; }).join(','));
          var cursor = await store.querySoup(false, 'cases', smartstore.buildExactQuerySpec('Priority', 'High', 1));
          console.log('page ' + cursor.currentPageOrderedEntries.map(function (e) { return e.Id; }) + ' of ' + cursor.totalPages);
          cursor = await store.moveCursorToNextPage(cursor);
          console.log('next ' + cursor.currentPageOrderedEntries[0].Id);
          console.log('exists ' + (await store.soupExists('cases')) + ' ' + (await store.soupExists('nope')));
          await store.runSmartQuery(smartstore.buildSmartQuerySpec('select count(*) from {cases}', 1)).catch(function (e) { console.log('smart: ' + e); });
          cordova.require('com.salesforce.plugin.mobilesync').syncDown({ type: 'soql', query: 'SELECT Id FROM Case' }, 'cases', { mergeMode: 'OVERWRITE' }, function (sync) {
            console.log('sync ' + sync.status + ' ' + sync.totalSize);
          }, function (e) { console.log('sync failed ' + e); });
          cordova.require('com.salesforce.plugin.network').sendRequest('/services/data', '/v66.0/query', function () { console.log('sent'); }, function (e) { console.log('network: ' + e); });
        }, false);
        """])
        let r = try JSHost.run(["run", "index.js", "--fake-time", "--json"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        let l = logs(r)
        #expect(l.contains("ids 1,2,3") && l.contains("page c1 of 2") && l.contains("next c3") && l.contains("exists true false"), "\(l)")
        #expect(l.contains { $0.hasPrefix("smart: ") && $0.contains("not run off-device") })
        #expect(l.contains("sync DONE 0"))
        #expect(l.contains { $0.hasPrefix("network: ") && $0.contains("no Salesforce REST requests") })
        #expect(l.contains { $0.hasPrefix("[Salesforce] mobilesync.syncDown(") })
    }

    // MARK: react-native-force

    @Test func reactNativeForceAnswersOffDevice() throws {
        let f = try TemporaryFolder(["App.js": """
        import { oauth, smartstore, mobilesync, net, forceClient, forceUtil } from 'react-native-force';
        const getAuthCredentials = forceUtil.promiser(oauth.getAuthCredentials);
        getAuthCredentials().then((c) => console.log('signed in ' + c.instanceUrl + ' ' + c.userId));
        smartstore.registerSoup(false, 'contacts', [{ path: 'Id', type: 'string' }], () => {
          smartstore.upsertSoupEntries(false, 'contacts', [{ Id: '003A', Name: 'Ada' }], (entries) => {
            smartstore.querySoup(false, 'contacts', smartstore.buildAllQuerySpec('Id', 'ascending', 10), (cursor) =>
              console.log('contacts ' + cursor.currentPageOrderedEntries.map((e) => e.Name)), (e) => console.log('query failed ' + e));
          }, (e) => console.log('upsert failed ' + e));
        }, (e) => console.log('register failed ' + e));
        mobilesync.syncUp(false, {}, 'contacts', { fieldlist: ['Name'] }, (sync) => console.log('syncUp ' + sync.status), (e) => console.log('syncUp failed ' + e));
        net.query('SELECT Id FROM Contact', () => console.log('rows'), (e) => console.log('query: ' + (e instanceof Error)));
        console.log('forceClient is net ' + (forceClient === net) + ', api ' + net.getApiVersion());
        """])
        let r = try JSHost.run(["run", "App.js", "--fake-time", "--json"], in: f.url)
        #expect(r.status == 0, "\(r.stderr)")
        let l = logs(r)
        #expect(l.contains("signed in https://jshost-dev-ed.my.salesforce.com 005000000000001AAA"), "\(l)")
        #expect(l.contains("contacts Ada") && l.contains("syncUp DONE") && l.contains("query: true"))
        #expect(l.contains("forceClient is net true, api v66.0"))
    }

    // MARK: The example, with its own tests

    @Test func theHybridExamplesTestsPass() throws {
        let folder = JSHost.repository.appendingPathComponent("Examples/salesforce-hybrid")
        let r = try JSHost.run(["test"], in: folder)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("4 passed, 0 failed"), "\(r.stdout)")
    }
}
