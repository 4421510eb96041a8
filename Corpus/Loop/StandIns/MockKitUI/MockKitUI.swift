// Stand-in for MockKitUI, the app's own package (ours, not the project's): the simulated pump's
// UI conformance, as MockKitUI/MockPumpManager+UI.swift declares it (LoopKit/LoopKit, MIT); no views.
import Foundation
import LoopKit
import LoopKitUI
import MockKit

extension MockPumpManager: PumpManagerUI {
    public static func createHUDView(rawValue: HUDProvider.HUDViewRawState) -> BaseHUDView? { nil }
}
