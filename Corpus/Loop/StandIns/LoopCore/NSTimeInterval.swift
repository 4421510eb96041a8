// Stand-in for LoopCore (ours, not the project's): Common/Extensions/NSTimeInterval.swift, which the app's Xcode
// project also compiles into LoopCore, copied as published from LoopKit/Loop at 710182e2 (MIT, Licence/LICENSE.md).
//
//  NSTimeInterval.swift
//  Naterade
//
//  Created by Nathan Racklyeft on 1/9/16.
//  Copyright © 2016 Nathan Racklyeft. All rights reserved.
//

import Foundation


extension TimeInterval {
    static func seconds(_ seconds: Double) -> TimeInterval {
        return seconds
    }

    static func minutes(_ minutes: Double) -> TimeInterval {
        return TimeInterval(minutes: minutes)
    }

    static func hours(_ hours: Double) -> TimeInterval {
        return TimeInterval(hours: hours)
    }

    static func days(_ days: Double) -> TimeInterval {
        return TimeInterval(days: days)
    }

    init(minutes: Double) {
        self.init(minutes * 60)
    }

    init(hours: Double) {
        self.init(minutes: hours * 60)
    }

    init(days: Double) {
        self.init(hours: days * 24)
    }

    var minutes: Double {
        return self / 60.0
    }

    var hours: Double {
        return minutes / 60.0
    }

    var days: Double {
        return hours / 24.0
    }

}
