// `import OSLog` / `import os`: Apple's unified logging as widget code writes it, on swift-log.
// `Logger(subsystem:category:)` logs through a swift-log `Logging.Logger` labelled
// "subsystem.category"; a program chooses where that goes (`LoggingSystem.bootstrap`), as
// the phone does for its own log. Interpolations marked `privacy: .private` (the default
// for anything but numbers and Booleans, as on Apple's systems) are redacted as "<private>".
@_exported import Foundation
import Logging

/// A log's subsystem and category (`OSLog`), for `os_log` and `Logger(_:)`.
public final class OSLog: Sendable {
    let label: String

    /// `OSLog(subsystem:category:)`
    public init(subsystem: String, category: String) {
        label = subsystem.isEmpty ? category : "\(subsystem).\(category)"
    }

    /// `OSLog.default`
    public static let `default` = OSLog(subsystem: "", category: "default")
    /// `OSLog.disabled`: nothing logged through it reaches swift-log.
    public static let disabled = OSLog(subsystem: "", category: "disabled")

    /// `OSLog.Category` (`.pointsOfInterest`, …)
    public struct Category: Sendable, Hashable {
        let name: String
        public static let pointsOfInterest = Category(name: "PointsOfInterest")
        public static let dynamicTracing = Category(name: "DynamicTracing")
        public static let dynamicStackTracing = Category(name: "DynamicStackTracing")
    }

    /// `OSLog(subsystem:category:)` with a `Category`.
    public convenience init(subsystem: String, category: Category) {
        self.init(subsystem: subsystem, category: category.name)
    }

    var isDisabled: Bool { self === OSLog.disabled }
}

/// `OSLogType`: a message's level.
public struct OSLogType: Sendable, Hashable, RawRepresentable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)

    /// The swift-log level a message of this type is logged at.
    var level: Logging.Logger.Level {
        switch self {
        case .debug: .debug
        case .info: .info
        case .error: .error
        case .fault: .critical
        default: .notice
        }
    }
}

/// `Logger`: Apple's logging API, writing to swift-log.
public struct Logger: Sendable {
    let backend: Logging.Logger?

    /// `Logger(subsystem:category:)`
    public init(subsystem: String, category: String) {
        self.init(OSLog(subsystem: subsystem, category: category))
    }

    /// `Logger()`: the default log.
    public init() { self.init(OSLog.default) }

    /// `Logger(_:)` with an `OSLog`.
    public init(_ log: OSLog) {
        if log.isDisabled {
            backend = nil
        } else if let handler = Logger.handler {
            backend = Logging.Logger(label: log.label, factory: handler)
        } else {
            backend = Logging.Logger(label: log.label)
        }
    }

    /// Where loggers made in this task send what they log, instead of swift-log's bootstrapped
    /// handler (`Logger.$handler.withValue(…) { … }`): a program or test that routes app code's
    /// log apart from its own, without bootstrapping swift-log a second time.
    @TaskLocal public static var handler: (@Sendable (String) -> any LogHandler)?

    /// `log(_:)`, at the default level.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    /// `log(level:_:)`
    public func log(level: OSLogType, _ message: OSLogMessage) {
        backend?.log(level: level.level, "\(message.rendered)")
    }
    /// `trace(_:)`
    public func trace(_ message: OSLogMessage) { backend?.trace("\(message.rendered)") }
    /// `debug(_:)`
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// `info(_:)`
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// `notice(_:)`
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// `warning(_:)`
    public func warning(_ message: OSLogMessage) { backend?.warning("\(message.rendered)") }
    /// `error(_:)`
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// `critical(_:)`
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// `fault(_:)`
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// `os_log(_:log:type:_:)`: a printf-style format (`%@`, `%d`, `%{public}@`…) and its arguments.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    Logger(log).log(level: type, OSLogMessage(rendered: PrintfFormat.render("\(message)", args)))
}

/// `os_log(_:log:type:_:)` given an array as its one argument (Loop's `os_log(message, log: log, type: type, args)`
/// with `args: [CVarArg]`). Apple's Foundation makes an array a `CVarArg` (bridged to `NSArray`), so there the whole
/// array is the format's first argument, shown as `NSArray` describes itself; the same here. Linux's Foundation has
/// no such conformance, hence this overload (a lone array matches nothing else).
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: [any CVarArg]) {
    let array = NSArray(array: args.map { $0 as Any }).description
    Logger(log).log(level: type, OSLogMessage(rendered: PrintfFormat.render("\(message)", [array])))
}

/// `os_log(_:log:_:)` with the type first (`os_log(.error, log: log, "…")`).
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {
    Logger(log).log(level: type, OSLogMessage(rendered: PrintfFormat.render("\(message)", args)))
}

/// `os_log("\(…)")` with an interpolated message (the newer form).
public func os_log(_ type: OSLogType = .default, log: OSLog = .default, _ message: OSLogMessage) {
    Logger(log).log(level: type, message)
}

/// os_log's printf formats, with Apple's privacy markers (`%{public}@`, `%{private}d`) taken out.
/// As on Apple's systems, a string or object (`%@`, `%s`) is shown as "<private>" unless
/// marked public, and a scalar (`%d`, `%f`…) is shown unless marked private.
enum PrintfFormat {
    static func render(_ format: String, _ args: [any CVarArg]) -> String {
        var plain = ""
        var hidden = Set<Int>()
        var argument = 0
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            index = format.index(after: index)
            guard character == "%" else {
                plain.append(character)
                continue
            }
            if index < format.endIndex, format[index] == "%" {
                plain += "%%"
                index = format.index(after: index)
                continue
            }
            var marker = ""
            if index < format.endIndex, format[index] == "{", let close = format[index...].firstIndex(of: "}") {
                marker = String(format[format.index(after: index)..<close])
                index = format.index(after: close)
            }
            // The specification up to its conversion letter (flags, width, length modifiers).
            var specification = "%"
            while index < format.endIndex {
                let part = format[index]
                specification.append(part)
                index = format.index(after: index)
                if part.isLetter && !"hlqLjzt".contains(part) || part == "@" { break }
            }
            let conversion = specification.last ?? "@"
            let isObject = conversion == "@" || conversion == "s"
            if marker.contains("private") || (isObject && !marker.contains("public")) { hidden.insert(argument) }
            plain += isObject ? "%@" : specification
            argument += 1
        }
        let shown: [any CVarArg] = args.enumerated().map { hidden.contains($0.offset) ? "<private>" : $0.element }
        return String(format: plain, arguments: shown)
    }
}
