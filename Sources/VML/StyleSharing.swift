#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One parse for every `style` attribute written alike in a document, the way browsers
/// share style between elements with identical declarations.
///
/// Markup repeats itself: the rows of a list carry the same styles, character for
/// character. The first occurrence is decoded and parsed; the others reuse its value and
/// its parsed style (moved to their own offset), which costs a hash of the raw bytes
/// instead of a parse and the allocation of a tree of values. Only styles that parsed
/// are kept, so every malformed one is reported where it is.
struct StyleSharing {
    /// The raw bytes of an attribute value, hashed once.
    private struct Key: Hashable {
        let bytes: ArraySlice<UInt8>
        let hash: Int

        init(_ bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            // FNV-1a over eight bytes at a time, then the tail.
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            bytes.withUnsafeBytes { raw in
                var index = 0
                while index + 8 <= raw.count {
                    hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x100_0000_01B3
                    hash ^= hash >> 29
                    index += 8
                }
                while index < raw.count {
                    hash = (hash ^ UInt64(raw[index])) &* 0x100_0000_01B3
                    index += 1
                }
            }
            self.hash = Int(truncatingIfNeeded: hash)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.hash == rhs.hash && lhs.bytes.count == rhs.bytes.count
                && lhs.bytes.withUnsafeBufferPointer { left in
                    rhs.bytes.withUnsafeBufferPointer { right in memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
                }
        }
    }

    private struct Parsed {
        var value: String
        var style: VMLStyle
        var offset: Int
    }

    private var parsed: [Key: Parsed] = [:]

    /// The decoded value and parsed style of an attribute value identical to `raw` seen
    /// before, moved to `offset`, where `raw` starts.
    func lookup(raw: ArraySlice<UInt8>, at offset: Int) -> (value: String, style: VMLStyle)? {
        guard !raw.isEmpty, let shared = parsed[Key(raw)] else { return nil }
        return (shared.value, shared.style.moved(from: shared.offset, to: offset))
    }

    /// Keeps the decoded value and parsed style of `raw`, which starts at `offset`.
    mutating func remember(raw: ArraySlice<UInt8>, at offset: Int, value: String, style: VMLStyle) {
        guard !raw.isEmpty else { return }
        parsed[Key(raw)] = Parsed(value: value, style: style, offset: offset)
    }
}
