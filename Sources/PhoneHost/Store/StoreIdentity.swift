import Foundation

/// Whether the phone's store is still the one this phone has had: a store that is
/// missing or empty beside keys that once had a store is not a first start but a loss
/// (pairings, widgets, app data and interaction records), and is refused unless the
/// person asks for a fresh store.
///
/// The keys' folder remembers that a store exists (`marker`, written once the store
/// was first opened), because the store cannot remember its own loss. No marker means
/// a first start — or keys made by `phone-node keys show` before the first run.
public struct StoreIdentity: Sendable {
    /// The store (`phone.sqlite`).
    public let databasePath: String
    /// The file that says this phone has had a store (`keys/store`).
    public let markerPath: String

    /// The identity of the store at `databasePath`, remembered at `markerPath`.
    public init(databasePath: String, markerPath: String) {
        self.databasePath = databasePath
        self.markerPath = markerPath
    }

    /// The phone's store in `dataFolder` (`phone.sqlite`), remembered in `keys/store`
    /// beside the phone's keys.
    public init(dataFolder: String) {
        self.init(
            databasePath: PhoneConfiguration(dataFolder: dataFolder).databasePath,
            markerPath: "\(dataFolder)/keys/store")
    }

    /// What ``check(reset:)`` found.
    public enum Finding: Sendable, Equatable {
        /// No store was ever recorded: a first start.
        case firstStart
        /// The store is there.
        case present
        /// The store was missing or empty and `reset` allowed a fresh one.
        case reset
    }

    /// Before the store is opened: refuses a missing or empty store that the marker
    /// says existed, unless `reset`.
    public func check(reset: Bool) throws -> Finding {
        var info = stat()
        let missing = stat(databasePath, &info) != 0
        guard let since = recorded else { return .firstStart }
        guard missing || info.st_size == 0 else { return .present }
        guard reset else {
            throw PhoneStartupError.lostStore(path: databasePath, missing: missing, marker: markerPath, since: since)
        }
        return .reset
    }

    /// After the store opened: remembers that this phone has one (once).
    public func record(at date: Date) throws {
        guard recorded == nil else { return }
        let text = "a store since \(ISO8601DateFormatter().string(from: date))\n"
        guard
            FileManager.default.createFile(
                atPath: markerPath, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
        else {
            throw PhoneStartupError.unreadableStore(path: databasePath, detail: "cannot write \(markerPath)")
        }
    }

    /// When the store was first recorded, or nil if it never was.
    private var recorded: String? {
        guard let text = try? String(contentsOfFile: markerPath, encoding: .utf8) else { return nil }
        return text.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "a store since ", with: "")
    }
}
