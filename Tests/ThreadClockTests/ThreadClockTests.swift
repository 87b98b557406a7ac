// The cache is Linux-only (Package.swift links CThreadClock only there).
#if os(Linux)
import CThreadClock
import Foundation
import Glibc
import Locking
import Testing

/// The cached `CLOCK_THREAD_CPUTIME_ID` that JavaScriptCore's watchdog reads
/// (Sources/CThreadClock): linked into this test binary, it answers the
/// `clock_gettime` calls made here as it answers the engine's in `jshost`.
@Suite struct ThreadClockTests {
    private func clock(_ id: clockid_t) -> Int64 {
        var time = timespec()
        clock_gettime(id, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Load-proof: nothing here depends on how long the machine lets this thread run.
    /// The cache must read the kernel once each time the coarse clock it watches moves on
    /// (not once a call, not never), and what it answers may trail the kernel only by the
    /// CPU time since its last read, which is at most the wall time since then.
    @Test func threadCPUTimeComesFromTheKernelAboutOnceARefreshAndNeverLagsMore() {
        // Swift Testing's worker threads are reused: opting in stays for the thread's life.
        jshost_thread_clock_opt_in()
        var resolution = timespec()
        clock_getres(CLOCK_MONOTONIC_COARSE, &resolution)
        let tick = Int64(resolution.tv_sec) * 1_000_000_000 + Int64(resolution.tv_nsec)
        let readsBefore = jshost_thread_clock_kernel_reads()
        var calls = 0, previous: Int64 = 0, wentBack = false
        var coarseMoves = 0, lastCoarse = clock(CLOCK_MONOTONIC_COARSE)
        var refreshedAt = clock(CLOCK_MONOTONIC), reads = readsBefore
        var worstLag: Int64 = 0, lagBeyondWall: Int64? = nil
        // Busy on this thread until the coarse clock has moved on 25 times.
        while coarseMoves < 25 {
            let before = clock(CLOCK_MONOTONIC)
            let cached = clock(CLOCK_THREAD_CPUTIME_ID)
            let kernel = jshost_thread_cpu_time_from_kernel()
            let after = clock(CLOCK_MONOTONIC)
            let now = jshost_thread_clock_kernel_reads()
            if now != reads { refreshedAt = before; reads = now }
            let lag = kernel - cached
            worstLag = max(worstLag, lag)
            // CPU time since the cache's read ≤ wall time since then (a tenth of a tick of slack
            // for the two clocks' own granularity).
            if lag < 0 || lag > after - refreshedAt + tick / 10 { lagBeyondWall = lagBeyondWall ?? lag }
            if cached < previous { wentBack = true }
            previous = cached
            calls += 1
            let coarse = clock(CLOCK_MONOTONIC_COARSE)
            if coarse != lastCoarse { coarseMoves += 1; lastCoarse = coarse }
        }
        let kernelReads = jshost_thread_clock_kernel_reads() - readsBefore
        #expect(calls > 1_000)
        // Each move of the coarse clock is a refresh interval gone by (when its tick is at
        // least the interval): about one read each — at most one, give or take the moves that
        // fell between its read of the clock and ours, and not far fewer.
        #expect(kernelReads <= Int64(coarseMoves) + 2, "\(kernelReads) kernel reads for \(coarseMoves) moves of the coarse clock")
        let expected = tick >= Int64(JSHOST_THREAD_CLOCK_REFRESH_NS) ? Int64(coarseMoves - 1) / 2 : 1
        #expect(kernelReads >= expected, "\(kernelReads) kernel reads for \(coarseMoves) moves of the coarse clock")
        #expect(lagBeyondWall == nil, "the cache trailed the kernel by \(lagBeyondWall ?? 0) ns, more than the time since its last read")
        #expect(worstLag >= 0)
        #expect(!wentBack)
    }
    private static func kernelClock(_ id: clockid_t) -> Int64 {
        var time = timespec()
        clock_gettime(id, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// A thread that did not opt in (any thread but those that run JavaScript) reads
    /// the kernel's clock on every call: what it gets lies between two kernel reads
    /// around the call, which a cached answer (up to 1 ms old) would not.
    @Test func threadsThatDidNotOptInReadTheKernel() {
        let figures = Locked<(calls: Int, stale: Int, reads: Int64)?>(nil)
        Thread {
            // A count of calls, not a span of wall time: enough CPU time passes in
            // 5,000 rounds (three clock reads each) for a cached answer to fall behind.
            var calls = 0, stale = 0
            for _ in 0..<5_000 {
                let before = jshost_thread_cpu_time_from_kernel()
                let answered = Self.kernelClock(CLOCK_THREAD_CPUTIME_ID)
                let after = jshost_thread_cpu_time_from_kernel()
                if answered < before || answered > after { stale += 1 }
                calls += 1
            }
            let reads = jshost_thread_clock_kernel_reads()
            figures.withLock { $0 = (calls, stale, reads) }
        }.start()
        let (calls, stale, reads) = figures.wait { $0 }
        #expect(calls == 5_000)
        #expect(stale == 0, "\(stale) of \(calls) answers were not the kernel's")
        #expect(reads == 0)
    }
}
#endif
