import JSHostKit

/// The text of `--help` and `help COMMAND`.
enum Help {
    static let overview = """
    jshost — run push-notification action scripts off-device on JavaScriptCore

    USAGE:
      jshost run SCRIPT [options]            run a script on a simulated device, push, tap
      jshost categories SCRIPT [options]     list the categories a script registers
      jshost matrix SCRIPT --push FILE       what a push shows and runs on each platform and app state
      jshost check PAYLOAD [options]         lint a payload: size, key types, buttons, truncation
      jshost studio [ENTRY] [options]        try the app's notification code by hand in a local web page
      jshost test [PATH...] [options]        run *.test.js / .mjs / .ts / .tsx / .jsx files
      jshost init [DIR]                      start with an app: a payload, a first test, types
      jshost mcp [--root DIR] [--allow-*]    a Model Context Protocol server for coding agents (stdio)
      jshost salesforce types|invoke ...     talk to a Salesforce org's notification API
      jshost help COMMAND                    show help for a command
      jshost --version                       print the version

    EXAMPLE:
      jshost run send-email-action.js --push payload.json --tap sendEmail

    EXIT STATUS: 0 ok, 1 a script or handler error, 2 a usage or input error.
    """

    static let run = """
    USAGE: jshost run SCRIPT [options]

    Loads SCRIPT (a classic script, CommonJS or ES modules, a page such as
    www/index.html with its scripts, cordova.js and DOM, or a MobileFirst 7.x app folder
    apps/NAME with common/ and per-environment folders) on a simulated device whose SDK surfaces
    feed one dispatcher, delivers the push and the interaction, plays the events, and runs
    until nothing is pending. Surfaces: React Native's Notifee, @react-native-firebase/messaging,
    expo-notifications, react-native-onesignal, react-native-notifications (wix),
    @react-native-community/push-notification-ios; Capacitor's push and local notifications;
    Cordova's phonegap-plugin-push; MobileFirst, Acoustic, Marigold, Salesforce; and jshost's own.
    The npm packages simulated (each in the releases docs/surfaces.md lists):
    \(HelpLayout.packages)

    NOTIFICATIONS:
      --push FILE|-         a payload to deliver (APNs, simctl .apns, Detox, FCM, MobileFirst,
                            Acoustic, Salesforce; detected by shape)
      --format F            the payload's format, when detection should not decide:
    \(HelpLayout.formats)
      --tap ACTION          tap an action button (its id, its title, or <category>&<title>)
      --open                tap the notification itself
      --dismiss             dismiss it
      --text REPLY          the text typed into a text-input action
      --notification ID     act (--tap, --open, --dismiss) on the notification of this id
                            that the script displayed or scheduled (Capacitor's "7"),
                            once the run has nothing else to do
      --events FILE|-       NDJSON events, one a line: {"push": {...}, "id": "n1"},
                            {"response": "n1", "action": "poll_ok", "text": "..."},
                            {"advance": 5000}, {"appState": "background"}, {"press": "OK"},
                            {"click": "#register"}, {"input": {"selector": "#name", "value": "Ana"}}
      --click SELECTOR      tap the page's element SELECTOR matches once it has loaded (after
                            deviceready): the touch, mouse and click events a WebView fires;
                            repeatable, in order
      --press LABEL         press the button LABEL of a dialog (alert, confirm,
                            navigator.notification, Alert.alert, WL.SimpleDialog); repeat it
                            for later dialogs: each answers the next dialog showing LABEL
      --adapter FILE        a MobileFirst adapter's -impl.js, run beside the app (its WL.Server
                            sends to this device); repeatable
      --call EXPR           call a procedure of the last --adapter once the app has loaded,
                            e.g. 'submitNotification("alice", "Hi")'; --tap/--open/--dismiss
                            without --push act on the notification it sent
      --platform P          ios (default) or android
      --app-state S         foreground, background (default) or terminated (also: quit)

    OUTPUT:
      --json                every effect (console output included) as one JSON object a line
      --explain             after each effect, the rule that caused it and its source; for a
                            notification not shown, why (the words of 'jshost matrix')
      --render DIR          draw each displayed notification as iOS or Android shows it (the
                            run's platform): DIR/ID-PLATFORM.html with every view light and
                            dark, and a PNG per view and theme (needs Debian's chromium;
                            without it only the HTML is written)

    DEBUGGING (docs/debugging.md; needs Debian's libwebkit2gtk-4.1-0):
      --inspect[=[HOST:]PORT]      JavaScriptCore's debugger (Web Inspector) for the run: prints
                                   the URL to open in a browser (127.0.0.1, a free port unless
                                   given; loopback only); no CPU budget while inspecting
      --inspect-brk[=[HOST:]PORT]  the same, and waits for a debugger, stopping before the
                                   entry's first line

    APP MODULES (imports resolve as Metro bundles the app for --platform: tsconfig paths,
    babel module-resolver aliases, .ios/.android/.native files, the react-native field):
    \(AppModuleFlags.help)

    LIMITS:
      --timeout S           CPU seconds each entry into JavaScript may use (default 2)
      --handler-timeout S   seconds a handler's promise may stay unsettled (default 30)
      --wait S              seconds the run keeps firing timers once its work is done
                            (default 30; later ones are cancelled with a warning)
      --max-memory MB       resident memory the run may use (default 1024): over it,
                            the running code is stopped and the run ends
      --fake-time           timers run on a virtual clock that jumps to the next timer
      --until DURATION      run the device's life to this horizon on the virtual clock
                            (7d, 12h, 1d12h): notification schedules fire as they come
      --time-zone ZONE      the device's time zone (IANA name; default the host's)
      --start DATETIME      the device's clock starts here (2026-03-28T08:00, in the
                            device's zone; Z or +01:00 for an instant); implies --fake-time
      --no-mount            do not render the root component the app registers

    PERMISSIONS (nothing beyond the script's own modules unless granted):
      --allow-net[=HOST[:PORT],...]   network access (fetch)
      --allow-read[=PATH,...]         file reads (fetch of file: URLs)
      --allow-env[=VAR,...]           environment variables (process.env)
      -A, --allow-all                 all of the above

    SALESFORCE (or SF_INSTANCE_URL, SF_ACCESS_TOKEN, SF_API_VERSION):
      --sf-instance URL  --sf-token TOKEN  --sf-api-version V  --sf-cache-dir DIR
      The configured instance is reachable without --allow-net.

    EXAMPLES:
      jshost run index.js --push payload.json --tap reply --text "On my way"
      jshost run src/notifications.ts --push fcm.json --platform android --app-state terminated --open
      jshost run www/index.html --push payload.json --explain --render out/
      jshost run index.js --events events.ndjson --fake-time --json

    EXIT STATUS: 0 ok, 1 a script or handler error, 2 a usage or input error.
    """

