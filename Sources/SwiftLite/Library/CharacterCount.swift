extension String {
    /// `count`, the number of Characters, without Unicode segmentation when it cannot
    /// matter: in ASCII text without a carriage return (a CR LF pair is one Character)
    /// every byte is a Character. Segmentation costs a few nanoseconds a byte, which made
    /// `.count` of a long joined string a visible part of a script's run.
    var characterCount: Int {
        var text = self
        let isPlainASCII = text.withUTF8 { bytes -> Bool in
            // Eight bytes at a time: a byte loop over the 2.5 MB that strings.swift joins
            // took a millisecond, 3% of the run.
            let raw = UnsafeRawBufferPointer(bytes)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highBits = ones << 7
            var combined: UInt64 = 0
            var carriageReturnFound: UInt64 = 0
            var offset = 0
            while offset + 8 <= raw.count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                combined |= word
                // A byte of `differences` is zero exactly where `word` holds a CR; the
                // expression below has a high bit set when any byte is zero.
                let differences = word ^ (ones &* 13)
                carriageReturnFound |= (differences &- ones) & ~differences & highBits
                offset += 8
            }
            for byte in raw[offset...] {
                combined |= UInt64(byte)
                carriageReturnFound |= byte == 13 ? highBits : 0
            }
            return combined & highBits == 0 && carriageReturnFound == 0
        }
        return isPlainASCII ? text.utf8.count : count
    }
}
