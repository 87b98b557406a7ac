import Foundation
import Testing

/// The page DOM's parts that UI libraries need at start-up (docs/pages.md, "The page DOM"),
/// through `jshost test` and `simulate.loadPage`, and a run that clicks and types.
@Suite struct PageDOMTests {
    static let page = """
    <!DOCTYPE html>
    <html><head>
    <style>
      .card { display: none; color: red; margin: 4px 8px; }
      #main .card.open { display: block; }
      p { color: blue !important; }
      @media (max-width: 400px) { .wide-only { display: none; } }
      @media (min-width: 400px) { .narrow-only { display: none; } }
      .ignored:hover { display: none; }
    </style>
    <link rel="stylesheet" href="css/app.css">
    </head><body>
    <div id="main"><div class="card" id="card">x</div><p id="para" style="color: green">p</p>
      <span class="wide-only" id="wide">w</span><span class="narrow-only" id="narrow">n</span>
      <a id="link" href="detail.html?id=7#top">detail</a><a id="hash" href="#votes">votes</a>
      <input id="name" value=""><button id="send" onclick="window.sent = (window.sent || 0) + 1">Send</button></div>
    <div id="styled" class="from-file">f</div>
    </body></html>
    """

    @Test func theDOMHasWhatLibrariesTouchAtStartUp() throws {
        let folder = try TemporaryFolder([
            "www/index.html": Self.page,
            "www/css/app.css": ".from-file { visibility: hidden; width: 50%; }\n",
            "www/data/poll.json": #"{"question": "Lunch?"}"#,
            "dom.test.js": """
            const document = simulate.loadPage('www/index.html');

            test('attributes are a NamedNodeMap with named access', () => {
              const send = document.getElementById('send');
              expect(send.attributes.onclick.value).toContain('window.sent');
              expect(send.attributes['id'].value).toBe('send');
              expect(send.attributes.length).toBe(2);
              expect(send.attributes.getNamedItem('missing')).toBe(null);
              expect([...send.attributes].map((a) => a.name)).toEqual(['id', 'onclick']);
            });

            test('links have their URL parts, resolved against the page', () => {
              const link = document.getElementById('link');
              expect(link.href).toBe(new URL('www/detail.html?id=7#top', 'file://' + __dirname + '/').href);
              expect([link.protocol, link.host, link.search, link.hash]).toEqual(['file:', '', '?id=7', '#top']);
              expect(link.pathname.endsWith('/www/detail.html')).toBe(true);
              link.search = '?id=8';
              expect(link.getAttribute('href')).toMatch(/detail\\.html\\?id=8#top$/);
            });

            test('navigating away is the documented NotSupportedError; a fragment is not', () => {
              expect(() => { location.href = 'other.html'; }).toThrow(NotSupportedError);
              expect(() => { location.href = 'other.html'; }).toThrow('navigating to another page (location = "other.html")');
              location.hash = '#votes';
              expect(location.hash).toBe('#votes');
              history.pushState({ page: 2 }, '', '#page2');
              expect([location.hash, history.state.page, history.length]).toEqual(['#page2', 2, 3]);
            });

            test('MutationObserver records arrive as a microtask, after the edits', async () => {
              const seen = [];
              const observer = new MutationObserver((records) => seen.push(...records.map((r) => r.type + ':' + (r.attributeName || r.addedNodes.length))));
              observer.observe(document.getElementById('main'), { childList: true, attributes: true, subtree: true, attributeOldValue: true });
              document.getElementById('card').classList.add('open');
              document.getElementById('main').appendChild(document.createElement('hr'));
              expect(seen).toEqual([]);
              await Promise.resolve();
              expect(seen).toEqual(['attributes:class', 'childList:1']);
              observer.disconnect();
            });

            test('animation frames come on the clock', async () => {
              const time = await new Promise((resolve) => requestAnimationFrame(resolve));
              expect(typeof time).toBe('number');
              const id = requestAnimationFrame(() => { throw new Error('cancelled frames do not run'); });
              cancelAnimationFrame(id);
            });

            test('storage keeps items in memory, also as properties', () => {
              localStorage.setItem('token', 'abc');
              localStorage.user = 'ana';
              expect([localStorage.getItem('user'), localStorage.token, localStorage.length, Object.keys(localStorage)]).toEqual(['ana', 'abc', 2, ['token', 'user']]);
              localStorage.clear();
              expect(sessionStorage.getItem('token')).toBe(null);
            });

            test("XMLHttpRequest reads the page's own files", async () => {
              const xhr = new XMLHttpRequest();
              xhr.open('GET', 'data/poll.json');
              xhr.responseType = 'json';
              const states = [];
              xhr.onreadystatechange = () => states.push(xhr.readyState);
              await new Promise((resolve) => { xhr.onload = resolve; xhr.send(); });
              expect([xhr.status, xhr.response.question, states]).toEqual([200, 'Lunch?', [2, 3, 4]]);
              const missing = new XMLHttpRequest();
              missing.open('GET', 'data/none.json', false);
              missing.send();
              expect(missing.status).toBe(404);
            });

            test('XMLHttpRequest to the network needs --allow-net, as fetch does', async () => {
              const xhr = new XMLHttpRequest();
              xhr.open('POST', 'https://api.example.com/votes');
              xhr.setRequestHeader('Content-Type', 'application/json');
              const outcome = await new Promise((resolve) => { xhr.onerror = () => resolve('error'); xhr.onload = () => resolve('load'); xhr.send('{}'); });
              expect([outcome, xhr.status, xhr.readyState, xhr.responseText]).toEqual(['error', 0, 4, '']);
            });

            test('computed styles cascade the UA sheet, the page sheets and inline styles', () => {
              const style = (id) => getComputedStyle(document.getElementById(id));
              document.getElementById('card').classList.remove('open');
              expect(style('card').display).toBe('none');
              document.getElementById('card').classList.add('open');
              expect([style('card').display, style('card').color, style('card').marginLeft, style('card').getPropertyValue('margin-top')]).toEqual(['block', 'red', '8px', '4px']);
              expect(style('para').color).toBe('blue');                 // !important beats the inline style
              expect(style('main').display).toBe('block');              // the UA sheet
              expect(style('wide').display).toBe('none');               // @media (max-width: 400px) on a 393px iPhone
              expect(style('narrow').display).toBe('inline');
              expect(style('styled').visibility).toBe('hidden');        // <link rel="stylesheet">
              expect(style('styled').width).toBe('188.5px');            // 50% of the body's 377px
              expect(document.styleSheets.length).toBe(2);
            });

            test('matchMedia answers for the phone and element.style is a CSSStyleDeclaration', () => {
              expect(matchMedia('(max-width: 400px) and (orientation: portrait)').matches).toBe(true);
              expect(matchMedia('print').matches).toBe(false);
              expect(matchMedia('(-webkit-min-device-pixel-ratio: 2)').matches).toBe(true);
              expect([innerWidth, innerHeight, devicePixelRatio]).toEqual([393, 852, 3]);
              const card = document.getElementById('card');
              expect(card.style).toBeInstanceOf(CSSStyleDeclaration);
              card.style.setProperty('opacity', '0.5', 'important');
              card.style.marginTop = '2px';
              expect([card.style.cssText, card.style.getPropertyPriority('opacity'), 'transition' in card.style]).toEqual(['opacity: 0.5 !important; margin-top: 2px;', 'important', true]);
            });

            test('media query lists fire change when the device becomes the other phone', async () => {
              const wide = matchMedia('(min-width: 400px)');
              const seen = [];
              wide.addEventListener('change', (e) => seen.push([e.matches, e.media, innerWidth]));
              await simulate.push({ aps: { alert: 'x' } }, { platform: 'android' });
              expect(seen).toEqual([[true, '(min-width: 400px)', 412]]);
              expect(getComputedStyle(document.getElementById('narrow')).display).toBe('none');
            });

            test('simulate.click and simulate.input fire what a WebView fires', async () => {
              const events = [];
              for (const type of ['touchstart', 'touchend', 'mousedown', 'focus', 'mouseup', 'click', 'input', 'change']) {
                document.getElementById('name').addEventListener(type, () => events.push(type));
              }
              await simulate.click('#send');
              expect(window.sent).toBe(1);
              await simulate.input('#name', 'Ana');
              expect(document.getElementById('name').value).toBe('Ana');
              expect(events).toEqual(['focus', 'input', 'change']);
              await simulate.click('#name');
              expect(events.slice(3)).toEqual(['touchstart', 'touchend', 'mousedown', 'mouseup', 'click']);
              await expect(async () => simulate.click('#nothing')).rejects.toThrow('simulate.click #nothing: no element of the page matches "#nothing"');
            });
            """,
        ])
        let result = try JSHost.run(["test", folder.path("dom.test.js")], in: folder.url)
        #expect(result.stdout.contains("12 passed, 0 failed"), "\(result.stdout)\(result.stderr)")
        #expect(result.status == 0)
    }

