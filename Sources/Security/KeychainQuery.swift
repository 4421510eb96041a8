import Foundation

/// A dictionary passed to `SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate` or `SecItemDelete`,
/// read once by Apple's keys: the item class, the attributes to match or to set, which items
/// (`kSecAttrSynchronizable`, `kSecMatchLimit`) and what to return (`kSecReturnData`,
/// `kSecReturnAttributes`).
struct KeychainQuery: Sendable, Hashable {
    /// Which items `kSecAttrSynchronizable` selects: by default only those not synchronized.
    enum Synchronizable: Sendable, Hashable {
        case no, yes, any
    }

    /// How many items `kSecMatchLimit` asks for: one by default.
    enum Limit: Sendable, Hashable {
        case one, all
        case count(Int)
    }

    /// `kSecClass`; nil when the dictionary has none.
    var itemClass: String?
    /// The item attributes it names (access group included, `kSecAttrSynchronizable` not).
    var attributes: [String: KeychainValue] = [:]
    var synchronizable: Synchronizable = .no
    /// Whether the dictionary named `kSecAttrSynchronizable` at all (an update changes it only then).
    var namesSynchronizable = false
    /// `kSecValueData`.
    var secret: Data?
    var returnData = false
    var returnAttributes = false
    var returnReference = false
    var limit: Limit = .one
    /// Whether it names an item by reference (`kSecValueRef`, `kSecValuePersistentRef`), which
    /// this keychain does not keep.
    var namesReference = false

    /// The access group it names (`kSecAttrAccessGroup`).
    var accessGroup: String? {
        if case .string(let group) = attributes["agrp"] { return group }
        return nil
    }

    /// Reads `dictionary`; nil when a key has a value of a type Apple's does not take (`errSecParam`).
    init?(_ dictionary: [AnyHashable: Any]) {
        for (anyKey, value) in dictionary {
            guard let key = anyKey.base as? String else { return nil }
            switch key {
            case "class":
                guard let text = value as? String else { return nil }
                itemClass = text
            case "sync":
                if let text = value as? String {
                    guard text == "syna" else { return nil }
                    synchronizable = .any
                } else if let flag = value as? Bool {
                    synchronizable = flag ? .yes : .no
                } else {
                    return nil
                }
                namesSynchronizable = true
            case "v_Data":
                guard let data = value as? Data else { return nil }
                secret = data
            case "v_Ref", "v_PersistentRef":
                namesReference = true
            case "r_Data", "r_Attributes", "r_Ref", "r_PersistentRef":
                guard let flag = value as? Bool else { return nil }
                switch key {
                case "r_Data": returnData = flag
                case "r_Attributes": returnAttributes = flag
                default: returnReference = flag
                }
            case "m_Limit":
                if let text = value as? String {
                    switch text {
                    case "m_LimitOne": limit = .one
                    case "m_LimitAll": limit = .all
                    default: return nil
                    }
                } else if let count = value as? Int, count > 0 {
                    limit = count == 1 ? .one : .count(count)
                } else {
                    return nil
                }
            default:
                // Other search and use keys (`kSecMatch…`, `kSecUse…`) change nothing here: no
                // prompt, no authentication UI, one keychain.
                if key.hasPrefix("m_") || key.hasPrefix("u_") || key.hasPrefix("r_") || key.hasPrefix("v_")
                    || key == "nleg"
                {
                    continue
                }
                guard let attribute = KeychainValue(value, key: key) else { return nil }
                attributes[key] = attribute
            }
        }
    }

    /// Whether `item` is one this query selects.
    func matches(_ item: KeychainItem) -> Bool {
        guard item.itemClass == itemClass else { return false }
        switch synchronizable {
        case .no: if item.synchronizable { return false }
        case .yes: if !item.synchronizable { return false }
        case .any: break
        }
        for (key, value) in attributes where item.attributes[key] != value { return false }
        return true
    }
}
