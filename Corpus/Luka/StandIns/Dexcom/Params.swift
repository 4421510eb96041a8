// Stand-in for Dexcom, the author's own package (kylebshr/dexcom-swift, the revision Luka's Package.resolved pins): Sources/Dexcom/Params.swift copied as published from kylebshr/dexcom-swift at 732e832b (MIT, Licence/dexcom-swift-LICENSE); nothing cut.
//
//  Params.swift
//  Dexcom
//
//  Created by Kyle Bashour on 4/1/24.
//

import Foundation

struct GetAccountIDParams: Codable, Sendable {
    var accountName: String
    var password: String
    var applicationId: String
}

struct GetSessionIDParams: Codable, Sendable {
    var accountId: UUID
    var password: String
    var applicationId: String
}
