// Stand-in for HAKit, the app's third-party package (ours, not the project's): Source/Data/HAEntity+CompressedEntity.swift copied from
// home-assistant/HAKit at 56591fb67e6d637ebd5eee961b6c9919f977a008 (0.4.17; the app pins 0.4.18), Apache-2.0 (Licence/HAKit-LICENSE.md).
import Foundation

extension HAEntity {
    mutating func update(from state: HACompressedEntityState) {
        if let newState = state.state {
            self.state = newState
        }
        lastChanged = state.lastChanged ?? lastChanged
        lastUpdated = state.lastUpdated ?? lastUpdated
        attributes.dictionary = state.attributes ?? attributes.dictionary
        if let contextId = state.context {
            context = .init(id: contextId, userId: nil, parentId: nil)
        }
    }

    mutating func add(_ state: HACompressedEntityState) {
        if let newState = state.state {
            self.state = newState
        }
        lastChanged = state.lastChanged ?? lastChanged
        lastUpdated = state.lastUpdated ?? lastUpdated
        attributes.dictionary.merge(state.attributes ?? [:]) { _, new in new }
        if let contextId = state.context {
            context = .init(id: contextId, userId: nil, parentId: nil)
        }
    }

    mutating func subtract(_ state: HACompressedEntityStateRemove) {
        attributes.dictionary = attributes.dictionary.filter { !(state.attributes?.contains($0.key) ?? false) }
    }
}
