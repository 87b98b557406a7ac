import Foundation
import Testing

/// `jshost run www/index.html`: a page's scripts, jshost's cordova.js, and the
/// small DOM (docs/pages.md), through the built binary.
@Suite struct PageCommandTests {
    static let categoryScript = """
    function wlCommonInit() {
      MFPPush.registerDevice({ ios: { categories: [{ id: 'poll', actions: [{ id: 'yes', title: 'Yes', mode: 1 }] }] },
                               android: { categories: [{ id: 'poll', actions: [{ id: 'yes', title: 'Yes', mode: 1 }] }] } });
      MFPPush.registerNotificationsCallback(function (m) {
        document.getElementById('title').innerText = 'Answered ' + m['action-id'];
        return m['action-id'];
      });
    }
    """
    static let payload = #"{"aps": {"alert": "Lunch?", "category": "poll"}}"#

    @Test func scriptsRunInDocumentOrderInOneGlobalScope() throws {
        let folder = try TemporaryFolder([
            "www/index.html": """
            <html><head>
            <script src="js/first.js"></script>
            <script>var inline = typeof first + ' ' + sharedLet; order.push('inline');</script>
            <script type="module">order.push('module ' + typeof document);</script>
            <script src="js/deferred.js" defer></script>
            <script type="text/template">order.push('never: not JavaScript');</script>
            </head><body>
            <script src="js/second.js"></script>
            </body></html>
            """,
            "www/js/first.js": "var order = ['first'];\nfunction first() {}\nlet sharedLet = 'let';\nconst sharedConst = 'const';\nclass Shared {}\n",
            "www/js/second.js": "order.push('second ' + inline + ' ' + sharedConst + ' ' + typeof Shared + ' ' + document.currentScript.getAttribute('src'));\n",
            "www/js/deferred.js": "order.push('deferred');\ndocument.addEventListener('DOMContentLoaded', () => order.push('DOMContentLoaded'));\nwindow.addEventListener('load', () => console.log(order.join(' | ')));\n",
        ])
        let result = try JSHost.run(["run", folder.path("www/index.html")])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(result.stdout == "first | inline | second function let const function js/second.js | module object | deferred | DOMContentLoaded\n")
    }

    @Test func missingScriptIsAWarningNamingThePageAndLineAndTheOthersStillRun() throws {
        let folder = try TemporaryFolder([
            "www/index.html": "<html>\n<head>\n<script src=\"js/missing.js\"></script>\n<script src=\"https://cdn.example.com/lib.js\"></script>\n<script>console.log('still runs')</script>\n</head></html>\n",
        ])
        let result = try JSHost.run(["run", folder.path("www/index.html"), "--json"])
        #expect(result.status == 0)
        let warnings = result.effects("warning").compactMap { $0["message"] as? String }
        #expect(warnings.count == 2)
        #expect(warnings.first == "\(folder.path("www/index.html")):3: <script src=\"js/missing.js\"> not found (\(folder.path("www/js/missing.js")))")
        #expect(warnings.last?.hasPrefix("\(folder.path("www/index.html")):4: <script src=\"https://cdn.example.com/lib.js\"> not loaded") == true)
        #expect(result.effects("log").compactMap { $0["message"] as? String } == ["still runs"])
    }

    @Test func scriptErrorsNameTheirFileAndLine() throws {
        let folder = try TemporaryFolder([
            "www/index.html": "<html><head>\n<script src=\"js/broken.js\"></script>\n\n<script>\nvar x = 1;\nundefinedCall();\n</script>\n<script>console.log('next script runs')</script>\n</head></html>\n",
            "www/js/broken.js": "var fine = true;\n\nnull.property;\n",
        ])
        let result = try JSHost.run(["run", folder.path("www/index.html"), "--json"])
        #expect(result.status == 1)
        let errors = result.effects("error")
        #expect(errors.count == 2)
        #expect(errors.first?["file"] as? String == folder.path("www/js/broken.js"))
        #expect(errors.first?["line"] as? Int == 3)
        #expect(errors.last?["file"] as? String == folder.path("www/index.html"))
        #expect(errors.last?["line"] as? Int == 6)
        #expect(result.effects("log").compactMap { $0["message"] as? String } == ["next script runs"])
    }

