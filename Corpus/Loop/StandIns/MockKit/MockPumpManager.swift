// Stand-in for MockKit, the app's own package (ours, not the project's): its simulated pump's
// identity, as MockKit/MockPumpManager.swift declares it (LoopKit/LoopKit, MIT); no simulation.
import Foundation
import LoopKit

/// LoopKit's simulated pump.
public final class MockPumpManager: PumpManager {
    public static let pluginIdentifier = "MockPumpManager"
    public static let localizedTitle = "Pump Simulator"
    public var rawState: RawStateValue { [:] }
    public init() {}
    public init?(rawState: RawStateValue) {}
}
