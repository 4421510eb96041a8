import Foundation

extension Text {
    /// A text's case transform (`Text.Case`), as `.textCase(_:)` sets it.
    public enum Case: Sendable, Hashable {
        /// Upper case.
        case uppercase
        /// Lower case.
        case lowercase
    }
}

extension View {
    /// `.textCase(_:)`: the texts inside shown in upper or lower case (nil: as written). Applied on
    /// the phone to the strings archived (a date or timer the mirror formats keeps its case).
    public func textCase(_ textCase: Text.Case?) -> some View {
        EnvironmentWriter(content: self) { $0.textCase = textCase }
    }
}

extension TextContent {
    /// The content in `textCase` (verbatim strings and runs; dates and timers as they are).
    func cased(_ textCase: Text.Case?) -> TextContent {
        guard let textCase else { return self }
        func apply(_ string: String) -> String { textCase == .uppercase ? string.uppercased() : string.lowercased() }
        switch self {
        case .verbatim(let string): return .verbatim(apply(string))
        case .runs(let runs):
            return .runs(
                runs.map { run in
                    if case .verbatim(let string) = run { return .verbatim(apply(string)) }
                    return run
                })
        default: return self
        }
    }
}
