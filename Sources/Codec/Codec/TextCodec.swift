import Foundation
import RelayWire
import WidgetRelayKit

extension WireCodec {
    static func encode(_ content: TextContent) -> Relay_V1_TextView {
        switch content {
        case .verbatim(let text): .with { $0.verbatim = text }
        case .date(let date, let style): .with { $0.date = encode(date, style) }
        case .runs(let runs): .with { $0.runs = .with { $0.runs = runs.map(encode) } }
        case .timer(let timer):
            .with {
                $0.timer = .with {
                    $0.interval = .with {
                        $0.start = timestamp(timer.start); $0.end = timestamp(timer.end)
                    }
                    if let pause = timer.pauseTime { $0.pauseTime = timestamp(pause) }
                    $0.countsUp = !timer.countsDown
                    $0.hidesHours = !timer.showsHours
                }
            }
        }
    }

    static func decode(_ wire: Relay_V1_TextView) throws -> TextContent {
        switch wire.content {
        // A text's length is the mirror's to cut visibly (TextBudget): a megabyte is drawn cut, not refused.
        case .verbatim(let value): return .verbatim(value)
        case .date(let text): return .date(WireTime.shownDate(text.date), try decode(text.style))
        case .runs(let runs):
            guard !runs.runs.isEmpty else { throw CodecError("a text has an empty list of runs") }
            try bounded(count: runs.runs.count, "runs in one text", DecodingLimits.maxTextRuns)
            return .runs(try runs.runs.map(decode))
        case .timer(let timer):
            // Shown, not computed with: dates out of range draw as invalid on the mirror.
            let start = WireTime.shownDate(timer.interval.start), end = WireTime.shownDate(timer.interval.end)
            guard end >= start else { throw CodecError("a timer's interval ends before it starts") }
            return .timer(
                TimerTextValue(
                    start: start, end: end, pauseTime: timer.hasPauseTime ? WireTime.shownDate(timer.pauseTime) : nil,
                    countsDown: !timer.countsUp, showsHours: !timer.hidesHours))
        case nil: throw CodecError("a text node has no content")
        }
    }

    static func encode(_ date: Date, _ style: DateTextStyle) -> Relay_V1_DateText {
        .with {
            $0.date = timestamp(date); $0.style = encode(style)
        }
    }

    static func encode(_ run: TextRun) -> Relay_V1_TextRun {
        switch run {
        case .verbatim(let text): .with { $0.verbatim = text }
        case .date(let date, let style): .with { $0.date = encode(date, style) }
        case .image(let name): .with { $0.systemImage = name }
        }
    }

    static func decode(_ wire: Relay_V1_TextRun) throws -> TextRun {
        switch wire.content {
        case .verbatim(let text): return .verbatim(text)
        // Shown, not computed with: out of range, the mirror marks it invalid (not the whole view).
        case .date(let text): return .date(WireTime.shownDate(text.date), try decode(text.style))
        case .systemImage(let name): return .image(systemName: try bounded(name, "a symbol name"))
        case nil: throw CodecError("a text run has no content")
        }
    }

    static func encode(_ progress: TimerProgressNode) -> Relay_V1_ProgressViewNode {
        .with {
            $0.timerInterval = .with {
                $0.start = timestamp(progress.start); $0.end = timestamp(progress.end)
            }
            $0.countsUp = !progress.countsDown
            if let label = progress.label { $0.label = encode(label) }
            if let label = progress.currentValueLabel { $0.currentValueLabel = encode(label) }
        }
    }

    static func decode(timer wire: Relay_V1_ProgressViewNode) throws -> TimerProgressNode {
        // Shown, not computed with: an interval out of range draws as invalid on the mirror.
        TimerProgressNode(
            start: WireTime.shownDate(wire.timerInterval.start), end: WireTime.shownDate(wire.timerInterval.end),
            countsDown: !wire.countsUp,
            label: wire.hasLabel ? try decodeNode(wire.label) : nil,
            currentValueLabel: wire.hasCurrentValueLabel ? try decodeNode(wire.currentValueLabel) : nil)
    }
}
