import ArgumentParser
import Logging

/// How a node writes its log lines on standard error.
public enum LogFormat: String, Sendable, CaseIterable, ExpressibleByArgument {
    /// swift-log's text lines, for people at a terminal, one record a line (``TextLogHandler``).
    case text
    /// One JSON object per line with the structured metadata (``JSONLogHandler``), for a log pipeline.
    case json

    /// The formats' names, for `--help`.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// Sets up a node program: SIGTERM and SIGINT caught from here on (``NodeSignals``: one that
/// comes before the node's lifecycle runs stops it as soon as it does, cleanly), structured log
/// lines on standard error at `level`, as `format` says, and private files from here on
/// (``FilePrivacy/restrictUmask()``: whatever the node creates, its caches, logs and SQLite
/// journals included, is its owner's only). Every node's `run` calls it first.
///
/// Only for a program that runs a node's lifecycle (``NodeLifecycle``): a signal caught is kept
/// for it. A command that runs none calls ``bootstrapCommandLogging(level:)``.
public func bootstrapLogging(level: Logger.Level, format: LogFormat = .text) {
    NodeSignals.catchFromNowOn()
    bootstrapLogLines(level: level, format: format)
}

/// Sets up a command that runs no node lifecycle (`relay-latency`'s measurements, a mirror's
/// `render` and `gallery`): log lines on standard error at `level` and private files, as for a
/// node, while SIGTERM and SIGINT keep their default action and end it at once, as they end any
/// command-line tool. Caught as a node catches them, a signal would be kept for a lifecycle that
/// never runs, and the command could be stopped only by SIGKILL (`tools/bench`'s
/// `kill $FLOOD; wait $FLOOD` waited out the rest of a 600-second `relay-latency flood`).
public func bootstrapCommandLogging(level: Logger.Level) {
    bootstrapLogLines(level: level, format: .text)
}

private func bootstrapLogLines(level: Logger.Level, format: LogFormat) {
    FilePrivacy.restrictUmask()
    LoggingSystem.bootstrap { label in
        var handler: any LogHandler =
            switch format {
            case .text: TextLogHandler(label: label)
            case .json: JSONLogHandler(label: label)
            }
        handler.logLevel = level
        return handler
    }
}

extension Logger.Level {
    /// The levels' names, for `--help`.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// `--log-format`, the option every node's run command shares.
public struct LogFormatOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Log lines on standard error: \(LogFormat.names) (one JSON object a line, with the structured fields).",
            valueName: "format"))
    public var logFormat: LogFormat = .text

    public init() {}
}
