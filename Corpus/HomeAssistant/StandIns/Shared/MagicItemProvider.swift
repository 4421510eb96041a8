// Stand-in for Shared (ours, not the project's): from the app's own Sources/Shared/MagicItem/MagicItemProvider.swift
// (home-assistant/iOS at d722d781, Apache-2.0, Licence/LICENSE.md), the protocol copied as published; the class
// MagicItemProvider is ours: it reads the app's database of entities, areas and complications (none here,
// so every item resolves to no info), and the app's migrations of its own settings are not taken.
import Foundation
import GRDB
import PromiseKit

public protocol MagicItemProviderProtocol {
    func loadInformation(completion: @escaping ([String: [HAAppEntity]]) -> Void)
    func loadInformation() async -> [String: [HAAppEntity]]
    func getInfo(for item: MagicItem) -> MagicItem.Info?
    func getAreaName(for item: MagicItem) -> String?
}

final class MagicItemProvider: MagicItemProviderProtocol {
    func loadInformation(completion: @escaping ([String: [HAAppEntity]]) -> Void) { completion([:]) }
    func loadInformation() async -> [String: [HAAppEntity]] { [:] }
    func getInfo(for item: MagicItem) -> MagicItem.Info? { nil }
    func getAreaName(for item: MagicItem) -> String? { nil }
}
