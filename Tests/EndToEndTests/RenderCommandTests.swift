import Foundation
import Testing

/// `run --render`, `simulate.render` and `test --report` through the built binary (docs/rendering.md).
@Suite struct RenderCommandTests {
    static let app = """
        const { setCategories, onResponse } = require('jshost');
        setCategories([{ id: 'chat', actions: [
          { id: 'reply', title: 'Reply', textInput: { buttonTitle: 'Send', placeholder: 'Say something' } },
          { id: 'mute', title: 'Mute', destructive: true }] }]);
        onResponse((response) => console.log('response', response.actionIdentifier));
        """
    static let payload = #"{"aps":{"alert":{"title":"Ana","subtitle":"Lunch","body":"12:30?"},"category":"chat","badge":2}}"#

    @Test func renderWritesAPageAndAPNGPerViewAndTheme() throws {
        let folder = try TemporaryFolder(["app.js": Self.app, "p.json": Self.payload, "app.json": #"{"expo":{"name":"Lunchbox"}}"#])
        let out = folder.path("out")
        let result = try JSHost.run(["run", "app.js", "--push", "p.json", "--render", out], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(files == ["n1-ios-banner-dark.png", "n1-ios-banner-light.png", "n1-ios-expanded-dark.png", "n1-ios-expanded-light.png",
                          "n1-ios-lock-screen-dark.png", "n1-ios-lock-screen-light.png", "n1-ios.html"])
        #expect(result.stdout.contains("rendered \(out)/n1-ios.html\n"))
        #expect(result.stdout.contains("rendered \(out)/n1-ios-expanded-dark.png\n"))
        let page = try String(contentsOfFile: out + "/n1-ios.html", encoding: .utf8)
        #expect(page.contains("<title>Lunchbox: Ana (iOS)</title>"))
        #expect(page.contains(">Say something<"))
        let png = try #require(FileManager.default.contents(atPath: out + "/n1-ios-banner-light.png"))
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func withoutChromiumThePagesAreWrittenAndOneLineSaysWhatToInstall() throws {
        let folder = try TemporaryFolder(["app.js": Self.app, "p.json": Self.payload])
        let out = folder.path("out")
        let result = try JSHost.run(["run", "app.js", "--push", "p.json", "--render", out, "--json"], in: folder.url,
                                    environment: ["JSHOST_CHROMIUM": "/nonexistent/chromium"])
        #expect(result.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["n1-ios.html"])
        let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("jshost:") }
        #expect(errors == ["jshost: --render: PNGs need Chromium (/nonexistent/chromium not found): install Debian's chromium package (Scripts/install-deps.sh); the HTML was written"])
        // stdout stays effects only under --json.
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("{") })
        #expect(result.effects("display").first?["subtitle"] as? String == "Lunch")
        #expect(result.effects("display").first?["badge"] as? Double == 2)
    }

    @Test func simulateRenderAndTheReport() throws {
        let folder = try TemporaryFolder(["app.js": Self.app, "app.test.js": """
            require('./app.js');
            test('the chat notification is drawn', async () => {
              simulate.push({ aps: { alert: { title: 'Ana', body: '12:30?' }, category: 'chat' } }, { id: 'c1' });
              const html = simulate.render('c1');
              expect(html).toContain('data-view="expanded"');
              expect(html).toContain('>Mute</button>');
              expect(html).not.toContain('<style');
              expect(simulate.render(undefined, { page: true })).toContain('<style>');
              expect(() => simulate.render('nope')).toThrow('no notification "nope" was displayed in this test');
              await simulate.tap('c1', 'reply', { text: 'Yes' });
            });
            test('fails on purpose', () => { expect(1).toBe(2); });
            """])
        let report = folder.path("report")
        let result = try JSHost.run(["test", "--report", report], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("1 passed, 1 failed"))
        #expect(result.stderr.contains("report: \(report)/index.html"))
        let page = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(page.contains("the chat notification is drawn"))
        #expect(page.contains("<span class=\"status failed\">failed</span> fails on purpose"))
        #expect(page.contains("kind-display"))
        #expect(page.contains("kind-response"))
        #expect(page.contains("data-notification=\"c1\""))
        #expect(!page.contains("<script"))
    }
}
