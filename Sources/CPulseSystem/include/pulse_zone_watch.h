// inotify for the time-zone watch: Glibc's Swift overlay does not import <sys/inotify.h>.
#ifndef PULSE_ZONE_WATCH_H
#define PULSE_ZONE_WATCH_H
#include <sys/inotify.h>
#include <stdint.h>

/// A non-blocking, close-on-exec inotify descriptor, or -1.
static inline int pulse_inotify_create(void) { return inotify_init1(IN_NONBLOCK | IN_CLOEXEC); }

/// What replaces or removes an entry of a directory (a new link, a rename over it, an
/// unlink), a change of an entry's mode (seen even while the file itself could not be
/// watched, being unreadable), and the directory itself going (removed or moved away),
/// after which it is watched afresh by its name. Writes are the file's own watch's: it is
/// taken before the file is read, so no write falls between the two.
static const uint32_t pulse_watch_directory_mask = IN_CREATE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE |
    IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR;
/// The watched directory itself was removed or moved away.
static const uint32_t pulse_watch_gone = IN_DELETE_SELF | IN_MOVE_SELF;
/// What changes a file in place, or ends it (followed through a symbolic link).
static const uint32_t pulse_watch_file_mask =
    IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF;
/// The watch is gone (its file was removed, or it was taken off).
static const uint32_t pulse_watch_ignored = IN_IGNORED;
/// The event queue overflowed: something may have been missed.
static const uint32_t pulse_watch_overflow = IN_Q_OVERFLOW;

static inline int pulse_inotify_watch(int fd, const char *path, uint32_t mask) {
    return inotify_add_watch(fd, path, mask);
}

static inline int pulse_inotify_unwatch(int fd, int wd) { return inotify_rm_watch(fd, wd); }
#endif
