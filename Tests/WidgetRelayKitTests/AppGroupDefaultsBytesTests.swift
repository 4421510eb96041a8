import Foundation
import Testing
import WidgetRelayKit

/// A whole number and a Boolean are stored and read without Foundation's JSON coders, as the
/// same bytes: what the store holds is what `JSONEncoder` made of them before, and whatever
/// bytes a store holds read as `JSONDecoder` reads them.
@Suite("App-group defaults store numbers and Booleans as JSONEncoder did")
struct AppGroupDefaultsBytesTests {
    private static let suite = "group.bytes"
    private static let prefix = "defaults/group.bytes/"

    /// The stored shape as `JSONEncoder` writes it (a synthesized `Codable` enum writes its case
    /// name and `_0`, whatever else the enum holds): the reference the kit's bytes must equal.
    private enum Reference: Codable, Equatable {
        case int(Int), bool(Bool), string(String), double(Double)
    }

    private static let wholeNumbers: [Int] = [
        0, 1, -1, 7, 10, -10, 42, 1_000_000, Int.max, Int.min, Int.max - 1, Int.min + 1, Int(Int32.max) + 1,
    ]

    @Test("a whole number and a Boolean set by app code are stored as the bytes JSONEncoder makes of them")
    func storedAsJSONEncoderStores() throws {
        let environment = AppEnvironment.inMemory()
        var random = SystemRandomNumberGenerator()
        let numbers = Self.wholeNumbers + (0..<200).map { _ in Int.random(in: .min ... .max, using: &random) }
        try AppEnvironment.$current.withValue(environment) {
            let defaults = try #require(UserDefaults(suiteName: Self.suite))
            for number in numbers {
                defaults.set(number, forKey: "count")
                AppGroupDefaults.flush(store: environment.store)
                let stored = try #require(environment.store.value(forKey: Self.prefix + "count"))
                #expect(stored == (try JSONEncoder().encode(Reference.int(number))), "\(number)")
            }
            for flag in [true, false] {
                defaults.set(flag, forKey: "on")
                AppGroupDefaults.flush(store: environment.store)
                let stored = try #require(environment.store.value(forKey: Self.prefix + "on"))
                #expect(stored == (try JSONEncoder().encode(Reference.bool(flag))), "\(flag)")
            }
        }
    }

    @Test("bytes in the store read as JSONDecoder reads them: JSONEncoder's own, and near misses of their shape")
    func readAsJSONDecoderReads() throws {
        let encoded =
            try Self.wholeNumbers.map { try JSONEncoder().encode(Reference.int($0)) }
            + [JSONEncoder().encode(Reference.bool(true)), JSONEncoder().encode(Reference.bool(false))]
        let nearMisses = [
            #"{"int":{"_0": 7}}"#, #"{"int":{"_0":+7}}"#, #"{"int":{"_0":07}}"#, #"{"int":{"_0":-0}}"#,
            #"{"int":{"_0":-}}"#, #"{"int":{"_0":}}"#, #"{"int":{"_0":7.0}}"#, #"{"int":{"_0":1e3}}"#,
            #"{"int":{"_0":9223372036854775808}}"#, #"{"int":{"_0":-9223372036854775809}}"#,
            #"{"int":{"_0":"7"}}"#, #"{"int":{"_0":7}} "#, #"{"int":{"_0":7}}}"#, #"{"int":{"_0":7}"#,
            #"{"bool":{"_0":True}}"#, #"{"bool":{"_0":1}}"#, #"{"bool":{"_0":true }}"#, #"{"bool":{"_0":}}"#,
            #"{"string":{"_0":"7"}}"#, #"{"double":{"_0":7}}"#, "}}", "",
        ].map { Data($0.utf8) }
        let environment = AppEnvironment.inMemory()
        for (index, bytes) in (encoded + nearMisses).enumerated() {
            try environment.store.write([Self.prefix + "key\(index)": bytes])
        }
        try AppEnvironment.$current.withValue(environment) {
            let defaults = try #require(UserDefaults(suiteName: Self.suite))
            for (index, bytes) in (encoded + nearMisses).enumerated() {
                let read = defaults.object(forKey: "key\(index)")
                let text = String(decoding: bytes, as: UTF8.self)
                switch try? JSONDecoder().decode(Reference.self, from: bytes) {
                case .int(let value): #expect(read as? Int == value, "\(text)")
                case .bool(let value): #expect(read as? Bool == value, "\(text)")
                case .string(let value): #expect(read as? String == value, "\(text)")
                case .double(let value): #expect(read as? Double == value, "\(text)")
                case nil: #expect(read == nil, "\(text): JSONDecoder refuses it")
                }
            }
        }
    }
}
