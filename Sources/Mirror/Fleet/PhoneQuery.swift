/// Finding one phone among several by what a person types (`--phone`, `unpair --phone`):
/// a name or a fingerprint.
public enum PhoneQuery {
    /// Why `query` names no single phone.
    public struct Unmatched: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// The one item `query` names: its fingerprint, a unique start of it (at least four
    /// digits, dashes optional), or a name only it has. Two phones of one name are told
    /// apart by fingerprint.
    public static func match<Item>(_ query: String, among items: [Item], name: (Item) -> String,
                                   fingerprint: (Item) -> String) throws(Unmatched) -> Item {
        let bare = { (text: String) in text.lowercased().filter { $0 != "-" } }
        let wanted = bare(query)
        if let exact = items.first(where: { bare(fingerprint($0)) == wanted }) { return exact }
        let named = items.filter { name($0) == query }
        if named.count == 1 { return named[0] }
        if named.count > 1 {
            throw Unmatched(description: "\(named.count) phones are named “\(query)”: name one by fingerprint (\(named.map(fingerprint).joined(separator: ", ")))")
        }
        let started = wanted.count >= 4 ? items.filter { bare(fingerprint($0)).hasPrefix(wanted) } : []
        if started.count == 1 { return started[0] }
        guard started.isEmpty else { throw Unmatched(description: "“\(query)” starts \(started.count) fingerprints; give more of it") }
        let known = items.map { "“\(name($0))” \(fingerprint($0))" }.joined(separator: ", ")
        throw Unmatched(description: "no paired phone is “\(query)”; paired: \(known.isEmpty ? "none" : known)")
    }
}
