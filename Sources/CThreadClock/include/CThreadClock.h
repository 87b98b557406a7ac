// The thread CPU clock JavaScriptCore's watchdog reads, served cheaply (see ThreadClock.c).
#ifndef JSHOST_CTHREADCLOCK_H
#define JSHOST_CTHREADCLOCK_H

/// How stale, in nanoseconds of wall time, the CPU time that
/// `clock_gettime(CLOCK_THREAD_CPUTIME_ID)` answers from its cache may be, at
/// least (staleness is measured on CLOCK_MONOTONIC_COARSE, which moves once a
/// kernel tick: the bound is this or one tick, whichever is longer).
#define JSHOST_THREAD_CLOCK_REFRESH_NS 1000000LL

/// How many times the calling thread's `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`
/// calls went to the kernel (answers from the cache do not count).
long long jshost_thread_clock_kernel_reads(void);

/// The calling thread's CPU time in nanoseconds, straight from the kernel
/// (what the cache is checked against).
long long jshost_thread_cpu_time_from_kernel(void);

#endif
