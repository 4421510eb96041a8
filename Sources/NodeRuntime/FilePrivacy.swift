import Foundation

/// Keeps a node's files to its owner, whatever the umask it was started with:
/// data folders 0700, the files in them 0600 (architecture §4, "Files").
///
/// Two layers: ``restrictUmask()`` makes every file the process creates from then on
/// private (SQLite's journals, ZeroMQ's ipc sockets, caches, logs), and
/// ``secureFolder(_:)`` creates a data folder 0700 and takes group and other access
/// away from what an earlier run (or an older release) left in it.
public enum FilePrivacy {
    /// The mode of a data folder.
    public static let folderMode: mode_t = 0o700
    /// The mode of a file in one.
    public static let fileMode: mode_t = 0o600

    /// Adds group and other bits to the process's umask (0022 becomes 0077), so files
    /// and folders it creates are its owner's only.
    public static func restrictUmask() {
        let previous = umask(0o077)
        umask(previous | 0o077)
    }

    /// What nodes keep in their data folders (the phone's, a desktop's, a watch's): the
    /// names ``secureFolder(_:)`` takes group and other access from. Other files in the
    /// folder are left as they are: a data folder may be a person's own folder.
    public static let nodeFiles = [
        "keys", "node.pid", "endpoints.json", "control.sock",
        "phone.sqlite", "phone.sqlite-wal", "phone.sqlite-shm",
        "phone.json", "snapshot.bin", "pinned.json", "desktop.log", "watch.log",
    ]

    /// Creates `path` (and missing parents) as a private folder, or makes an existing
    /// one private: the folder 0700, and the node's files in it (``nodeFiles``, and the
    /// files in `keys/`) without group or other access. Symbolic links are left alone.
    public static func secureFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true,
                attributes: [.posixPermissions: Int(folderMode)])
        } catch {
            throw NodeError("cannot create the data folder \(path): \(error.localizedDescription)")
        }
        try restrict(path, to: { _ in folderMode })
        for name in nodeFiles { try restrict("\(path)/\(name)", to: ownerOnly) }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "\(path)/keys")) ?? [] {
            try restrict("\(path)/keys/\(name)", to: ownerOnly)
        }
    }

    /// Creates (or truncates) the file at `path` with mode 0600, writes `data` and
    /// renames it into place atomically.
    public static func writePrivately(_ data: Data, to path: String) throws {
        let temporary = "\(path).tmp"
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else { throw NodeError("cannot write \(path): \(String(cString: strerror(errno)))") }
        let written = data.withUnsafeBytes { bytes in
            bytes.isEmpty ? 0 : write(descriptor, bytes.baseAddress, bytes.count)
        }
        let failed = written != data.count || fchmod(descriptor, fileMode) != 0
        close(descriptor)
        guard !failed, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw NodeError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    private static func ownerOnly(_ mode: mode_t) -> mode_t { mode & 0o700 }

    /// Changes the mode of what `path` names (not following a symbolic link) to
    /// `mode(current)`, if it exists and differs.
    private static func restrict(_ path: String, to mode: (mode_t) -> mode_t) throws {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFLNK else { return }
        let wanted = mode(info.st_mode & 0o7777)
        guard info.st_mode & 0o7777 != wanted else { return }
        guard chmod(path, wanted) == 0 else {
            throw NodeError(
                "cannot make \(path) private (chmod \(String(wanted, radix: 8))): \(String(cString: strerror(errno)))")
        }
    }
}
