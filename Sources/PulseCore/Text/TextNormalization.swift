extension StringProtocol {
    /// The text in Unicode's composed form (NFC): `u` and a combining diaeresis become `ü`,
    /// so a name reads the same however its sender spelled its accents. The standard
    /// library's own normalisation (what `String` comparison uses), since Foundation's
    /// `precomposedStringWithCanonicalMapping` lives in the part that brings ICU.
    public var composed: String {
        String(decoding: String(self)._nfcCodeUnits, as: UTF8.self)
    }
}
