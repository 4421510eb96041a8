import ArgumentParser
import Foundation
import MirrorNodeKit
import NodeRuntime

/// `relay-latency phones`: the phones this tool is paired with, as `--phone` names them; with
/// `--phone-key` (and `--id`, `--router`, `--publisher`, or `--relay`, `--relay-key`) it first
/// remembers that phone beside the others, without measuring anything.
struct Phones: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "List the phones this tool is paired with (name, fingerprint, how it is reached); with --phone-key, add that one first."
    )
    @OptionGroup var mirror: MirrorOptions

    func run() async throws {
        let phones = try mirror.phones()
        for (phone, label) in zip(phones, PhoneNames.distinct(phones.map { ($0.label, $0.fingerprint) })) {
            let reached =
                phone.relays.isEmpty
                ? "\(phone.router) \(phone.publisher)"
                : "through \(phone.relays.map(\.endpoint).joined(separator: ", "))"
            // A phone's name is the phone's to choose: no control character of it reaches the terminal.
            let line = "\(label)  \(phone.fingerprint)  as \(phone.deviceID)  \(reached)"
            print(
                String(
                    String.UnicodeScalarView(
                        line.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) })))
        }
    }
}
