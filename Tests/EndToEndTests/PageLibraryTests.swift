import Foundation
import Testing

/// The UI libraries hybrid apps ship, unmodified as Debian packages them (installed by
/// Scripts/install-deps.sh), loaded by pages written the way apps write them, with a push
/// handler that uses them; their DOM effects checked (docs/pages.md, "Tested libraries").
@Suite struct PageLibraryTests {
    static let jQuery3 = "/usr/share/javascript/jquery/jquery.js"                                // libjs-jquery 3.6.1
    static let jQuery1 = "/usr/lib/python3/dist-packages/xstatic/pkg/jquery/data/jquery.js"     // python3-xstatic-jquery 1.12.4
    static let jQueryMobile = "/usr/share/javascript/jquery-mobile/jquery.mobile.js"            // libjs-jquery-mobile 1.4.5
    static let jQueryMobileCSS = "/usr/share/javascript/jquery-mobile/jquery.mobile.css"
    static let jQueryUI = "/usr/share/javascript/jquery-ui/jquery-ui.js"                        // libjs-jquery-ui 1.13.2
    static let angular = "/usr/share/javascript/angular.js/angular.js"                          // libjs-angularjs 1.8.3

    static func installed(_ paths: String...) -> Bool { paths.allSatisfy { FileManager.default.fileExists(atPath: $0) } }
    static func library(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
    func logs(_ result: JSHostResult) -> [String] { result.effects("log").compactMap { $0["message"] as? String } }
    func dom(_ result: JSHostResult) -> [String] {
        result.effects("dom").map { "\($0["target"] as? String ?? "") \($0["change"] as? String ?? "") \($0["value"] as? String ?? "")" }
    }

    static let pollCategories = """
    MFPPush.registerDevice({ ios: { categories: [{ id: 'poll', actions: [{ id: 'yes', title: 'Yes', mode: 1 }] }] } });
    """
    static let payload = #"{"aps": {"alert": "Lunch?", "category": "poll"}}"#

    /// jQuery Mobile 1.4.5 needs jQuery 1.8–2.x (it throws on jQuery 3 in browsers too): the
    /// app ships it with jQuery 1.12.4, its CSS linked. The handler writes the page and
    /// changes to another jQuery Mobile page.
    @Test(.enabled(if: installed(jQuery1, jQueryMobile, jQueryMobileCSS)))
    func jQueryMobilePageChangesFromAPushHandler() throws {
        let folder = try TemporaryFolder([
            "www/lib/jquery-1.12.4.js": try Self.library(Self.jQuery1),
            "www/lib/jquery.mobile-1.4.5.js": try Self.library(Self.jQueryMobile),
            "www/lib/jquery.mobile-1.4.5.css": try Self.library(Self.jQueryMobileCSS),
            "www/index.html": """
            <!DOCTYPE html>
            <html>
            <head>
              <meta name="viewport" content="width=device-width, initial-scale=1">
              <link rel="stylesheet" href="lib/jquery.mobile-1.4.5.css">
              <script src="lib/jquery-1.12.4.js"></script>
              <script src="lib/jquery.mobile-1.4.5.js"></script>
              <script src="cordova.js"></script>
              <script src="js/app.js"></script>
            </head>
            <body>
              <div data-role="page" id="home">
                <div data-role="header"><h1>Lunch poll</h1></div>
                <div role="main" class="ui-content">
                  <p id="status" style="display:none"></p>
                  <a href="#history" id="show-history" class="ui-btn">History</a>
                </div>
              </div>
              <div data-role="page" id="history">
                <div role="main" class="ui-content"><ul data-role="listview" id="votes"></ul></div>
              </div>
            </body>
            </html>
            """,
            "www/js/app.js": """
            function wlCommonInit() {
              \(Self.pollCategories)
              MFPPush.registerNotificationsCallback(function (message) {
                $('#status').text('You voted ' + message['action-id']).show();
                $(':mobile-pagecontainer').pagecontainer('change', '#history');
                $('#votes').append('<li>' + message.alert + ': ' + message['action-id'] + '</li>').listview('refresh');
              });
            }
            $(document).on('pagecontainershow', function (event, ui) { console.log('showing', ui.toPage.attr('id'), $.mobile.activePage.attr('id')); });
            """,
            "payload.json": Self.payload,
        ])
        let result = try JSHost.run(["run", folder.path("www/index.html"), "--push", folder.path("payload.json"), "--tap", "yes", "--fake-time", "--json"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.effects("error").isEmpty)
        #expect(logs(result) == ["showing home home", "showing history history"])
        let changes = dom(result)
        #expect(changes.contains("#status html You voted yes"))
        #expect(changes.contains("#status style "))  // show() removed the inline display: none
        #expect(changes.contains(#"#votes html <li class="ui-li-static ui-body-inherit ui-first-child ui-last-child">Lunch?: yes</li>"#))
        #expect(changes.last(where: { $0.hasPrefix("#history class") }) == "#history class ui-page ui-page-theme-a ui-page-active")
        #expect(changes.last(where: { $0.hasPrefix("#home class") }) == "#home class ui-page ui-page-theme-a")
        // The page's min-height is the iPhone's viewport height (docs/pages.md, "Viewport").
        #expect(changes.contains("#history style min-height: 852px;"))
    }

    /// The same calls on jQuery 1.12 and 3.6, which reach the DOM differently: 1.12 probes
    /// an empty inline box's width at `ready` and keeps `olddisplay` data for show(); both read
    /// computed styles for show()/hide() and a block's width for `:visible`. A span with text
    /// needs layout for `:visible` in both (Chrome's answers to 1.12's probes make it use
    /// offsets, as 3.6 does): answered as jsdom answers (0, so not visible), with one warning.
    @Test(.enabled(if: installed(jQuery1, jQuery3)))
    func jQuery1And3AnswerTheSameCalls() throws {
        let page = { (jquery: String) in """
            <html><head><style>.later { display: none }</style><script src="\(jquery)"></script></head><body>
            <div id="panel" class="later">Hidden by the sheet</div><span id="label">text</span>
            <script>
            $('#panel').show();
            console.log($.fn.jquery, $('#panel').attr('style'), $('#panel').css('display'), $('#panel').is(':hidden'));
            $('#panel').hide();
            console.log($('#panel').attr('style'), $('#panel').is(':hidden'));
            $('#panel').toggle();
            console.log($('#panel').attr('style'), $('#panel').is(':visible'));
            $(function () { console.log('ready', $('#label').is(':visible')); });
            </script></body></html>
            """
        }
        let folder = try TemporaryFolder([
            "www/jquery-1.12.4.js": try Self.library(Self.jQuery1), "www/jquery-3.6.1.js": try Self.library(Self.jQuery3),
            "www/one.html": page("jquery-1.12.4.js"), "www/three.html": page("jquery-3.6.1.js"),
        ])
        for (name, version) in [("one", "1.12.4"), ("three", "3.6.1")] {
            let result = try JSHost.run(["run", folder.path("www/\(name).html"), "--json"])
            #expect(result.status == 0)
            #expect(logs(result) == ["\(version) display: block; block false", "display: none; true", "display: block; true", "ready false"])
            #expect(result.effects("error").isEmpty)
            let warnings = result.effects("warning").compactMap { $0["message"] as? String }
            #expect(warnings.count == 1 && warnings.first?.contains("Element.offsetWidth of a <span> (its size depends on layout)") == true, "\(warnings)")
        }
    }

    /// jQuery UI 1.13 widgets on jQuery 3.6: tabs, button, and a widget of the app's own.
    @Test(.enabled(if: installed(jQuery3, jQueryUI)))
    func jQueryUIWidgetsStartAndAnswer() throws {
        let folder = try TemporaryFolder([
            "www/js/jquery.js": try Self.library(Self.jQuery3), "www/js/jquery-ui.js": try Self.library(Self.jQueryUI),
            "www/index.html": """
            <html><head><script src="js/jquery.js"></script><script src="js/jquery-ui.js"></script></head><body>
            <div id="tabs"><ul><li><a href="#inbox">Inbox</a></li><li><a href="#sent">Sent</a></li></ul>
              <div id="inbox">new</div><div id="sent">old</div></div>
            <button id="reply">Reply</button>
            <script src="js/app.js"></script></body></html>
            """,
            "www/js/app.js": """
            $.widget('poll.counter', {
              options: { votes: 0 },
              _create: function () { this.element.text(this.options.votes); },
              vote: function () { this.options.votes++; this.element.text(this.options.votes); }
            });
            $(function () {
              $('#tabs').tabs();
              $('#reply').button();
              $('<span id="count">').appendTo('body').counter({ votes: 2 });
              console.log($('#tabs').tabs('option', 'active'), $('#sent').attr('aria-hidden'), $('#sent').css('display'), $('#reply').hasClass('ui-button'));
            });
            function wlCommonInit() {
              \(Self.pollCategories)
              MFPPush.registerNotificationsCallback(function () { $('#tabs').tabs('option', 'active', 1); $('#count').counter('vote'); });
            }
            """,
            "payload.json": Self.payload,
        ])
        let result = try JSHost.run(["run", folder.path("www/index.html"), "--push", folder.path("payload.json"), "--tap", "yes", "--json"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(logs(result) == ["0 true none true"])
        let changes = dom(result)
        #expect(changes.contains("#sent attr aria-hidden false"))
        #expect(changes.contains("#inbox style display: none;"))
        #expect(changes.contains("#count text 3"))
    }

    /// AngularJS 1.8: a scope update from a push handler re-renders the bindings, and typing
    /// into an ng-model field (an `--events` input line) updates what is bound to it.
    @Test(.enabled(if: installed(angular)))
    func angularScopeUpdatesFromAPushAndTyping() throws {
        let folder = try TemporaryFolder([
            "www/lib/angular/angular.js": try Self.library(Self.angular),
            "www/index.html": """
            <!DOCTYPE html>
            <html ng-app="poll"><head><script src="lib/angular/angular.js"></script><script src="js/app.js"></script></head>
            <body ng-controller="PollController as poll">
              <h1 id="title">{{poll.title}}</h1>
              <ul id="votes"><li ng-repeat="vote in poll.votes">{{vote}}</li></ul>
              <p id="thanks" ng-show="poll.voted">Thanks!</p>
              <input id="name" ng-model="poll.name"><span id="greeting">Hello {{poll.name}}</span>
            </body></html>
            """,
            "www/js/app.js": """
            angular.module('poll', []).controller('PollController', ['$scope', function ($scope) {
              var poll = this;
              poll.title = 'Waiting'; poll.votes = []; poll.voted = false; poll.name = '';
              window.wlCommonInit = function () {
                \(Self.pollCategories)
                MFPPush.registerNotificationsCallback(function (message) {
                  $scope.$apply(function () { poll.title = message.alert; poll.votes.push(message['action-id']); poll.voted = true; });
                });
              };
            }]);
            """,
            "events.ndjson": #"{"push": {"aps": {"alert": "Lunch?", "category": "poll"}}, "id": "n1"}"# + "\n"
                + #"{"response": "n1", "action": "yes"}"# + "\n" + ##"{"input": {"selector": "#name", "value": "Ana"}}"## + "\n",
        ])
        let result = try JSHost.run(["run", folder.path("www/index.html"), "--events", folder.path("events.ndjson"), "--json"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let changes = dom(result)
        #expect(changes.contains("#title text Lunch?"))
        #expect(changes.contains("#thanks class "))  // ng-hide removed
        #expect(changes.contains { $0.hasPrefix("#votes html <!-- ngRepeat: vote in poll.votes --><li ng-repeat=\"vote in poll.votes\" class=\"ng-binding ng-scope\">yes</li>") })
        #expect(changes.contains("#name value Ana"))
        #expect(changes.contains("#greeting text Hello Ana"))
    }

    /// MobileFirst 7's `WLJQ` is Debian's jQuery, loaded when the page reads it, leaving the
    /// page's own `$` alone; without the package the error says what to install.
    @Test(.enabled(if: installed(jQuery3)))
    func wljqIsDebiansJQueryLoadedOnFirstUse() throws {
        let folder = try TemporaryFolder([
            "www/index.html": """
            <html><head><script>var $ = 'mine'; console.log(typeof jQuery);</script></head><body>
            <ul class="tags"><li>a</li></ul>
            <script>
            var wl = WLJQ;
            console.log(wl.fn.jquery, $, typeof jQuery, wl('.tags li').length, wl.Deferred().promise().state());
            </script></body></html>
            """,
        ])
        let result = try JSHost.run(["run", folder.path("www/index.html"), "--json"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(logs(result) == ["undefined", "3.6.1 mine undefined 1 pending"])
        let missing = try JSHost.run(["run", folder.path("www/index.html"), "--json"], environment: ["JSHOST_JQUERY": folder.path("none/jquery.js")])
        #expect(missing.status == 1)
        #expect((missing.effects("error").first?["message"] as? String)?.contains(
            "WLJQ is MobileFirst's jQuery, which jshost loads from Debian's libjs-jquery at \(folder.path("none/jquery.js")): it was not found (apt-get install libjs-jquery, or set JSHOST_JQUERY to a jquery.js)") == true)
    }
}
