// sync-floor: the floor under every durable figure. What one synced commit costs on this
// machine's disk, in C, on one thread, no Swift: one interaction record inserted per SQLite
// transaction with the phone's settings (WAL, synchronous = FULL, its interactions table),
// and the same bytes written and synced raw (pwrite of one commit's log frames, fdatasync).
// tools/bench-cpu prints it beside the phone's CPU per tap: a tap's commit cannot cost the
// phone less than this.
//
// Each commit's CPU is the thread's (CLOCK_THREAD_CPUTIME_ID: on a VM that includes the
// exits the disk's kicks cause), its wall time from CLOCK_MONOTONIC. SQLite's commits are
// measured twice: into a log started again from its beginning (as the phone's checkpointer
// starts it), which they overwrite in place, and into a log cut to nothing, which each one
// makes longer: on ext4 the sync of a longer file writes its size too (the inode), a second
// write to wait for.
//
// Usage: sync-floor [--count N] [--folder DIR]   (default 1000 commits, in a new folder under /tmp)
// Prints a header line and one row a measurement: its name in 44 columns, then CPU µs a commit,
// and the wall time's p50 and p99 in µs.
#include <errno.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static uint64_t clock_ns(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

static void fail(const char *what, const char *detail) {
    fprintf(stderr, "sync-floor: %s: %s\n", what, detail);
    exit(1);
}

static void exec_sql(sqlite3 *db, const char *sql) {
    char *error = NULL;
    if (sqlite3_exec(db, sql, NULL, NULL, &error) != SQLITE_OK) fail(sql, error ? error : "?");
}

// sqlite3_exec's callback: copies the first column of the first row into `into` (16 bytes).
static int copy_first(void *into, int columns, char **values, char **names) {
    (void)names;
    if (columns > 0 && values[0]) snprintf(into, 16, "%s", values[0]);
    return 0;
}

