/// SF Symbol names as Material Icons ligature names: how a mirror's web page draws
/// `Image(systemName:)` and `Label(_:systemImage:)` with Debian's Material Icons font.
///
/// It covers every symbol the sample apps and the seed snippets use, and common ones.
/// The archive carries asset images (`Image("icon")`) the same way as symbols; the
/// sample apps' two asset names are drawn as a generic image.
public enum SymbolMap {
    /// SF Symbol name → Material Icons ligature.
    public static let materialNames: [String: String] = [
        // The sample apps and seed snippets.
        "bolt.fill": "bolt", "star.fill": "star", "circle": "radio_button_unchecked",
        "checkmark.circle.fill": "check_circle", "moon.fill": "dark_mode", "sun.max": "light_mode",
        "bag.fill": "shopping_bag", "person.circle": "account_circle", "gear": "settings",
        "note.text.badge.plus": "note_add", "figure.walk": "directions_walk", "calendar": "calendar_today",
        "car.fill": "directions_car", "pause.fill": "pause", "play.fill": "play_arrow",
        // Asset images of the sample apps (`Image("icon")`, `Image("CustomIcon")`).
        "icon": "image", "CustomIcon": "image",
        // Common symbols.
        "bolt": "bolt", "star": "star_border", "checkmark": "check", "checkmark.circle": "check_circle_outline",
        "circle.fill": "circle", "moon": "bedtime", "sun.max.fill": "wb_sunny", "heart.fill": "favorite",
        "heart": "favorite_border", "bell.fill": "notifications", "bell": "notifications_none",
        "person": "person_outline", "person.fill": "person", "person.circle.fill": "account_circle",
        "person.2.fill": "people", "gearshape": "settings", "gearshape.fill": "settings",
        "stop.fill": "stop", "forward.fill": "fast_forward", "backward.fill": "fast_rewind",
        "forward.end.fill": "skip_next", "backward.end.fill": "skip_previous", "plus": "add",
        "plus.circle.fill": "add_circle", "minus": "remove", "minus.circle.fill": "remove_circle",
        "xmark": "close", "xmark.circle.fill": "cancel", "trash": "delete", "trash.fill": "delete",
        "house": "home", "house.fill": "home", "magnifyingglass": "search", "envelope": "mail_outline",
        "envelope.fill": "email", "phone.fill": "phone", "message.fill": "message", "bubble.left.fill": "chat_bubble",
        "cloud.fill": "cloud", "cloud.rain.fill": "umbrella", "cloud.sun.fill": "wb_cloudy", "snowflake": "ac_unit",
        "thermometer": "thermostat", "drop.fill": "water_drop", "flame.fill": "local_fire_department",
        "leaf.fill": "eco", "location.fill": "near_me", "map.fill": "map", "mappin": "place",
        "clock": "schedule", "clock.fill": "schedule", "alarm": "alarm", "timer": "timer", "stopwatch": "timer",
        "hourglass": "hourglass_empty", "battery.100": "battery_full", "battery.25": "battery_2_bar", "wifi": "wifi",
        "lock.fill": "lock", "lock.open.fill": "lock_open", "music.note": "music_note", "headphones": "headphones",
        "speaker.wave.2.fill": "volume_up", "speaker.slash.fill": "volume_off", "camera.fill": "photo_camera",
        "photo": "image", "bookmark.fill": "bookmark", "book.fill": "menu_book", "cart.fill": "shopping_cart",
        "creditcard.fill": "credit_card", "gift.fill": "card_giftcard", "airplane": "flight",
        "bicycle": "directions_bike", "bus.fill": "directions_bus", "tram.fill": "tram", "figure.run": "directions_run",
        "shippingbox.fill": "inventory_2", "box.truck.fill": "local_shipping", "arrow.clockwise": "refresh",
        "arrow.right": "arrow_forward", "arrow.left": "arrow_back", "chevron.right": "chevron_right",
        "chevron.left": "chevron_left", "info.circle": "info", "exclamationmark.triangle.fill": "warning",
        "questionmark.circle": "help", "list.bullet": "list", "checklist": "checklist",
        "square.and.arrow.up": "ios_share", "link": "link", "paperplane.fill": "send", "sparkles": "auto_awesome",
        "lightbulb.fill": "lightbulb", "power": "power_settings_new", "cup.and.saucer.fill": "local_cafe",
        "fork.knife": "restaurant", "dumbbell.fill": "fitness_center", "bed.double.fill": "bed", "tv": "tv",
        "desktopcomputer": "desktop_windows", "iphone": "smartphone", "applewatch": "watch", "globe": "public",
        "eye": "visibility", "eye.slash": "visibility_off", "flag.fill": "flag", "tag.fill": "sell",
        "folder.fill": "folder", "doc.text": "description", "pencil": "edit", "square.and.pencil": "edit_note",
        "ellipsis": "more_horiz", "hand.thumbsup.fill": "thumb_up", "chart.bar.fill": "bar_chart",
        "chart.line.uptrend.xyaxis": "trending_up", "dollarsign.circle": "monetization_on", "banknote": "payments",
    ]

    /// The Material Icons ligature for an SF Symbol name, or nil when it has none.
    public static func materialName(for symbol: String) -> String? { materialNames[symbol] }

    /// A symbol's name as words, for an accessible name ("checkmark.circle.fill" → "checkmark circle fill").
    static func spoken(_ symbol: String) -> String {
        symbol.split(whereSeparator: { $0 == "." || $0 == "_" }).joined(separator: " ")
    }
}
