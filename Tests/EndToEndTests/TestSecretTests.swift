import Foundation
import Testing

/// Under `jshost test` the Salesforce token in the environment is the stand-in `run` gives
/// scripts, and no output shows the real one or its encodings, even when the user grants it
/// (docs/permissions.md, "jshost test").
@Suite struct TestSecretTests {
    static let token = "00DxSecretOrg!AQcAQHtokenNotForTests.9f8e7d6c5b4a"
    static let standIn = "00Djshost!stand-in-access-token"
    static var forms: [String] {
        [token, Data(token.utf8).base64EncodedString(), token.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!]
    }

    @Test func aTestReadsTheStandIn() throws {
        let f = try TemporaryFolder([
            "app/package.json": #"{"name": "app"}"#,
            "app/env.test.js": """
                test('token', () => {
                  console.log('seen:', process.env.SF_ACCESS_TOKEN);
                  expect(process.env.SF_ACCESS_TOKEN).toBe('\(Self.standIn)');
                  expect(Object.keys(process.env)).toContain('SF_ACCESS_TOKEN');
                });
                """,
        ])
        let result = try JSHost.run(["test", "--ci"], in: f.url.appendingPathComponent("app"), environment: ["SF_ACCESS_TOKEN": Self.token])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("seen: \(Self.standIn)"), "\(result.stdout)")
        for form in Self.forms { #expect(!(result.stdout + result.stderr).contains(form)) }
    }

    @Test func aGrantedTokenIsRedactedInEveryOutput() throws {
        let f = try TemporaryFolder([
            "app/package.json": #"{"name": "app"}"#,
            "app/leak.test.js": """
                const t = process.env.SF_ACCESS_TOKEN;
                test('leak ' + t, () => {
                  console.log('raw', t);
                  console.error('b64', Buffer.from(t).toString('base64'));
                  console.log('url', encodeURIComponent(t));
                  expect(t).toBe('something else');
                });
                """,
        ])
        let app = f.url.appendingPathComponent("app")
        let environment = ["SF_ACCESS_TOKEN": Self.token]
        let granted = ["--allow-env=SF_ACCESS_TOKEN"]
        var outputs: [(String, String)] = []
        let spec = try JSHost.run(["test", "--ci"] + granted, in: app, environment: environment)
        #expect(spec.status == 1)
        #expect(spec.stdout.contains("[REDACTED]"), "\(spec.stdout)")
        outputs.append(("spec", spec.stdout + spec.stderr))
        let json = try JSHost.run(["test", "--ci", "--json", "--outputFile", f.path("results.json")] + granted, in: app, environment: environment)
        outputs.append(("--json", json.stdout + json.stderr))
        outputs.append(("--outputFile", (try? String(contentsOfFile: f.path("results.json"), encoding: .utf8)) ?? ""))
        let junit = try JSHost.run(["test", "--ci", "--reporter", "junit", "--output", f.path("junit.xml")] + granted, in: app, environment: environment)
        outputs.append(("junit", junit.stdout + junit.stderr + ((try? String(contentsOfFile: f.path("junit.xml"), encoding: .utf8)) ?? "")))
        let tap = try JSHost.run(["test", "--ci", "--reporter", "tap"] + granted, in: app, environment: environment)
        outputs.append(("tap", tap.stdout + tap.stderr))
        let report = try JSHost.run(["test", "--ci", "--report", f.path("report")] + granted, in: app, environment: environment)
        outputs.append(("--report", report.stdout + report.stderr + ((try? String(contentsOfFile: f.path("report/index.html"), encoding: .utf8)) ?? "")))
        for (name, text) in outputs {
            #expect(!text.isEmpty, "\(name) printed nothing")
            for form in Self.forms { #expect(!text.contains(form), "\(name) shows \(form): \(text.prefix(2000))") }
        }
    }
}
