import Foundation
import PhoneCore
@testable import PhoneHost
import Testing

/// The phone knows a new interaction is new without reading the store, and never
/// takes a recorded one for new (which would perform it twice).
@Suite("InteractionFilter: recorded interactions in memory, in front of the store")
struct InteractionFilterTests {
    @Test("no recorded pair is ever reported absent; about 1 % of others are reported maybe")
    func noFalseNegatives() {
        var filter = InteractionFilter(capacity: 20_000)
        for index in 0..<20_000 { filter.insert(device: "desk", id: "i\(index)") }
        #expect((0..<20_000).allSatisfy { filter.mayContain(device: "desk", id: "i\($0)") })
        let maybes = (0..<20_000).filter { filter.mayContain(device: "desk", id: "other\($0)") }.count
        #expect(maybes < 20_000 * 3 / 100, "false maybes: \(maybes) of 20000")
        // The device is part of the pair: another device's id is its own.
        let crossed = (0..<20_000).filter { filter.mayContain(device: "watch", id: "i\($0)") }.count
        #expect(crossed < 20_000 * 3 / 100)
    }

    @Test("past its capacity it answers maybe more often, never absent for a recorded pair")
    func overCapacity() {
        var filter = InteractionFilter(capacity: 1024)
        for index in 0..<30_000 { filter.insert(device: "desk", id: "i\(index)") }
        #expect((0..<30_000).allSatisfy { filter.mayContain(device: "desk", id: "i\($0)") })
    }

    @Test("the store's filter: a committed interaction is found, after a reopen too; a new id skips the read")
    func inTheStore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filter-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/phone.sqlite"
        var result = InteractionAnswer(interactionID: "")
        result.interactionID = "tap-1"
        result.seq = 7
        do {
            let database = try PhoneDatabase(path: path)
            #expect(!database.recorded.withLock { $0.mayContain(device: "desk", id: "tap-1") })
            #expect(try database.interactionResult("tap-1", device: "desk") == nil)
            try database.commitInteraction(result, device: "desk", changes: ["k": Data("v".utf8)], at: Date())
            #expect(try database.interactionResult("tap-1", device: "desk")?.seq == 7)
            #expect(try database.interactionResult("tap-1", device: "watch") == nil)
        }
        let reopened = try PhoneDatabase(path: path)
        #expect(reopened.recorded.withLock { $0.mayContain(device: "desk", id: "tap-1") })
        #expect(try reopened.interactionResult("tap-1", device: "desk")?.seq == 7)
        #expect(!reopened.recorded.withLock { $0.mayContain(device: "desk", id: "tap-2") })
    }
}
