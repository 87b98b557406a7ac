import Foundation
import Testing
@testable import SalesforceConnect

@Suite struct ConfigurationTests {
    @Test func explicitValuesWinOverEnvironment() throws {
        let env = ["SF_INSTANCE_URL": "https://env.my.salesforce.com", "SF_ACCESS_TOKEN": "envtoken",
                   "SF_API_VERSION": "62.0"]
        let c = try SalesforceConfiguration(instanceURL: "https://acme.my.salesforce.com/",
                                            accessToken: "explicit-token", apiVersion: "v65.0", environment: env)
        #expect(c.instanceURL.absoluteString == "https://acme.my.salesforce.com")
        #expect(c.accessToken == "explicit-token")
        #expect(c.apiVersion == SalesforceAPIVersion(major: 65, minor: 0))
        #expect(c.servicesBaseURL == "https://acme.my.salesforce.com/services/data/v65.0")
    }

    @Test func environmentFallbackAndDefaultVersion() throws {
        let env = ["SF_INSTANCE_URL": "https://env.my.salesforce.com", "SF_ACCESS_TOKEN": "envtoken"]
        let c = try SalesforceConfiguration(instanceURL: "  ", environment: env)
        #expect(c.instanceURL.absoluteString == "https://env.my.salesforce.com")
        #expect(c.accessToken == "envtoken")
        #expect(c.apiVersion.description == "64.0")
        let v = try SalesforceConfiguration(environment: env.merging(["SF_API_VERSION": "63.0"]) { $1 })
        #expect(v.apiVersion.description == "63.0")
    }

    @Test func missingValuesAreClearErrors() {
        #expect(throws: SalesforceError.missingInstanceURL) {
            try SalesforceConfiguration(accessToken: "t0000", environment: [:])
        }
        #expect(throws: SalesforceError.missingAccessToken) {
            try SalesforceConfiguration(instanceURL: "https://x.my.salesforce.com", environment: [:])
        }
        #expect(SalesforceError.missingInstanceURL.description.contains("SF_INSTANCE_URL"))
        #expect(SalesforceError.missingAccessToken.description.contains("SF_ACCESS_TOKEN"))
    }

    @Test(arguments: ["acme.my.salesforce.com", "ftp://acme.com", "https://acme.com/?a=1",
                      "https://acme.com/#x", "https://user:pw@acme.com", "https:///path", "http://"])
    func malformedInstanceURLs(_ text: String) {
        do {
            _ = try SalesforceConfiguration(instanceURL: text, accessToken: "tok-1234", environment: [:])
            Issue.record("accepted \(text)")
        } catch let SalesforceError.malformedInstanceURL(value, reason) {
            #expect(!reason.isEmpty)
            #expect(SalesforceError.malformedInstanceURL(value: value, reason: reason).description
                .contains("malformed Salesforce instance URL"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test(arguments: ["abc", "64.x", "64.0.1", "", "-1.0", "v", "0.0"])
    func malformedVersions(_ text: String) {
        let env = ["SF_INSTANCE_URL": "https://a.b", "SF_ACCESS_TOKEN": "tok-1234", "SF_API_VERSION": text]
        if text.isEmpty {
            // Blank means "not given": the default applies.
            #expect((try? SalesforceConfiguration(environment: env))?.apiVersion == .default)
            return
        }
        #expect(throws: SalesforceError.malformedAPIVersion(value: text)) {
            try SalesforceConfiguration(environment: env)
        }
        #expect(SalesforceError.malformedAPIVersion(value: text).description.contains("64.0"))
    }

    @Test func versionParsingAndOrder() {
        #expect(SalesforceAPIVersion("64")?.description == "64.0")
        #expect(SalesforceAPIVersion("V61.0")?.description == "61.0")
        #expect(SalesforceAPIVersion("63.9")! < .minimumForActions)
        #expect(SalesforceAPIVersion("64.1")! > .minimumForActions)
    }

    @Test func tokenIsNeverShownByTheConfiguration() throws {
        let c = try SalesforceConfiguration(instanceURL: "https://a.my.salesforce.com",
                                            accessToken: testToken, environment: [:])
        var dumped = ""
        dump(c, to: &dumped)
        for text in [c.description, c.debugDescription, "\(c)", String(reflecting: c), dumped] {
            #expect(!text.contains(testToken))
            #expect(!text.contains("FakeSecret"))
        }
        #expect(c.description.contains("***"))
    }
}

@Suite struct RedactionTests {
    @Test func bearerAndKnownShapesAreRedacted() {
        #expect(redact("Authorization: Bearer abc.def-123") == "Authorization: Bearer ***")
        #expect(redact("authorization: bearer xyz, next") == "authorization: Bearer ***, next")
        #expect(redact(#"{"access_token":"abcd1234","x":1}"#) == #"{"access_token":"***","x":1}"#)
        #expect(redact("https://x/?sid=SECRET&a=1") == "https://x/?sid=***&a=1")
        #expect(redact("token 00D5g000004Ab1cEAC!AQ4AQxyz.abc here") == "token *** here")
        #expect(redact("nothing secret here") == "nothing secret here")
    }

    @Test func literalSecretsAreRedacted() {
        #expect(redact("got sekrit-42 back", secrets: ["sekrit-42"]) == "got *** back")
        // Too short to replace safely.
        #expect(redact("abc", secrets: ["ab"]) == "abc")
        let c = try! SalesforceConfiguration(instanceURL: "https://a.b", accessToken: "plain-token-value", environment: [:])
        #expect(c.redact("echo plain-token-value") == "echo ***")
        let client = SalesforceClient(configuration: c, environment: [:])
        #expect(client.redact("x plain-token-value y") == "x *** y")
        #expect(!client.description.contains("plain-token-value"))
        #expect(!client.debugDescription.contains("plain-token-value"))
    }
}
