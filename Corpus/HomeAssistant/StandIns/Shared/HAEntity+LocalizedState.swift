// Stand-in for Shared (ours, not the project's): `HAEntity.localizedState`, as the app's own
// Sources/Shared/HAEntity+CarPlay.swift declares it (the rest of that file is CarPlay's, not taken).
import Foundation
import HAKit

public extension HAEntity {
    /// The entity's state as the person reads it (the app's HAEntity+CarPlay.swift).
    var localizedState: String {
        if let domain = Domain(rawValue: domain) {
            return domain.localizedState(for: state)
        }
        return CoreStrings.getDomainStateLocalizedTitle(state: state) ?? FrontendStrings
            .getDefaultStateLocalizedTitle(state: state) ?? state
    }
}
