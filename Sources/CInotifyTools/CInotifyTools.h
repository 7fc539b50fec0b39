// The C declarations the Watcher module needs and Swift's Glibc module does not export.
//
// <sys/inotify.h> comes first: <inotifytools/inotifytools.h> only forward-declares
// `struct inotify_event`, and the IN_* masks are defined by the kernel header. (The
// package's own <inotifytools/inotify.h> copy is deliberately not used: it could disagree
// with the C library's.)
#include <sys/inotify.h>
#include <inotifytools/inotifytools.h>

// The watcher thread is woken (to stop) through an eventfd, polled beside inotify.
#include <sys/eventfd.h>

// The watcher waits for its batch's deadline with ppoll, to the nanosecond; Swift's Glibc
// module does not export it (a GNU extension).
#include <poll.h>
#include <signal.h>
#include <time.h>

static inline int workbench_ppoll(struct pollfd *descriptors, nfds_t count, const struct timespec *timeout) {
    return ppoll(descriptors, count, timeout, (const sigset_t *)0);
}
