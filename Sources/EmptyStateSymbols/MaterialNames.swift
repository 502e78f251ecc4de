import Foundation

/// The second stand-in set: Google's Material Symbols (Rounded, weight 400, Apache-2.0),
/// installed by `make setup` (tools/install-material-symbols.sh) as one SVG per icon, unfilled
/// and filled. It draws the SF Symbols that Tabler has no icon for (cars, household things,
/// controllers, media keys), which were drawn as two letters of their name before. Its icons
/// are filled outlines on the same 24-unit grid as Tabler's, so they take the same placement.
enum MaterialNames {
    /// Icons of this set are named `material/outline/skillet`, `material/filled/skillet`.
    static let prefix = "material/"

    /// `outline/skillet` for `material/outline/skillet`; nil for a Tabler icon.
    static func fileName(of icon: String) -> String? {
        icon.hasPrefix(prefix) ? String(icon.dropFirst(prefix.count)) : nil
    }

    /// The folders the set is looked for in (`EMPTYSTATE_MATERIAL_SYMBOLS` first).
    static func searched(environment: [String: String]) -> [String] {
        InstalledData.folders("material-symbols", variable: "EMPTYSTATE_MATERIAL_SYMBOLS", environment: environment)
    }

    /// The icon for an SF Symbols base (its words joined with dots), if the table maps it.
    static func icon(_ base: String) -> String? { table[base].map { prefix + "outline/" + $0 } }

    /// The currency signs neither set draws, as iOS draws them: their character (`₢`, `RM`),
    /// drawn out of DejaVu Sans by the install script into `glyphs/`.
    static let glyphNames: Set<String> = ["australsign", "cedisign", "coloncurrencysign", "cruzeirosign", "eurozonesign",
                                          "millsign", "pesetasign", "malaysianringgitsign", "peruviansolessign"]

    /// `material/glyphs/cruzeirosign` for a sign drawn as its character.
    static func glyph(_ base: String) -> String? { glyphNames.contains(base) ? prefix + "glyphs/" + base : nil }

