// Stand-in for Disk, the app's own framework (exelban/stats at 1ab6adb5, MIT) (ours, not the project's): Modules/Disk/main.swift's
// `drive` with what its widget.swift reads: the fields size and free with their published defaults, and `percentage`
// as published (main.swift:71–82); its IOKit object, activity and SMART values (io_object_t, stats, smart_t) are not taken.

import Foundation
import Kit

public struct drive: Codable {
    var size: Int64 = 1
    var free: Int64 = 0

    public var percentage: Double {
        let total = self.size
        let free = self.free
        var usedSpace = total - free
        if usedSpace < 0 {
            usedSpace = 0
        }
        if total == 0 {
            return 0
        }
        return Double(usedSpace) / Double(total)
    }
}
