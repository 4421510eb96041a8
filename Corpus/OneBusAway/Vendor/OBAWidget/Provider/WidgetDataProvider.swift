//  WidgetDataProvider.swift
//  OBAWidget
//
//  Created by Manu on 2024-10-15.
//

import Foundation
import OBAKitCore
import CoreLocation

/// `WidgetDataProvider` is responsible for fetching and providing relevant data to the widget timeline provider.
/// Main-actor-isolated because it owns a `CoreApplication` (itself `@MainActor`).
@MainActor
class WidgetDataProvider: NSObject, ObservableObject {
    static let shared = WidgetDataProvider()

    private let userDefaults = UserDefaults(suiteName: Bundle.main.appGroup!)!
    private lazy var locationManager = CLLocationManager()
    private lazy var locationService = LocationService(
        userDefaults: userDefaults,
        locationManager: locationManager
    )

    private lazy var app: CoreApplication = {
        let config = CoreAppConfig(
            appBundle: Bundle.main,
            userDefaults: userDefaults,
            bundledRegionsFilePath: Bundle.main.path(forResource: "regions", ofType: "json")!
        )
        return CoreApplication(config: config)
    }()

    private var bestAvailableBookmarks: [Bookmark] {
        return app.userDataStore.favoritedBookmarks
    }

    /// Dictionary mapping trip bookmark keys to arrival/departure data.
    private var arrDepDic = [TripBookmarkKey: [ArrivalDeparture]]()

    /// Dictionary mapping stop IDs to all upcoming arrivals/departures (for stop bookmarks).
    private var stopArrDepDic = [StopID: [ArrivalDeparture]]()

    /// Formatters for localization and styling.
    let formatters = Formatters(
        locale: Locale.autoupdatingCurrent,
        calendar: Calendar.autoupdatingCurrent,
        themeColors: ThemeColors.shared
    )

    /// Loads arrivals and departures for all favorited bookmarks for the widget.
    func loadData() async {

        arrDepDic = [:]
        stopArrDepDic = [:]
        app.refreshServices()

        guard let apiService = app.apiService else {
            Logger.error("Failed to get REST API Service.")
            return
        }

        let bookmarks = getBookmarks()
        guard !bookmarks.isEmpty else {
            Logger.info("No bookmarks found to load data.")
            return
        }

        await withTaskGroup(of: Void.self) { group in
            bookmarks.forEach { bookmark in
                group.addTask { [weak self] in
                    await self?.fetchArrivalData(for: bookmark, apiService: apiService)
                }
            }
        }
    }

    /// Fetch arrival data for a specific bookmark and update the dictionary.
    private func fetchArrivalData(for bookmark: Bookmark, apiService: RESTAPIService) async {
        do {
            let stopArrivals = try await apiService.getArrivalsAndDeparturesForStop(
                id: bookmark.stopID,
                minutesBefore: 0,
                minutesAfter: 60
            ).entry

            await MainActor.run {
                if bookmark.isTripBookmark {
                    stopArrivals.arrivalsAndDepartures.tripKeyGroupedElements.forEach { key, deps in
                        arrDepDic[key] = deps
                    }
                } else {
                    stopArrDepDic[bookmark.stopID] = stopArrivals.arrivalsAndDepartures
                        .filter { $0.temporalState != .past }
                        .sorted { $0.arrivalDepartureDate < $1.arrivalDepartureDate }
                }
            }
        } catch {
            Logger.error("""
            Error fetching data for bookmark: '\(bookmark.name)'
            (ID: \(bookmark.id)). Error: \(error.localizedDescription)
            """)
        }
    }

    /// Looks up arrival and departure data for a given trip key.
    func lookupArrivalDeparture(with key: TripBookmarkKey) -> [ArrivalDeparture] {
        arrDepDic[key, default: []]
    }

    /// Looks up all upcoming arrivals/departures for a stop bookmark.
    func lookupStopArrivals(for stopID: StopID) -> [ArrivalDeparture] {
        stopArrDepDic[stopID, default: []]
    }

    /// Gets bookmarks of the selected region.
    public func getBookmarks() -> [Bookmark] {
        return bestAvailableBookmarks.filter { $0.regionIdentifier == app.regionsService.currentRegion?.id }
    }
}
