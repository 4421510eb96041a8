// Stand-in for Disk, the app's own framework (exelban/stats at 1ab6adb5, MIT) (ours, not the project's): Modules/Disk/main.swift's
// `drive` with the two fields its widget.swift reads (size, free) and their published defaults; its IOKit object,
// activity and SMART values (io_object_t, stats, smart_t) are not taken.

import Foundation
import Kit

public struct drive: Codable {
    var size: Int64 = 1
    var free: Int64 = 0
}
