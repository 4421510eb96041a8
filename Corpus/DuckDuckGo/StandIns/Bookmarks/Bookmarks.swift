// Stand-in for Bookmarks, BrowserServicesKit's module the app uses (ours, not the project's): the
// bookmark entity, the favourites' display mode and list model as the widget reads them.
import Foundation
import CoreData
import Persistence

/// A bookmark or folder in the Core Data store (BrowserServicesKit's `BookmarkEntity`).
public class BookmarkEntity: NSManagedObject {
    public var uuid: String?
    public var title: String?
    public var url: String?
    public var isFolder: Bool = false
    public var urlObject: URL? { url.flatMap(URL.init(string:)) }
}

/// Which device's favourites are shown.
public enum FavoritesPlatform: String {
    case mobile, desktop
}

/// Favourites of this platform only, or of all platforms together.
public enum FavoritesDisplayMode: Equatable, CustomStringConvertible {
    case displayNative(FavoritesPlatform)
    case displayUnified(native: FavoritesPlatform)

    public var description: String {
        switch self {
        case let .displayNative(platform): return "display_native_\(platform.rawValue)"
        case let .displayUnified(native): return "display_all_\(native.rawValue)"
        }
    }
}

/// The favourites of the bookmarks database, in order (BrowserServicesKit's `FavoritesListViewModel`).
public final class FavoritesListViewModel {
    public private(set) var favorites: [BookmarkEntity] = []
    public let favoritesDisplayMode: FavoritesDisplayMode
    public init(bookmarksDatabase: CoreDataDatabase, favoritesDisplayMode: FavoritesDisplayMode) {
        self.favoritesDisplayMode = favoritesDisplayMode
    }
}