    static let categories = """
    USAGE: jshost categories SCRIPT [--platform ios|android] [--json] [app module options] [org options]

    Loads SCRIPT and prints every category registered by any surface as the platform
    would register it: action ids and titles, iOS option bits (authenticationRequired 1,
    destructive 2, foreground 4) or Android flags, contexts and text input.
    Invalid definitions are reported naming the category, the action and the rule.
    Salesforce categories come from the org of --sf-instance / --sf-token (or
    SF_INSTANCE_URL / SF_ACCESS_TOKEN), as for run; --sf-api-version and
    --sf-cache-dir as for run too.

    APP MODULES (as for run):
    \(AppModuleFlags.help)

    OPTIONS:
      --max-memory MB       resident memory the run may use (default 1024), as for run
      --allow-net[=…] --allow-read[=…] --allow-env[=…] -A   as for run

    EXAMPLES:
      jshost categories index.js
      jshost categories www/index.html --platform android --json

    EXIT STATUS: 0 ok, 1 a script error, 2 invalid categories or usage.
    """

    static let matrix = """
    USAGE: jshost matrix SCRIPT --push FILE [--tap ACTION] [--format F] [--json] [app module options]

    Delivers the push on iOS and Android in each app state (foreground, background,
    terminated), each case on a fresh simulated device with SCRIPT loaded, and prints one
    table: whether the notification is shown and why (the rule and its source), which
    handlers ran on arrival and with what, and what a tap on the body and on each button
    then does (each tap on a fresh device too). Timers run on a virtual clock.

    OPTIONS:
      --push FILE|-         the payload (any format jshost run reads)
      --format F            the payload's format, when detection should not decide:
    \(HelpLayout.formats)
      --tap ACTION          only this tap: a button's id or title, or default (the body)
      --json                the rows as one JSON array: platform, appState, shown,
                            display, because, arrival {effects}, taps [{action, effects}]
      --timeout S           CPU seconds each entry into JavaScript may use (default 2)
      --max-memory MB       resident memory the whole matrix may use (default 1024), as for run
      --allow-net[=…] --allow-read[=…] --allow-env[=…] -A   as for run

    APP MODULES (as for run, each case resolving for its own platform):
    \(AppModuleFlags.help)

    EXAMPLES:
      jshost matrix index.js --push payload.json
      jshost matrix src/notifications.ts --push fcm.json --tap reply --json

    EXIT STATUS: 0 ok, 1 SCRIPT failed to load (the error is printed under the table),
    2 a usage or input error (a payload that does not decode, a --tap no case can carry out).
    """

