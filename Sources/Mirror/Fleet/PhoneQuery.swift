/// Finding one phone among several by what a person types (`--phone`, `unpair --phone`):
/// a name or a fingerprint.
public enum PhoneQuery {
    /// Why `query` names no single phone.
    public struct Unmatched: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// The one item `query` names: its whole fingerprint; else a name only it has, or a
    /// unique start of a fingerprint (at least four digits, dashes optional). A name is
    /// the phone's to choose, so a query that is one phone's name and the start of
    /// another's fingerprint (a phone named after another's fingerprint) is refused as
    /// ambiguous, never settled for the name. Two phones of one name are told apart by
    /// fingerprint.
    public static func match<Item>(
        _ query: String, among items: [Item], name: (Item) -> String,
        fingerprint: (Item) -> String
    ) throws(Unmatched) -> Item {
        let bare = { (text: String) in text.lowercased().filter { $0 != "-" } }
        let wanted = bare(query)
        if let exact = items.first(where: { bare(fingerprint($0)) == wanted }) { return exact }
        let named = items.indices.filter { name(items[$0]) == query }
        let started =
            wanted.count >= 4 && wanted.allSatisfy(\.isHexDigit)
            ? items.indices.filter { bare(fingerprint(items[$0])).hasPrefix(wanted) } : []
        let candidates = Set(named).union(started)
        if candidates.count == 1, let only = candidates.first { return items[only] }
        guard candidates.isEmpty else {
            let listed = candidates.sorted().map { "“\(name(items[$0]))” \(fingerprint(items[$0]))" }.joined(
                separator: ", ")
            throw Unmatched(
                description:
                    "“\(query)” could be \(candidates.count) phones (\(listed)): name one by its whole fingerprint")
        }
        let known = items.map { "“\(name($0))” \(fingerprint($0))" }.joined(separator: ", ")
        throw Unmatched(description: "no paired phone is “\(query)”; paired: \(known.isEmpty ? "none" : known)")
    }
}
