import DomainModel
import PhoneCore
import Codec
import Foundation
import GRDB
import RelayWire
import SwiftProtobuf
import Synchronization
import WidgetRelayKit

/// The phone's durable state in one SQLite file (WAL, `synchronous = FULL`): the
/// app group's data, paired devices, widget instances, Live Activities, the
/// record of performed interactions and the reload budget ledger.
///
/// The file and its `-wal` and `-shm` are 0600 whatever the umask, and a damaged
/// file is refused when it is opened (`PRAGMA quick_check`), never found half-way
/// through serving.
public final class PhoneDatabase: Sendable {
    let pool: DatabasePool
    /// The main file's path (its log is beside it, `-wal`).
    let path: String
    /// The store's page size, in bytes.
    let pageSize: Int
    /// The interactions recorded, in memory: a new one is known new without a read.
    let recorded: Mutex<InteractionFilter>
    /// Checkpoints the write-ahead log between commits.
    let checkpointer: Checkpointer
    /// The app group's data as committed, read from memory (loaded when the store opens).
    private let appGroup: Mutex<AppGroupValues>

    /// How long a connection waits out a lock another connection holds for a moment (the
    /// checkpointer resetting the log) before its statement fails with SQLITE_BUSY.
    static let busyTimeout: Double = 5
    /// The size the log file is cut back to when it starts again (`journal_size_limit`): above
    /// the log's hard bound (``CheckpointPolicy/logFramesLimit`` frames and a commit, about 49
    /// MB), so as a rule it is not cut, and the commits after a restart overwrite it in place. A
    /// commit that makes the file longer costs about twice as much: on ext4 its sync writes the
    /// file's size as well, a second write to wait for (`sync-floor` on this project's VM: 103–119
    /// against 57–63 µs of CPU a commit, 206–257 against 107–126 µs of wall time). Cut back to 2
    /// MB, the log grew again through most of every run of commits. The file keeps the size of
    /// the phone's busiest run until the store closes cleanly (SQLite then removes the log; after
    /// a crash it stays, at that size, until the next clean close).
    static let logSizeLimit = 64 * 1024 * 1024
    /// Each connection's page cache, in KiB (SQLite's default is 2 MB each, and the pool opens
    /// up to seven: the phone's store is small, and the system caches its file anyway).
    static let pageCacheKiB = 256

    /// Opens (creating and migrating) the database at `path`.
    /// - Throws: ``PhoneStartupError`` naming the file: damaged, or not openable.
    public convenience init(path: String) throws {
        try self.init(path: path, checkpointPolicy: .standard)
    }

