import Foundation

/// `OSLogPrivacy`: whether an interpolated value may be shown in the log.
public struct OSLogPrivacy: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    /// Whether the value is shown if it is not a number or Boolean (`.auto`).
    let mask: Mask?

    /// `OSLogPrivacy.Mask` (`.hash`): a hashed value is shown as "<private>" too.
    public struct Mask: Sendable, Hashable {
        public static let hash = Mask()
        public static let none = Mask()
    }

    public static let auto = OSLogPrivacy(kind: .auto, mask: nil)
    public static let `public` = OSLogPrivacy(kind: .public, mask: nil)
    public static let `private` = OSLogPrivacy(kind: .private, mask: nil)
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: nil)
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }

    /// Whether a value of this privacy is shown: public ones, and numbers and Booleans left at auto.
    func shows(plainByDefault: Bool) -> Bool {
        switch kind {
        case .public: true
        case .auto: plainByDefault
        case .private, .sensitive: false
        }
    }
}

/// Formats and alignments a `Logger` interpolation may name; accepted, and shown plainly.
public struct OSLogIntegerFormatting: Sendable {
    public static let decimal = OSLogIntegerFormatting()
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        .decimal
    }
    public static let hex = OSLogIntegerFormatting()
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0
    ) -> OSLogIntegerFormatting { .hex }
    public static let octal = OSLogIntegerFormatting()
}

/// `OSLogFloatFormatting`: accepted; a float is shown as `String(describing:)` shows it, or with `precision`.
public struct OSLogFloatFormatting: Sendable {
    let precision: Int?
    public static let fixed = OSLogFloatFormatting(precision: nil)
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(precision: precision)
    }
    public static let exponential = OSLogFloatFormatting(precision: nil)
    public static let hybrid = OSLogFloatFormatting(precision: nil)
}

/// `OSLogStringAlignment`: accepted, not applied.
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: Int) -> OSLogStringAlignment { .none }
    public static func right(columns: Int) -> OSLogStringAlignment { .none }
}

/// `OSLogMessage`: a message with interpolated values, each with its privacy.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    let rendered: String

    init(rendered: String) { self.rendered = rendered }

    public init(stringLiteral value: String) { rendered = value }

    public init(stringInterpolation: OSLogInterpolation) { rendered = stringInterpolation.text }

    /// The interpolations `Logger` accepts.
    public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

        public mutating func appendLiteral(_ literal: String) { text += literal }

        mutating func append(_ value: String, privacy: OSLogPrivacy, plainByDefault: Bool) {
            text += privacy.shows(plainByDefault: plainByDefault) ? value : "<private>"
        }

        public mutating func appendInterpolation(
            _ value: @autoclosure () -> String, align: OSLogStringAlignment = .none,
            privacy: OSLogPrivacy = .auto
        ) {
            append(value(), privacy: privacy, plainByDefault: false)
        }

        @_disfavoredOverload
        public mutating func appendInterpolation<T: CustomStringConvertible>(
            _ value: @autoclosure () -> T, align: OSLogStringAlignment = .none,
            privacy: OSLogPrivacy = .auto
        ) {
            append(value().description, privacy: privacy, plainByDefault: false)
        }

        public mutating func appendInterpolation<T: BinaryInteger>(
            _ value: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal,
            align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            append(String(value()), privacy: privacy, plainByDefault: true)
        }

        public mutating func appendInterpolation(
            _ value: @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed,
            align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            let number = value()
            append(
                format.precision.map { String(format: "%.\($0)f", number) } ?? String(number), privacy: privacy,
                plainByDefault: true)
        }

        public mutating func appendInterpolation(
            _ value: @autoclosure () -> Float, format: OSLogFloatFormatting = .fixed,
            align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            appendInterpolation(Double(value()), format: format, align: align, privacy: privacy)
        }

        public mutating func appendInterpolation(
            _ value: @autoclosure () -> Bool, format: OSLogBoolFormat = .truth,
            privacy: OSLogPrivacy = .auto
        ) {
            let flag = value()
            append(
                format == .answer ? (flag ? "YES" : "NO") : (flag ? "true" : "false"), privacy: privacy,
                plainByDefault: true)
        }

        public mutating func appendInterpolation(_ value: @autoclosure () -> any Error, privacy: OSLogPrivacy = .auto) {
            append(String(describing: value()), privacy: privacy, plainByDefault: false)
        }

        public mutating func appendInterpolation(_ value: @autoclosure () -> Any.Type, privacy: OSLogPrivacy = .auto) {
            append(String(describing: value()), privacy: privacy, plainByDefault: false)
        }

        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T?, privacy: OSLogPrivacy = .auto) {
            append(value().map { String(describing: $0) } ?? "nil", privacy: privacy, plainByDefault: false)
        }

        /// An `NSError` is both an error and an object: its description, as either would write it.
        public mutating func appendInterpolation(_ value: @autoclosure () -> NSError, privacy: OSLogPrivacy = .auto) {
            append(value().description, privacy: privacy, plainByDefault: false)
        }

        public mutating func appendInterpolation(_ value: @autoclosure () -> NSObject, privacy: OSLogPrivacy = .auto) {
            append(value().description, privacy: privacy, plainByDefault: false)
        }
    }
}

/// `OSLogBoolFormat`
public enum OSLogBoolFormat: Sendable {
    case truth, answer
}
