// Stand-in for LoopCore, the app's own framework (ours, not the project's): LoopCore/LoopCoreConstants.swift
// from LoopKit/Loop at 710182e2 (MIT, Licence/LICENSE.md), without its carb absorption times (LoopKit's
// CarbStore is not stood in).
import Foundation
import LoopKit

public enum LoopCoreConstants {
    /// The amount of time since a given date that input data should be considered valid
    public static let inputDataRecencyInterval = TimeInterval(15 * 60)

    /// The amount of time in the future a glucose value should be considered valid
    public static let futureGlucoseDataInterval = TimeInterval(5 * 60)

    /// How much historical glucose to include in a dosing decision
    public static let dosingDecisionHistoricalGlucoseInterval = TimeInterval(2 * 60 * 60)
}

extension UserDefaults {
    /// The app group's defaults (LoopCore/NSUserDefaults.swift, as published; the suite named by
    /// the app's `Bundle.appGroupSuiteName`, read here from the same Info.plist key).
    public static let appGroup = UserDefaults(suiteName: Bundle.main.object(forInfoDictionaryKey: "AppGroupIdentifier") as? String ?? "group.com.loopkit.Loop")
}
