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
    private static func clock(_ id: clockid_t) -> Int64 {
        var time = timespec()
        clock_gettime(id, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    @Test func threadCPUTimeComesFromTheKernelAboutOnceARefreshAndNeverLagsMore() {
        // Swift Testing's worker threads are reused: opting in stays for the thread's life.
        jshost_thread_clock_opt_in()
        // The refresh interval, or the coarse clock's tick when that is longer.
        var tick = timespec()
        clock_getres(CLOCK_MONOTONIC_COARSE, &tick)
        let refresh = max(Int64(JSHOST_THREAD_CLOCK_REFRESH_NS), Int64(tick.tv_sec) * 1_000_000_000 + Int64(tick.tv_nsec))
        let readsBefore = jshost_thread_clock_kernel_reads()
        let start = Self.clock(CLOCK_MONOTONIC)
        var calls = 0, previous: Int64 = 0, worstLag: Int64 = 0, wentBack = false
        // 30 ms of busy CPU on this thread, reading the clock all the while.
        while Self.clock(CLOCK_MONOTONIC) - start < 30_000_000 {
            let cached = Self.clock(CLOCK_THREAD_CPUTIME_ID)
            let kernel = jshost_thread_cpu_time_from_kernel()
            worstLag = max(worstLag, kernel - cached)
            if cached < previous { wentBack = true }
            previous = cached
            calls += 1
        }
        let reads = jshost_thread_clock_kernel_reads() - readsBefore
        #expect(calls > 1_000)
        // One kernel read per refresh interval of wall time, not one per call.
        #expect(reads >= 30_000_000 / refresh / 2 && reads <= 30_000_000 / refresh * 2 + 2, "\(reads) kernel reads in 30 ms")
        // A thread's CPU time grows no faster than wall time, so what the cache
        // answers trails the kernel by less than the refresh interval.
        #expect(worstLag >= 0 && worstLag < refresh + refresh / 5, "lagged \(worstLag) ns")
        #expect(!wentBack)
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
                let answered = Self.clock(CLOCK_THREAD_CPUTIME_ID)
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
