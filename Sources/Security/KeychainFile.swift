#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// The keychain's folder on disk: one file per access group (`<group>.keychain`, JSON), the
/// folder 0700 and each file 0600. A file is replaced whole, crash-safe: written to a new file,
/// flushed to disk (`fsync`), renamed over the old one, and the folder flushed, so after a crash
/// a group holds either what it held before or all of the change. Nothing here logs, and no error
/// carries an item's contents.
struct KeychainFile: Sendable {
    /// What a keychain file holds.
    private struct Stored: Codable {
        var format: String
        var version: Int
        var accessGroup: String
        var items: [KeychainItem]
    }

    static let format = "widgetrelay-keychain"
    static let suffix = ".keychain"

    let folder: URL

    /// Why a keychain file could not be read or written (the file's path and the reason only).
    enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The file is not a keychain file of this format (damaged, truncated, or another format).
        case damaged(path: String)
        /// The file or folder could not be read or written (`errno`).
        case io(path: String, errno: Int32)

        var description: String {
            switch self {
            case .damaged(let path):
                "the keychain file \(path) is damaged (not a keychain of this format): fix or remove it"
            case .io(let path, let code):
                "the keychain file \(path) could not be read or written: \(String(cString: strerror(code)))"
            }
        }

        var status: KeychainStatus {
            switch self {
            case .damaged: .invalidKeychain
            case .io: .io
            }
        }
    }

    /// Whether `group` can name a file here (not empty, no `/` nor NUL, not too long).
    static func isValid(group: String) -> Bool {
        !group.isEmpty && !group.contains("/") && !group.contains("\0") && group.utf8.count <= 200
    }

    func url(of group: String) -> URL { folder.appendingPathComponent(group + Self.suffix, isDirectory: false) }

    /// The items of `group` (none when it has no file yet).
    func load(group: String) throws(Failure) -> [KeychainItem] {
        let url = url(of: group)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return [] }
            throw .io(path: url.path, errno: EACCES)
        }
        guard let stored = try? JSONDecoder().decode(Stored.self, from: data), stored.format == Self.format,
            stored.version == 1, stored.accessGroup == group,
            stored.items.allSatisfy({ $0.accessGroup == group })
        else { throw .damaged(path: url.path) }
        return stored.items
    }

    /// The access groups that have a file.
    func groups() throws(Failure) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            if !FileManager.default.fileExists(atPath: folder.path) { return [] }
            throw .io(path: folder.path, errno: EACCES)
        }
        return names.filter { $0.hasSuffix(Self.suffix) && !$0.hasPrefix(".tmp-") }
            .map { String($0.dropLast(Self.suffix.count)) }.filter(Self.isValid(group:)).sorted()
    }

    /// Replaces `group`'s file with `items`, crash-safe (the type's comment).
    func save(group: String, items: [KeychainItem]) throws(Failure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let stored = Stored(format: Self.format, version: 1, accessGroup: group, items: items)
        guard let data = try? encoder.encode(stored) else { throw .damaged(path: url(of: group).path) }
        try makeFolder()
        let target = url(of: group)
        let temporary = folder.appendingPathComponent(".tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .io(path: temporary.path, errno: errno) }
        var written = 0
        let failure: Int32? = data.withUnsafeBytes { bytes -> Int32? in
            while let base = bytes.baseAddress, written < bytes.count {
                let result = write(descriptor, base + written, bytes.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += result
            }
            return fsync(descriptor) == 0 ? nil : errno
        }
        close(descriptor)
        if let failure {
            unlink(temporary.path)
            throw .io(path: target.path, errno: failure)
        }
        guard rename(temporary.path, target.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw .io(path: target.path, errno: code)
        }
        let folderDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    private func makeFolder() throws(Failure) {
        if mkdir(folder.path, 0o700) != 0 && errno != EEXIST {
            let parent = folder.deletingLastPathComponent()
            do {
                try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            } catch {
                throw .io(path: parent.path, errno: EACCES)
            }
            guard mkdir(folder.path, 0o700) == 0 || errno == EEXIST else { throw .io(path: folder.path, errno: errno) }
        }
    }
}
