// Stand-in for LoopCaregiverKit, the app's own package: LoopCaregiverKit/Sources/LoopCaregiverKit/Models/Extensions/NewGlucoseSample+Previews.swift copied as published from LoopKit/LoopCaregiver at c2dbdefd (MIT, Licence/LoopCaregiver_LICENSE); nothing cut.
//
//  NewGlucoseSample+Previews.swift
//
//
//  Created by Bill Gestrich on 3/1/24.
//

import Foundation
import LoopKit

public extension NewGlucoseSample {
    static func placeholder() -> NewGlucoseSample {
        return NewGlucoseSample(date: Date(), quantity: .init(unit: .milligramsPerDeciliter, doubleValue: 100.0), condition: .none, trend: .flat, trendRate: .none, isDisplayOnly: false, wasUserEntered: false, syncIdentifier: "1345")
    }
}
