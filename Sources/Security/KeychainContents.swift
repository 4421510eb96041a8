import Foundation

/// The keychain's items (of one access group or several) and what each `SecItem…` call does to
/// them, as a value: the rules of Apple's keychain with no file, lock or clock of their own
/// (``Keychain`` loads the contents, passes the time and saves what changed).
struct KeychainContents: Sendable, Hashable {
    var items: [KeychainItem]

    /// The default accessibility of an item added without `kSecAttrAccessible` (Apple's:
    /// `kSecAttrAccessibleWhenUnlocked`).
    static let defaultAccessibility = "ak"

    /// `SecItemAdd`: the item `query` describes, in `group` (its access group, or the default
    /// one), added at `now`; `errSecDuplicateItem` when its primary key is taken.
    mutating func add(_ query: KeychainQuery, group: String, now: Date) -> Result<KeychainItem, KeychainStatus> {
        guard let itemClass = query.itemClass, KeychainItem.classes.contains(itemClass) else {
            return .failure(.param)
        }
        guard !query.namesReference else { return .failure(.unimplemented) }
        var attributes = query.attributes
        attributes["agrp"] = .string(group)
        attributes["sync"] = .bool(query.synchronizable == .yes)
        if attributes["pdmn"] == nil { attributes["pdmn"] = .string(Self.defaultAccessibility) }
        attributes["cdat"] = .date(now)
        attributes["mdat"] = .date(now)
        let item = KeychainItem(itemClass: itemClass, attributes: attributes, secret: query.secret)
        guard !items.contains(where: { $0.itemClass == itemClass && $0.identity == item.identity }) else {
            return .failure(.duplicateItem)
        }
        items.append(item)
        return .success(item)
    }

    /// The items `query` selects, in the order they were added, at most as many as its limit.
    func matching(_ query: KeychainQuery) -> [KeychainItem] {
        let found = items.filter(query.matches)
        switch query.limit {
        case .one: return Array(found.prefix(1))
        case .all: return found
        case .count(let count): return Array(found.prefix(count))
        }
    }

    /// `SecItemUpdate`: every item `query` selects given `changes` (attributes, data) at `now`;
    /// `errSecItemNotFound` when none, `errSecDuplicateItem` (and nothing changed) when an
    /// updated item's primary key would be another's.
    mutating func update(_ query: KeychainQuery, with changes: KeychainQuery, now: Date) -> KeychainStatus {
        guard query.itemClass.map(KeychainItem.classes.contains) == true, changes.itemClass == nil,
            !changes.namesReference
        else { return .param }
        var updated = items
        var found = false
        for index in updated.indices where query.matches(updated[index]) {
            found = true
            for (key, value) in changes.attributes { updated[index].attributes[key] = value }
            if changes.namesSynchronizable { updated[index].attributes["sync"] = .bool(changes.synchronizable == .yes) }
            if let secret = changes.secret { updated[index].secret = secret }
            updated[index].attributes["mdat"] = .date(now)
        }
        guard found else { return .itemNotFound }
        var identities = Set<[KeychainValue?]>()
        for item in updated where !identities.insert([.string(item.itemClass)] + item.identity).inserted {
            return .duplicateItem
        }
        items = updated
        return .success
    }

    /// `SecItemDelete`: removes every item `query` selects (whatever its limit); `errSecItemNotFound`
    /// when none.
    mutating func delete(_ query: KeychainQuery) -> KeychainStatus {
        guard query.itemClass.map(KeychainItem.classes.contains) == true else { return .param }
        let before = items.count
        items.removeAll(where: query.matches)
        return items.count == before ? .itemNotFound : .success
    }

    /// What `SecItemCopyMatching` (and `SecItemAdd`, when asked) returns for `found` as `query`
    /// asks: nothing without a `kSecReturn…` key; the data alone, or a dictionary of the
    /// attributes (with `kSecValueData` when asked), of one item; an array of them for a limit
    /// above one.
    static func result(_ found: [KeychainItem], for query: KeychainQuery) -> AnyObject? {
        guard query.returnData || query.returnAttributes else { return nil }
        let values: [Any] = found.map { item in
            if query.returnData && !query.returnAttributes { return item.secret ?? Data() }
            var dictionary: [String: Any] = item.attributes.mapValues(\.object)
            dictionary["class"] = item.itemClass
            if query.returnData { dictionary["v_Data"] = item.secret ?? Data() }
            return NSDictionary(dictionary: dictionary)
        }
        if query.limit == .one, let first = values.first {
            return first as AnyObject
        }
        return NSArray(array: values)
    }
}

/// A result code of the keychain's calls, as its `OSStatus`.
enum KeychainStatus: Error, Sendable, Hashable {
    case success, param, duplicateItem, itemNotFound, unimplemented, notAvailable, invalidKeychain, io

    var status: OSStatus {
        switch self {
        case .success: errSecSuccess
        case .param: errSecParam
        case .duplicateItem: errSecDuplicateItem
        case .itemNotFound: errSecItemNotFound
        case .unimplemented: errSecUnimplemented
        case .notAvailable: errSecNotAvailable
        case .invalidKeychain: errSecInvalidKeychain
        case .io: errSecIO
        }
    }
}
