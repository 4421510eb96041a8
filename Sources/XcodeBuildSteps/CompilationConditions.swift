/// The platform an extension was written for: what `#if os(…)` answers for it.
public enum ApplePlatform: String, Sendable, CaseIterable {
    case iOS, watchOS, macOS, tvOS, visionOS
}

/// Resolves an extension's compilation conditions as the platform's own build resolves them:
/// in each `#if` and `#elseif` line, `os(iOS)` (or the platform named) becomes `true` and every
/// other `os(…)` and `targetEnvironment(…)` becomes `false`. Nothing else changes, and lines
/// keep their numbers, so a diagnostic points at the author's line.
public enum CompilationConditions {
    public static func resolve(_ source: String, for platform: ApplePlatform) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#if(") || trimmed.hasPrefix("#elseif ")
                    || trimmed.hasPrefix("#elseif(") else { return String(line) }
            return replacing(in: String(line), platform: platform)
        }.joined(separator: "\n")
    }

    /// Each `os(Name)` and `targetEnvironment(Name)` in one condition line, answered.
    static func replacing(in line: String, platform: ApplePlatform) -> String {
        var out = ""
        var rest = Substring(line)
        while let range = firstCall(in: rest) {
            out += rest[rest.startIndex..<range.call.lowerBound]
            let argument = rest[range.argument].trimmingCharacters(in: .whitespaces)
            let holds = range.isOS && (argument == platform.rawValue || (platform == .visionOS && argument == "xrOS"))
            out += holds ? "true" : "false"
            rest = rest[range.call.upperBound...]
        }
        return out + rest
    }

    private static func firstCall(in text: Substring) -> (call: Range<Substring.Index>, argument: Range<Substring.Index>, isOS: Bool)? {
        let candidates = [("os(", true), ("targetEnvironment(", false)].compactMap { name, isOS -> (Range<Substring.Index>, Bool)? in
            var search = text.startIndex..<text.endIndex
            while let found = text.range(of: name, range: search) {
                // A whole word: not the end of a longer identifier (`macos(`, `xos(`).
                if found.lowerBound == text.startIndex || !isIdentifier(text[text.index(before: found.lowerBound)]) {
                    return (found, isOS)
                }
                search = found.upperBound..<text.endIndex
            }
            return nil
        }
        guard let (open, isOS) = candidates.min(by: { $0.0.lowerBound < $1.0.lowerBound }),
              let close = text[open.upperBound...].firstIndex(of: ")") else { return nil }
        return (open.lowerBound..<text.index(after: close), open.upperBound..<close, isOS)
    }

    private static func isIdentifier(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
}
