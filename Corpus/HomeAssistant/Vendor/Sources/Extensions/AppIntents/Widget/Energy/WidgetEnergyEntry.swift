import Foundation
import Shared
import WidgetKit

@available(iOS 17, *)
struct WidgetEnergyEntry: TimelineEntry {
    var date = Date()
    var period: WidgetEnergyPeriod = .today
    var source: WidgetEnergySource = .auto
    var serverName: String?

    /// Deep link opening the energy dashboard of the widget's server.
    var widgetURL: URL = AppConstants.deeplinkURL

    /// False when the selected server has no energy dashboard configured.
    var isConfigured = false

    /// True when the empty state is due to a failed load rather than a missing energy dashboard.
    var loadFailed = false

    /// True when the app has no active URL for the widget's server, so there is nowhere to load
    /// from. Distinct from `loadFailed`: no request was ever made, and the fix is in the server's
    /// URL configuration rather than a retry.
    var noConnection = false

    // Energy totals over the selected period, in kWh. Nil when the source isn't configured.
    var gridConsumed: Double?
    var gridReturned: Double?
    var solarGenerated: Double?

    // Monetary cost over the period, in `currencyCode`. Nil when no cost is tracked.
    var cost: Double?
    var currencyCode: String?

    // Instantaneous power in watts, used by the small family. Grid is net (>0 consuming, <0 returning).
    var livePowerGrid: Double?
    var livePowerSolar: Double?

    /// Per-bucket energy for the chart, in kWh: what came from the grid, what solar generated, and
    /// what went back to the grid. All three are magnitudes; the chart decides which side of the
    /// axis each one is drawn on.
    var chartPoints: [ChartPoint] = []

    struct ChartPoint: Identifiable, Equatable {
        var id: Date { date }
        let date: Date
        /// Energy consumed from the grid this bucket (kWh, ≥ 0).
        let grid: Double
        /// Solar generated this bucket (kWh, ≥ 0).
        let solar: Double
        /// Energy returned to the grid this bucket (kWh, ≥ 0).
        let gridReturned: Double

        /// Defaults `gridReturned` rather than relying on the memberwise initialiser, so the many
        /// call sites describing a home without export keep reading as two series.
        init(date: Date, grid: Double, solar: Double, gridReturned: Double = 0) {
            self.date = date
            self.grid = grid
            self.solar = solar
            self.gridReturned = gridReturned
        }

        /// The share of this bucket's generation the home used itself. The chart paints this over
        /// the consumption bar and draws the exported remainder below the axis, so plotting raw
        /// generation would count everything that was exported twice.
        var solarUsed: Double { max(solar - gridReturned, 0) }
    }

    /// Whether the server reported anything for the period. Live power is deliberately excluded: it
    /// describes right now, not the window, so it can't stand in for missing statistics.
    var hasStatistics: Bool {
        gridConsumed != nil || gridReturned != nil || solarGenerated != nil || !chartPoints.isEmpty
    }

    /// Net grid energy over the period (returned − consumed). Positive means net export.
    var gridNet: Double? {
        guard gridConsumed != nil || gridReturned != nil else { return nil }
        return (gridReturned ?? 0) - (gridConsumed ?? 0)
    }
}
