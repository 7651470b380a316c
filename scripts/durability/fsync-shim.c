/*
 * LD_PRELOAD shim for the durability check (tests/durability/syncs.test.ts): every fsync() and
 * fdatasync() of the process is appended, with the path of the file it synced, to the file named
 * by FSYNC_LOG, then passed on to the C library. A write acknowledged without a sync of the WAL
 * between its start and its acknowledgement is a write a power loss could drop: SIGKILL cannot
 * show that, this log can.
 *   gcc -shared -fPIC -O2 -o fsync-shim.so fsync-shim.c -ldl
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void record(const char *call, int fd, int result) {
  const char *log = getenv("FSYNC_LOG");
  if (!log) return;
  char link[64], target[4096];
  snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
  ssize_t n = readlink(link, target, sizeof target - 1);
  target[n > 0 ? n : 0] = '\0';
  char line[4200];
  int len = snprintf(line, sizeof line, "%s %d %s\n", call, result, target);
  int out = open(log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
  if (out < 0) return;
  ssize_t ignored = write(out, line, (size_t)len);
  (void)ignored;
  close(out);
}

int fsync(int fd) {
  static int (*real)(int);
  if (!real) real = (int (*)(int))dlsym(RTLD_NEXT, "fsync");
  int result = real(fd);
  record("fsync", fd, result);
  return result;
}

int fdatasync(int fd) {
  static int (*real)(int);
  if (!real) real = (int (*)(int))dlsym(RTLD_NEXT, "fdatasync");
  int result = real(fd);
  record("fdatasync", fd, result);
  return result;
}