static int compare(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

// Prints one row: CPU µs per commit, and the wall time's p50 and p99 in µs.
static void report(const char *name, uint64_t cpu_ns, uint64_t *wall, int count) {
    qsort(wall, (size_t)count, sizeof *wall, compare);
    printf("%-44s %8.1f %8.1f %8.1f\n", name, (double)cpu_ns / count / 1000.0,
           (double)wall[count / 2] / 1000.0, (double)wall[(count * 99) / 100] / 1000.0);
}

static void sqlite_commits(const char *folder, int count, uint64_t *wall) {
    char path[4096];
    snprintf(path, sizeof path, "%s/floor.sqlite", folder);
    for (size_t i = 0; i < 3; i++) {  // a fresh store each run (a folder given again keeps the last one's)
        char old[4096 + 8];
        snprintf(old, sizeof old, "%s%s", path, (const char *[]){"", "-wal", "-shm"}[i]);
        unlink(old);
    }
    sqlite3 *db;
    if (sqlite3_open(path, &db) != SQLITE_OK) fail(path, sqlite3_errmsg(db));
    char mode[16] = "";
    if (sqlite3_exec(db, "PRAGMA journal_mode = WAL", copy_first, mode, NULL) != SQLITE_OK || strcmp(mode, "wal") != 0)
        fail(path, "cannot use a write-ahead log here");
    exec_sql(db, "PRAGMA synchronous = FULL; PRAGMA wal_autocheckpoint = 0; PRAGMA journal_size_limit = 67108864;"
                 "CREATE TABLE IF NOT EXISTS interactions (device TEXT NOT NULL, id TEXT NOT NULL, outcome TEXT,"
                 " reason TEXT, message TEXT NOT NULL, epoch INTEGER NOT NULL, seq INTEGER NOT NULL, at REAL NOT NULL,"
                 " PRIMARY KEY (device, id))");
    sqlite3_stmt *insert;
    if (sqlite3_prepare_v2(db, "INSERT INTO interactions VALUES ('tool', ?, 'performed', NULL, '', 1, ?, ?)", -1, &insert, NULL) != SQLITE_OK)
        fail("prepare", sqlite3_errmsg(db));
    // Pass 0 grows the log; pass 1 starts it again from its beginning and overwrites it, as the
    // phone's does once its checkpointer restarted it; pass 2 cuts it to nothing first, so each
    // commit makes the file longer (on ext4 its sync then writes the file's size as well).
    static const char *names[] = {NULL, "SQLite commit, log overwritten in place", "SQLite commit, log growing"};
    for (int pass = 0; pass < 3; pass++) {
        if (pass == 1) exec_sql(db, "PRAGMA wal_checkpoint(RESTART)");
        if (pass == 2) exec_sql(db, "PRAGMA wal_checkpoint(TRUNCATE)");
        uint64_t cpu = 0;
        // Pass 0 writes twice as many: the table grows meanwhile, and pass 1's commits, into a
        // larger table, must still find the log long enough to overwrite.
        for (int i = 0; i < (pass == 0 ? 2 * count : count); i++) {
            char id[64];
            snprintf(id, sizeof id, "%08x-%04x-tap-%d-%d", (unsigned)rand(), (unsigned)rand() & 0xffff, pass, i);
            uint64_t cpu0 = clock_ns(CLOCK_THREAD_CPUTIME_ID), wall0 = clock_ns(CLOCK_MONOTONIC);
            exec_sql(db, "BEGIN IMMEDIATE");
            sqlite3_bind_text(insert, 1, id, -1, SQLITE_TRANSIENT);
            sqlite3_bind_int64(insert, 2, i);
            sqlite3_bind_double(insert, 3, (double)clock_ns(CLOCK_REALTIME) / 1e9);
            if (sqlite3_step(insert) != SQLITE_DONE) fail("insert", sqlite3_errmsg(db));
            sqlite3_reset(insert);
            exec_sql(db, "COMMIT");
            if (pass == 0) continue;
            wall[i] = clock_ns(CLOCK_MONOTONIC) - wall0;
            cpu += clock_ns(CLOCK_THREAD_CPUTIME_ID) - cpu0;
        }
        if (names[pass]) report(names[pass], cpu, wall, count);
    }
    sqlite3_finalize(insert);
    sqlite3_close(db);
}

static void raw_syncs(const char *folder, int count, uint64_t *wall) {
    enum { frame = 4096 + 24, frames = 3, span = 1 << 22 };  // one commit: about three log frames
    char path[4096];
    snprintf(path, sizeof path, "%s/floor.raw", folder);
    int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
    if (fd < 0) fail(path, strerror(errno));
    static char buffer[frame * frames];
    memset(buffer, 0x5a, sizeof buffer);
    uint64_t cpu = 0;
    for (int round = 0; round < 2; round++) {  // round 0 gives the file its size
        off_t offset = 0;
        for (int i = 0; i < count; i++) {
            uint64_t cpu0 = clock_ns(CLOCK_THREAD_CPUTIME_ID), wall0 = clock_ns(CLOCK_MONOTONIC);
            if (pwrite(fd, buffer, sizeof buffer, offset) != (ssize_t)sizeof buffer) fail("pwrite", strerror(errno));
            if (fdatasync(fd) != 0) fail("fdatasync", strerror(errno));
            if (round == 1) {
                wall[i] = clock_ns(CLOCK_MONOTONIC) - wall0;
                cpu += clock_ns(CLOCK_THREAD_CPUTIME_ID) - cpu0;
            }
            offset = (offset + (off_t)sizeof buffer) % span;
        }
    }
    close(fd);
    report("pwrite 3 log frames + fdatasync, in place", cpu, wall, count);
}

int main(int argc, char **argv) {
    int count = 1000;
    const char *folder = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--count") == 0 && i + 1 < argc) {
            char *end;
            const char *text = argv[++i];
            long value = strtol(text, &end, 10);
            if (text[0] < '0' || text[0] > '9' || *end != '\0' || value < 1 || value > 1000000) {
                fprintf(stderr, "sync-floor: --count takes a whole number from 1 to 1000000, not \"%s\"\n", argv[i]);
                return 2;
            }
            count = (int)value;
        } else if (strcmp(argv[i], "--folder") == 0 && i + 1 < argc) {
            folder = argv[++i];
        } else {
            fprintf(strcmp(argv[i], "--help") == 0 ? stdout : stderr, "usage: sync-floor [--count N] [--folder DIR]\n"
                            "  What one synced commit costs on this disk: CPU per commit and wall p50/p99, in µs.\n");
            return strcmp(argv[i], "--help") == 0 ? 0 : 2;
        }
    }
    char made[] = "/tmp/sync-floor.XXXXXX";
    if (!folder && !(folder = mkdtemp(made))) fail("mkdtemp", strerror(errno));
    uint64_t *wall = calloc((size_t)count, sizeof *wall);
    if (!wall) fail("calloc", strerror(errno));
    printf("%-44s %8s %8s %8s\n", "synced commit (sync-floor), in us", "CPU", "p50", "p99");
    sqlite_commits(folder, count, wall);
    raw_syncs(folder, count, wall);
    free(wall);
    if (folder == made) {
        char path[4096];
        const char *files[] = {"floor.sqlite", "floor.sqlite-wal", "floor.sqlite-shm", "floor.raw"};
        for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
            snprintf(path, sizeof path, "%s/%s", made, files[i]);
            unlink(path);
        }
        rmdir(made);
    }
    return 0;
}
