import Foundation

/// One attribute of a keychain item as the keychain keeps it: the value types Apple's item
/// attributes take (strings, data, dates, Booleans and numbers).
enum KeychainValue: Codable, Hashable, Sendable {
    case string(String)
    case data(Data)
    case date(Date)
    case bool(Bool)
    case integer(Int64)
    case double(Double)

    /// The attributes Apple declares as Booleans (`kSecAttrSynchronizable`, `kSecAttrIsInvisible`,
    /// `kSecAttrIsNegative`…): a number or `kCFBooleanTrue` given for one is kept as a Boolean.
    static let booleanKeys: Set<String> = [
        "sync", "invi", "nega", "perm", "priv", "modi", "encr", "decr", "drve", "sign", "vrfy", "wrap", "unwp",
    ]

    /// A value app code passed for `key`; nil when it is of no type an attribute takes.
    init?(_ value: Any, key: String) {
        if Self.booleanKeys.contains(key), let flag = value as? Bool, !(value is String) {
            self = .bool(flag)
            return
        }
        switch value {
        case let text as String: self = .string(text)
        case let data as Data: self = .data(data)
        case let date as Date: self = .date(date)
        case let flag as Bool where type(of: value) == Bool.self: self = .bool(flag)
        case let number as Int: self = .integer(Int64(number))
        case let number as Double: self = .double(number)
        case let flag as Bool: self = .bool(flag)
        default: return nil
        }
    }

    /// The value as Apple's keychain returns it (a string, data, a date, a Boolean or a number).
    var object: Any {
        switch self {
        case .string(let text): text
        case .data(let data): data
        case .date(let date): date
        case .bool(let flag): flag
        case .integer(let number): Int(number)
        case .double(let number): number
        }
    }
}