    /// SF Symbols bases → Material Symbols icons, chosen by eye on the contact sheet
    /// (`emptystate symbols -o`) for the picture iOS draws. A base maps every name that starts
    /// with it (`carseat` → `carseat.left.2.fill`); a longer base wins over a shorter one.
    static let table: [String: String] = [
        // Arrows and media keys
        "arrowshape.bounce": "redo", "arrowshape.turn.up.backward": "reply", "arrowshape.turn.up.backward.2": "reply_all",
        "arrowshape.turn.up.left": "reply", "arrowshape.turn.up.left.2": "reply_all", "arrowshape.turn.up.forward": "forward",
        "arrowshape.turn.up.right": "forward", "arrowshape.zigzag": "moving",
        "gobackward": "replay", "gobackward.5": "replay_5", "gobackward.10": "replay_10", "gobackward.30": "replay_30",
        "goforward": "rotate_right", "goforward.5": "forward_5", "goforward.10": "forward_10", "goforward.30": "forward_30",
        "restart": "restart_alt", "return": "keyboard_return", "eject": "eject", "arrowkeys": "gamepad",
        "capslock": "keyboard_capslock", "shift": "shift", "control": "keyboard_control_key", "option": "keyboard_option_key",
        "escape": "north_west", "clear": "backspace", "decrease.indent": "format_indent_decrease",
        "increase.indent": "format_indent_increase", "decrease.quotelevel": "format_quote", "increase.quotelevel": "format_quote",
        "quotelevel": "format_quote", "cursor.rays": "ads_click", "move.3d": "open_with", "skew": "transform",
        "projective": "transform", "lineweight": "line_weight", "beziercurve": "gesture",
        // Cars and roads
        "carseat": "airline_seat_recline_normal", "convertible.side": "directions_car", "suv.side": "directions_car",
        "windshield": "windshield_defrost_front", "windshield.rear": "windshield_defrost_rear",
        "heat.element.windshield": "windshield_heat_front", "headlight": "highlight", "auto.headlight": "highlight",
        "automatic.headlight": "highlight", "parkinglight": "highlight", "taillight": "highlight", "warninglight": "warning",
        "oilcan": "oil_barrel", "fluid": "water_drop", "horn": "campaign",
        "traction.control": "tire_repair", "tirepressure": "tire_repair", "licenseplate": "pin", "lightrail": "tram",
        "cablecar": "cable_car", "hazardsign": "warning", "wrongwaysign": "do_not_disturb_on", "yieldsign": "change_history",
        "pedestrian.gate": "directions_walk", "tachometer": "speed", "barometer": "speed", "dial": "speed",
        // Devices
        "macbook": "laptop_mac", "macstudio": "computer", "pc": "computer", "macwindow": "web_asset",
        "uiwindow.split": "splitscreen", "applepencil": "stylus", "appletvremote": "tv_remote", "appletv": "tv",
        "homepodmini": "speaker", "hifireceiver": "radio", "amplifier": "speaker", "airplay.audio": "airplay",
        "airpod": "earbuds", "airpodpro": "earbuds", "earpods": "earbuds", "airpodsmax": "headphones",
        "airport.express": "router", "airport.extreme": "router",
        "ipod": "phone_iphone", "ipodtouch": "phone_iphone", "ipodshuffle": "music_note", "candybarphone": "smartphone",
        "flipphone": "smartphone", "smartphone": "smartphone",
        "head.profile": "face", "digitalcrown": "watch_button_press",
        "watch.analog": "watch", "arcade.stick": "joystick", "l.joystick": "joystick", "r.joystick": "joystick",
        "logo.playstation": "sports_esports", "logo.xbox": "sports_esports", "playstation.logo": "sports_esports",
        "xbox.logo": "sports_esports", "button.programmable": "smart_button", "button.horizontal": "buttons_alt", "button.vertical": "buttons_alt",
        "button.angledbottom": "buttons_alt", "button.angledtop": "buttons_alt", "button.roundedbottom": "buttons_alt",
        "button.roundedtop": "buttons_alt",
        "l.button": "game_button_l", "l1.button": "game_button_l1", "l2.button": "game_button_l2",
        "r.button": "game_button_r", "r1.button": "game_button_r1", "r2.button": "game_button_r2",
        "zl.button": "game_button_zl", "zl.rectangle": "game_button_zl", "zr.button": "game_button_zr",
        "zr.rectangle": "game_button_zr", "l.rectangle": "game_button_l", "r.rectangle": "game_button_r", "memorychip": "memory", "esim": "sim_card", "faxmachine": "fax",
        "mediastick": "cast", "fiberchannel": "cable", "fibrechannel": "cable",
        "audio.jack": "cable", "batteryblock": "battery_full", "magsafe.batterypack": "battery_charging_full",
        "personalhotspot": "wifi_tethering", "bonjour": "lan", "powermeter": "electric_meter",
        "poweroff": "power_settings_new", "poweron": "power_settings_new", "togglepower": "power_settings_new",
        "autostartstop": "power_settings_new", "powersleep": "bedtime", "sleep": "bedtime", "wake": "wb_sunny",
        "deskview": "desk", "studentdesk": "desk", "dock.rectangle": "dock_to_bottom", "dock.arrow.down.rectangle": "dock_to_bottom",
        "dock.arrow.up.rectangle": "dock_to_bottom", "menubar": "web_asset", "filemenu": "menu_open",
        "contextualmenu": "menu_open", "widget": "widgets", "widget.small": "widget_small", "widget.medium": "widget_medium",
        "pip": "picture_in_picture", "pip.exit": "pip_exit", "aspectratio": "aspect_ratio", "view.2d": "square",
        "view.3d": "view_in_ar", "arkit": "view_in_ar", "gyroscope": "3d_rotation", "swiftdata": "database",
        "applescript": "code", "appclip": "apps", "teletype": "tty", "voiceover": "record_voice_over", "opticid": "visibility",
        "livephoto": "motion_photos_on", "pano": "panorama", "burst": "burst_mode", "slowmo": "slow_motion_video",
        "timelapse": "timelapse", "field.of.view": "panorama_wide_angle",
        "memories": "slideshow", "movieclapper": "movie", "purchased": "shopping_bag", "shared.with.you": "group",
        "sharedwithyou": "group", "translate": "translate", "flashlight": "flashlight_on", "flashlight.off": "flashlight_off",
        "flashlight.on": "flashlight_on", "placeholdertext": "notes", "append.page": "note_add", "ecg.text.page": "ecg",
        "textbox": "text_fields", "character.textbox": "text_fields", "character.cursor.ibeam": "insert_text",
        "character.magnify": "search", "a.magnify": "search", "characters": "text_fields", "loupe": "loupe",
        // Home
        "light": "light", "light.beacon": "siren", "light.max": "brightness_high", "light.min": "brightness_low",
        "light.ribbon": "lightstrip", "light.strip": "lightstrip", "chandelier": "light", "lightspectrum": "gradient",
        "blinds": "blinds", "blinds.horizontal.closed": "blinds_closed", "blinds.vertical.closed": "blinds_closed",
        "curtains": "curtains", "curtains.closed": "curtains_closed", "roller.shade": "roller_shades",
        "roller.shade.closed": "roller_shades_closed", "roman.shade": "vertical_shades", "chair": "chair",
        "cabinet": "kitchen", "dishwasher": "dishwasher", "dryer": "local_laundry_service", "oven": "oven",
        "cooktop": "skillet_cooktop", "stove": "cooking", "frying.pan": "skillet", "sink": "wash", "toilet": "wc",
        "fireplace": "fireplace", "heater.vertical": "heat", "heat.waves": "heat", "humidifier": "humidity_high",
        "dehumidifier": "humidity_low", "humidity": "humidity_percentage", "fanblades": "mode_fan", "sprinkler": "sprinkler",
        "spigot": "plumbing", "pipe": "plumbing", "eyedropper": "colorize", "robotic.vacuum": "vacuum", "entry.lever.keypad": "dialpad",
        "deskclock": "schedule", "homekit": "home", "screwdriver": "tools_phillips",
        "level": "tools_level", "lines.measurement": "straighten", "firewall": "local_fire_department",
        "burn": "local_fire_department",
        // Nature, people and things
        "water": "water", "water.waves": "waves", "smoke": "foggy", "snow": "ac_unit", "tropicalstorm": "cyclone",
        "swirl": "cyclone", "moonphase": "dark_mode", "moonrise": "bedtime", "moonset": "bedtime", "rays": "flare",
        "laser.burst": "flare", "fireworks": "celebration", "hare": "cruelty_free", "tortoise": "snail",
        "laurel": "eco", "fleuron": "local_florist", "hands": "front_hand", "hands.and.sparkles": "clean_hands",
        "eyes": "visibility", "eyebrow": "eyebrow", "mouth": "sentiment_satisfied", "smiley": "sentiment_satisfied",
        "staroflife": "emergency", "inhaler": "pulmonology", "syringe": "syringe", "testtube": "science",
        "lanyardcard": "badge", "greetingcard": "card_giftcard", "menucard": "menu_book", "scroll": "history_edu",
        "teddybear": "toys", "theatermask": "theater_comedy", "popcorn": "theaters", "takeoutbag": "takeout_dining",
        "waterbottle": "water_bottle", "wineglass": "wine_bar", "coat": "checkroom", "case": "cases",
        "lifepreserver": "support", "oar": "rowing", "helm": "sailing", "skis": "downhill_skiing",
        "snowboard": "snowboarding", "surfboard": "surfing", "rugbyball": "sports_rugby", "sportscourt": "stadium",
        "mecca": "mosque", "tsa": "lock", "bubbles": "bubble_chart", "flowchart": "flowchart", "checkerboard": "grid_view",
        "mosaic": "view_quilt", "grid": "grid_on", "squareshape": "square", "squareshape.split.2x2": "grid_view",
        "squareshape.split.3x3": "grid_on", "smallcircle": "circle", "circlebadge": "circle", "torus": "donut_large",
        "righttriangle": "signal_cellular_4_bar", "triangleshape": "change_history", "shoeprints": "footprint",
    ]
}
