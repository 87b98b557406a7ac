import Foundation
import JSCore
import AppSessions

/// `jshost test --inspect[-brk] FILE` (docs/debugging.md): the inspector session on the one
/// test file's context. The context is named after the file (`cart.test.ts — jest, ios`);
/// with `--inspect-brk` the run waits for a debugger and stops at the test file's first line
/// (its setup files and test environment have not run yet; they do not stop).
package final class InspectorTestDebugger: TestDebugger, @unchecked Sendable {
    package let session: InspectorSession
    let breakFirst: Bool
    let platform: String
    /// Called once the debugger is waited for (`--inspect-brk`), to say so.
    let waiting: () -> Void

    package init(session: InspectorSession, breakFirst: Bool, platform: String, waiting: @escaping () -> Void = {}) {
        self.session = session
        self.breakFirst = breakFirst
        self.platform = platform
        self.waiting = waiting
    }

    package func attach(to context: JSContext, file: TestFile) {
        let name = "\((file.path as NSString).lastPathComponent) — jest, \(platform)"
        context.setName(name)
        session.prefer(contextNamed: name)
        guard breakFirst else { return }
        waiting()
        session.waitForDebuggerAndBreak(entryURL: file.absolutePath)
    }

    package func console(level: String, text: String) {
        session.console(level: level, text: text)
    }
}
