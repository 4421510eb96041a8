// Stand-in for LoopKit, the app's own package (ours, not the project's): LoopKit/GlucoseKit/GlucoseCondition.swift copied as published from
// LoopKit/LoopKit at 2f535b3c (MIT, Licence/LoopKit-LICENSE).
//
//  GlucoseCondition.swift
//  LoopKit
//
//  Created by Darin Krauss on 9/3/21.
//  Copyright © 2021 LoopKit Authors. All rights reserved.
//

public enum GlucoseCondition: String, Codable {
    case belowRange
    case aboveRange
}
