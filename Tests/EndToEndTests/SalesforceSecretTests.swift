import Foundation
import Testing

/// The org's token stays the user's: scripts get it only when granted, its encoded
/// copies are redacted too, and what the org echoes is redacted before it is printed or
/// cached (docs/salesforce.md, "Redaction").
@Suite(.serialized) struct SalesforceSecretTests {
    static let token = "00D5g000004Ab1cEAC!AQ4AQSecretProbeToken.value"

    static let printer = """
    document.addEventListener('deviceready', function () {
      cordova.require('com.salesforce.plugin.oauth').getAuthCredentials(function (c) {
        var t = c.accessToken;
        console.log('plain ' + t);
        console.log('base64 ' + btoa('x' + t));
        console.log('escaped ' + escape(t));
        console.log('encoded ' + encodeURIComponent(t).replace(/!/g, '%21'));
        console.log('spaced ' + t.split('').join(' '));
      });
    }, false);
    """

    @Test func scriptsGetTheTokenOnlyWhenGrantedAndEncodedCopiesAreRedacted() throws {
        let f = try TemporaryFolder(["index.js": Self.printer])
        let environment = ["SF_INSTANCE_URL": "https://acme.my.salesforce.com", "SF_ACCESS_TOKEN": Self.token]
        let plain = try JSHost.run(["run", "index.js"], in: f.url, environment: environment)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.contains("plain 00Djshost!stand-in-access-token"), "\(plain.stdout)")

        for grant in ["--allow-env=SF_ACCESS_TOKEN", "--allow-env", "-A"] {
            let granted = try JSHost.run(["run", "index.js", grant], in: f.url, environment: environment)
            #expect(granted.status == 0, "\(granted.stderr)")
            #expect(granted.stdout.contains("plain [REDACTED]"), "\(granted.stdout)")
            let secretForms = [Self.token, Data(("x" + Self.token).utf8).base64EncodedString().dropFirst(4).dropLast(4).description,
                               Self.token.replacingOccurrences(of: "!", with: "%21"), Self.token.map(String.init).joined(separator: " ")]
            for form in secretForms { #expect(!granted.stdout.contains(form), "\(form) in \(granted.stdout)") }
            #expect(granted.stdout.split(separator: "\n").count == 5)
            #expect(granted.stdout.split(separator: "\n").allSatisfy { $0.contains("[REDACTED]") }, "\(granted.stdout)")
        }
    }

    /// `salesforce types` prints and caches what the org says with the token taken out,
    /// and a cache that cannot be written is an error naming it.
    @Test func typesRedactAnEchoedTokenBeforePrintingAndCaching() throws {
        let server = try ExampleSalesforceServer()
        defer { server.stop() }
        let token = ExampleSalesforceServer.token
        let document = #"{"types_document": {"notificationTypes": [{"type": "t", "apiName": "Echo", "label": "Echo \#(token)", "actionGroups": [{"name": "echo_actions", "actions": [{"actionKey": "ok", "label": "OK \#(token)", "name": "ok", "type": "NotificationApiAction"}]}]}]}}"#
        try server.control(document)
        let cache = try TemporaryFolder()
        let org = ["--sf-instance", server.instanceURL, "--sf-token", token, "--sf-cache-dir", cache.url.path]
        for format in [[], ["--json"]] {
            let result = try JSHost.run(["salesforce", "types"] + format + org)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("echo_actions"), "\(result.stdout)")
            #expect(!(result.stdout + result.stderr).contains(token), "\(result.stdout)")
        }
        let script = try TemporaryFolder(["app.mjs": "import { PushNotificationManager } from 'jshost/salesforce';\nPushNotificationManager.fetchAndStoreNotificationTypes().then((types) => console.log(JSON.stringify(types)));\n"])
        let categories = try JSHost.run(["categories", script.path("app.mjs")] + org)
        #expect(categories.stdout.contains("echo_actions"), "\(categories.stdout)\(categories.stderr)")
        #expect(!(categories.stdout + categories.stderr).contains(token), "\(categories.stdout)")
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.url.path)
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOfFile: cache.path(file), encoding: .utf8)
            #expect(text.contains("Echo") && !text.contains(token), "\(text)")
        }

        try cache.write("plain-file", "not a folder")
        let blocked = cache.path("plain-file/cache")
        let failed = try JSHost.run(["salesforce", "types", "--sf-instance", server.instanceURL, "--sf-token", token, "--sf-cache-dir", blocked])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("could not store Salesforce notification types at \(blocked)"), "\(failed.stderr)")
        #expect(!failed.stdout.contains("cached at"))
    }
}
