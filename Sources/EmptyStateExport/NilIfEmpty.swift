extension Collection {
    /// Absent rather than empty: a JSON key left out when there is nothing to say.
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}