    static let check = """
    USAGE: jshost check PAYLOAD [--entry SCRIPT] [--platform P] [--voip] [--format F] [--json] [app module options]

    Lints a payload for what users will see. Errors: over the push service's size limit
    (APNs 4096 bytes, VoIP 5120, FCM 4096 of data and notification, measured as the JSON
    is sent, without whitespace), keys of the wrong type (FCM data values that are not
    strings, aps.badge "3", content-available true, …), JSON that does not decode.
    Warnings: an image without mutable-content on iOS, a data-only message with nothing
    to show, more buttons than a platform shows, a title or body the banner truncates,
    and with --entry a category or channel the entry never registers.

    OPTIONS:
      --entry SCRIPT        the app's entry, loaded on each platform for what it registers
                            (and whether it displays a data message itself)
      --platform P          ios or android (default: both)
      --voip                an APNs VoIP push (5120 bytes)
      --format F            the payload's format, when detection should not decide:
    \(HelpLayout.formats)
      --json                the findings as one JSON array: severity, check, platform,
                            path, message
      --max-memory MB       resident memory loading --entry may use (default 1024), as for run
      --timeout S  --allow-net[=…] --allow-read[=…] --allow-env[=…] -A   as for run

    APP MODULES (with --entry, which loads as run loads it, resolving for each platform):
    \(AppModuleFlags.help)

    An entry that does not load (a module it imports is missing, an error at its top
    level) is reported with its file, line and error, and no finding about what it
    registers is made.

    The same findings (but size and categories, which run reports itself) are warning
    effects in jshost run --push.

    EXAMPLES:
      jshost check payload.json
      jshost check fcm.json --platform android --entry index.js
      jshost check voip.json --voip --format apns --json

    EXIT STATUS: 0 no error (warnings allowed), 1 an error found or the entry did not load,
    2 a usage error.
    """

