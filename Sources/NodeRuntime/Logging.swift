import Logging

/// Sets up a node program: structured log lines on standard error at `level`, and
/// private files from here on (``FilePrivacy/restrictUmask()``: whatever the node
/// creates, its caches, logs and SQLite journals included, is its owner's only).
public func bootstrapLogging(level: Logger.Level) {
    FilePrivacy.restrictUmask()
    LoggingSystem.bootstrap { label in
        var handler = StreamLogHandler.standardError(label: label)
        handler.logLevel = level
        return handler
    }
}

extension Logger.Level {
    /// The levels' names, for `--help`.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
