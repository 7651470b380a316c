// LD_PRELOAD shim for `npm run durability:fsync` (scripts/durability/fsync-check.mjs).
//
// Interposes the libc calls through which data reaches the disk — fsync, fdatasync,
// sync_file_range, msync, syncfs — and the writes that put data in the page cache — write, pwrite,
// pwrite64, writev, pwritev — and, for every call on a file under FSYNC_SHIM_MATCH (the database's
// directory), appends one line to FSYNC_SHIM_LOG:
//
//   <CLOCK_MONOTONIC ns at start> <ns at end> <call> <result> <path>
//
// CLOCK_MONOTONIC is the clock behind Node's process.hrtime, so the check script can place each
// line between the moment it sent a request and the moment it read the answer. better-sqlite3
// links SQLite into its addon, which calls these functions through the dynamic linker (SQLite's
// VFS takes their addresses at load time), and Node's own fs.fsync/fdatasync reach libc through
// libuv: both are interposed.
//
// FSYNC_SHIM_DROP=1 turns fsync/fdatasync/sync_file_range/msync/syncfs into no-ops that log
// nothing: the checker's own negative control (a sync that never happens must be reported).
//
// Built at run time: cc -shared -fPIC -O2 -o fsync-shim.so fsync-shim.c -ldl
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

static int log_fd = -1;
static const char *match_prefix = NULL;
static size_t match_len = 0;
static int drop_syncs = 0;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static __thread int in_shim = 0; // our own write() to the log must not be logged

static ssize_t (*real_write)(int, const void *, size_t);
static ssize_t (*real_pwrite)(int, const void *, size_t, off_t);
static ssize_t (*real_pwrite64)(int, const void *, size_t, off64_t);
static ssize_t (*real_writev)(int, const struct iovec *, int);
static ssize_t (*real_pwritev)(int, const struct iovec *, int, off_t);
static int (*real_fsync)(int);
static int (*real_fdatasync)(int);
static int (*real_sync_file_range)(int, off64_t, off64_t, unsigned int);
static int (*real_msync)(void *, size_t, int);
static int (*real_syncfs)(int);

static void init(void) {
  real_write = dlsym(RTLD_NEXT, "write");
  real_pwrite = dlsym(RTLD_NEXT, "pwrite");
  real_pwrite64 = dlsym(RTLD_NEXT, "pwrite64");
  real_writev = dlsym(RTLD_NEXT, "writev");
  real_pwritev = dlsym(RTLD_NEXT, "pwritev");
  real_fsync = dlsym(RTLD_NEXT, "fsync");
  real_fdatasync = dlsym(RTLD_NEXT, "fdatasync");
  real_sync_file_range = dlsym(RTLD_NEXT, "sync_file_range");
  real_msync = dlsym(RTLD_NEXT, "msync");
  real_syncfs = dlsym(RTLD_NEXT, "syncfs");
  const char *log_path = getenv("FSYNC_SHIM_LOG");
  match_prefix = getenv("FSYNC_SHIM_MATCH");
  match_len = match_prefix ? strlen(match_prefix) : 0;
  const char *drop = getenv("FSYNC_SHIM_DROP");
  drop_syncs = drop && strcmp(drop, "1") == 0;
  if (log_path) log_fd = open(log_path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
}

static long long now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/** The file behind `fd` when it lies under FSYNC_SHIM_MATCH; 0 otherwise (or when not logging). */
static int watched_path(int fd, char *out, size_t size) {
  pthread_once(&once, init);
  if (log_fd < 0 || in_shim || fd < 0 || fd == log_fd) return 0;
  char link[64];
  snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
  ssize_t n = readlink(link, out, size - 1);
  if (n <= 0) return 0;
  out[n] = '\0';
  return match_len == 0 || strncmp(out, match_prefix, match_len) == 0;
}

static void record(long long start, const char *call, long long result, const char *path) {
  char line[4200];
  int n = snprintf(line, sizeof line, "%lld %lld %s %lld %s\n", start, now_ns(), call, result, path);
  if (n <= 0) return;
  if (n >= (int)sizeof line) n = sizeof line - 1;
  in_shim = 1;
  real_write(log_fd, line, (size_t)n); // one O_APPEND write per line: lines never interleave
  in_shim = 0;
}

#define WATCH(fd_expr, call_name, invoke)                     \
  do {                                                        \
    char path[4096];                                          \
    int saved_errno;                                          \
    if (!watched_path((fd_expr), path, sizeof path)) return invoke; \
    long long start = now_ns();                               \
    __typeof__(invoke) result = invoke;                       \
    saved_errno = errno;                                      \
    record(start, call_name, (long long)result, path);        \
    errno = saved_errno;                                      \
    return result;                                            \
  } while (0)

ssize_t write(int fd, const void *buf, size_t count) {
  pthread_once(&once, init);
  WATCH(fd, "write", real_write(fd, buf, count));
}

ssize_t pwrite(int fd, const void *buf, size_t count, off_t offset) {
  pthread_once(&once, init);
  WATCH(fd, "pwrite", real_pwrite(fd, buf, count, offset));
}

ssize_t pwrite64(int fd, const void *buf, size_t count, off64_t offset) {
  pthread_once(&once, init);
  WATCH(fd, "pwrite64", real_pwrite64(fd, buf, count, offset));
}

ssize_t writev(int fd, const struct iovec *iov, int iovcnt) {
  pthread_once(&once, init);
  WATCH(fd, "writev", real_writev(fd, iov, iovcnt));
}

ssize_t pwritev(int fd, const struct iovec *iov, int iovcnt, off_t offset) {
  pthread_once(&once, init);
  WATCH(fd, "pwritev", real_pwritev(fd, iov, iovcnt, offset));
}

int fsync(int fd) {
  pthread_once(&once, init);
  if (drop_syncs) return 0;
  WATCH(fd, "fsync", real_fsync(fd));
}

int fdatasync(int fd) {
  pthread_once(&once, init);
  if (drop_syncs) return 0;
  WATCH(fd, "fdatasync", real_fdatasync(fd));
}

int sync_file_range(int fd, off64_t offset, off64_t nbytes, unsigned int flags) {
  pthread_once(&once, init);
  if (drop_syncs) return 0;
  WATCH(fd, "sync_file_range", real_sync_file_range(fd, offset, nbytes, flags));
}

int syncfs(int fd) {
  pthread_once(&once, init);
  if (drop_syncs) return 0;
  WATCH(fd, "syncfs", real_syncfs(fd));
}

// msync has no descriptor: logged with the pseudo-path "(mmap)" whenever logging is on. SQLite
// maps only the -shm index, which it never syncs; the line is there to show it if that changes.
int msync(void *addr, size_t length, int flags) {
  pthread_once(&once, init);
  if (drop_syncs) return 0;
  if (log_fd < 0 || in_shim) return real_msync(addr, length, flags);
  long long start = now_ns();
  int result = real_msync(addr, length, flags);
  int saved_errno = errno;
  record(start, "msync", result, "(mmap)");
  errno = saved_errno;
  return result;
}
