import Foundation

extension FileManager {
    /// The app group's shared folder (`containerURL(forSecurityApplicationGroupIdentifier:)`):
    /// on the phone a folder beside its database (`<data>/AppGroups/<group>`), created on
    /// first use; elsewhere a temporary folder of the current ``AppGroupStore``.
    ///
    /// Returns nil for an identifier that cannot name a folder (empty, `.`/`..`, or with a `/`).
    /// Files written here are not part of an interaction's held-aside writes: unlike
    /// `UserDefaults`, they are on disk at once, whether or not `perform()` succeeds.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty, groupIdentifier != ".", groupIdentifier != "..", !groupIdentifier.contains("/"),
            let root = AppEnvironment.current.store.containerDirectory
        else { return nil }
        let folder = root.appendingPathComponent(groupIdentifier, isDirectory: true)
        do {
            try createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return folder
    }
}
