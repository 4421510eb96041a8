import RelayLink
import Testing

@Suite struct RelayAddressTests {
    @Test func updatesSitBesideRequests() throws {
        let tcp = try RelayAddress("tcp://relay.example:7000")
        #expect(tcp.requests == "tcp://relay.example:7000")
        #expect(tcp.updates == "tcp://relay.example:7001")
        #expect(try RelayAddress("tcp://[::1]:9").updates == "tcp://[::1]:10")
        let ipc = try RelayAddress("ipc:///tmp/relay/phones")
        #expect(ipc.updates == "ipc:///tmp/relay/phones.updates")
    }

    @Test func refusesWhatItCannotSplit() {
        for bad in [
            "", "tcp://host", "tcp://host:", "tcp://host:65535", "tcp://host:0", "tcp://host:x", "udp://h:1", "ipc://",
            "tcp://:5",
        ] {
            #expect(throws: RelayAddressError.self, "\(bad)") { try RelayAddress(bad) }
        }
    }
}
