import Foundation

/// The phone an event is about, as a mirror of several phones names it in every line
/// (`"phone": {"name": …, "fingerprint": …}`); phones of one name differ by fingerprint.
public struct ScriptPhone: Sendable, Hashable, Codable {
    public let name: String
    public let fingerprint: String
    public init(name: String, fingerprint: String) { (self.name, self.fingerprint) = (name, fingerprint) }
}

/// One printed line: an event and, for an event about one phone, that phone.
public struct ScriptLine: Sendable, Hashable {
    public let event: ScriptEvent
    public let phone: ScriptPhone?

    public init(_ event: ScriptEvent, phone: ScriptPhone?) { (self.event, self.phone) = (event, phone) }

    private enum Key: String, CodingKey { case phone }

    /// The line as printed: the event's fields, and `phone`.
    public var jsonLine: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(Tagged(line: self))).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Reads one printed line.
    public init(jsonLine: String) throws {
        let decoder = JSONDecoder()
        let data = Data(jsonLine.utf8)
        event = try decoder.decode(ScriptEvent.self, from: data)
        phone = try decoder.decode(PhoneOnly.self, from: data).phone
    }

    private struct Tagged: Encodable {
        let line: ScriptLine
        func encode(to encoder: any Encoder) throws {
            try line.event.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encodeIfPresent(line.phone, forKey: .phone)
        }
    }

    private struct PhoneOnly: Decodable {
        let phone: ScriptPhone?
    }
}

extension ScriptCommand {
    /// A command line and the phone it names with `--phone NAME|FINGERPRINT` (anywhere
    /// on the line); nil for an empty line.
    public static func parseAddressed(_ line: String) throws -> (command: ScriptCommand, phone: String?)? {
        var words = split(line)
        var phone: String?
        while let index = words.firstIndex(of: "--phone") {
            guard index + 1 < words.count else {
                throw ParseError(description: "--phone needs a phone's name or fingerprint")
            }
            guard phone == nil else { throw ParseError(description: "--phone once per command") }
            phone = words[index + 1]
            words.removeSubrange(index...(index + 1))
        }
        guard let command = try parse(words: words) else { return nil }
        return (command, phone)
    }

    /// How `--phone` reads, for the usage.
    public static let phoneUsage =
        "any command takes --phone NAME|FINGERPRINT: the phone it is for, when several are paired"
}
