import Foundation
import FoundationOnApple
import Testing

/// A model in a file that imports Foundation and not Combine, as iOS's Foundation allows
/// (DuckDuckGo's and OneBusAway's providers): `ObservableObject` and `Published` are Combine's.
@Suite("Foundation's ObservableObject and Published")
struct FoundationOnAppleTests {
    final class Model: ObservableObject {
        @Published var count = 0
    }

    @Test("a Foundation-only file's ObservableObject is Combine's: @Published announces its change")
    func observable() {
        let model = Model()
        nonisolated(unsafe) var changes = 0
        let cancellable = model.objectWillChange.sink { changes += 1 }
        model.count = 2
        #expect(changes == 1 && model.count == 2)
        cancellable.cancel()
        #expect(CombineIdentity.isCombines(model))
    }
}
