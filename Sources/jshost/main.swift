import Foundation
import JSHostKit
#if canImport(CThreadClock)
import CThreadClock
#endif

#if canImport(CThreadClock)
// The engine's per-entry thread-CPU-clock read is served from a cache on the
// threads that run JavaScript only (Sources/CThreadClock); every other thread
// reads the kernel's clock as with libc's.
Runtime.prepareThread = { jshost_thread_clock_opt_in() }
#endif

// The jshost executable only parses arguments and prints; the work is in the JSHostKit library.
let status = CommandLineTool.main(Array(CommandLine.arguments.dropFirst()))
Terminal.flush()
exit(status)