    /// `--click SELECTOR` after deviceready, `{"click"}`/`{"input"}` event lines: the handlers
    /// they run change the page, and those changes are `dom` effects.
    @Test func aRunClicksAndTypesOnThePage() throws {
        let folder = try TemporaryFolder([
            "www/index.html": """
            <html><body>
            <input id="name" oninput="document.getElementById('echo').textContent = this.value">
            <span id="echo"></span>
            <button id="register" disabled>Register</button>
            <p id="status">Not registered</p>
            <script src="cordova.js"></script>
            <script>
            document.addEventListener('deviceready', function () {
              document.getElementById('register').disabled = false;
              document.getElementById('register').addEventListener('click', function () {
                document.getElementById('status').textContent = 'Registered ' + document.getElementById('name').value;
              });
            });
            document.getElementById('name').addEventListener('change', function () { console.log('changed to', this.value); });
            </script></body></html>
            """,
            "events.ndjson": ##"{"input": {"selector": "#name", "value": "Ana"}}"## + "\n" + ##"{"click": "#register"}"## + "\n"
                + ##"{"click": "#missing"}"## + "\n",
        ])
        let clicked = try JSHost.run(["run", folder.path("www/index.html"), "--click", "#register", "--json"])
        #expect(clicked.status == 0, "\(clicked.stdout)")
        #expect(clicked.effects("dom").map { "\($0["target"]!) \($0["value"]!)" } == ["#status Registered "])

        let events = try JSHost.run(["run", folder.path("www/index.html"), "--events", folder.path("events.ndjson")])
        #expect(events.status == 2)
        #expect(events.stdout.contains("dom #echo text \"Ana\"\n"))
        #expect(events.stdout.contains("changed to Ana\n"))
        #expect(events.stdout.contains("dom #status text \"Registered Ana\"\n"))
        #expect(events.stderr.contains("events.ndjson:3: click #missing: no element of the page matches \"#missing\""), "\(events.stderr)")
    }
}
