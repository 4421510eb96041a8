// Stand-in for Dexcom, the author's own package (kylebshr/dexcom-swift, the revision Luka's Package.resolved pins): Sources/Dexcom/AccountLocation.swift copied as published from kylebshr/dexcom-swift at 732e832b (MIT, Licence/dexcom-swift-LICENSE); nothing cut.
//
//  File.swift
//  
//
//  Created by Kyle Bashour on 5/6/24.
//

import Foundation

public enum AccountLocation: String, Codable, Sendable {
    case usa
    case apac
    case worldwide

    var url: URL {
        switch self {
        case .usa:
            .baseURL
        case .apac:
            .baseURLAPAC
        case .worldwide:
            .baseURLOUS
        }
    }

    var appID: String {
        switch self {
        case .usa, .worldwide:
            .dexcomAppID
        case .apac:
            .dexcomAppIDAPAC
        }
    }
}
