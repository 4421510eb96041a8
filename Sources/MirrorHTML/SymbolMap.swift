/// SF Symbol names as Material Icons ligature names: how a mirror's web page draws
/// `Image(systemName:)` and `Label(_:systemImage:)` with Debian's Material Icons font.
///
/// It covers every symbol the sample apps, the seed snippets and the corpus's extensions use, and
/// common ones.
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
        // Real extensions' symbols (Apple's Emoji Rangers, Xcode's templates) and their kin: circled,
        // badged and outlined variants have no Material twin and take the closest glyph.
        "heart.circle.fill": "favorite", "heart.circle": "favorite_border", "bolt.heart.fill": "favorite",
        "clock.badge.exclamationmark.fill": "running_with_errors", "clock.badge.exclamationmark": "running_with_errors",
        "clock.badge.checkmark.fill": "history_toggle_off", "clock.arrow.circlepath": "history",
        "exclamationmark.circle.fill": "error", "exclamationmark.circle": "error_outline",
        "exclamationmark.triangle": "report_problem", "info.circle.fill": "info", "questionmark.circle.fill": "help",
        "xmark.circle": "highlight_off", "plus.circle": "add_circle_outline", "minus.circle": "remove_circle_outline",
        "checkmark.seal.fill": "verified", "star.circle.fill": "stars", "star.leadinghalf.filled": "star_half",
        "trophy.fill": "emoji_events", "medal.fill": "military_tech", "shield.fill": "shield",
        "gamecontroller.fill": "sports_esports", "pawprint.fill": "pets", "flame": "whatshot",
        "sparkle": "auto_awesome",
        "arrow.up": "arrow_upward", "arrow.down": "arrow_downward", "arrow.up.right": "north_east",
        "chevron.up": "expand_less", "chevron.down": "expand_more", "arrow.triangle.2.circlepath": "sync",
        "bell.badge.fill": "notifications_active", "bell.slash.fill": "notifications_off",
        "moon.stars.fill": "nights_stay",
        "cloud.bolt.fill": "thunderstorm", "wind": "air", "umbrella.fill": "umbrella", "waveform": "graphic_eq",
        "mic.fill": "mic", "video.fill": "videocam", "doc.fill": "article", "hand.raised.fill": "pan_tool",
        "person.crop.circle": "account_circle", "person.crop.circle.fill": "account_circle", "lock": "lock_outline",
        "lock.open": "lock_open", "play.circle.fill": "play_circle_filled", "pause.circle.fill": "pause_circle_filled",
        "stop.circle.fill": "stop_circle", "repeat": "repeat", "shuffle": "shuffle", "location": "near_me",
        "hourglass.bottomhalf.filled": "hourglass_bottom", "hourglass.tophalf.filled": "hourglass_top",
        "calendar.badge.clock": "event", "timer.circle": "timer", "cart": "shopping_cart",
        // The corpus's extensions (Corpus/*/Vendor; HTMLRendererSampleTests.sourceSymbols lists them and
        // fails on one without a glyph) and their kin.
        "box.truck": "local_shipping", "truck.box": "local_shipping", "curlybraces": "data_object",
        "largecircle.fill.circle": "radio_button_checked", "arrow.circlepath": "autorenew",
        "arrow.trianglehead.clockwise": "refresh", "camera": "photo_camera", "drop.triangle.fill": "water_drop",
        "flag.checkered": "sports_score", "pause": "pause", "play": "play_arrow", "phone.circle.fill": "phone",
        "square": "crop_square", "drop": "water_drop",
        "arrow.down.right": "south_east", "chevron.compact.up": "expand_less", "questionmark": "question_mark",
        "wifi.slash": "wifi_off",
        // Symbols of the corpus's asset catalogs, which the archive names as it names SF Symbols and the
        // page cannot serve: BackyardBirds' fountain (its header), FoodTruck's donut.
        "fountain.fill": "water", "donut": "donut_large",
        // Names the corpus reads from constants, getters and views' properties (PiStats' `SystemImages`
        // and status shields, Luka's errors, Loop's trend arrows, SFSafeSymbols' `SFSymbol`s in Home
        // Assistant): HTMLRendererSampleTests follows them from the call (SymbolNameSources).
        "binoculars": "travel_explore", "chart.pie": "pie_chart", "cpu": "memory", "memorychip": "developer_board",
        "checkmark.shield": "verified_user", "xmark.shield": "gpp_bad", "exclamationmark.shield": "gpp_maybe",
        "person.slash": "person_off", "icloud.slash": "cloud_off", "arrow.up.forward": "north_east",
        "arrow.down.forward": "south_east", "arrow.double.up": "keyboard_double_arrow_up",
        "arrow.double.down": "keyboard_double_arrow_down", "applescript": "code", "checklist.checked": "checklist",
        "curtains.closed": "curtains_closed", "curtains.open": "curtains", "fan": "air",
        "lightbulb": "lightbulb_outline", "moon.stars": "nights_stay", "questionmark.square": "help_center",
        "rectangle.and.paperclip": "attachment", "square.badge.plus": "add_box", "video": "videocam",
        "shippingbox": "inventory_2", "bird": "flutter_dash", "sun.min": "wb_sunny", "sunrise": "wb_twilight",
        "sunset": "wb_twilight", "dot.radiowaves.up.forward": "sensors", "flowchart": "account_tree",
    ]

    /// The Material Icons ligature for an SF Symbol name, or nil when it has none.
    ///
    /// A name the map does not hold is drawn by its variant's kin, as `symbolVariant` relates them:
    /// without its fill or enclosure (`checkmark.shield.fill` → `checkmark.shield`,
    /// `arrow.up.circle` → `arrow.up`), or filled (`hand.raised` → `hand.raised.fill`). A slash is
    /// not dropped: `wifi.slash` means the opposite of `wifi`.
    public static func materialName(for symbol: String) -> String? {
        if let name = materialNames[symbol] { return name }
        var base = Substring(symbol)
        while let suffix = variantSuffixes.first(where: { base.hasSuffix($0) && base.count > $0.count }) {
            base = base.dropLast(suffix.count)
            if let name = materialNames[String(base)] { return name }
        }
        return materialNames[base + ".fill"]
    }

    /// The variants `symbolVariant` appends that change how a symbol is drawn, not what it shows.
    private static let variantSuffixes = [".fill", ".circle", ".square", ".rectangle"]

    /// A symbol's name as VoiceOver reads a symbol without an accessibility label of its own:
    /// its words, capitalised, without the variant that only changes how it is drawn
    /// ("bolt.fill" → "Bolt", "checkmark.circle.fill" → "Checkmark circle"). The name of an
    /// icon-only control whose author gave it no label.
    static func spoken(_ symbol: String) -> String {
        let words = symbol.split(whereSeparator: { $0 == "." || $0 == "_" }).filter { !drawnOnly.contains($0) }
        let phrase = words.joined(separator: " ")
        return phrase.prefix(1).uppercased() + phrase.dropFirst()
    }

    /// The variants of a symbol that change its drawing, not what it shows.
    private static let drawnOnly: Set<Substring> = ["fill", "filled"]
}
