import DomainModel
import Testing

/// The one cut of a snapshot into parts (the phone's and the relay's).
@Suite("SnapshotParts: the cut")
struct SnapshotPartsTests {
    @Test("whole when asked for none, or when everything fits in one part")
    func whole() {
        #expect(SnapshotParts.cut(firstBytes: 10, firstHoldsItems: true, itemBytes: [100, 100], maxBytes: 0) == nil)
        #expect(
            SnapshotParts.cut(firstBytes: 10, firstHoldsItems: true, itemBytes: [100, 100], maxBytes: 20_000) == nil)
        #expect(SnapshotParts.cut(firstBytes: 10, firstHoldsItems: false, itemBytes: [], maxBytes: 16_384) == nil)
    }

    @Test("items in order, as many to a part as fit, never split; part 0 starts with what every mirror shows first")
    func parts() {
        let cut = SnapshotParts.cut(
            firstBytes: 1_000, firstHoldsItems: true, itemBytes: [8_000, 8_000, 8_000, 30_000, 1], maxBytes: 16_384)
        #expect(cut == [0..<1, 1..<3, 3..<4, 4..<5])
        // With nothing in part 0 but its header, the first item joins it however large.
        #expect(
            SnapshotParts.cut(firstBytes: 50, firstHoldsItems: false, itemBytes: [40_000, 10], maxBytes: 16_384) == [
                0..<1, 1..<2,
            ])
    }

    @Test("at most mostPartsMade parts, however small the parts asked")
    func bounded() throws {
        let cut = try #require(
            SnapshotParts.cut(
                firstBytes: 0, firstHoldsItems: false, itemBytes: Array(repeating: 100, count: 100_000),
                maxBytes: SnapshotParts.partBytes(asked: 1)))
        #expect(cut.count > 1 && cut.count <= SnapshotParts.mostPartsMade)
        #expect(cut.flatMap { Array($0) } == Array(0..<100_000))
    }

    @Test("part bounds a mirror takes, and the last part")
    func bounds() {
        #expect(
            SnapshotParts.partBytes(asked: 0) == 0 && SnapshotParts.partBytes(asked: 1) == 16_384
                && SnapshotParts.partBytes(asked: 20_000) == 20_000)
        #expect(SnapshotParts.isInRange(part: 0, of: 0) && SnapshotParts.isInRange(part: 4095, of: 4096))
        #expect(!SnapshotParts.isInRange(part: 3, of: 3) && !SnapshotParts.isInRange(part: 0, of: 4097))
        #expect(
            SnapshotParts.isLast(part: 0, of: 0) && SnapshotParts.isLast(part: 2, of: 3)
                && !SnapshotParts.isLast(part: 1, of: 3))
        #expect(SnapshotParts.isLast(part: .max, of: .max) && SnapshotParts.isLast(part: 5, of: 1))
    }
}