    @Test func cordovaIsSuppliedWithDefineRequireExecAndPluginsAndDevicereadyFiresOnce() throws {
        let folder = try TemporaryFolder([
            "www/index.html": "<html><body>\n<script src=\"cordova.js\"></script>\n<script src=\"js/force.js\"></script>\n<script src=\"js/app.js\"></script>\n</body></html>\n",
            // As Salesforce's cordova.force.js does: define modules at load, require them at once.
            "www/js/force.js": """
            cordova.define("com.example.util.exec", function (require, exports, module) {
              module.exports = { exec: function (ok, fail, service, action, args) { return require('cordova/exec')(ok, fail, service, action, args); } };
            });
            cordova.define("com.example.plugin.oauth", function (require, exports, module) {
              var exec = require("com.example.util.exec").exec;
              module.exports = { getAuthCredentials: function (ok, fail) { exec(ok, fail, "com.example.oauth", "getAuthCredentials", []); } };
            });
            var OAuth = cordova.require("com.example.plugin.oauth");
            """,
            "www/js/app.js": """
            var readyCount = 0;
            document.addEventListener('deviceready', function (e) {
              readyCount++;
              console.log('deviceready', e.type, readyCount, cordova.platformId, typeof cordova.version, typeof device, device.platform);
              console.log('plugins', cordova.require('cordova/plugin_list').map(function (p) { return p.pluginId; }).join(','));
              OAuth.getAuthCredentials(function () { console.log('unexpected success'); }, function (error) { console.log('exec failed:', error); });
              cordova.exec(function (info) { console.log('device info', info.platform); }, null, 'Device', 'getDeviceInfo', []);
              document.addEventListener('deviceready', function () { console.log('late listener runs at once', readyCount); });
            }, false);
            """,
        ])
        let result = try JSHost.run(["run", folder.path("www/index.html"), "--platform", "android", "--json"])
        #expect(result.status == 0)
        let logs = result.effects("log").compactMap { $0["message"] as? String }
        #expect(logs == [
            "deviceready deviceready 1 android string object Android",
            // One entry per module, as cordova_plugins.js lists them: the Salesforce plugin has 13.
            "plugins cordova-plugin-device,cordova-plugin-email-composer,cordova-plugin-local-notification,co.acoustic.mobile.push.sdk" + String(repeating: ",com.salesforce", count: 13),
            "late listener runs at once 1",
            "exec failed: Class not found",
            "device info Android",
        ])
        let warnings = result.effects("warning").compactMap { $0["message"] as? String }
        #expect(warnings == ["cordova.exec: jshost has no native side for the plugin service 'com.example.oauth' (action 'getAuthCredentials'); its error callback gets \"Class not found\""])
    }

    @Test func theProjectsCordovaPluginsJsIsReadAsCordovaReadsIt() throws {
        let folder = try TemporaryFolder([
            "www/index.html": "<html><body><script src=\"cordova.js\"></script><script src=\"js/app.js\"></script></body></html>\n",
            "www/cordova_plugins.js": """
            cordova.define('cordova/plugin_list', function(require, exports, module) {
              module.exports = [
                { "id": "my-plugin.Greeter", "file": "plugins/my-plugin/www/greeter.js", "pluginId": "my-plugin", "clobbers": ["window.Greeter"] },
                { "id": "gone-plugin.Gone", "file": "plugins/gone-plugin/www/gone.js", "pluginId": "gone-plugin", "clobbers": ["Gone"] }
              ];
              module.exports.metadata = { "my-plugin": "1.0.0", "gone-plugin": "2.0.0" };
            });
            """,
            "www/plugins/my-plugin/www/greeter.js": "cordova.define('my-plugin.Greeter', function (require, exports, module) {\n  module.exports = { hello: function () { return 'hello from the plugin'; } };\n});\n",
            "www/js/app.js": "document.addEventListener('deviceready', function () {\n  console.log(Greeter.hello(), typeof Gone, JSON.stringify(cordova.require('cordova/plugin_list').metadata));\n});\n",
        ])
        let result = try JSHost.run(["run", folder.path("www/index.html"), "--json"])
        #expect(result.status == 0)
        #expect(result.effects("log").compactMap { $0["message"] as? String } == [#"hello from the plugin undefined {"my-plugin":"1.0.0","gone-plugin":"2.0.0"}"#])
        let warnings = result.effects("warning").compactMap { $0["message"] as? String }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("plugins/gone-plugin/www/gone.js") == true)
        #expect(warnings.first?.contains("not found") == true)
    }

    @Test func handlerWritesToTheDocumentAreReadBackAndAreDomEffects() throws {
        let folder = try TemporaryFolder([
            "www/index.html": """
            <!DOCTYPE html>
            <html><head><title>Poll</title></head><body>
            <h1 id="title" class="big">Waiting</h1>
            <ul id="list"><li class="item first">a</li><li class="item">b &amp; c</li></ul>
            <div class="panel"><p data-poll-id="p1">x</p><span>y</span></div>
            <input id="answer" type="text" value="initial">
            <script src="js/app.js"></script>
            </body></html>
            """,
            "www/js/app.js": Self.categoryScript + """
            console.log(document.querySelectorAll('#list > li.item').length, document.querySelector('ul li:nth-child').length);
            """,
            "www/js/queries.js": "",
            "payload.json": Self.payload,
        ])
        // An unsupported selector is a clear SyntaxError; the rest of the page's queries work.
        let bad = try JSHost.run(["run", folder.path("www/index.html")])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("'ul li:nth-child' is not a selector jshost's page DOM supports: pseudo-classes like :nth-child are not supported"))

        try folder.write("www/js/app.js", Self.categoryScript + """
        var list = document.getElementById('list');
        console.log(document.querySelectorAll('#list > li.item').length, document.querySelectorAll('body li, h1').length,
                    document.getElementsByClassName('item first')[0].textContent, list.children[1].textContent, list.innerHTML);
        console.log(document.querySelector('[data-poll-id=p1]').dataset.pollId, document.querySelector('div.panel span').tagName,
                    document.getElementsByTagName('li').length, document.title, document.getElementById('answer').value);
        document.addEventListener('custom', function (e) { console.log('custom event', e.detail.n, e.target.id); });
        document.getElementById('title').dispatchEvent(new CustomEvent('custom', { bubbles: true, detail: { n: 7 } }));
        """)
        let result = try JSHost.run(["run", folder.path("www/index.html"), "--push", folder.path("payload.json"), "--tap", "yes", "--json"])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let logs = result.effects("log").compactMap { $0["message"] as? String }
        #expect(logs == [
            #"2 3 a b & c <li class="item first">a</li><li class="item">b &amp; c</li>"#,
            "p1 SPAN 2 Poll initial",
            "custom event 7 title",
        ])
        let dom = result.effects("dom")
        #expect(dom.count == 1)
        #expect(dom.first?["target"] as? String == "#title")
        #expect(dom.first?["change"] as? String == "text")
        #expect(dom.first?["value"] as? String == "Answered yes")
        #expect(dom.first?["notification"] as? String == "n1")
        let human = try JSHost.run(["run", folder.path("www/index.html"), "--push", folder.path("payload.json"), "--tap", "yes"])
        #expect(human.stdout.contains("[n1] dom #title text \"Answered yes\"\n"))
    }

    @Test func domEditsAreObservable() throws {
        let folder = try TemporaryFolder([
            "www/index.html": "<html><body><div id=\"box\" class=\"a\"><p>old</p></div><input id=\"field\" type=\"checkbox\"></body></html>\n",
            "www/js/none.js": "",
            "edits.test.js": """
            const document = simulate.loadPage('www/index.html');
            test('reads back what it writes', () => {
              const box = document.getElementById('box');
              box.innerHTML = '<span class="x">new <b>bold</b></span>';
              expect(box.querySelector('span.x > b').textContent).toBe('bold');
              expect(box.firstChild.nodeName).toBe('SPAN');
              box.classList.add('b'); box.classList.remove('a'); box.classList.toggle('c');
              expect(box.className).toBe('b c');
              box.style.backgroundColor = 'red';
              expect(box.getAttribute('style')).toBe('background-color: red;');
              box.dataset.pollId = 'p9';
              expect(box.getAttribute('data-poll-id')).toBe('p9');
              const item = document.createElement('li');
              item.appendChild(document.createTextNode('one'));
              box.insertBefore(item, box.firstChild);
              expect(box.children.map(e => e.tagName)).toEqual(['LI', 'SPAN']);
              box.removeChild(item);
              expect(item.parentNode).toBe(null);
              box.querySelector('span').remove();
              expect(box.innerHTML).toBe('');
              const field = document.getElementById('field');
              let changes = 0;
              const onChange = () => changes++;
              field.addEventListener('change', onChange);
              field.click();
              expect(field.checked).toBe(true);
              field.removeEventListener('change', onChange);
              field.click();
              expect(changes).toBe(1);
              expect(document.body.outerHTML).toContain('<input id="field" type="checkbox">');
            });
            test('what needs layout is answered as jsdom does; what CSS alone fixes is answered', () => {
              expect(document.getElementById('box').getBoundingClientRect()).toMatchObject({ x: 0, y: 0, width: 0, height: 0, top: 0, left: 0 });
              expect(document.getElementById('box').getClientRects()).toEqual([]);
              expect(document.getElementById('box').offsetTop).toBe(0);
              expect(document.body.scrollWidth).toBe(0);
              // The iPhone's 393px viewport less the UA sheet's 8px body margins.
              expect(document.body.offsetWidth).toBe(377);
              expect(getComputedStyle(document.body).display).toBe('block');
              document.getElementById('box').style.display = 'none';
              expect(document.getElementById('box').offsetHeight).toBe(0);
            });
            """,
        ])
        let result = try JSHost.run(["test", folder.path("edits.test.js")], in: folder.url)
        #expect(result.stdout.contains("2 passed, 0 failed"), "\(result.stdout)\(result.stderr)")
        #expect(result.status == 0)
    }

    /// jsdom lib/jsdom/living/nodes/Element-impl.js and HTMLElement-impl.js: sizes and
    /// positions are 0, getBoundingClientRect all zeros, getClientRects empty. The page goes
    /// on; the first such use is one warning naming it and where.
    @Test func codeThatNeedsLayoutGetsJsdomsAnswersAndOneWarning() throws {
        let folder = try TemporaryFolder([
            "www/index.html": "<html><body><div id=\"menu\"></div><script src=\"js/widget.js\"></script><script>console.log('later scripts still run')</script></body></html>\n",
            "www/js/widget.js": "var menu = document.getElementById('menu');\nvar top = menu.offsetTop;\nmenu.style.top = (top / 2) + 'px';\nvar r = menu.getBoundingClientRect();\nconsole.log(top, r.width, menu.getClientRects().length, document.body.scrollWidth);\n",
        ])
        let result = try JSHost.run(["run", folder.path("www/index.html"), "--json"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.effects("error").isEmpty)
        let warnings = result.effects("warning").compactMap { $0["message"] as? String }
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.contains("\(folder.path("www/js/widget.js")):2: Element.offsetTop of a <div>") == true, "\(warnings)")
        #expect(warnings.first?.contains("sizes and positions that need it are 0") == true)
        #expect(result.effects("log").compactMap { $0["message"] as? String } == ["0 0 0 0", "later scripts still run"])
    }

    @Test func categoriesAndEveryRunFlagWorkOnAPage() throws {
        let folder = try TemporaryFolder([
            "www/index.html": "<html><body><h1 id=\"title\"></h1><script src=\"cordova.js\"></script><script src=\"js/app.js\"></script></body></html>\n",
            "www/js/app.js": Self.categoryScript,
            "payload.json": Self.payload,
            "events.ndjson": #"{"push": {"aps": {"alert": "Lunch?", "category": "poll"}}, "id": "p1"}"# + "\n" + #"{"response": "p1", "action": "yes"}"# + "\n",
        ])
        let categories = try JSHost.run(["categories", folder.path("www/index.html"), "--platform", "android", "--json"])
        #expect(categories.status == 0)
        #expect(categories.stdout.contains("\"poll\""))
        let events = try JSHost.run(["run", folder.path("www/index.html"), "--events", folder.path("events.ndjson"), "--fake-time", "--app-state", "foreground", "--timeout", "5", "--json"])
        #expect(events.status == 0)
        #expect(events.effects("dom").first?["value"] as? String == "Answered yes")
        #expect(events.effects("dom").first?["notification"] as? String == "p1")
    }

    @Test func aScriptOutsideThePageFolderNeedsAllowRead() throws {
        let folder = try TemporaryFolder([
            "www/index.html": "<html><body><script src=\"../shared/lib.js\"></script><script>console.log(typeof sharedLib)</script></body></html>\n",
            "shared/lib.js": "var sharedLib = 1;\n",
        ])
        let denied = try JSHost.run(["run", folder.path("www/index.html"), "--json"])
        #expect(denied.status == 1)
        #expect((denied.effects("error").first?["message"] as? String)?.contains("--allow-read") == true)
        #expect(denied.effects("log").compactMap { $0["message"] as? String } == ["undefined"])
        let allowed = try JSHost.run(["run", folder.path("www/index.html"), "--allow-read=\(folder.path("shared"))", "--json"])
        #expect(allowed.status == 0)
        #expect(allowed.effects("log").compactMap { $0["message"] as? String } == ["number"])
    }

    /// Debian's jQuery (package libjs-jquery), unmodified: its core runs on the page DOM,
    /// widths CSS fixes are answered, positions are jsdom's zeros with one warning.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/javascript/jquery/jquery.js")))
    func jQueryCoreRunsOnThePageDOM() throws {
        let jquery = try String(contentsOfFile: "/usr/share/javascript/jquery/jquery.js", encoding: .utf8)
        let folder = try TemporaryFolder([
            "www/js/jquery.js": jquery,
            "www/index.html": """
            <html><head><script src="js/jquery.js"></script></head><body>
            <h1 id="title">Hi</h1><ul class="list"><li class="a">one</li><li>two</li></ul>
            <script>
            $(function () { console.log('ready', $('#title').text(), $('ul.list > li').length); });
            $('#title').text('Changed').addClass('big');
            $('<li>three</li>').appendTo('ul.list');
            console.log($('#title').text(), $('#title').attr('class'), $('ul li').length, $('li.a').hasClass('a'));
            $('#title').on('click', function () { console.log('clicked'); }).trigger('click');
            console.log($('#title').width(), $('ul.list').css('display'));
            console.log(JSON.stringify($('#title').offset()));
            </script></body></html>
            """,
        ])
        let result = try JSHost.run(["run", folder.path("www/index.html"), "--json"])
        #expect(result.effects("log").compactMap { $0["message"] as? String } == ["Changed big 3 true", "clicked", "377 block", #"{"top":0,"left":0}"#, "ready Changed 3"])
        #expect(result.effects("error").isEmpty)
        let warnings = result.effects("warning").compactMap { $0["message"] as? String }
        #expect(warnings.count == 1 && warnings.first?.contains("Element.getClientRects") == true, "\(warnings)")
    }

    @Test func theCordovaPageExampleTestsPass() throws {
        let example = JSHost.repository.appendingPathComponent("Examples/cordova-page")
        let result = try JSHost.run(["test"], in: example)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("4 passed, 0 failed"))
    }
}
