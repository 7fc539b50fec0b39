import CZlib

/// The gzip format (RFC 1952), which crash bundles are written in so that they are small
/// and `zcat crash.wbbundle` shows their JSON. gzip's CRC-32 catches a damaged file; its
/// size is bounded when read, so that a file that inflates without end is an error and
/// not all of the machine's memory.
enum Gzip {
    /// Why data could not be inflated.
    struct Failure: Error, Equatable, CustomStringConvertible {
        /// What is wrong, for people.
        var description: String
    }

    /// zlib's window bits for the gzip format: 15 (the largest window) plus 16.
    private static let gzipWindowBits: Int32 = 15 + 16

    /// Whether bytes start with gzip's magic number.
    static func isGzip(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B
    }

    /// `bytes` compressed at zlib's best level: bundles are written once and read rarely.
    static func compress(_ bytes: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        guard deflateInit2_(&stream, 9, Z_DEFLATED, gzipWindowBits, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            preconditionFailure("zlib refused its own default parameters")
        }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 32)
        var input = bytes
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { destination in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = destination.baseAddress
                stream.avail_out = uInt(destination.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        // deflateBound is an upper bound for one Z_FINISH call: it always ends the stream.
        precondition(status == Z_STREAM_END, "deflate did not finish within deflateBound")
        output.removeSubrange(Int(stream.total_out)...)
        return output
    }

    /// The inflated bytes of gzip data, at most `limit` of them.
    static func decompress(_ bytes: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, gzipWindowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure(description: "zlib could not start inflating")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var input = bytes
        var status: Int32 = Z_OK
        try input.withUnsafeMutableBufferPointer { (source) throws(Failure) in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            while status != Z_STREAM_END {
                status = chunk.withUnsafeMutableBufferPointer { destination in
                    stream.next_out = destination.baseAddress
                    stream.avail_out = uInt(destination.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                guard output.count + produced <= limit else {
                    throw Failure(description: "it inflates to more than \(limit >> 20) MB")
                }
                output += chunk[..<produced]
                switch status {
                case Z_OK, Z_STREAM_END: continue
                case Z_BUF_ERROR where stream.avail_in == 0:
                    throw Failure(description: "it ends early (the file was cut short)")
                default:
                    let reason = stream.msg.map { String(cString: $0) } ?? "zlib error \(status)"
                    throw Failure(description: "its compressed data is corrupt (\(reason))")
                }
            }
        }
        guard stream.avail_in == 0 else {
            throw Failure(description: "it has \(stream.avail_in) bytes after the end of its compressed data")
        }
        return output
    }
}
