import JSCore

/// `jshost test --inspect[-brk]` (docs/debugging.md): a debugger on one test file's run.
///
/// WebKit's inspector serves the thread that initialised it (the JavaScript thread, WTF's
/// main thread), so with a debugger the runner runs its one file on the calling thread —
/// the one that made the debugger — instead of on worker threads.
package protocol TestDebugger: AnyObject, Sendable {
    /// The file's context is made, before any code of the file, its setup files or its test
    /// environment runs: the debugger names it and, for `--inspect-brk`, waits to attach.
    func attach(to context: JSContext, file: TestFile)
    /// One line of the file's console output (jshost's console prints through the host).
    func console(level: String, text: String)
}
