import DomainModel
import PhoneCore

/// How the store's `devices.kind` column holds a device kind: the numbers `device.proto`
/// gave them when the table was made, kept here so that a `.proto` change cannot move them.
extension DeviceKind {
    /// The column's value (0: none known).
    static func column(_ kind: DeviceKind?) -> Int {
        switch kind {
        case nil: 0
        case .phone: 1
        case .desktop: 2
        case .watch: 3
        case .tool: 4
        case .server: 5
        }
    }

    /// The kind a column value names; nil for 0 or a number this build does not know.
    init?(column: Int) {
        guard let kind = DeviceKind.allCases.first(where: { DeviceKind.column($0) == column }) else { return nil }
        self = kind
    }
}
