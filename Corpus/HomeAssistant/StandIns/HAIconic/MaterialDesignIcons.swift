// Stand-in for HAIconic, the app's own package (ours, not the project's): Sources/HAIconic/Sources/MaterialDesignIcons.swift
// from home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md), SwiftGen's generated code as published but cut
// to the icons the extension and the Shared stand-in name (of 7,447: all of them took five minutes to type-check here).
// swiftlint:disable all
// swiftformat:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

// NOTE: many type declarations are extremely verbose here to improve compile times

import Foundation

public final class MaterialDesignIcons: CaseIterable, Hashable, Equatable, CustomStringConvertible, IconDrawable {
    public static let familyName: String = "MaterialDesignIcons"
    public static let count: Int = 7447  // as published (the cut list below is shorter)
    public let name: String
    public let unicode: String

    public var description: String {
        "<MaterialDesignIcons: \(name)>"
    }

    public convenience init(named iconName: String) {
        self.init(named: iconName, fallback: Self.allCases.first!)
    }

    public convenience init(named iconName: String, fallback: MaterialDesignIcons) {
        let existing: MaterialDesignIcons

        if let found = Self.allCases.first(where: { $0.name == iconName.lowercased() }) {
            existing = found
        } else {
            existing = fallback
        }

        self.init(name: existing.name, unicode: existing.unicode)
    }

    private init(name: String, unicode: String) {
        self.name = name
        self.unicode = unicode
    }

    public static func == (lhs: MaterialDesignIcons, rhs: MaterialDesignIcons) -> Bool {
        lhs.unicode == rhs.unicode
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(unicode)
    }

