import Foundation
import Testing
import WidgetRelayKit

/// The text, layout and progress API real widget extensions use (Apple's Emoji Rangers,
/// Xcode's widget and Live Activity templates), archived as the phone sends them.
@Suite("Text, layout and progress archive as SwiftUI writes them")
struct TextAndLayoutArchiveTests {
    static let date = Date(timeIntervalSince1970: 1_790_000_000)

    static func root(_ view: some View, family: WidgetFamily = .systemMedium) -> ViewNode {
        ViewArchive.archive(view, family: family).root
    }

    @Test("an interpolated literal keeps its date and symbol runs; strings and numbers join into one string")
    func interpolation() {
        let date = Self.date
        #expect(
            Self.root(Text("Updated \(date, style: .relative)")).kind
                == .text(.runs([.verbatim("Updated "), .date(date, .relative)])))
        #expect(
            Self.root(Text("Outdated \(Image(systemName: "clock"))")).kind
                == .text(.runs([.verbatim("Outdated "), .image(systemName: "clock")])))
        #expect(Self.root(Text("Level \(3) of \("five")")).kind == .text(.verbatim("Level 3 of five")))
        #expect(Self.root(Text("\(date, style: .timer)")).kind == .text(.date(date, .timer)))
        // SwiftUI's own formats: %lf for a Double, a specifier, a FormatStyle.
        #expect(Self.root(Text("\(2.5)")).kind == .text(.verbatim("2.500000")))
        #expect(Self.root(Text("\(2.25, specifier: "%.1f") km")).kind == .text(.verbatim("2.2 km")))
        #expect(Self.root(Text("\(42, format: .number)")).kind == .text(.verbatim("42")))
        let name = "Spouty"
        #expect(Self.root(Text(name)).kind == .text(.verbatim("Spouty")))
        #expect(Self.root(Text(verbatim: "\(name) \\(x)")).kind == .text(.verbatim("Spouty \\(x)")))
    }

    @Test("Text + Text is one text of both; a timer interval is a timer text")
    func concatenation() {
        let date = Self.date
        let joined = Text("Ready in ") + Text(date, style: .relative) + Text("!")
        #expect(
            Self.root(joined).kind == .text(.runs([.verbatim("Ready in "), .date(date, .relative), .verbatim("!")])))
        #expect(Self.root(Text("a") + Text("b")).kind == .text(.verbatim("ab")))
        let interval = date...date.addingTimeInterval(60)
        #expect(
            Self.root(Text(timerInterval: interval, countsDown: true)).kind
                == .text(.timer(TimerTextValue(start: date, end: interval.upperBound, countsDown: true))))
        #expect(
            Self.root(Text(timerInterval: interval, countsDown: false)).kind
                == .text(.timer(TimerTextValue(start: date, end: interval.upperBound, countsDown: false))))
        // Joined to another text, a timer counts to its end without pausing.
        #expect(
            Self.root(Text("in ") + Text(timerInterval: interval)).kind
                == .text(.runs([.verbatim("in "), .date(interval.upperBound, .timer)])))
    }

    @Test("ProgressView(timerInterval:) archives its interval, labels and direction; the style is a modifier")
    func timerProgress() throws {
        let interval = Self.date...Self.date.addingTimeInterval(600)
        let root = Self.root(
            ProgressView(
                timerInterval: interval, countsDown: false, label: { Text("Spouty") },
                currentValueLabel: { Image(systemName: "bolt") }
            )
            .progressViewStyle(.circular), family: .accessoryCircular)
        guard case .timerProgress(let progress) = root.kind else { Issue.record("\(root)"); return }
        #expect(
            progress
                == TimerProgressNode(
                    start: interval.lowerBound, end: interval.upperBound, countsDown: false,
                    label: ViewNode(.text(.verbatim("Spouty"))),
                    currentValueLabel: ViewNode(.image(systemName: "bolt"))))
        #expect(root.modifiers == [.progressViewStyle("circular")])
        #expect(progress.fraction(at: Self.date.addingTimeInterval(150)) == 0.25)
        #expect(progress.fraction(at: Self.date.addingTimeInterval(-5)) == 0)
        #expect(progress.fraction(at: Self.date.addingTimeInterval(9999)) == 1)
        // Counting down (the default) empties; its default current value label is the time left.
        let down = Self.root(ProgressView(timerInterval: interval))
        guard case .timerProgress(let counting) = down.kind else { Issue.record("\(down)"); return }
        #expect(counting.countsDown && counting.fraction(at: Self.date.addingTimeInterval(150)) == 0.75)
        #expect(
            counting.currentValueLabel
                == ViewNode(.text(.timer(TimerTextValue(start: Self.date, end: interval.upperBound)))))
        #expect(
            TimerProgressNode(start: Self.date, end: Self.date.addingTimeInterval(-1)).fraction(at: Self.date).isNaN)
    }

    @Test("text and layout modifiers archive in WidgetKit's order, innermost first")
    func modifiers() {
        let root = Self.root(
            Text("Spouty")
                .foregroundColor(.white)
                .fontWeight(.semibold)
                .fontDesign(.rounded)
                .bold()
                .italic()
                .monospacedDigit()
                .minimumScaleFactor(0.5)
                .multilineTextAlignment(.center)
                .symbolRenderingMode(.hierarchical)
                .layoutPriority(1)
                .foregroundStyle(.red, .secondary)
                .foregroundStyle(.blue, .green, .tint)
                .frame(minWidth: 10, idealWidth: 99, maxWidth: .infinity, minHeight: 20, alignment: .leading)
                .aspectRatio(1.5, contentMode: .fill)
                .scaledToFit()
                .font(.system(.title, design: .monospaced, weight: .black)))
        #expect(
            root.modifiers == [
                .foregroundStyle(.color(.named("white"))), .fontWeight("semibold"), .fontDesign("rounded"),
                .fontWeight("bold"), .italic,
                .monospacedDigit, .minimumScaleFactor(0.5), .multilineTextAlignment(.center),
                .symbolRenderingMode("hierarchical"),
                .layoutPriority(1), .foregroundStyles([.color(.named("red")), .hierarchical("secondary")]),
                .foregroundStyles([.color(.named("blue")), .color(.named("green")), .tint]),
                .frame(FrameValue(minWidth: 10, maxWidth: .infinity, minHeight: 20, alignment: .leading)),
                .aspectRatio(1.5, .fill), .aspectRatio(nil, .fit),
                .font(FontValue(textStyle: "title", weight: "black", design: "monospaced")),
            ])
    }

    @Test("Color.opacity is a Color: as a view, a style and a background")
    func colorOpacity() {
        #expect(Self.root(Color.red.opacity(0.5)).kind == .color(.named("red", opacity: 0.5)))
        #expect(
            Self.root(Color(red: 1, green: 0, blue: 0, opacity: 0.5).opacity(0.5)).kind
                == .color(.rgba(red: 1, green: 0, blue: 0, opacity: 0.25)))
        #expect(
            Self.root(Text("x").foregroundStyle(Color.cyan.opacity(2))).modifiers == [
                .foregroundStyle(.color(.named("cyan", opacity: 1)))
            ])
        #expect(
            Self.root(Text("x").background(Color.mint.opacity(.nan))).modifiers == [
                .background(.named("mint", opacity: 1))
            ])
        #expect(Self.root(Color(white: 0.5)).kind == .color(.rgba(red: 0.5, green: 0.5, blue: 0.5, opacity: 1)))
    }
}