    static let studio = """
    USAGE: jshost studio [ENTRY] [--port N] [--open] [options]

    Serves a page on 127.0.0.1 and prints its URL: an iOS and an Android phone, each a
    simulated device with ENTRY loaded as jshost run loads it; the project's payload files
    (JSON files whose shape is a payload, under the project root) in an editor that checks
    them as you type (jshost check's findings, at their line); Push; the shown buttons,
    a reply field for text-input actions, Open and Dismiss; dialogs' buttons; every
    effect and console line live. When ENTRY or a module it loaded changes on disk, both
    phones are made anew and ENTRY reloaded; the payloads and the timeline stay.
    ENTRY defaults to package.json's "main", else index.js, else www/index.html.

    The URL carries a random token: requests without it, or naming another Host or
    Origin, are refused (403). Ctrl-C stops the server.

    OPTIONS:
      --port N              the port (default: a free one)
      --open                open the page in the desktop's browser (xdg-open)
      --app-state S         the phones' app state at start: foreground, background (default),
                            terminated (or quit; the page can change it)
      --no-mount            do not render the root component the app registers (as for run)
      --timeout S  --handler-timeout S  --max-memory MB  --allow-net[=…] --allow-read[=…]
      --allow-env[=…] -A  --native record|strict  --map NAME=PATH  --mocks  --no-mocks
      --stub-missing        as for run

    Needs libsoup 3 (Debian's libsoup-3.0-0), loaded only by this command.
    See docs/studio.md.

    EXAMPLES:
      jshost studio
      jshost studio src/notifications.ts --port 8080 --open --app-state foreground

    EXIT STATUS: 0 stopped by Ctrl-C, 2 a usage error or a server that cannot start.
    """

    static let test = """
    USAGE: jshost test [PATH...] [options]

    Finds *.test.js / .mjs / .ts / .tsx / .mts / .cts / .jsx files and Jest's default
    test files (__tests__/**, *.spec.js, …; a Jest config's testMatch instead) under each PATH
    (default: the current directory; node_modules, .build and .git are skipped; the
    TypeScript and JSX ones need esbuild) and runs each file in a fresh JavaScript
    context on a simulated device with a virtual clock. Tests use describe/test/it,
    beforeAll/afterAll/beforeEach/afterEach, expect(...) and simulate.push/tap/open/
    dismiss/appState/advance/effects/expectEffect (globals, or import from 'jshost/test').
    See docs/testing.md.

    OPTIONS:
      --filter TEXT         only tests whose full name ("describe > test") contains TEXT
      --reporter R          spec (default, colour on a terminal), tap or junit
      --output FILE         write the report to FILE (required for junit); stdout keeps
                            the summary line
      --report DIR          also write DIR/index.html: each file and test, pass or fail,
                            its effects as a timeline, each displayed notification drawn
      --shard I/N           run shard I of N: the files at positions I-1, I-1+N, … of the
                            sorted file list, so N machines run every file exactly once
      --jobs N              files run at once (default: the number of cores)
      --test-timeout S      seconds a test or hook may take: CPU time per entry into
                            JavaScript, and virtual time for its promise (default 5)
      --max-memory MB       resident memory the test process may use (no default)
      --platform P          ios (default) or android
      -u, --updateSnapshot  rewrite failing snapshots and remove obsolete ones
      --ci[=false]          write no snapshot: a missing one fails (the default when
                            CI is set in the environment)
      -t, --testNamePattern REGEX
                            only tests whose name ("describe test") matches REGEX
                            (case-insensitive) run; the others are skipped
      --json                Jest's JSON result on stdout (the report on stderr);
                            --outputFile FILE writes it to FILE instead
      --listTests           print the test files' absolute paths and run nothing
      --bail[=N]            start no file once N files (default 1) have failed
      --silent              hide the tests' console output
      --passWithNoTests     exit 0 when no test file is found (else 1; either way the
                            message lists the testMatch or testRegex that decided)
      -c, --config FILE     a Jest configuration (else, as Jest: the nearest jest.config.*
                            or package.json "jest" at or above the current folder):
                            testMatch, setupFiles, moduleNameMapper, …
      -i, --runInBand       --jobs 1 (-w/--maxWorkers N: --jobs N)
      --coverage            statement, branch, function and line coverage of the files
                            the tests load: a table, and coverage/lcov.info (needs acorn:
                            apt-get install node-acorn)
      --collectCoverageFrom GLOB
                            report the files GLOB matches (relative to rootDir; `!`
                            excludes; repeatable), loaded or not
      --coverageDirectory DIR
                            where lcov.info goes (default <rootDir>/coverage)
      --watch               run again when files change (the changed test files, or all
                            when another file changed); Ctrl-C stops it
      --watch-limit N       with --watch: stop after N re-runs
      --inspect[=[HOST:]PORT], --inspect-brk[=[HOST:]PORT]
                            JavaScriptCore's debugger for ONE test file, as `jshost run`'s
                            (docs/debugging.md; needs Debian's libwebkit2gtk-4.1-0);
                            --inspect-brk stops at the test file's first line
      --allow-read[=PATH,...], --allow-net[=HOST[:PORT],...], --allow-env[=VAR,...], -A
                            what tests may reach beyond the project root (the
                            repository's: Jest's rootDir and roots never widen it)

    A PATH that is no file or folder is a path pattern (a regular expression a test
    file's path must match), as in Jest.

    The last line of output is "N passed, N failed" (", N skipped" when any were).

    EXAMPLES:
      jshost test
      jshost test src/ --filter "reply" --platform android
      jshost test --ci --reporter junit --output junit.xml --coverage
      jshost test --shard 1/2

    EXIT STATUS: 0 nothing failed, 1 a test failed or no test file was found, 2 a usage
    error (a bad Jest configuration too).
    """

