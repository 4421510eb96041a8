// Stand-in for Shared (ours, not the project's): the app's own Sources/Shared/Resources/Swiftgen/FrontendStrings+Values.swift, copied as published from
// home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); Shared compiles it into the app's Shared framework.
//
//  FrontendStrings+Values.swift
//  App
//
//  Created by Bruno Pantaleão on 04/01/2024.
//  Copyright © 2024 Home Assistant. All rights reserved.
//

import Foundation

public extension FrontendStrings {
    static func getDefaultStateLocalizedTitle(state: String) -> String? {
        let key = "state::default::\(state)"
        return Current.localized.frontend(key)
    }
}
