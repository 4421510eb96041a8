//
//  AppGroup.swift
//  PiStats
//
//  Created by Fernando Bunn on 23/06/2025.
//

import Foundation

struct AppGroup {
    static let name = "group.dev.bunn.PiStatsMobile"
}
