/// The platform an extension was written for: what `#if os(…)` answers for it.
public enum ApplePlatform: String, Sendable, CaseIterable {
    case iOS, watchOS, macOS, tvOS, visionOS
}

/// Resolves an extension's compilation conditions as the platform's own build resolves them:
/// in each `#if` and `#elseif` line, `os(iOS)` (or the platform named) becomes `true` and every
/// other `os(…)` and `targetEnvironment(…)` becomes `false`, and `canImport(…)` of an Apple
/// framework the platform lacks (which this package provides for every platform) becomes
/// `false`: ActivityKit and LockedCameraCapture are iOS's alone, WatchKit the watch's, UIKit is not macOS's. Nothing else changes, and lines
/// keep their numbers, so a diagnostic points at the author's line.
public enum CompilationConditions {
    /// The frameworks this package provides that a platform's SDK does not have.
    static let absent: [ApplePlatform: Set<String>] = [
        .iOS: ["WatchKit"], .watchOS: ["ActivityKit", "LockedCameraCapture"],
        .macOS: ["ActivityKit", "UIKit", "WatchKit", "LockedCameraCapture"],
        .tvOS: ["ActivityKit", "WatchKit", "LockedCameraCapture"],
    ]

    public static func resolve(_ source: String, for platform: ApplePlatform) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard
                trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#if(") || trimmed.hasPrefix("#elseif ")
                    || trimmed.hasPrefix("#elseif(")
            else { return String(line) }
            return replacing(in: String(line), platform: platform)
        }.joined(separator: "\n")
    }

    /// Each `os(Name)`, `targetEnvironment(Name)` and `canImport(Name)` in one condition line, answered.
    static func replacing(in line: String, platform: ApplePlatform) -> String {
        var out = ""
        var rest = Substring(line)
        while let range = firstCall(in: rest) {
            out += rest[rest.startIndex..<range.call.lowerBound]
            let argument = rest[range.argument].trimmingCharacters(in: .whitespaces)
            switch range.kind {
            case .os:
                out += argument == platform.rawValue || (platform == .visionOS && argument == "xrOS") ? "true" : "false"
            case .environment: out += "false"
            case .canImport:
                // Kept as written where the platform has it (the compiler answers).
                out += absent[platform, default: []].contains(argument) ? "false" : String(rest[range.call])
            }
            rest = rest[range.call.upperBound...]
        }
        return out + rest
    }

    enum Kind { case os, environment, canImport }

    private static func firstCall(in text: Substring) -> (
        call: Range<Substring.Index>, argument: Range<Substring.Index>, kind: Kind
    )? {
        let names: [(String, Kind)] = [("os(", .os), ("targetEnvironment(", .environment), ("canImport(", .canImport)]
        let candidates = names.compactMap { name, kind -> (Range<Substring.Index>, Kind)? in
            var search = text.startIndex..<text.endIndex
            while let found = text.range(of: name, range: search) {
                // A whole word: not the end of a longer identifier (`macos(`, `xos(`).
                if found.lowerBound == text.startIndex || !isIdentifier(text[text.index(before: found.lowerBound)]) {
                    return (found, kind)
                }
                search = found.upperBound..<text.endIndex
            }
            return nil
        }
        guard let (open, kind) = candidates.min(by: { $0.0.lowerBound < $1.0.lowerBound }),
            let close = text[open.upperBound...].firstIndex(of: ")")
        else { return nil }
        return (open.lowerBound..<text.index(after: close), open.upperBound..<close, kind)
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
