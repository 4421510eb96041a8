import RelayLink
import Testing

/// The relays a command line names, parsed once for every program.
@Suite struct RelayChoiceTests {
    static let key = String(repeating: "0", count: 40)

    @Test func pairsEachEndpointWithItsKeyInOrder() throws {
        #expect(try RelayChoice.parse(endpoints: [], keys: []).isEmpty)
        let two = try RelayChoice.parse(endpoints: ["tcp://a:7000", "ipc:///tmp/b"], keys: [Self.key, Self.key])
        #expect(two.map(\.endpoint) == ["tcp://a:7000", "ipc:///tmp/b"])
        #expect(two.map(\.address.updates) == ["tcp://a:7001", "ipc:///tmp/b.updates"])
        #expect(two[0].key.z85 == Self.key)
    }

    /// Each mistake, and the words its refusal must hold: what to do.
    static let refusals: [([String], [String], String)] = [
        (["tcp://a:7000"], [], "give one --relay-key per --relay (1 relay, 0 keys)"),
        ([], [key], "(0 relays, 1 key)"),
        (["tcp://a"], [key], "--relay: "),
        (["tcp://a:7000"], ["short"], "--relay-key for tcp://a:7000: "),
        (Array(repeating: "tcp://a:7000", count: 17), Array(repeating: key, count: 17), "at most 16 relays (17 given)"),
    ]

    @Test(arguments: refusals)
    func refusesWithWhatToDo(_ endpoints: [String], _ keys: [String], _ advice: String) {
        #expect(throws: RelayChoiceError.self) { try RelayChoice.parse(endpoints: endpoints, keys: keys) }
        do {
            _ = try RelayChoice.parse(endpoints: endpoints, keys: keys)
        } catch {
            #expect(error.description.contains(advice), "“\(error.description)”")
        }
    }
}