    public static let abTestingIcon = MaterialDesignIcons(name: "ab_testing", unicode: "\u{F01C9}")
    public static let accountIcon = MaterialDesignIcons(name: "account", unicode: "\u{F0004}")
    public static let airFilterIcon = MaterialDesignIcons(name: "air_filter", unicode: "\u{F0D43}")
    public static let airHumidifierIcon = MaterialDesignIcons(name: "air_humidifier", unicode: "\u{F1099}")
    public static let alertIcon = MaterialDesignIcons(name: "alert", unicode: "\u{F0026}")
    public static let bedEmptyIcon = MaterialDesignIcons(name: "bed_empty", unicode: "\u{F08A0}")
    public static let blindsHorizontalClosedIcon = MaterialDesignIcons(name: "blinds_horizontal_closed", unicode: "\u{F1A2C}")
    public static let blindsHorizontalIcon = MaterialDesignIcons(name: "blinds_horizontal", unicode: "\u{F1A2B}")
    public static let bookmarkIcon = MaterialDesignIcons(name: "bookmark", unicode: "\u{F00C0}")
    public static let bullhornIcon = MaterialDesignIcons(name: "bullhorn", unicode: "\u{F00E6}")
    public static let calendarClockIcon = MaterialDesignIcons(name: "calendar_clock", unicode: "\u{F00F0}")
    public static let calendarIcon = MaterialDesignIcons(name: "calendar", unicode: "\u{F00ED}")
    public static let calendarStarIcon = MaterialDesignIcons(name: "calendar_star", unicode: "\u{F09D3}")
    public static let calendarTodayIcon = MaterialDesignIcons(name: "calendar_today", unicode: "\u{F00F6}")
    public static let cameraIcon = MaterialDesignIcons(name: "camera", unicode: "\u{F0100}")
    public static let castIcon = MaterialDesignIcons(name: "cast", unicode: "\u{F0118}")
    public static let chartBoxIcon = MaterialDesignIcons(name: "chart_box", unicode: "\u{F154D}")
    public static let checkboxMarkedOutlineIcon = MaterialDesignIcons(name: "checkbox_marked_outline", unicode: "\u{F0135}")
    public static let circleIcon = MaterialDesignIcons(name: "circle", unicode: "\u{F0765}")
    public static let circleSlice8Icon = MaterialDesignIcons(name: "circle_slice_8", unicode: "\u{F0AA5}")
    public static let clockOutlineIcon = MaterialDesignIcons(name: "clock_outline", unicode: "\u{F0150}")
    public static let clockTimeTwoIcon = MaterialDesignIcons(name: "clock_time_two", unicode: "\u{F1440}")
    public static let coffeeIcon = MaterialDesignIcons(name: "coffee", unicode: "\u{F0176}")
    public static let cogOutlineIcon = MaterialDesignIcons(name: "cog_outline", unicode: "\u{F08BB}")
    public static let counterIcon = MaterialDesignIcons(name: "counter", unicode: "\u{F0199}")
    public static let curtainsClosedIcon = MaterialDesignIcons(name: "curtains_closed", unicode: "\u{F1847}")
    public static let curtainsIcon = MaterialDesignIcons(name: "curtains", unicode: "\u{F1846}")
    public static let doorClosedIcon = MaterialDesignIcons(name: "door_closed", unicode: "\u{F081B}")
    public static let doorOpenIcon = MaterialDesignIcons(name: "door_open", unicode: "\u{F081C}")
    public static let dotsGridIcon = MaterialDesignIcons(name: "dots_grid", unicode: "\u{F15FC}")
    public static let eyeIcon = MaterialDesignIcons(name: "eye", unicode: "\u{F0208}")
    public static let fanIcon = MaterialDesignIcons(name: "fan", unicode: "\u{F0210}")
    public static let flashIcon = MaterialDesignIcons(name: "flash", unicode: "\u{F0241}")
    public static let folderIcon = MaterialDesignIcons(name: "folder", unicode: "\u{F024B}")
    public static let formTextboxIcon = MaterialDesignIcons(name: "form_textbox", unicode: "\u{F060E}")
    public static let formatListBulletedIcon = MaterialDesignIcons(name: "format_list_bulleted", unicode: "\u{F0279}")
    public static let forumOutlineIcon = MaterialDesignIcons(name: "forum_outline", unicode: "\u{F0822}")
    public static let garageIcon = MaterialDesignIcons(name: "garage", unicode: "\u{F06D9}")
    public static let garageOpenIcon = MaterialDesignIcons(name: "garage_open", unicode: "\u{F06DA}")
    public static let gateIcon = MaterialDesignIcons(name: "gate", unicode: "\u{F0299}")
    public static let gateOpenIcon = MaterialDesignIcons(name: "gate_open", unicode: "\u{F116A}")
    public static let gaugeIcon = MaterialDesignIcons(name: "gauge", unicode: "\u{F029A}")
    public static let gestureTapButtonIcon = MaterialDesignIcons(name: "gesture_tap_button", unicode: "\u{F12A8}")
    public static let googleCirclesCommunitiesIcon = MaterialDesignIcons(name: "google_circles_communities", unicode: "\u{F02B1}")
    public static let gridIcon = MaterialDesignIcons(name: "grid", unicode: "\u{F02C1}")
    public static let imageIcon = MaterialDesignIcons(name: "image", unicode: "\u{F02E9}")
    public static let lightbulbIcon = MaterialDesignIcons(name: "lightbulb", unicode: "\u{F0335}")
    public static let lightningBoltIcon = MaterialDesignIcons(name: "lightning_bolt", unicode: "\u{F140B}")
    public static let lockIcon = MaterialDesignIcons(name: "lock", unicode: "\u{F033E}")
    public static let mapIcon = MaterialDesignIcons(name: "map", unicode: "\u{F034D}")
    public static let mapMarkerRadiusIcon = MaterialDesignIcons(name: "map_marker_radius", unicode: "\u{F0352}")
    public static let messageIcon = MaterialDesignIcons(name: "message", unicode: "\u{F0361}")
    public static let messageProcessingOutlineIcon = MaterialDesignIcons(name: "message_processing_outline", unicode: "\u{F1170}")
    public static let microphoneIcon = MaterialDesignIcons(name: "microphone", unicode: "\u{F036C}")
    public static let microphoneMessageIcon = MaterialDesignIcons(name: "microphone_message", unicode: "\u{F050A}")
    public static let numericIcon = MaterialDesignIcons(name: "numeric", unicode: "\u{F03A0}")
    public static let packageUpIcon = MaterialDesignIcons(name: "package_up", unicode: "\u{F03D5}")
    public static let paletteOutlineIcon = MaterialDesignIcons(name: "palette_outline", unicode: "\u{F0E0C}")
    public static let playBoxMultipleIcon = MaterialDesignIcons(name: "play_box_multiple", unicode: "\u{F0D19}")
    public static let radarIcon = MaterialDesignIcons(name: "radar", unicode: "\u{F0437}")
    public static let radioboxBlankIcon = MaterialDesignIcons(name: "radiobox_blank", unicode: "\u{F043D}")
    public static let remoteIcon = MaterialDesignIcons(name: "remote", unicode: "\u{F0454}")
    public static let robotIcon = MaterialDesignIcons(name: "robot", unicode: "\u{F06A9}")
    public static let robotMowerIcon = MaterialDesignIcons(name: "robot_mower", unicode: "\u{F11F7}")
    public static let robotVacuumIcon = MaterialDesignIcons(name: "robot_vacuum", unicode: "\u{F070D}")
    public static let rollerShadeClosedIcon = MaterialDesignIcons(name: "roller_shade_closed", unicode: "\u{F1A6C}")
    public static let rollerShadeIcon = MaterialDesignIcons(name: "roller_shade", unicode: "\u{F1A6B}")
    public static let scriptTextIcon = MaterialDesignIcons(name: "script_text", unicode: "\u{F0BC2}")
    public static let scriptTextOutlineIcon = MaterialDesignIcons(name: "script_text_outline", unicode: "\u{F0BC3}")
    public static let shieldHomeIcon = MaterialDesignIcons(name: "shield_home", unicode: "\u{F068A}")
    public static let solarPowerIcon = MaterialDesignIcons(name: "solar_power", unicode: "\u{F0A72}")
    public static let speakerMessageIcon = MaterialDesignIcons(name: "speaker_message", unicode: "\u{F1B11}")
    public static let textureBoxIcon = MaterialDesignIcons(name: "texture_box", unicode: "\u{F0FE6}")
    public static let thermometerIcon = MaterialDesignIcons(name: "thermometer", unicode: "\u{F050F}")
    public static let thermostatIcon = MaterialDesignIcons(name: "thermostat", unicode: "\u{F0393}")
    public static let timerOutlineIcon = MaterialDesignIcons(name: "timer_outline", unicode: "\u{F051B}")
    public static let toggleSwitchOutlineIcon = MaterialDesignIcons(name: "toggle_switch_outline", unicode: "\u{F0A1A}")
    public static let toggleSwitchVariantIcon = MaterialDesignIcons(name: "toggle_switch_variant", unicode: "\u{F1A25}")
    public static let transmissionTowerIcon = MaterialDesignIcons(name: "transmission_tower", unicode: "\u{F0D3E}")
    public static let valveOpenIcon = MaterialDesignIcons(name: "valve_open", unicode: "\u{F1068}")
    public static let viewDashboardIcon = MaterialDesignIcons(name: "view_dashboard", unicode: "\u{F056E}")
    public static let watchIcon = MaterialDesignIcons(name: "watch", unicode: "\u{F0589}")
    public static let waterBoilerIcon = MaterialDesignIcons(name: "water_boiler", unicode: "\u{F0F92}")
    public static let waterPercentIcon = MaterialDesignIcons(name: "water_percent", unicode: "\u{F058E}")
    public static let weatherPartlyCloudyIcon = MaterialDesignIcons(name: "weather_partly_cloudy", unicode: "\u{F0595}")
    public static let whiteBalanceSunnyIcon = MaterialDesignIcons(name: "white_balance_sunny", unicode: "\u{F05A8}")
    public static let windowClosedIcon = MaterialDesignIcons(name: "window_closed", unicode: "\u{F05AE}")
    public static let windowOpenIcon = MaterialDesignIcons(name: "window_open", unicode: "\u{F05B1}")
    public static let windowShutterIcon = MaterialDesignIcons(name: "window_shutter", unicode: "\u{F111C}")
    public static let windowShutterOpenIcon = MaterialDesignIcons(name: "window_shutter_open", unicode: "\u{F111E}")

