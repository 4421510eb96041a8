import Foundation
import TestSupport
import Testing
@testable import PhoneHost

/// sync.proto: an epoch is a *different* history, not a later one.
@Suite("Phone: epochs")
struct EpochTests {
    @Test(
        "each start is the epoch after the last the store saw; a fresh data folder starts again at 1, below the old one"
    )
    func epochsDifferButNeedNotGrow() throws {
        let old = try PhoneDatabase(path: "\(TemporaryFolder.shared.makeFolder())/phone.sqlite")
        #expect(try [old.nextEpoch(), old.nextEpoch(), old.nextEpoch()] == [1, 2, 3])
        // The data folder reset: the same phone, a new store, and an epoch lower than the mirrors saw.
        let reset = try PhoneDatabase(path: "\(TemporaryFolder.shared.makeFolder())/phone.sqlite")
        #expect(try reset.nextEpoch() == 1)
    }
}
