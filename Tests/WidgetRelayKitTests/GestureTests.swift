import Foundation
import Testing
import WidgetRelayKit

/// Gestures as Luka's chart writes them (a `DragGesture` updating a `@GestureState`), and the
/// other forms real code uses: they compile, are left out of the archive, and never fire in a
/// widget, as on iOS.
@Suite("Gestures")
struct GestureTests {
    struct Scrubber: View {
        @GestureState private var isScrubbing = false
        @GestureState private var dragged: CGSize?
        let changed: @Sendable () -> Void

        var body: some View {
            Text(verbatim: isScrubbing ? "scrubbing" : "still")
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .updating($isScrubbing) { value, state, transaction in
                            state = true
                            _ = value.location.x - value.translation.width
                            changed()
                        }
                )
                .onTapGesture { changed() }
                .onTapGesture(count: 2) { location in
                    _ = location.x; changed()
                }
                .gesture(TapGesture(count: 2).onEnded { changed() })
                .simultaneousGesture(LongPressGesture(minimumDuration: 1).onEnded { _ in changed() })
                .highPriorityGesture(DragGesture().onChanged { _ in changed() }.onEnded { _ in changed() })
                .gesture(SpatialTapGesture().onEnded { _ in changed() }, including: .subviews)
                .gesture(MagnifyGesture().simultaneously(with: TapGesture()))
                .onLongPressGesture { changed() }
        }
    }

    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() {
            lock.lock()
            defer { lock.unlock() }
            count += 1
        }
        var total: Int {
            lock.lock()
            defer { lock.unlock() }
            return count
        }
    }

    @Test("a view with gestures archives as the view alone; the gesture state keeps its initial value; nothing runs")
    func inert() {
        let calls = Calls()
        let archive = ViewArchive.archive(Scrubber { calls.add() }, family: .systemMedium)
        #expect(archive.root.plainText == ["still"])
        #expect(archive.root == ViewArchive.archive(Text(verbatim: "still"), family: .systemMedium).root)
        #expect(calls.total == 0)
    }

    @Test("gestures have SwiftUI's defaults")
    func defaults() {
        #expect(TapGesture().count == 1)
        #expect(DragGesture().minimumDistance == 10)
        #expect(DragGesture().coordinateSpace == .local)
        #expect(LongPressGesture().minimumDuration == 0.5)
        #expect(LongPressGesture().maximumDistance == 10)
        #expect(GestureMask.all == [.gesture, .subviews])
        let state = GestureState(wrappedValue: 3)
        #expect(state.wrappedValue == 3 && state.projectedValue.wrappedValue == 3)
    }
}
