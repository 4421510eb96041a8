import Logging

/// Sets up swift-log for a node program: structured lines on standard error at `level`.
public func bootstrapLogging(level: Logger.Level) {
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
