// `import UIKit`, for the small part of UIKit widget code meets: images made from data or
// names (`UIImage`), colours (`UIColor`), `UIApplication.shared.open`, the screen's scale.
// Everything else of WidgetRelayKit (and Foundation) comes with it, as with Apple's.
@_exported import WidgetRelayKit
