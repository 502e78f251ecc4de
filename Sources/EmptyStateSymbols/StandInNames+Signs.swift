extension StandInNames {
    /// Math and typographic signs (`greaterthan`, `notequal.circle`, `numbersign`): Tabler's icon
    /// of the same sign, as iOS draws the character itself; the composer adds enclosures and fills.
    static let signs: [String: String] = [
        "alternatingcurrent": "outline/wave-sine",
        "degreesign.celsius": "outline/temperature-celsius",
        "degreesign.fahrenheit": "outline/temperature-fahrenheit",
        "greaterthan": "outline/math-greater",
        "greaterthanorequalto": "outline/math-equal-greater",
        "lessthan": "outline/math-lower",
        "lessthanorequalto": "outline/math-equal-lower",
        "multiply": "outline/x",
        "notequal": "outline/equal-not",
        "numbersign": "outline/hash",
        "paragraphsign": "outline/pilcrow",
        "peacesign": "outline/peace",
        "plusminus": "outline/plus-minus",
        "rhombus": "outline/square-rotated",
        "squareroot": "outline/square-root",
    ]
}
