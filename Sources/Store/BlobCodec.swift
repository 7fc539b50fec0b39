import CZlib

/// Compression of blobs with zlib, in the format of SQLite's `sqlar` archives: a blob whose
/// stored length equals its `size` is raw, a shorter one is zlib data. So the sqlite3
/// shell reads any blob with `sqlar_uncompress(data, size)`.
enum BlobCodec {
    /// Blobs shorter than this are stored raw: most IR nodes are a few hundred bytes, where
    /// zlib saves little and costs more than hashing and inserting the node together
    /// (docs/store.md, "Compression").
    static let minimumCompressedSize = 1024
    /// zlib's fastest level: the store compresses on the run's path, and level 1 keeps most
    /// of the gain on JSON (see docs/store.md).
    static let level: Int32 = 1

    /// Whether the compressed form is worth storing: it must save at least an eighth.
    static func pays(compressed: Int, raw: Int) -> Bool {
        compressed < raw - raw / 8
    }

    /// The most that `length` bytes of zlib data can inflate to: deflate encodes at best
    /// 258 bytes in a 2-bit code, a ratio of 1032 to 1.
    static func maximumInflatedSize(of length: Int) -> Int {
        length.multipliedReportingOverflow(by: 1032).overflow ? Int.max : length * 1032
    }

    /// The raw bytes of a stored blob, or `nil` when the data does not inflate to exactly
    /// `size` bytes.
    static func decode(_ stored: [UInt8], size: Int) -> [UInt8]? {
        if stored.count == size { return stored }
        // A size that this data cannot inflate to is damage; checked before allocating it,
        // so that a corrupt size is an error and not an allocation that aborts the process.
        guard stored.count < size, size > 0, size <= maximumInflatedSize(of: stored.count) else { return nil }
        var length = uLong(size)
        var output = [UInt8](repeating: 0, count: size)
        let status = output.withUnsafeMutableBufferPointer { destination in
            stored.withUnsafeBufferPointer { source in
                uncompress(destination.baseAddress, &length, source.baseAddress, uLong(source.count))
            }
        }
        guard status == Z_OK, Int(length) == size else { return nil }
        return output
    }
}

/// A zlib compressor kept for the life of a writer: `compress2` sets up (and clears) a few
/// hundred kilobytes of state on every call, which costs more than compressing a node.
/// This one resets its stream between blobs instead. Not thread-safe: one per writer.
final class BlobCompressor {
    private let stream: UnsafeMutablePointer<z_stream>
    private let ready: Bool

    init() {
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        ready = deflateInit_(stream, BlobCodec.level, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
    }

    deinit {
        if ready { deflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// The bytes to store: compressed when that pays (`BlobCodec.pays`), else `raw`.
    func encode(_ raw: [UInt8]) -> [UInt8] {
        guard ready, raw.count >= BlobCodec.minimumCompressedSize, deflateReset(stream) == Z_OK else { return raw }
        let capacity = Int(deflateBound(stream, uLong(raw.count)))
        var written = 0
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            let status = raw.withUnsafeBufferPointer { source -> Int32 in
                stream.pointee.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
                stream.pointee.avail_in = uInt(source.count)
                stream.pointee.next_out = buffer.baseAddress
                stream.pointee.avail_out = uInt(capacity)
                defer { stream.pointee.next_in = nil }
                return deflate(stream, Z_FINISH)
            }
            written = status == Z_STREAM_END ? Int(stream.pointee.total_out) : 0
            count = written
        }
        guard written > 0, BlobCodec.pays(compressed: written, raw: raw.count) else { return raw }
        return output
    }
}