    public static let allCases: [MaterialDesignIcons] = [
            MaterialDesignIcons.abTestingIcon,
            MaterialDesignIcons.accountIcon,
            MaterialDesignIcons.airFilterIcon,
            MaterialDesignIcons.airHumidifierIcon,
            MaterialDesignIcons.alertIcon,
            MaterialDesignIcons.bedEmptyIcon,
            MaterialDesignIcons.blindsHorizontalClosedIcon,
            MaterialDesignIcons.blindsHorizontalIcon,
            MaterialDesignIcons.bookmarkIcon,
            MaterialDesignIcons.bullhornIcon,
            MaterialDesignIcons.calendarClockIcon,
            MaterialDesignIcons.calendarIcon,
            MaterialDesignIcons.calendarStarIcon,
            MaterialDesignIcons.calendarTodayIcon,
            MaterialDesignIcons.cameraIcon,
            MaterialDesignIcons.castIcon,
            MaterialDesignIcons.chartBoxIcon,
            MaterialDesignIcons.checkboxMarkedOutlineIcon,
            MaterialDesignIcons.circleIcon,
            MaterialDesignIcons.circleSlice8Icon,
            MaterialDesignIcons.clockOutlineIcon,
            MaterialDesignIcons.clockTimeTwoIcon,
            MaterialDesignIcons.coffeeIcon,
            MaterialDesignIcons.cogOutlineIcon,
            MaterialDesignIcons.counterIcon,
            MaterialDesignIcons.curtainsClosedIcon,
            MaterialDesignIcons.curtainsIcon,
            MaterialDesignIcons.doorClosedIcon,
            MaterialDesignIcons.doorOpenIcon,
            MaterialDesignIcons.dotsGridIcon,
            MaterialDesignIcons.eyeIcon,
            MaterialDesignIcons.fanIcon,
            MaterialDesignIcons.flashIcon,
            MaterialDesignIcons.folderIcon,
            MaterialDesignIcons.formTextboxIcon,
            MaterialDesignIcons.formatListBulletedIcon,
            MaterialDesignIcons.forumOutlineIcon,
            MaterialDesignIcons.garageIcon,
            MaterialDesignIcons.garageOpenIcon,
            MaterialDesignIcons.gateIcon,
            MaterialDesignIcons.gateOpenIcon,
            MaterialDesignIcons.gaugeIcon,
            MaterialDesignIcons.gestureTapButtonIcon,
            MaterialDesignIcons.googleCirclesCommunitiesIcon,
            MaterialDesignIcons.gridIcon,
            MaterialDesignIcons.imageIcon,
            MaterialDesignIcons.lightbulbIcon,
            MaterialDesignIcons.lightningBoltIcon,
            MaterialDesignIcons.lockIcon,
            MaterialDesignIcons.mapIcon,
            MaterialDesignIcons.mapMarkerRadiusIcon,
            MaterialDesignIcons.messageIcon,
            MaterialDesignIcons.messageProcessingOutlineIcon,
            MaterialDesignIcons.microphoneIcon,
            MaterialDesignIcons.microphoneMessageIcon,
            MaterialDesignIcons.numericIcon,
            MaterialDesignIcons.packageUpIcon,
            MaterialDesignIcons.paletteOutlineIcon,
            MaterialDesignIcons.playBoxMultipleIcon,
            MaterialDesignIcons.radarIcon,
            MaterialDesignIcons.radioboxBlankIcon,
            MaterialDesignIcons.remoteIcon,
            MaterialDesignIcons.robotIcon,
            MaterialDesignIcons.robotMowerIcon,
            MaterialDesignIcons.robotVacuumIcon,
            MaterialDesignIcons.rollerShadeClosedIcon,
            MaterialDesignIcons.rollerShadeIcon,
            MaterialDesignIcons.scriptTextIcon,
            MaterialDesignIcons.scriptTextOutlineIcon,
            MaterialDesignIcons.shieldHomeIcon,
            MaterialDesignIcons.solarPowerIcon,
            MaterialDesignIcons.speakerMessageIcon,
            MaterialDesignIcons.textureBoxIcon,
            MaterialDesignIcons.thermometerIcon,
            MaterialDesignIcons.thermostatIcon,
            MaterialDesignIcons.timerOutlineIcon,
            MaterialDesignIcons.toggleSwitchOutlineIcon,
            MaterialDesignIcons.toggleSwitchVariantIcon,
            MaterialDesignIcons.transmissionTowerIcon,
            MaterialDesignIcons.valveOpenIcon,
            MaterialDesignIcons.viewDashboardIcon,
            MaterialDesignIcons.watchIcon,
            MaterialDesignIcons.waterBoilerIcon,
            MaterialDesignIcons.waterPercentIcon,
            MaterialDesignIcons.weatherPartlyCloudyIcon,
            MaterialDesignIcons.whiteBalanceSunnyIcon,
            MaterialDesignIcons.windowClosedIcon,
            MaterialDesignIcons.windowOpenIcon,
            MaterialDesignIcons.windowShutterIcon,
            MaterialDesignIcons.windowShutterOpenIcon,
    ]
}
