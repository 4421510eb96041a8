// Stand-in for Shared (ours, not the project's): the app's own Sources/Shared/Common/Extensions/Dictionary+Additions.swift, copied as published from
// home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); Shared compiles it into the app's Shared framework.
import Foundation

public extension Dictionary {
    func mapKeys<T>(_ transform: (Key) throws -> T) rethrows -> [T: Value] {
        try reduce(into: [T: Value]()) { result, element in
            try result[transform(element.key)] = element.value
        }
    }

    func compactMapKeys<T>(_ transform: (Key) throws -> T?) rethrows -> [T: Value] {
        try reduce(into: [T: Value]()) { result, element in
            if let newKey = try transform(element.key) {
                result[newKey] = element.value
            }
        }
    }
}
