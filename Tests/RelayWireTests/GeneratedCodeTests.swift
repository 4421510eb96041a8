import TestSupport
import Testing

@Suite("Generated code")
struct GeneratedCodeTests {
    @Test("Sources/RelayWire was generated from the proto/ that is checked in")
    func noDrift() async throws {
        let output = try await run(
            "/bin/bash", ["\(Repository.root)/tools/check-generated", "--hash-only"], within: 60)
        #expect(output.status == 0, "\(output.standardError)")
    }
}
