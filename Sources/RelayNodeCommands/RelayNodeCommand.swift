import ArgumentParser
import Foundation
import Logging

/// `relay-node`'s command line: `run` serves phones and mirrors until SIGTERM or SIGINT;
/// `keys` prints (generating it first if need be) the key phones and mirrors are given.
public struct RelayNodeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "relay-node",
        abstract: "Carries phones' sealed widget streams to mirrors anywhere, and cannot read them.",
        discussion: """
            A relay lets a phone that accepts no connection reach mirrors on other networks: the phone dials \
            out to the relay once, mirrors dial in to it, and the relay fans each update out and answers late \
            joiners' snapshot requests from the latest update it keeps per widget. Everything it carries is \
            sealed end to end between the phone and each device: the relay routes by a few cleartext fields \
            (phone id, epoch, sequence numbers, topic, a blinded item key) and never holds a key to open \
            anything. It admits the phones it is told to serve, and on the mirror side exactly the devices \
            those phones' rosters name, each to its own two topics.

            Each side is one endpoint: requests at tcp://HOST:PORT, updates at PORT+1 (ipc://PATH: PATH and \
            PATH.updates). Give phones and mirrors the relay's public key (`relay-node keys`).
            """,
        subcommands: [Run.self, Keys.self],
        defaultSubcommand: Run.self
    )

    public init() {}
}

/// The data folder, shared by every subcommand.
struct DataOptions: ParsableArguments {
    @Option(
        name: .long, help: ArgumentHelp("The relay's data folder (keys, pid and endpoints files).", valueName: "folder")
    )
    var data = "./relay-data"

    var absoluteData: String {
        data.hasPrefix("/") ? data : FileManager.default.currentDirectoryPath + "/" + data
    }
}

/// A log level on the command line.
func parseLevel(_ text: String) throws -> Logger.Level {
    guard let level = Logger.Level(rawValue: text) else {
        throw ValidationError(
            "“\(text)” is not a log level: use one of \(Logger.Level.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return level
}
