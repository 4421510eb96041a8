import NodeMetrics
import Testing

/// `--metrics HOST:PORT`: loopback unless asked, port 0 for any free one, a clear refusal otherwise.
@Suite("MetricsAddress")
struct MetricsAddressTests {
    @Test(
        "loopback addresses and port 0 are taken",
        arguments: [
            ("127.0.0.1:9470", "127.0.0.1", 9470), ("[::1]:0", "::1", 0), ("localhost:9470", "localhost", 9470),
            ("127.1.2.3:1", "127.1.2.3", 1),
        ])
    func loopback(_ text: String, _ host: String, _ port: Int) throws {
        let address = try MetricsAddress(parsing: text)
        #expect(address.host == host)
        #expect(address.port == port)
    }

    @Test("another address only when asked for")
    func elsewhere() throws {
        #expect(throws: MetricsAddressError.self) { try MetricsAddress(parsing: "0.0.0.0:9470") }
        #expect(throws: MetricsAddressError.self) { try MetricsAddress(parsing: "127.evil.example:9470") }
        #expect(try MetricsAddress(parsing: "0.0.0.0:9470", allowPublic: true).description == "0.0.0.0:9470")
        #expect(
            try MetricsAddress(parsing: "[2001:db8::1]:9470", allowPublic: true).description == "[2001:db8::1]:9470")
    }

    @Test(
        "what is not HOST:PORT is refused with what to write",
        arguments: [
            ("9470", "is not HOST:PORT"), (":9470", "is not HOST:PORT"), ("127.0.0.1:", "the port is a number"),
            ("127.0.0.1:65536", "the port is a number"), ("127.0.0.1:-1", "the port is a number"),
            ("[]:9470", "has no host"),
        ])
    func refused(_ text: String, _ advice: String) {
        do {
            _ = try MetricsAddress(parsing: text, allowPublic: true)
            Issue.record("\(text) parsed")
        } catch {
            #expect(error.description.contains(advice), "\(text): \(error)")
        }
    }
}
