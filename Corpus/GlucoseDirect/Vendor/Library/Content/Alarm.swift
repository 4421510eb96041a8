//
//  Alarm.swift
//  GlucoseDirect
//
//  Created by Reimar Metzen on 14.01.23.
//

import Foundation

enum Alarm {
    case none
    case lowAlarm
    case highAlarm
}
