import GRDB
import GRDBSQLite

extension Checkpointer {
    /// Has SQLite tell this checkpointer the log's length after each commit on `db` (the
    /// writer's connection): ``logLength(_:)``. SQLite's automatic checkpoint uses the same hook
    /// and would replace this one: it stays off (`wal_autocheckpoint = 0`, set before this).
    ///
    /// The hook holds this checkpointer unretained: the store that owns both commits only
    /// while it lives.
    func hookLogLength(of db: Database) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        sqlite3_wal_hook(
            db.sqliteConnection,
            { context, _, _, frames in
                guard let context else { return SQLITE_OK }
                Unmanaged<Checkpointer>.fromOpaque(context).takeUnretainedValue().logLength(Int(frames))
                return SQLITE_OK
            }, context)
    }
}
