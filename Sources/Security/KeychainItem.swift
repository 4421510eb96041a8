import Foundation

/// One keychain item: its class (`kSecClassGenericPassword`…), its attributes (the access
/// group, service, account, accessibility, dates… by Apple's keys) and its secret data.
///
/// Its description never shows the secret (only its length): an item printed in a log or a
/// test's failure says which item, not what it holds.
struct KeychainItem: Codable, Hashable, Sendable, CustomStringConvertible {
    var itemClass: String
    var attributes: [String: KeychainValue]
    var secret: Data?

    /// The attributes that make an item unique in its class (Apple's primary key): a second
    /// item with the same values is a duplicate (`errSecDuplicateItem`).
    static func primaryKey(of itemClass: String) -> [String] {
        switch itemClass {
        case "genp": ["agrp", "acct", "svce", "sync"]
        case "inet": ["agrp", "acct", "sdmn", "srvr", "ptcl", "atyp", "port", "path", "sync"]
        case "keys": ["agrp", "kcls", "klbl", "atag", "type", "bsiz", "esiz", "sync"]
        default: ["agrp", "ctyp", "issr", "slnr", "sync"]
        }
    }

    /// The classes this keychain keeps.
    static let classes: Set<String> = ["genp", "inet", "keys", "cert", "idnt"]

    /// The values of its primary key.
    var identity: [KeychainValue?] { Self.primaryKey(of: itemClass).map { attributes[$0] } }

    /// The item's access group.
    var accessGroup: String {
        if case .string(let group) = attributes["agrp"] { return group }
        return ""
    }

    var synchronizable: Bool {
        if case .bool(let flag) = attributes["sync"] { return flag }
        return false
    }

    var description: String {
        let named = ["svce", "acct", "srvr", "labl", "atag"].compactMap { key in attributes[key].map { "\(key)=\($0)" }
        }
        return "KeychainItem(\(itemClass), group \(accessGroup), \(named.joined(separator: ", ")), "
            + "\(secret.map { "\($0.count) bytes of data" } ?? "no data"))"
    }
}
