import Foundation
import Logging
import Mirror

/// A phone paired or unpaired while a mirror runs (`pair` and `unpair` from another shell)
/// takes effect at once: the data folder's `phones/` is read again each second and the fleet
/// follows it — a new phone gets a section of its own and syncs; an unpaired one's section
/// goes; a phone paired again with other endpoints is mirrored anew. (Before, either waited for
/// the next start, and the page kept a "pair again" section.)
public enum PairedPhonesWatcher {
    /// What to do to a fleet that mirrors `running` (fingerprint → its slot and the record it was
    /// started from) when `paired` are the records on disk now: phones to add, slots to remove.
    /// A folder that cannot be read now (half written) is not taken for an unpairing.
    public static func changes(
        running: [String: (slot: String, record: PairedPhoneRecord)], paired: [PairedPhoneRecord],
        unreadable: [String]
    ) -> (add: [PairedPhoneRecord], remove: [String]) {
        let byFingerprint = Dictionary(paired.map { ($0.fingerprint, $0) }, uniquingKeysWith: { first, _ in first })
        var add: [PairedPhoneRecord] = [], remove: [String] = []
        for (fingerprint, phone) in running.sorted(by: { $0.key < $1.key }) {
            if let record = byFingerprint[fingerprint] {
                // paired again: new endpoints, new id
                if record != phone.record { remove.append(phone.slot); add.append(record) }
            } else if !unreadable.contains(fingerprint) {
                remove.append(phone.slot)
            }
        }
        add += paired.filter { running[$0.fingerprint] == nil }
        return (add, remove)
    }

    /// Follows `store` with `fleet` every `interval` until cancelled.
    static func follow(
        _ fleet: MirrorFleet, store: PairedPhones, clients: MirrorClients, interval: Duration = .seconds(1),
        logger: Logger
    ) -> Task<Void, Never> {
        Task {
            // What the fleet was started from: its phones' records as they are on disk now.
            let start = store.load().phones
            var running: [String: (slot: String, record: PairedPhoneRecord)] = [:]
            for link in fleet.links {
                if let record = start.first(where: { $0.fingerprint == link.phone.fingerprint }) {
                    running[record.fingerprint] = (link.phone.slot, record)
                }
            }
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard !Task.isCancelled else { return }
                let loaded = store.load()
                let (add, remove) = changes(running: running, paired: loaded.phones, unreadable: loaded.unreadable)
                for slot in remove {
                    guard let fingerprint = running.first(where: { $0.value.slot == slot })?.key else { continue }
                    running[fingerprint] = nil
                    await fleet.remove(slot)
                    logger.notice(
                        "stopped mirroring a phone unpaired from this device", metadata: ["phone": "\(fingerprint)"])
                }
                for record in add {
                    let client: MirrorClient
                    do { client = try clients.client(for: record) } catch {
                        logger.error(
                            "cannot mirror a phone paired while running",
                            metadata: ["phone": "\(record.label)", "error": "\(error)"])
                        running[record.fingerprint] = ("", record)  // not tried again until its record changes
                        continue
                    }
                    let (link, failure) = await fleet.add(
                        name: record.name, fingerprint: record.fingerprint, client: client)
                    running[record.fingerprint] = (link.phone.slot, record)
                    if let failure {
                        logger.error(
                            "cannot start mirroring a phone paired while running",
                            metadata: ["phone": "\(record.label)", "error": "\(failure)"])
                    } else {
                        logger.notice(
                            "mirroring a phone paired while running",
                            metadata: ["phone": "\(record.label)", "fingerprint": "\(record.fingerprint)"])
                    }
                }
            }
        }
    }
}
