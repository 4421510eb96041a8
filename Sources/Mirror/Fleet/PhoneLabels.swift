/// Short names that tell phones apart wherever a line or a tag says which phone something
/// is from. A name is the phone's to choose — two phones may share one, and a phone may
/// name itself like another's label ("Pixel 3f2a") — so labels that come out equal get
/// the fingerprint's first group, and any still equal the whole fingerprint.
public enum PhoneLabels {
    /// Each phone's label by slot: `base` of it, made distinct as above.
    public static func distinct(_ phones: [FleetPhone], base: (FleetPhone) -> String) -> [String: String] {
        var labels: [String: String] = [:]
        for phone in phones { labels[phone.slot] = base(phone) }
        let suffixes: [(FleetPhone) -> String] = [
            { $0.fingerprint.split(separator: "-").first.map(String.init) ?? "" },
            { $0.fingerprint },
        ]
        for suffix in suffixes {
            var counts: [String: Int] = [:]
            for label in labels.values { counts[label, default: 0] += 1 }
            let clashing = phones.filter { counts[labels[$0.slot] ?? ""] ?? 0 > 1 }
            guard !clashing.isEmpty else { break }
            for phone in clashing where !phone.fingerprint.isEmpty {
                labels[phone.slot] = "\(base(phone)) \(suffix(phone))"
            }
        }
        return labels
    }
}
