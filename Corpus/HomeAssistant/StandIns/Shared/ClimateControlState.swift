// Stand-in for Shared (ours, not the project's): the app's `ClimateControlState`
// (Sources/Shared/Domain/Climate/ClimateControlState.swift) as Domain uses it — a climate
// entity's HVAC mode and target temperature as one line ("Heat · 21.5°"); the app reads the
// mode's name from the frontend's translations, here it is the state capitalised.
import Foundation
import HAKit

/// A climate entity's mode and temperatures, read from its state and attributes.
public struct ClimateControlState {
    public var hvacMode: String
    public var targetTemperature: Double?

    public init(state: String, attributes: [String: Any]) {
        hvacMode = state
        targetTemperature = attributes["temperature"] as? Double
    }

    public init(entity: HAEntity) {
        self.init(state: entity.state, attributes: entity.attributes.dictionary)
    }

    /// "Heat · 21.5°", or the mode alone.
    public var stateSummary: String {
        let mode = hvacMode.replacingOccurrences(of: "_", with: " ").capitalized
        guard let targetTemperature else { return mode }
        return "\(mode) · \(targetTemperature.formatted())°"
    }
}
