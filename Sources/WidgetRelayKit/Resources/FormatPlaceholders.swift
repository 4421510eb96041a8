/// A translated format string (`"%lld non lus"`, `"%2$@ — %1$@"`) filled with what a
/// `LocalizedStringKey`'s interpolations show, as `String(format:)` would fill it: in order, or
/// by position (`%1$@`); `%%` is a percent sign. A placeholder with no value left is dropped.
enum FormatPlaceholders {
    /// The conversion characters that end a specifier.
    private static let conversions = Set("@dDiuUxXoOfFeEgGcCsSpaA")

    static func fill(_ format: String, with arguments: [[TextRun]]) -> [TextRun] {
        var runs: [TextRun] = []
        var literal = ""
        var next = 0
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            index = format.index(after: index)
            guard character == "%", index < format.endIndex else {
                literal.append(character)
                continue
            }
            if format[index] == "%" {
                literal.append("%")
                index = format.index(after: index)
                continue
            }
            // [position$] [flags, width, precision, length] conversion
            var specifier = ""
            while index < format.endIndex, !conversions.contains(format[index]), specifier.count < 16 {
                specifier.append(format[index])
                index = format.index(after: index)
            }
            guard index < format.endIndex, conversions.contains(format[index]) else {
                literal += "%" + specifier
                continue
            }
            index = format.index(after: index)
            var position = next
            if let dollar = specifier.firstIndex(of: "$"), let given = Int(specifier[..<dollar]), given >= 1 {
                position = given - 1
            } else {
                next += 1
            }
            if !literal.isEmpty { runs.append(.verbatim(literal)) }
            literal = ""
            if arguments.indices.contains(position) { runs += arguments[position] }
        }
        if !literal.isEmpty { runs.append(.verbatim(literal)) }
        return runs.normalized.runs
    }
}
