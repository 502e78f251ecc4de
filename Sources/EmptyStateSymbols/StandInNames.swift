// The stand-in table: which icon to draw for an SF Symbol name when no SF Symbol artwork is
// available. Values name icons of Tabler Icons (MIT), as installed by `make setup`: an
// `outline/` icon (stroked) or a `filled/` one, used for `.fill` names where Tabler has one.
// Keys are SF Symbols names as Apple spells them (a few renamed ones, such as `cube.box` and
// `battery.0`, under their old names too, which iOS still resolves). Sorted by SF name within each file.

/// SF Symbol names → the Tabler icon drawn in their place ("outline/inbox", "filled/heart"),
/// kept in one file per kind of symbol (StandInNames+*.swift), each name in exactly one.
enum StandInNames {
    static let groups: [[String: String]] = [arrowsAndMarks, shapesAndEditing, communicationAndMedia, documents, devicesAndConnectivity, peopleAndPlaces, natureAndThings,
                                           currencies, signs]

    static let table: [String: String] = groups.reduce(into: [:]) { table, group in
        table.merge(group) { first, _ in first }
    }
}
