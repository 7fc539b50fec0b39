extension String {
    /// `count`, the number of Characters, without Unicode segmentation when it cannot
    /// matter: in ASCII text without a carriage return (a CR LF pair is one Character)
    /// every byte is a Character. Segmentation costs a few nanoseconds a byte, which made
    /// `.count` of a long joined string a visible part of a script's run.
    var characterCount: Int {
        var text = self
        let isPlainASCII = text.withUTF8 { bytes -> Bool in
            var combined: UInt8 = 0
            var carriageReturns = 0
            for byte in bytes {
                combined |= byte
                carriageReturns &+= byte == 13 ? 1 : 0
            }
            return combined < 0x80 && carriageReturns == 0
        }
        return isPlainASCII ? text.utf8.count : count
    }
}