    static var salesforce: String {
        """
        USAGE: jshost salesforce types [--platform ios|android] [--json] [org options]
               jshost salesforce invoke --notification NID --action KEY [--json] [org options]

        types   GET /services/data/vVER/connect/notifications/types and print the org's
                notification types as the categories an app would register (each action
                group a category, NotificationApiAction buttons as server actions).
        invoke  POST /services/data/vVER/connect/notifications/NID/actions/KEY (API 64.0 or later)
                and print the server's message.

        ORG OPTIONS (or SF_INSTANCE_URL, SF_ACCESS_TOKEN, SF_API_VERSION):
          --sf-instance URL  --sf-token TOKEN  --sf-api-version V (default 64.0)
          --sf-cache-dir DIR   where types are cached for offline runs
                               (default \(NotificationTypesCache.defaultDirectory().path), or JSHOST_CACHE_DIR)

        The token is sent as a bearer token and never printed. 401/403 fail at once,
        429/5xx/timeouts are retried with backoff.

        EXAMPLES:
          jshost salesforce types --sf-instance https://example.my.salesforce.com --sf-token "$SF_ACCESS_TOKEN"
          jshost salesforce invoke --notification 0ML5e0000008OaB --action approve --json
        """
    }

    static let initCommand = """
    USAGE: jshost init [DIR] [--force] [--dry-run]

    Reads the app in DIR (default: the current folder): its kind (Expo, React Native,
    Capacitor, Cordova), the notification libraries its package.json or config.xml names,
    and the source file that imports them. Writes, in DIR/jshost/:
      payload.json              a push in the format those libraries receive
      notifications.test.js     a first test: loads that file, delivers the payload, prints
                                the effects (`jshost test jshost/`; real Jest skips it)
      jshost.d.ts               types of `simulate` and 'jshost/test' for editors
    and prints the commands to try next. Existing files are kept. When the entry imports
    packages neither installed nor simulated, adds {"jshost": {"stub": [...]}} to
    package.json (in place; printed instead for a link or an existing "jshost" key).

    OPTIONS:
      --force               rewrite files that exist (never through a link)
      --dry-run             say what would be written, write nothing

    EXAMPLES:
      cd my-expo-app && jshost init
      jshost init ../my-capacitor-app --dry-run

    EXIT STATUS: 0 ok, 2 a usage error (no package.json or config.xml in DIR).
    """

    static func command(_ name: String) -> String? {
        switch name {
        case "init": return initCommand
        case "salesforce": return salesforce
        case "run": return run
        case "categories": return categories
        case "matrix": return matrix
        case "check": return check
        case "studio": return studio
        case "test": return test
        case "mcp": return MCPCommand.help
        default: return nil
        }
    }
}