    /// Opens the database at `path`, checkpointing its log as `checkpointPolicy` says.
    init(path: String, checkpointPolicy: CheckpointPolicy) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")  // a commit is on disk before it returns
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")  // the Checkpointer checkpoints, beside the writer
            try db.execute(sql: "PRAGMA journal_size_limit = \(Self.logSizeLimit)")
            try db.execute(sql: "PRAGMA cache_size = -\(Self.pageCacheKiB)")
        }
        self.path = path
        do {
            try StoreFileModes.makePrivate(databasePath: path)
            pool = try DatabasePool(path: path, configuration: configuration)
            // GRDB sets `synchronous = NORMAL` on the writer as it turns WAL on, after
            // `prepareDatabase`: a commit would then reach the log but not the disk before it
            // returns (an OS crash or a power cut could lose it). FULL again, on the writer.
            try pool.writeWithoutTransaction { try $0.execute(sql: "PRAGMA synchronous = FULL") }
            try Self.check(pool, path: path)
            try Self.migrator.migrate(pool)
            pageSize = try pool.read { try Int.fetchOne($0, sql: "PRAGMA page_size") ?? 4096 }
            recorded = Mutex(try pool.read(Self.loadFilter))
            appGroup = Mutex(try Self.loadAppGroup(pool))
            checkpointer = try Checkpointer(path: path, configuration: configuration, policy: checkpointPolicy)
            pool.writeWithoutTransaction { [checkpointer] db in
                db.add(transactionObserver: checkpointer, extent: .databaseLifetime)
                checkpointer.hookLogLength(of: db)
            }
        } catch let error as DatabaseError where Self.isDamage(error) {
            throw PhoneStartupError.damagedStore(path: path, detail: error.message ?? "\(error.resultCode)")
        } catch let error as PhoneStartupError {
            throw error
        } catch {
            throw PhoneStartupError.unreadableStore(path: path, detail: "\(error)")
        }
    }

    /// SQLite's quick check (every page's structure, not the indexes' contents): a
    /// store with damaged pages is refused before anything reads it.
    private static func check(_ pool: DatabasePool, path: String) throws {
        let problems = try pool.read { try String.fetchAll($0, sql: "PRAGMA quick_check(5)") }
        guard problems != ["ok"] else { return }
        throw PhoneStartupError.damagedStore(
            path: path, detail: "quick_check: " + problems.joined(separator: "; ").prefix(300))
    }

    /// Every recorded interaction in a filter sized for twice as many (and at least 200,000).
    static func loadFilter(_ db: Database) throws -> InteractionFilter {
        let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM interactions") ?? 0
        var filter = InteractionFilter(capacity: max(200_000, 2 * count))
        let rows = try Row.fetchCursor(db, sql: "SELECT device, id FROM interactions")
        while let row = try rows.next() { filter.insert(device: row[0], id: row[1]) }
        return filter
    }

    /// Every app-group value: a damaged table is refused here, at open, not at a later read.
    private static func loadAppGroup(_ pool: DatabasePool) throws -> AppGroupValues {
        try pool.read { db in
            var values: [String: Data] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT key, value FROM kv")
            while let row = try rows.next() { values[row[0]] = row[1] }
            return AppGroupValues(values)
        }
    }

    private static func isDamage(_ error: DatabaseError) -> Bool {
        [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode.primaryResultCode)
    }

    /// Whether the store itself failed (damaged, full, or an I/O error), not one statement.
    private static func isStoreFailure(_ error: DatabaseError) -> Bool {
        isDamage(error) || [.SQLITE_FULL, .SQLITE_IOERR].contains(error.resultCode.primaryResultCode)
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                    CREATE TABLE kv (key TEXT PRIMARY KEY NOT NULL, value BLOB NOT NULL);
                    CREATE TABLE devices (
                        id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, kind INTEGER NOT NULL,
                        public_key TEXT NOT NULL UNIQUE, added_at REAL NOT NULL);
                    CREATE TABLE instances (
                        id TEXT PRIMARY KEY NOT NULL, kind TEXT NOT NULL, family TEXT NOT NULL, configuration BLOB,
                        owner TEXT NOT NULL, created_at REAL NOT NULL, pinned INTEGER NOT NULL DEFAULT 0);
                    CREATE TABLE interactions (
                        id TEXT PRIMARY KEY NOT NULL, device TEXT NOT NULL, result BLOB NOT NULL, at REAL NOT NULL);
                    CREATE TABLE activities (
                        id TEXT PRIMARY KEY NOT NULL, attributes_type TEXT NOT NULL, attributes_json BLOB NOT NULL,
                        content_json BLOB NOT NULL, stale_date REAL, relevance REAL NOT NULL, state TEXT NOT NULL,
                        push_token BLOB, started_at REAL NOT NULL, content_updated_at REAL NOT NULL,
                        ended_at REAL, dismissal_date REAL);
                    CREATE TABLE budget (instance TEXT NOT NULL, at REAL NOT NULL);
                    CREATE INDEX budget_instance ON budget(instance);
                    CREATE TABLE opened_urls (
                        seq INTEGER PRIMARY KEY AUTOINCREMENT, url TEXT NOT NULL, instance TEXT NOT NULL,
                        configuration BLOB, device TEXT NOT NULL, at REAL NOT NULL);
                    """)
        }
        migrator.registerMigration("v2", migrate: migrateToV2)
        migrator.registerMigration("v3", migrate: migrateToV3)
        migrator.registerMigration("v4") { db in
            // What the app did when opened (AppScene): its handlers that ran, one a line, and what it then showed.
            try db.execute(
                sql: """
                    ALTER TABLE opened_urls ADD COLUMN handlers TEXT NOT NULL DEFAULT '';
                    ALTER TABLE opened_urls ADD COLUMN scene TEXT NOT NULL DEFAULT '';
                    """)
        }
        migrator.registerMigration("v5") { db in
            // The other places a device draws small system widgets in (Capabilities.surfaces).
            try db.execute(sql: "ALTER TABLE hellos ADD COLUMN surfaces TEXT NOT NULL DEFAULT ''")
        }
        return migrator
    }

    // MARK: Meta

    /// Starts a new state history at `now` (the phone's clock): past the last one this database
    /// saw and never below the time in milliseconds, so a reset store does not number from 1 again
    /// (``PhoneCore/Sequencer/epoch(after:at:)``).
    public func nextEpoch(at now: Date) throws -> UInt64 {
        try pool.write { db in
            let last = try UInt64(String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'epoch'") ?? "0") ?? 0
            let next = Sequencer.epoch(after: last, at: now)
            try db.execute(
                sql: "INSERT OR REPLACE INTO meta (key, value) VALUES ('epoch', ?)", arguments: [String(next)])
            return next
        }
    }

    /// A stored setting.
    public func meta(_ key: String) throws -> String? {
        try pool.read { try String.fetchOne($0, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key]) }
    }

    public func setMeta(_ key: String, _ value: String) throws {
        try pool.write {
            try $0.execute(sql: "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", arguments: [key, value])
        }
    }

    // MARK: Devices

    /// Every paired device.
    public func devices() throws -> [PairedDevice] {
        try pool.read { db in
            try Row.fetchAll(db, sql: "SELECT id, name, kind, public_key FROM devices ORDER BY added_at").map {
                PairedDevice(
                    id: $0["id"], name: $0["name"], kind: DeviceKind(column: $0["kind"]),
                    publicKey: $0["public_key"])
            }
        }
    }

    /// Pairs a device, or updates its name and kind. A key already paired under another id is refused.
    public func addDevice(_ device: PairedDevice, at date: Date) throws {
        try pool.write { db in
            if let owner = try String.fetchOne(
                db, sql: "SELECT id FROM devices WHERE public_key = ? AND id != ?",
                arguments: [device.publicKey, device.id])
            {
                throw PhoneError.badRequest("that key is already paired as “\(owner)”")
            }
            try db.execute(
                sql: """
                    INSERT INTO devices (id, name, kind, public_key, added_at) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET name = excluded.name, kind = excluded.kind, public_key = excluded.public_key
                    """,
                arguments: [
                    device.id, device.name, DeviceKind.column(device.kind), device.publicKey,
                    date.timeIntervalSince1970,
                ])
        }
    }

    /// Unpairs a device; returns whether it was paired.
    @discardableResult
    public func removeDevice(_ id: String) throws -> Bool {
        try pool.write { db in
            try db.execute(sql: "DELETE FROM devices WHERE id = ?", arguments: [id])
            return db.changesCount > 0
        }
    }

    // MARK: Widget instances

    public func instances() throws -> [StoredInstance] {
        try pool.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM instances ORDER BY created_at, id").map(StoredInstance.init(row:))
        }
    }

    /// Saves an instance; with `reply`, keeps the reply of the request that made the change, in the same transaction.
    package func saveInstance(_ instance: StoredInstance, answering reply: StoredReply? = nil, now: Date) throws {
        try pool.write { db in
            try reply?.insert(in: db, now: now)
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO instances (id, kind, family, configuration, owner, created_at, pinned)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    instance.id, instance.kind, instance.family.rawValue, instance.configurationBlob,
                    instance.owner, instance.createdAt.timeIntervalSince1970, instance.pinned,
                ])
        }
    }

    package func deleteInstance(_ id: String, answering reply: StoredReply? = nil, now: Date) throws {
        try pool.write { db in
            try reply?.insert(in: db, now: now)
            try db.execute(sql: "DELETE FROM instances WHERE id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM budget WHERE instance = ?", arguments: [id])
        }
    }

    // MARK: Interactions

    /// Commits an interaction's store writes and its result together: after this
    /// returns, both are on disk, or neither is.
    package func commitInteraction(_ result: InteractionAnswer, device: String, changes: [String: Data?], at date: Date)
        throws
    {
        switch commitInteractions([
            InteractionCommit(result: result, device: device, changes: changes, reads: StoreReads(), at: date)
        ])[0] {
        case .committed: return
        case .stale: throw PhoneError.internal("a commit with no reads found them changed", cause: nil)
        case .failed(let error): throw error
        }
    }

    /// Commits interactions together, in one transaction, with one sync to disk: after this
    /// returns, each one committed is on disk with its writes, and each other one left nothing.
    /// Each is checked and stored in a savepoint of its own, only if what its `perform()` read
    /// still holds in this transaction (the writes of those before it in the batch included);
    /// one that finds them changed is stale, and one whose write fails fails alone.
    package func commitInteractions(_ commits: [InteractionCommit]) -> [CommitOutcome] {
        // The log outgrew its bound beside a writer that never paused: start it again now (busy,
        // once the checkpoint in the way has ended), or, past its hard bound, behind that checkpoint.
        switch checkpointer.takeRestart() {
        case .none: break
        case .now:
            do { _ = try pool.writeWithoutTransaction { try $0.checkpoint(.restart) } } catch {
                checkpointer.restartFailed()
            }
        case .behindCheckpoint: checkpointer.restartBehindCheckpoint()
        }
        let outcomes: [CommitOutcome]
        do {
            outcomes = try pool.write { db in
                let outcomes = try commits.map { commit -> CommitOutcome in
                    var outcome = CommitOutcome.stale
                    do {
                        try db.inSavepoint {
                            guard try Self.hold(commit.reads, in: db) else { return .rollback }
                            try Self.apply(commit.changes, in: db)
                            try db.cachedStatement(
                                sql: """
                                    INSERT INTO interactions (id, device, outcome, reason, message, epoch, seq, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                                    """
                            ).execute(
                                arguments: StatementArguments(
                                    [commit.result.interactionID, commit.device]
                                        + commit.result.columns + [commit.at.timeIntervalSince1970]))
                            outcome = .committed
                            return .commit
                        }
                    } catch let error as DatabaseError where Self.isStoreFailure(error) {
                        throw error  // the store itself failed: the whole transaction goes
                    } catch {
                        outcome = .failed(error)
                    }
                    return outcome
                }
                let committed = zip(commits, outcomes).filter { $0.1.isCommitted }.map(\.0.changes)
                afterCommit(in: db) { values in for changes in committed { values.apply(changes) } }
                return outcomes
            }
        } catch {
            return commits.map { _ in .failed(error) }
        }
        recorded.withLock { filter in
            for (commit, outcome) in zip(commits, outcomes) where outcome.isCommitted {
                filter.insert(device: commit.device, id: commit.result.interactionID)
            }
        }
        return outcomes
    }

    /// Whether what a `perform()` read still holds in `db`.
    private static func hold(_ reads: StoreReads, in db: Database) throws -> Bool {
        for (key, value) in reads.values {
            if try Self.value(forKey: key, in: db) != value { return false }
        }
        for (prefix, listed) in reads.prefixes where try keys(withPrefix: prefix, in: db) != listed { return false }
        return true
    }

    // MARK: App-group key-value data

    /// The committed value for `key`, from memory: never a read of the file, so never a failed
    /// read taken for an absent value.
    func value(forKey key: String) -> Data? {
        appGroup.withLock { $0.value(forKey: key) }
    }

    private static func value(forKey key: String, in db: Database) throws -> Data? {
        try Data.fetchOne(db.cachedStatement(sql: "SELECT value FROM kv WHERE key = ?"), arguments: [key])
    }

    func write(_ changes: [String: Data?]) throws {
        try pool.write { db in
            try Self.apply(changes, in: db)
            afterCommit(in: db) { $0.apply(changes) }
        }
    }

    /// Every committed key starting with `prefix`, from memory.
    func keys(withPrefix prefix: String) -> [String] {
        appGroup.withLock { $0.keys(withPrefix: prefix) }
    }

    /// Applies a transaction's app-group changes in memory once it is on disk, on the writer's
    /// queue (before any later transaction begins), and never if it rolls back.
    private func afterCommit(in db: Database, _ change: @escaping @Sendable (inout AppGroupValues) -> Void) {
        db.afterNextTransaction { [self] _ in appGroup.withLock { change(&$0) } }
    }

    /// A cached statement: a commit checks the listing of every prefix its interaction read (an
    /// app-group suite's keys, each time app code names the suite), and preparing the statement
    /// again each time was 52 µs of the loop's CPU per tap (the bench's memory series, 2026-11-29).
    private static func keys(withPrefix prefix: String, in db: Database) throws -> [String] {
        try String.fetchAll(
            db.cachedStatement(sql: "SELECT key FROM kv WHERE substr(key, 1, ?) = ? ORDER BY key"),
            arguments: [prefix.count, prefix])
    }

    private static func apply(_ changes: [String: Data?], in db: Database) throws {
        for (key, value) in changes.sorted(by: { $0.key < $1.key }) {
            if let value {
                try db.cachedStatement(sql: "INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)").execute(arguments: [
                    key, value,
                ])
            } else {
                try db.cachedStatement(sql: "DELETE FROM kv WHERE key = ?").execute(arguments: [key])
            }
        }
    }

    // MARK: Budget ledger

    /// When each instance consumed its reload budget within the last day.
    public func budgetLedger(since date: Date) throws -> [String: [Date]] {
        try pool.read { db in
            var ledger: [String: [Date]] = [:]
            for row in try Row.fetchAll(
                db, sql: "SELECT instance, at FROM budget WHERE at > ? ORDER BY at",
                arguments: [date.timeIntervalSince1970])
            {
                ledger[row["instance"], default: []].append(Date(timeIntervalSince1970: row["at"]))
            }
            return ledger
        }
    }

    public func recordBudget(_ instance: String, at date: Date) throws {
        try pool.write { db in
            try db.execute(
                sql: "INSERT INTO budget (instance, at) VALUES (?, ?)",
                arguments: [instance, date.timeIntervalSince1970])
            try db.execute(sql: "DELETE FROM budget WHERE at < ?", arguments: [date.timeIntervalSince1970 - 2 * 86_400])
        }
    }

    // MARK: Opened URLs

    package func recordOpenedURL(_ record: OpenedURL, answering reply: StoredReply? = nil, now: Date) throws {
        let configuration = try record.configuration.map(WireCodec.storedBytes(of:))
        try pool.write { db in
            try reply?.insert(in: db, now: now)
            try db.execute(
                sql:
                    "INSERT INTO opened_urls (url, instance, configuration, device, at, handlers, scene) VALUES (?, ?, ?, ?, ?, ?, ?)",
                arguments: [
                    record.url, record.instanceID, configuration, record.deviceID, record.at.timeIntervalSince1970,
                    record.opened.handlers.joined(separator: "\n"), record.opened.scene,
                ])
        }
    }

    /// The last `limit` URLs opened, oldest first (a configuration that no longer decodes is left out).
    package func openedURLs(limit: Int = 20) throws -> [OpenedURL] {
        try pool.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM opened_urls ORDER BY seq DESC LIMIT ?", arguments: [limit])
                .reversed().map { row in
                    let blob: Data? = row["configuration"]
                    let handlers: String = row["handlers"]
                    return OpenedURL(
                        url: row["url"], instanceID: row["instance"],
                        configuration: blob.flatMap { try? WireCodec.invocation(storedBytes: $0) },
                        deviceID: row["device"], at: Date(timeIntervalSince1970: row["at"]),
                        opened: AppScene.Opened(
                            handlers: handlers.isEmpty ? [] : handlers.split(separator: "\n").map(String.init),
                            scene: row["scene"]))
                }
        }
    }
}

/// One interaction's commit in a batch (``PhoneDatabase/commitInteractions(_:)``): its result and
/// its `perform()`'s writes, stored only if what that `perform()` read still holds.
package struct InteractionCommit: Sendable {
    let result: InteractionAnswer
    let device: String
    let changes: [String: Data?]
    let reads: StoreReads
    let at: Date
}

/// How one interaction's commit in a batch went.
package enum CommitOutcome: Sendable {
    /// On disk, with its writes.
    case committed
    /// What its `perform()` read changed before it (a commit that came first): nothing stored.
    case stale
    /// Its write failed, or the store did: nothing stored.
    case failed(any Error)

    var isCommitted: Bool { if case .committed = self { true } else { false } }
}
