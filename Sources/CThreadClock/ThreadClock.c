// JavaScriptCore's watchdog (the execution time limit, SPEC §4.6) reads the
// thread's CPU clock on every entry into JavaScript. Linux has no vDSO path for
// CLOCK_THREAD_CPUTIME_ID, so each read is a system call that takes the run
// queue's lock: 370–600 ns here, a seventh of a push + tap pair on the dispatch bar.
//
// This definition of clock_gettime, exported from the jshost executable, takes
// the place of libc's for every caller in the process (JavaScriptCore included).
// Only threads that opted in (jshost_thread_clock_opt_in: the threads that run a
// JavaScript runtime) get the cache; every other thread, and every other clock,
// goes straight to libc. On an opted-in thread, its CPU time is read from the kernel
// again once the coarse monotonic clock (a vDSO read of a few nanoseconds, which
// moves once a kernel tick) shows JSHOST_THREAD_CLOCK_REFRESH_NS gone by, and is
// answered from a per-thread cache in between. It may so lag by less than 1 ms or
// one tick, whichever is longer (4 ms here): a budget of L seconds of CPU ends
// that close to L.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include "CThreadClock.h"

typedef int (*clock_function)(clockid_t, struct timespec *);

static clock_function libc_clock_gettime(void) {
    // Racing first calls look up and store the same pointer (atomically, relaxed).
    static clock_function real;
    clock_function found = __atomic_load_n(&real, __ATOMIC_RELAXED);
    if (!found) {
        found = (clock_function)dlsym(RTLD_NEXT, "clock_gettime");
        if (!found) abort();
        __atomic_store_n(&real, found, __ATOMIC_RELAXED);
    }
    return found;
}

static __thread int opted_in;            // set by jshost_thread_clock_opt_in
static __thread long long cached_at;      // wall time of the last kernel read, ns (0: none yet)
static __thread long long cached_cpu;     // this thread's CPU time then, ns
static __thread long long kernel_reads;

static long long nanoseconds(struct timespec t) { return t.tv_sec * 1000000000LL + t.tv_nsec; }

void jshost_thread_clock_opt_in(void) { opted_in = 1; }

long long jshost_thread_clock_kernel_reads(void) { return kernel_reads; }

long long jshost_thread_cpu_time_from_kernel(void) {
    struct timespec cpu = {0, 0};
    syscall(SYS_clock_gettime, CLOCK_THREAD_CPUTIME_ID, &cpu);
    return nanoseconds(cpu);
}

int clock_gettime(clockid_t clock, struct timespec *time) {
    clock_function real = libc_clock_gettime();
    if (clock != CLOCK_THREAD_CPUTIME_ID || !opted_in) return real(clock, time);
    struct timespec wall;
    if (real(CLOCK_MONOTONIC_COARSE, &wall) != 0) return real(clock, time);
    long long now = nanoseconds(wall);
    if (cached_at == 0 || now - cached_at >= JSHOST_THREAD_CLOCK_REFRESH_NS) {
        struct timespec cpu;
        int status = real(clock, &cpu);
        if (status != 0) return status;
        kernel_reads += 1;
        cached_at = now;
        cached_cpu = nanoseconds(cpu);
    }
    time->tv_sec = cached_cpu / 1000000000LL;
    time->tv_nsec = cached_cpu % 1000000000LL;
    return 0;
}
