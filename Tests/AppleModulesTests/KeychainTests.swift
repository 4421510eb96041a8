import Foundation
import FoundationOnApple
import Testing
import WidgetRelayKit

/// The keychain app code reaches through `SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate` and
/// `SecItemDelete` — with no `import Security`, as a file importing only Foundation calls it on iOS
/// (PiStats' KeychainPasswordItem.swift): Apple's rules, kept on disk per access group.
@Suite("Security's keychain")
struct KeychainTests {
    /// A store whose app groups' folder is `<folder>/AppGroups`, as the phone's is `<data>/AppGroups`.
    final class FolderStore: AppGroupStore {
        let folder: URL
        init(_ folder: URL) { self.folder = folder }
        var containerDirectory: URL? { folder.appendingPathComponent("AppGroups", isDirectory: true) }
        func value(forKey key: String) -> Data? { nil }
        func write(_ changes: [String: Data?]) throws {}
        func keys(withPrefix prefix: String) -> [String] { [] }
    }

    static func environment(_ store: any AppGroupStore) -> AppEnvironment {
        var environment = AppEnvironment.inMemory()
        environment.store = store
        return environment
    }

    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("keychain-tests-\(UUID().uuidString)")
    }

    /// PiStats' query (KeychainPasswordItem.keychainQuery), as published: `[String: AnyObject]`, the keychain's
    /// constants stored in it as they are (objects, as Apple's `CFString`s are).
    static func query(service: String = "pihole", account: String = "admin", group: String? = nil) -> [String:
        AnyObject]
    {
        var query = [String: AnyObject]()
        query[kSecClass as String] = kSecClassGenericPassword
        query[kSecAttrService as String] = service as AnyObject
        query[kSecAttrAccount as String] = account as AnyObject
        if let group { query[kSecAttrAccessGroup as String] = group as AnyObject }
        return query
    }

    static func read(_ query: [String: AnyObject]) -> (OSStatus, AnyObject?) {
        var result: AnyObject?
        let status = withUnsafeMutablePointer(to: &result) {
            SecItemCopyMatching(query as CFDictionary, UnsafeMutablePointer($0))
        }
        return (status, result)
    }

    @Test("add, find, update and delete as Apple's keychain answers them")
    func itemCalls() {
        AppEnvironment.$current.withValue(.inMemory()) {
            var item = Self.query()
            item[kSecValueData as String] = Data("hunter2".utf8) as AnyObject
            #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
            #expect(SecItemAdd(item as CFDictionary, nil) == errSecDuplicateItem)

            var search = Self.query()
            search[kSecMatchLimit as String] = kSecMatchLimitOne
            search[kSecReturnAttributes as String] = kCFBooleanTrue
            search[kSecReturnData as String] = kCFBooleanTrue
            let (status, result) = Self.read(search)
            let found = result as? [String: AnyObject]
            #expect(status == errSecSuccess)
            #expect((found?[kSecValueData as String] as? Data) == Data("hunter2".utf8))
            #expect(found?[kSecAttrAccount as String] as? String == "admin")
            #expect(found?[kSecAttrService as String] as? String == "pihole")
            #expect(found?[kSecAttrAccessGroup as String] as? String == "default")
            #expect(found?[kSecClass as String] as? String == kSecClassGenericPassword as String)
            #expect(found?[kSecAttrCreationDate as String] is Date)

            var dataOnly = Self.query()
            dataOnly[kSecReturnData as String] = kCFBooleanTrue
            #expect(Self.read(dataOnly).1 as? Data == Data("hunter2".utf8))
            let bare = Self.read(Self.query())
            #expect(bare.0 == errSecSuccess && bare.1 == nil)
            #expect(Self.read(Self.query(account: "guest")).0 == errSecItemNotFound)
            #expect(SecItemCopyMatching([kSecAttrAccount as String: "admin"] as CFDictionary, nil) == errSecParam)

            let change = [kSecValueData as String: Data("correct horse".utf8) as AnyObject]
            #expect(SecItemUpdate(Self.query() as CFDictionary, change as CFDictionary) == errSecSuccess)
            #expect(Self.read(dataOnly).1 as? Data == Data("correct horse".utf8))
            #expect(
                SecItemUpdate(Self.query(account: "guest") as CFDictionary, change as CFDictionary)
                    == errSecItemNotFound)

            #expect(SecItemDelete(Self.query() as CFDictionary) == errSecSuccess)
            #expect(SecItemDelete(Self.query() as CFDictionary) == errSecItemNotFound)
            #expect(Self.read(dataOnly).0 == errSecItemNotFound)
        }
    }

    @Test(
        "access groups keep items apart; a search without one finds every group's; synchronizable items only when asked"
    )
    func groupsAndSynchronizable() {
        AppEnvironment.$current.withValue(.inMemory()) {
            for group in ["group.app", "group.other"] {
                var item = Self.query(group: group)
                item[kSecValueData as String] = Data(group.utf8) as AnyObject
                #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
            }
            var all = Self.query()
            all[kSecMatchLimit as String] = kSecMatchLimitAll
            all[kSecReturnAttributes as String] = kCFBooleanTrue
            let groups = (Self.read(all).1 as? [[String: Any]])?.compactMap {
                $0[kSecAttrAccessGroup as String] as? String
            }
            #expect(groups == ["group.app", "group.other"])
            var one = Self.query(group: "group.other")
            one[kSecReturnData as String] = kCFBooleanTrue
            #expect(Self.read(one).1 as? Data == Data("group.other".utf8))

            var synced = Self.query(service: "sync")
            synced[kSecAttrSynchronizable as String] = kCFBooleanTrue
            #expect(SecItemAdd(synced as CFDictionary, nil) == errSecSuccess)
            #expect(Self.read(Self.query(service: "sync")).0 == errSecItemNotFound)
            var any = Self.query(service: "sync")
            any[kSecAttrSynchronizable as String] = kSecAttrSynchronizableAny
            #expect(Self.read(any).0 == errSecSuccess)
        }
    }

    @Test(
        "a query written with the constants as keys ([CFString: Any]) or converted (as String), as other code writes it"
    )
    func cfStringForms() {
        AppEnvironment.$current.withValue(.inMemory()) {
            let item: [CFString: Any] = [
                kSecClass: kSecClassGenericPassword, kSecAttrService: "svc", kSecAttrAccount: "me",
                kSecAttrAccessible: kSecAttrAccessibleAfterFirstUnlock, kSecValueData: Data("pw".utf8),
            ]
            #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
            let search: [String: Any] = [
                kSecClass as String: kSecClassGenericPassword as String, kSecAttrService as String: "svc",
                kSecMatchLimit as String: kSecMatchLimitOne, kSecReturnData as String: true,
            ]
            var result: CFTypeRef?
            #expect(SecItemCopyMatching(search as CFDictionary, &result) == errSecSuccess)
            #expect(result as? Data == Data("pw".utf8))
            let message = SecCopyErrorMessageString(errSecItemNotFound, nil) as String?
            #expect(message == "The specified item could not be found in the keychain.")
        }
    }

    @Test("kept on disk beside the app groups' folder, the folder 0700 and each file 0600; read back by a new store")
    func persisted() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var item = Self.query(group: "group.pistats")
        item[kSecValueData as String] = Data("secret".utf8) as AnyObject
        AppEnvironment.$current.withValue(Self.environment(FolderStore(folder))) {
            #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
        }
        let file = folder.appendingPathComponent("Keychains/group.pistats.keychain")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: file.deletingLastPathComponent().path)
        #expect((folderAttributes[.posixPermissions] as? Int) == 0o700)
        var search = Self.query(group: "group.pistats")
        search[kSecReturnData as String] = kCFBooleanTrue
        AppEnvironment.$current.withValue(Self.environment(FolderStore(folder))) {
            #expect(Self.read(search).1 as? Data == Data("secret".utf8))
        }
    }

    @Test("a damaged keychain file is errSecInvalidKeychain to every call that needs it, and is left as it was")
    func damaged() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let keychains = folder.appendingPathComponent("Keychains")
        try FileManager.default.createDirectory(at: keychains, withIntermediateDirectories: true)
        let file = keychains.appendingPathComponent("group.pistats.keychain")
        let damage = Data(#"{"format":"widgetrelay-keychain","items":[{"itemCl"#.utf8)
        try damage.write(to: file)
        var item = Self.query(group: "group.pistats")
        item[kSecValueData as String] = Data("secret".utf8) as AnyObject
        AppEnvironment.$current.withValue(Self.environment(FolderStore(folder))) {
            #expect(Self.read(Self.query(group: "group.pistats")).0 == errSecInvalidKeychain)
            #expect(Self.read(Self.query()).0 == errSecInvalidKeychain)
            #expect(SecItemAdd(item as CFDictionary, nil) == errSecInvalidKeychain)
            #expect(SecItemDelete(Self.query() as CFDictionary) == errSecInvalidKeychain)
            #expect(SecItemAdd(Self.query(group: "group.fine") as CFDictionary, nil) == errSecSuccess)
        }
        #expect(try Data(contentsOf: file) == damage)
        #expect(
            SecCopyErrorMessageString(errSecInvalidKeychain, nil)
                == "The specified keychain is not a valid keychain file.")
    }

    @Test("a store with no folder has no keychain: errSecNotAvailable")
    func noFolder() {
        final class NoFolder: AppGroupStore {
            func value(forKey key: String) -> Data? { nil }
            func write(_ changes: [String: Data?]) throws {}
            func keys(withPrefix prefix: String) -> [String] { [] }
        }
        AppEnvironment.$current.withValue(Self.environment(NoFolder())) {
            #expect(SecItemAdd(Self.query() as CFDictionary, nil) == errSecNotAvailable)
            #expect(Self.read(Self.query()).0 == errSecNotAvailable)
        }
    }
}
