import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetRelayKit

/// SwiftUI forms the corpus writes, by class (tools/corpus, 2026-11-29, fourth round).
@Suite("Forms the corpus writes, fourth round")
struct CorpusFormsFourthTests {
    func root(_ view: some View) -> ViewNode { ViewArchive.archive(view, family: .systemSmall).root }

    @Test("lengths Apple types CGFloat? take a CGFloat? (GitHubContributions' frame), a Double and literals as before")
    func optionalLengths() {
        let tile: CGFloat? = 12
        let none: CGFloat? = nil
        let width: Double = 12
        #expect(root(Color.red.frame(width: tile, height: tile)) == root(Color.red.frame(width: 12, height: 12)))
        #expect(root(Color.red.frame(width: width, height: 12.0)) == root(Color.red.frame(width: 12, height: 12)))
        #expect(
            root(Color.red.frame(maxWidth: none, maxHeight: .infinity)) == root(Color.red.frame(maxHeight: .infinity)))
        #expect(root(Text("a").padding(.top, tile)) == root(Text("a").padding(.top, 12)))
        #expect(root(Text("a").padding(tile)) == root(Text("a").padding(12)))
        #expect(root(VStack(spacing: tile) { Text("a") }) == root(VStack(spacing: 12) { Text("a") }))
        #expect(root(HStack(spacing: tile) { Text("a") }) == root(HStack(spacing: 12) { Text("a") }))
        #expect(root(Spacer(minLength: tile)) == root(Spacer(minLength: 12)))
        #expect(
            root(Color.red.aspectRatio(tile, contentMode: .fit)) == root(Color.red.aspectRatio(12, contentMode: .fit)))
        let progress: CGFloat? = 0.5
        #expect(root(ProgressView(value: progress)) == root(ProgressView(value: 0.5)))
        #expect(root(ProgressView(value: Float(1), total: 2)) == root(ProgressView(value: 1.0, total: 2.0)))
    }

    @Test("a text's own modifiers answer a Text: styled texts concatenate, and a lone one archives its styles")
    func textStyles() {
        let styled = Text("10:42").strikethrough().foregroundStyle(.secondary)
        #expect(
            root(styled).modifiers == [.strikethrough(TextLineValue()), .foregroundStyle(.hierarchical("secondary"))])
        #expect(root(Text("7").monospacedDigit()).modifiers == [.monospacedDigit])
        let line: Text = (styled + Text(" ") + Text("10:44")).monospacedDigit()
        #expect(root(line) == root(Text("10:42 10:44").monospacedDigit()))
        #expect(root(line).modifiers == [.monospacedDigit])
        let both = Text("a").foregroundStyle(.red) + Text("b").foregroundStyle(.red)
        #expect(root(both) == root(Text("ab").foregroundStyle(.red)))
        #expect(
            root(Text("a").strikethrough(true, color: .red)).modifiers == [
                .strikethrough(TextLineValue(color: .named("red")))
            ])
    }

    @Test("a style's hierarchical levels: a colour at a lower opacity, a material as itself (OneBusAway)")
    func styleLevels() {
        #expect(root(Text("a").background(.red.secondary)) == root(Text("a").background(Color.red.opacity(0.5))))
        #expect(root(Text("a").background(.red.quaternary)) == root(Text("a").background(Color.red.opacity(0.2))))
        #expect(
            root(Text("a").background(.ultraThinMaterial.quaternary)) == root(Text("a").background(.ultraThinMaterial)))
    }

    @Test("accessibilityElement(children:) and buttonBorderShape(_:) compile and leave the archive as it is")
    func acceptedForms() {
        #expect(
            root(HStack { Text("a") }.accessibilityElement(children: .ignore).accessibilityLabel("A"))
                == root(HStack { Text("a") }.accessibilityLabel("A")))
        #expect(root(HStack { Text("a") }.accessibilityElement()) == root(HStack { Text("a") }))
        #expect(
            root(Text("a").buttonBorderShape(.roundedRectangle(radius: 8))) == root(Text("a"))
                && root(Text("a").buttonBorderShape(.capsule)) == root(Text("a")))
    }

    struct Disconnect: AppIntent {
        static let title: LocalizedStringResource = "Disconnect"
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test(".disabled(true): the controls inside are archived as their labels, with nothing to tap (DuckDuckGo)")
    func disabled() {
        let button = Button("Disconnect", intent: Disconnect()).font(.caption)
        #expect(ViewArchive.archive(button.disabled(false), family: .systemSmall).interactiveElements.count == 1)
        let off = ViewArchive.archive(VStack { button }.disabled(true), family: .systemSmall)
        #expect(off.interactiveElements.isEmpty)
        #expect(off.root.plainText == ["Disconnect"])
    }
}
