import Combine
import FoundationOnApple
import SwiftUI

/// Both names in one file (Combine's and Foundation's typealias): one type, not an ambiguity.
enum CombineIdentity {
    static func isCombines(_ object: AnyObject) -> Bool { object is any Combine.ObservableObject }
    final class Both: ObservableObject {
        @Published var value = ""
    }
}
