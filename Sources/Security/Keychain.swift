import Foundation
internal import WidgetRelayKit

/// The keychain app code reaches through `SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate`
/// and `SecItemDelete`: items kept per access group in the phone's data folder, beside its app
/// groups' folder (`<data>/Keychains/<group>.keychain`, ``KeychainFile``), read and written at
/// once, as iOS's keychain is (not held aside with an interaction's defaults, as files in an app
/// group's folder are not). The store of the code running now (`AppEnvironment.current`) says
/// where: an in-memory store's (tests, previews) keychain is in its own temporary folder and goes
/// with it; a store with no folder has no keychain (`errSecNotAvailable`).
///
/// Access groups: an item added without `kSecAttrAccessGroup` goes to ``defaultAccessGroup``; a
/// search, update or delete without one looks in every group (an app and its extensions on the
/// phone share every group they name, as an app whose entitlements list them all). A damaged
/// group file answers `errSecInvalidKeychain` to every call that needs it and is never
/// overwritten; nothing here logs or throws an item's contents.
enum Keychain {
    /// The access group of an item added without one.
    static let defaultAccessGroup = "default"

    /// One call at a time in this process: each reads its groups, changes them and writes them back.
    private static let lock = NSLock()

    /// The keychain's folder for the code running now; nil: none.
    static var folder: URL? {
        let store = AppEnvironment.current.store
        guard let container = store.containerDirectory else { return nil }
        if store is InMemoryAppGroupStore { return container.appendingPathComponent(".keychains", isDirectory: true) }
        return container.deletingLastPathComponent().appendingPathComponent("Keychains", isDirectory: true)
    }

    /// `SecItemAdd`.
    static func add(_ attributes: [AnyHashable: Any]) -> Result<AnyObject?, KeychainStatus> {
        guard let query = KeychainQuery(attributes) else { return .failure(.param) }
        let group = query.accessGroup ?? defaultAccessGroup
        guard KeychainFile.isValid(group: group) else { return .failure(.param) }
        return withGroups([group]) { contents in
            contents.add(query, group: group, now: Date()).map { KeychainContents.result([$0], for: query) }
        }
    }

    /// `SecItemCopyMatching`.
    static func copyMatching(_ dictionary: [AnyHashable: Any]) -> Result<AnyObject?, KeychainStatus> {
        guard let query = KeychainQuery(dictionary), query.itemClass.map(KeychainItem.classes.contains) == true else {
            return .failure(.param)
        }
        return withGroups(query.accessGroup.map { [$0] }) { contents in
            let found = contents.matching(query)
            guard !found.isEmpty else { return .failure(.itemNotFound) }
            return .success(KeychainContents.result(found, for: query))
        }
    }

    /// `SecItemUpdate`.
    static func update(_ dictionary: [AnyHashable: Any], with changes: [AnyHashable: Any]) -> KeychainStatus {
        guard let query = KeychainQuery(dictionary), let changes = KeychainQuery(changes) else { return .param }
        if let moved = changes.accessGroup, !KeychainFile.isValid(group: moved) { return .param }
        let groups = query.accessGroup.map { [$0] + (changes.accessGroup.map { [$0] } ?? []) }
        return status(
            withGroups(groups) { contents in
                let status = contents.update(query, with: changes, now: Date())
                return status == .success ? .success(nil) : .failure(status)
            })
    }

    /// `SecItemDelete`.
    static func delete(_ dictionary: [AnyHashable: Any]) -> KeychainStatus {
        guard let query = KeychainQuery(dictionary) else { return .param }
        return status(
            withGroups(query.accessGroup.map { [$0] }) { contents in
                let status = contents.delete(query)
                return status == .success ? .success(nil) : .failure(status)
            })
    }

    private static func status(_ result: Result<AnyObject?, KeychainStatus>) -> KeychainStatus {
        switch result {
        case .success: .success
        case .failure(let status): status
        }
    }

    /// Runs `body` on the items of `groups` (every group's when nil) under the lock, then writes
    /// back each group whose items it changed.
    private static func withGroups(
        _ groups: [String]?, _ body: (inout KeychainContents) -> Result<AnyObject?, KeychainStatus>
    ) -> Result<AnyObject?, KeychainStatus> {
        guard let folder else { return .failure(.notAvailable) }
        if let groups, !groups.allSatisfy(KeychainFile.isValid(group:)) { return .failure(.param) }
        let file = KeychainFile(folder: folder)
        lock.lock()
        defer { lock.unlock() }
        do throws(KeychainFile.Failure) {
            let names: [String]
            if let groups { names = groups } else { names = try file.groups() }
            var before: [String: [KeychainItem]] = [:]
            for name in Set(names) { before[name] = try file.load(group: name) }
            var contents = KeychainContents(items: names.uniqued().flatMap { before[$0] ?? [] })
            let result = body(&contents)
            guard case .success = result else { return result }
            let after = Dictionary(grouping: contents.items, by: \.accessGroup)
            for name in Set(before.keys).union(after.keys).sorted() where (before[name] ?? []) != (after[name] ?? []) {
                try file.save(group: name, items: after[name] ?? [])
            }
            return result
        } catch {
            return .failure(error.status)
        }
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    fileprivate func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
