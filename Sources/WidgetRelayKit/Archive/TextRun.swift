import Foundation

/// One run of a text made of several: a string, a date the mirror formats when it
/// displays it, or a symbol inline (`Text("Late \(Image(systemName: "clock"))")`).
public enum TextRun: Sendable, Hashable {
    case verbatim(String)
    case date(Date, DateTextStyle)
    case image(systemName: String)

    /// The run as plain text for logs and tests (dates and symbols as placeholders).
    public var plainText: String {
        switch self {
        case .verbatim(let string): string
        case .date(let date, let style): "<\(style.rawValue) \(date.timeIntervalSince1970)>"
        case .image(let name): "<symbol \(name)>"
        }
    }
}

extension [TextRun] {
    /// The runs with neighbouring strings joined; a single string, or none, stays a plain text.
    var normalized: TextContent {
        var runs: [TextRun] = []
        for run in self {
            if case .verbatim(let string) = run, case .verbatim(let previous)? = runs.last {
                runs[runs.count - 1] = .verbatim(previous + string)
            } else if run != .verbatim("") {
                runs.append(run)
            }
        }
        switch runs.count {
        case 0: return .verbatim("")
        case 1:
            switch runs[0] {
            case .verbatim(let string): return .verbatim(string)
            case .date(let date, let style): return .date(date, style)
            case .image: return .runs(runs)
            }
        default: return .runs(runs)
        }
    }
}

extension TextContent {
    /// The content as runs, to be joined with another text's.
    var runs: [TextRun] {
        switch self {
        case .verbatim(let string): [.verbatim(string)]
        case .date(let date, let style): [.date(date, style)]
        // Joined to another text, a timer counts to its end (or from its start) without pausing.
        case .timer(let timer): [.date(timer.countsDown ? timer.end : timer.start, .timer)]
        case .runs(let runs): runs
        }
    }
}
