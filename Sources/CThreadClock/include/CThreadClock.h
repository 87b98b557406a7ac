// The thread CPU clock JavaScriptCore's watchdog reads, served cheaply (see ThreadClock.c).
#ifndef JSHOST_CTHREADCLOCK_H
#define JSHOST_CTHREADCLOCK_H

/// How stale, in nanoseconds of wall time, the CPU time that
/// `clock_gettime(CLOCK_THREAD_CPUTIME_ID)` answers from its cache may be, at
/// least (staleness is measured on CLOCK_MONOTONIC_COARSE, which moves once a
/// kernel tick: the bound is this or one tick, whichever is longer).
#define JSHOST_THREAD_CLOCK_REFRESH_NS 1000000LL

/// Serves the calling thread's `clock_gettime(CLOCK_THREAD_CPUTIME_ID)` from the
/// cache from now on (for the thread's life). Other threads read the kernel's
/// clock each time, as with libc's. jshost opts in the threads that run
/// JavaScript (`Runtime.prepareThread`, set in Sources/jshost/main.swift).
void jshost_thread_clock_opt_in(void);

/// How many times the calling thread's `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`
/// calls went to the kernel through the cache (answers from the cache, and
/// calls on threads that did not opt in, do not count).
long long jshost_thread_clock_kernel_reads(void);

/// The calling thread's CPU time in nanoseconds, straight from the kernel
/// (what the cache is checked against).
long long jshost_thread_cpu_time_from_kernel(void);

#endif
