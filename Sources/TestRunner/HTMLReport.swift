import Foundation
import JSONSyntax
import HostRuntime
import NotificationRendering
import Notifications

/// `jshost test --report DIR`: one self-contained page, DIR/index.html — each test file and
/// test, passed or failed with the failure, its effects as a timeline, each displayed
/// notification drawn where it was displayed (every view of its platform, light and dark), and
/// what the user did next (the `response` effects that follow). Needs
/// `TestRunOptions.keepsEffects` (docs/rendering.md).
package final class HTMLReportReporter: TestReporter {
    package let directory: String
    private var files: [TestFileResult] = []
    private let renderer = NotificationRenderer()
    private var apps: [String: AppIdentity] = [:]
    /// Applied to the page before it is written (`jshost test` redacts the secrets it knows).
    package var redact: (String) -> String = { $0 }
    /// Set when the page could not be written.
    package private(set) var problem: String?

    /// What `--allow-read` grants: the app's icon is read through the project's gate.
    private let permissions: Permissions

    package init(directory: String, permissions: Permissions = Permissions()) {
        self.directory = directory
        self.permissions = permissions
    }

    package func start(files: [TestFile]) {}

    package func report(_ file: TestFileResult) { files.append(file) }

    package func finish(_ summary: TestRunSummary) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try ProjectFiles.write(redact(page(summary)), to: path)
        } catch {
            problem = "cannot write the report \(path): \(error)"
        }
    }

    /// DIR/index.html.
    package var path: String { (directory as NSString).appendingPathComponent("index.html") }

    /// The whole page.
    func page(_ summary: TestRunSummary) -> String {
        var html = "<h1>jshost test report</h1>\n<p class=\"summary\"><span class=\"passed\">\(summary.passed) passed</span>, "
            + "<span class=\"failed\">\(summary.failed) failed</span>, \(summary.skipped) skipped, \(summary.files) files</p>\n"
        for file in files { html += section(file) }
        return NotificationRenderer.page(title: "jshost test report", css: NotificationRenderer.css + "\n" + EmbeddedJS.reportCss, content: html)
    }

    private func section(_ file: TestFileResult) -> String {
        let e = NotificationRenderer.escape
        var html = "<section class=\"test-file\"><h2>\(e(file.path))</h2>\n"
        for error in file.errors {
            html += "<div class=\"failure\">\(e(error.message))</div>\n"
        }
        let app = identity(for: file)
        for test in file.tests {
            let status = test.isTodo ? "todo" : test.status.rawValue
            html += "<details class=\"test-case\"\(test.status == .failed ? " open" : "")><summary><span class=\"status \(status)\">\(status)</span> "
                + "\(e(test.fullName))</summary>\n"
            if let failure = test.failure {
                html += "<div class=\"failure\">\(e(failure.message))\(failure.location.map { "\n\n at " + e($0) } ?? "")</div>\n"
            }
            if !test.effects.isEmpty {
                html += "<ol class=\"timeline\">\n"
                for effect in test.effects { html += timelineEntry(effect, app: app) }
                html += "</ol>\n"
            }
            html += "</details>\n"
        }
        return html + "</section>\n"
    }

    private func timelineEntry(_ effect: Effect, app: AppIdentity) -> String {
        let e = NotificationRenderer.escape
        var fields = effect.jsonValue.objectValue ?? JSONObject()
        fields.members.removeAll { ["seq", "t", "kind"].contains($0.key) }
        var html = "<li><span class=\"t\">\(String(format: "%.0f ms", effect.t))</span> "
            + "<span class=\"kind kind-\(effect.kindName)\">\(effect.kindName)</span> \(e(JSONValue.object(fields).jsonString))"
        if let n = DisplayedNotification(effect: effect, app: app), let drawn = try? renderer.fragment(n) {
            html += "<div class=\"drawn\">\(drawn)</div>"
        }
        return html + "</li>\n"
    }

    /// The app a test file's project names, found once per folder.
    private func identity(for file: TestFileResult) -> AppIdentity {
        let folder = ((file.absolutePath ?? file.path) as NSString).deletingLastPathComponent
        if let known = apps[folder] { return known }
        let found = AppIdentity.find(from: folder.isEmpty ? "." : folder,
                                     files: permissions.projectFiles(entry: file.absolutePath ?? file.path))
        apps[folder] = found
        return found
    }
}
