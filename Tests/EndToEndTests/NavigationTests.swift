import Foundation
import Testing

/// `@react-navigation/native` and its navigators, built in when an app does not have them
/// installed (docs/surfaces.md, "Navigation"): the apps under Tests/Fixtures/app-life/nav-*
/// navigate from a notification tap, and each timeline was written from React Navigation's
/// and React Native Firebase's sources (Tests/Fixtures/app-life/README.md).
@Suite struct NavigationTests: AppLifeFixtures {

    /// The tap listeners are added once the container is ready (onReady); from quit the
    /// launching message reaches getInitialNotification, and navigating the ready ref shows
    /// the order screen on top of Home.
    @Test func onReadyGatesTheTapListenersAndTheRefNavigates() throws {
        let quit = try run("nav-app", ["index.js", "--push", "payload.json", "--open", "--platform", "android", "--app-state", "quit"])
        #expect(quit.stderr == "")
        #expect(timeline(quit) == (try expected("nav-app", "expected-quit.txt")))
        let background = try run("nav-app", ["index.js", "--push", "payload.json", "--open", "--platform", "android"])
        #expect(background.stderr == "")
        #expect(timeline(background) == (try expected("nav-app", "expected-background.txt")))
        let json = try run("nav-app", ["index.js", "--push", "payload.json", "--open", "--platform", "android", "--json"])
        #expect(json.stdout.contains(#""kind":"native","notification":"n1","module":"navigation","method":"navigate","args":["Orders",{"id":7}]"#), "\(json.stdout)")
    }

    /// linking.getInitialURL answers the launching notification's link, which becomes the
    /// initial state (the order screen alone: nothing to go back to); from the background,
    /// linking.subscribe's onNotificationOpenedApp hands the link to React Navigation, which
    /// navigates.
    @Test func linkingTakesTheNotificationsLinkAtLaunchAndThroughSubscribe() throws {
        let quit = try run("nav-linking-app", ["index.js", "--push", "payload.json", "--open", "--platform", "android", "--app-state", "terminated"])
        #expect(quit.stderr == "")
        #expect(timeline(quit) == (try expected("nav-linking-app", "expected-quit.txt")))
        let background = try run("nav-linking-app", ["index.js", "--push", "payload.json", "--open", "--platform", "android"])
        #expect(background.stderr == "")
        #expect(timeline(background) == (try expected("nav-linking-app", "expected-background.txt")))
    }

    /// The ref before the container is ready, nested tab and stack navigators, initialParams,
    /// focus, goBack, and a screen no navigator has.
    @Test func refTabsStacksAndUnhandledActions() throws {
        let result = try run("nav-behaviours", ["index.js", "--app-state", "foreground"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = timeline(result).split(separator: "\n").map(String.init)
        // console.error goes to stderr.
        #expect(result.stderr.hasPrefix("The 'navigation' object hasn't been initialized yet."), "\(result.stderr)")
        #expect(Array(lines.prefix(5)) == ["ready before mount false", "native AppRegistry.runApplication(\"T\")", "mounted Feed null", "Feed focused", "ready true Feed"])
        #expect(lines.contains("now on Inbox {\"filter\":\"unread\"}"))
        #expect(lines.contains("mounted Inbox {\"filter\":\"unread\"}"))
        #expect(lines.contains("mounted Order {\"id\":3}"))
        #expect(lines.contains("back true"))
        #expect(lines.contains("unmounted Order"))
        #expect(lines.contains("now on Feed"))
        #expect(!lines.contains("unmounted Feed"))
        #expect(lines.contains("native navigation.navigate(\"Nowhere\")"))
        #expect(result.stderr.contains("The action 'NAVIGATE' with payload {\"name\":\"Nowhere\"} was not handled by any navigator."), "\(result.stderr)")
    }

    /// `jshost test` gets the built-in navigation too: a cold-start navigation pinned as a
    /// test with simulate.launch (nav-app/launch.test.js).
    @Test func aColdStartNavigationIsPinnedAsATest() throws {
        let r = try JSHost.run(["test", "launch.test.js"], in: Self.apps.appendingPathComponent("nav-app"))
        #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
        #expect(r.stdout.contains("1 passed, 0 failed"), "\(r.stdout)")
    }

    /// An app that has the package installed gets its own copy, not the built-in.
    @Test func anInstalledPackageIsLoadedAsItIs() throws {
        let folder = try TemporaryFolder([
            "package.json": #"{"name": "t", "main": "index.js"}"#,
            "node_modules/@react-navigation/native/package.json": #"{"name": "@react-navigation/native", "version": "7.1.0", "main": "index.js"}"#,
            "node_modules/@react-navigation/native/index.js": "exports.NavigationContainer = 'the installed copy';\n",
            "index.js": "import { NavigationContainer } from '@react-navigation/native';\nconsole.log(String(NavigationContainer));\n",
        ])
        let result = try JSHost.run(["run", folder.path("index.js")])
        #expect(result.stdout == "the installed copy\n", "\(result.stderr)")
    }

    /// A navigator outside a NavigationContainer fails as React Navigation's does.
    @Test func aNavigatorOutsideTheContainerSaysSo() throws {
        let folder = try TemporaryFolder([
            "package.json": #"{"name": "t", "main": "index.js"}"#,
            "index.js": """
            import React from 'react';
            import { AppRegistry } from 'react-native';
            import { createNativeStackNavigator } from '@react-navigation/native-stack';
            const Stack = createNativeStackNavigator();
            const Home = () => null;
            AppRegistry.registerComponent('T', () => () => <Stack.Navigator><Stack.Screen name="Home" component={Home} /></Stack.Navigator>);
            """,
        ])
        let result = try JSHost.run(["run", folder.path("index.js")])
        #expect((result.stdout + result.stderr).contains("Couldn't register the navigator. Have you wrapped your app with 'NavigationContainer'?"),
                "\(result.stdout)\(result.stderr)")
    }
}
