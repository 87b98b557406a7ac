import Foundation
import Testing

/// Every command on a hostile project under `strace -f -e trace=openat,open,creat,rename,symlink`
/// opens nothing outside the project, the folders it was given and the system's read-only
/// paths (Tests/Security/strace_gate.py lists them; docs/permissions.md, "Files a project names").
@Suite struct ProjectGateStraceTests {
    /// strace is installed and may trace here (a container can forbid ptrace).
    static let straceWorks: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
        process.arguments = ["-f", "-qq", "-o", "/dev/null", "/bin/true"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    @Test(.enabled(if: straceWorks)) func noCommandOpensAFileOutsideTheProject() throws {
        let result = try JSHost.script("Tests/Security/strace_gate.py", timeout: 1200)
        let text = result.stdout + result.stderr
        #expect(result.status == 0, "\(text)")
        for command in ["run ", "run --render", "categories", "matrix", "check", "test ", "test --report", "test --coverage", "test preset", "studio"] {
            #expect(text.contains(command), "\(command) was not traced: \(text)")
        }
        #expect(!text.contains("OUTSIDE"), "\(text)")
    }
}
