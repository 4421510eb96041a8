/// The digest a phone signs of its state on one topic at one position (`SealedHeader.cut` in
/// `proto/relay/v1/relayed.proto`): BLAKE2b-256, no key, over a domain string and the entries,
/// each framed by its length, so no two different lists give the same bytes.
public enum CutDigest {
    /// The digest's length in bytes.
    public static let length = 32

    /// BLAKE2b-256 of "widgetrelay cut v1" and `entries`, framed.
    public static func of(_ entries: [[UInt8]]) -> [UInt8] {
        Sodium.hash(Sodium.framed([Array("widgetrelay cut v1".utf8)] + entries), key: [], length: length)
    }
}
