import DomainModel
import Foundation
import GRDB
import PhoneCore
import Codec
import WidgetRelayKit

extension StoredInstance {
    /// The configuration as relay.v1 bytes, for the database.
    var configurationBlob: Data? {
        configuration.flatMap { try? WireCodec.storedBytes(of: $0) }
    }

    init(row: Row) throws {
        guard let family = WidgetFamily(rawValue: row["family"]) else {
            throw PhoneError.badRequest("stored instance \(row["id"] as String) has an unknown family")
        }
        let blob: Data? = row["configuration"]
        self.init(
            id: row["id"], kind: row["kind"], family: family,
            configuration: try blob.map { try WireCodec.invocation(storedBytes: $0) },
            owner: row["owner"], createdAt: Date(timeIntervalSince1970: row["created_at"]), pinned: row["pinned"])
    }
}
