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
