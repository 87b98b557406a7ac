import Foundation
import Testing

/// Dialogs whose buttons can be pressed (docs/surfaces.md "Dialogs"): each API's callback gets
/// what the real one passes (cordova-plugin-dialogs www/notification.js, React Native's Alert,
/// worklight.js simpledialog.js), pressed with `--press`, `{"press": …}` events or `simulate.press`.
@Suite struct DialogTests {
    func logs(_ result: JSHostResult) -> [String] { result.effects("log").compactMap { $0["message"] as? String } }

    // Written as cordova-plugin-dialogs' own documentation writes it.
    static let cordovaApp = """
    document.addEventListener('deviceready', function () {
        function onConfirm(buttonIndex) { console.log('You selected button ' + buttonIndex); }
        navigator.notification.confirm('You are the winner!', onConfirm, 'Game Over', ['Restart', 'Exit']);
        function onPrompt(results) { console.log('You selected button number ' + results.buttonIndex + ' and entered ' + results.input1); }
        navigator.notification.prompt('Please enter your name', onPrompt, 'Registration', ['Ok', 'Exit'], 'Jane Doe');
        navigator.notification.alert('You are the winner!', function () { console.log('alert dismissed'); }, 'Game Over', 'Done');
        navigator.notification.beep(2);
    }, false);
    """

    @Test func cordovaDialogsGetTheButtonsOneBasedIndex() throws {
        let f = try TemporaryFolder(["index.js": Self.cordovaApp])
        let result = try JSHost.run(["run", "index.js", "--press", "Exit", "--press", "Ok", "--press", "Done", "--json"], in: f.url)
        #expect(result.status == 0, "\(result.stderr)")
        let alerts = result.effects("alert")
        #expect(alerts.map { $0["title"] as? String } == ["Game Over", "Registration", "Game Over"])
        #expect(alerts.first?["buttons"] as? [String] == ["Restart", "Exit"])
        #expect(logs(result) == ["You selected button 2", "You selected button number 1 and entered Jane Doe", "alert dismissed"])
    }

    @Test func defaultsAreThePluginsOwn() throws {
        let f = try TemporaryFolder(["index.js": """
        document.addEventListener('deviceready', function () {
            navigator.notification.confirm('Sure?', function (i) { console.log('index ' + i); });
            navigator.notification.alert('Saved');
        });
        """])
        let result = try JSHost.run(["run", "index.js", "--press", "Cancel", "--json"], in: f.url)
        let alerts = result.effects("alert")
        #expect(alerts.first?["title"] as? String == "Confirm")
        #expect(alerts.first?["buttons"] as? [String] == ["OK", "Cancel"])
        #expect(alerts.last?["title"] as? String == "Alert")
        #expect(alerts.last?["buttons"] as? [String] == ["OK"])
        #expect(logs(result) == ["index 2"])
    }

    @Test func aPressNoDialogUsedIsAnInputError() throws {
        let f = try TemporaryFolder(["index.js": Self.cordovaApp])
        let result = try JSHost.run(["run", "index.js", "--press", "Later", "--json"], in: f.url)
        #expect(result.status == 2)
        let errors = result.effects("error").compactMap { $0["message"] as? String }
        #expect(errors.contains { $0.contains("--press Later") }, "\(errors)")
        #expect(logs(result).isEmpty, "an unanswered dialog runs no callback")
    }

    @Test func pressEventsAnswerOpenDialogsInOrder() throws {
        let f = try TemporaryFolder(["index.js": Self.cordovaApp, "events.ndjson": "{\"press\": \"Restart\"}\n{\"press\": \"Nope\"}\n"])
        let result = try JSHost.run(["run", "index.js", "--events", "events.ndjson", "--json"], in: f.url)
        #expect(logs(result) == ["You selected button 1"])
        let errors = result.effects("error").compactMap { $0["message"] as? String }
        #expect(errors.contains { $0.contains("no open dialog has a button \"Nope\"") && $0.contains("Registration") }, "\(errors)")
    }

    @Test func windowConfirmIsAnsweredByAQueuedPressElseCancelled() throws {
        let f = try TemporaryFolder(["page.js": """
        document.addEventListener('deviceready', function () {
            console.log('first ' + confirm('Leave?'));
            console.log('second ' + confirm('Really?'));
            console.log('name ' + prompt('Name?', 'Ann'));
        });
        """])
        let result = try JSHost.run(["run", "page.js", "--press", "OK", "--json"], in: f.url)
        #expect(logs(result) == ["first true", "second false", "name null"])
        #expect(result.effects("alert").first?["buttons"] as? [String] == ["Cancel", "OK"])
    }

    @Test func reactNativeAlertRunsThePressedButtonsOnPress() throws {
        let f = try TemporaryFolder(["App.js": """
        import { Alert } from 'react-native';
        Alert.alert('Delete draft', 'This cannot be undone.', [
          { text: 'Cancel', style: 'cancel', onPress: () => console.log('kept') },
          { text: 'Delete', style: 'destructive', onPress: () => console.log('deleted') },
        ]);
        """])
        let result = try JSHost.run(["run", "App.js", "--press", "Delete", "--json"], in: f.url)
        #expect(result.effects("alert").first?["buttons"] as? [String] == ["Cancel", "Delete"])
        #expect(logs(result) == ["deleted"])
    }

    @Test func simulatePressInATestFile() throws {
        let f = try TemporaryFolder(["dialog.test.js": """
        test('the Restart button restarts', async () => {
          let chosen = null;
          navigator.notification.confirm('You are the winner!', (i) => { chosen = i; }, 'Game Over', ['Restart', 'Exit']);
          simulate.expectEffect({ kind: 'alert', title: 'Game Over', buttons: ['Restart', 'Exit'] });
          await simulate.press('Restart');
          expect(chosen).toBe(1);
        });
        test('a button no dialog has throws', () => {
          expect(() => simulate.press('Maybe')).toThrow('no dialog');
        });
        """])
        let result = try JSHost.run(["test", "--reporter", "tap"], in: f.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("2 passed, 0 failed"), "\(result.stdout)")
    }
}
