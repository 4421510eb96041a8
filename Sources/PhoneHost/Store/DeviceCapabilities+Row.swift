import DomainModel
import GRDB
import PhoneCore
import WidgetRelayKit

/// How the store's `hellos` table holds a Hello's capabilities (schema v3; v5 adds the
/// surfaces): the families' names, comma-separated, the rendering mode's name (NULL: none
/// asked) and the surfaces' names, comma-separated.
extension DeviceCapabilities {
    var familiesColumn: String { families.map(\.rawValue).joined(separator: ",") }
    var surfacesColumn: String { surfaces.map(\.rawValue).joined(separator: ",") }

    /// The capabilities in a row of those columns; a name this build does not know is left
    /// out, as a Hello's unknown families are.
    init(row: Row) {
        let families: String = row["families"]
        let mode: String? = row["rendering_mode"]
        let surfaces: String = row["surfaces"] ?? ""
        self.init(
            families: families.split(separator: ",").compactMap { WidgetFamily(rawValue: String($0)) },
            renderingMode: mode.flatMap(WidgetRenderingMode.init(rawValue:)),
            surfaces: surfaces.split(separator: ",").compactMap { SurfaceVariant(rawValue: String($0)) })
    }
}
