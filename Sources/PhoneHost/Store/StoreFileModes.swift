import Foundation

/// The store's files are their owner's only (0600), whatever the umask: SQLite
/// creates a new database with mode 0644 (it even `fchmod`s past the umask) and gives
/// its `-wal` and `-shm` the database's mode, so the database is made 0600 before
/// SQLite opens it, and journals an earlier run left are tightened.
enum StoreFileModes {
    static let mode: mode_t = 0o600

    /// Creates the database file 0600 if it is missing; takes group and other access
    /// away from it and from its `-wal` and `-shm`.
    static func makePrivate(databasePath path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CREAT | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            throw PhoneStartupError.unreadableStore(path: path, detail: String(cString: strerror(errno)))
        }
        close(descriptor)
        for file in [path, "\(path)-wal", "\(path)-shm"] {
            var info = stat()
            guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_mode & 0o077 != 0 else { continue }
            guard chmod(file, info.st_mode & 0o700) == 0 else {
                throw PhoneStartupError.unreadableStore(
                    path: path, detail: "cannot make \(file) private: \(String(cString: strerror(errno)))")
            }
        }
    }
}
