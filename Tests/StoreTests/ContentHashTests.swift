@testable import Store
import XCTest

final class ContentHashTests: XCTestCase {
    private func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }

    func testSHA256MatchesTheStandardsTestVectors() {
        XCTAssertEqual(hex(SHA256.hash([])), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(hex(SHA256.hash(Array("abc".utf8))), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            hex(SHA256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            hex(SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testThePortableRoundsAgreeWithTheProcessorsInstructions() {
        // The vectors above hold whichever this machine uses; this holds the other to them.
        var portable = SHA256(usesHardware: false)
        portable.update(Array("abc".utf8))
        XCTAssertEqual(hex(portable.finalize()), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        for length in [0, 1, 55, 56, 63, 64, 65, 119, 120, 128, 1000, 4097] {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
            var portable = SHA256(usesHardware: false)
            portable.update(bytes)
            var preferred = SHA256()
            preferred.update(bytes)
            XCTAssertEqual(portable.finalize(), preferred.finalize(), "\(length) bytes")
        }
    }

    func testFeedingInPiecesGivesTheSameDigest() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        for split in [0, 1, 55, 63, 64, 65, 128, 999] {
            var hasher = SHA256()
            hasher.update(Array(bytes[..<split]))
            hasher.update(Array(bytes[split...]))
            XCTAssertEqual(hasher.finalize(), SHA256.hash(bytes), "split at \(split)")
        }
    }

    func testAContentHashIsTheDigestOfTheKindAndTheBytes() {
        // Lengths around the padding's edges (55, 56 and 64 bytes with the 6-byte prefix).
        for length in [0, 49, 50, 57, 58, 113, 114, 1000] {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0) }
            let expected = Array(SHA256.hash(Array("state".utf8) + [0] + bytes).prefix(16))
            XCTAssertEqual(ContentHash.of(kind: .state, bytes: bytes).bytes, expected, "\(length) bytes")
        }
    }

    func testHashesRoundTripThroughHexAndBytes() {
        let hash = ContentHash(hashing: Array("workbench".utf8))
        XCTAssertEqual(hash.hex.count, 32)
        XCTAssertEqual(ContentHash(hex: hash.hex), hash)
        XCTAssertEqual(ContentHash(hex: hash.hex.uppercased()), hash)
        XCTAssertEqual(ContentHash(bytes: hash.bytes), hash)
        XCTAssertNil(ContentHash(hex: "xyz"))
        XCTAssertNil(ContentHash(hex: String(repeating: "g", count: 32)))
        XCTAssertNil(ContentHash(bytes: [1, 2, 3]))
    }

    func testTheKindIsPartOfTheAddress() {
        let bytes = Array("{}".utf8)
        XCTAssertNotEqual(ContentHash.of(kind: .state, bytes: bytes), ContentHash.of(kind: .source, bytes: bytes))
    }

    func testCompressionRoundTripsAndOnlyWhenItPays() {
        let json = Array(String(repeating: #"{"id":"0.1.2","type":"Text"},"#, count: 50).utf8)
        let stored = BlobCompressor().encode(json)
        XCTAssertLessThan(stored.count, json.count / 4)
        XCTAssertEqual(BlobCodec.decode(stored, size: json.count), json)
        let random = (0..<4000).map { _ in UInt8.random(in: 0...255) }
        XCTAssertEqual(BlobCompressor().encode(random), random, "incompressible bytes are stored as they are")
        XCTAssertNil(BlobCodec.decode([1, 2, 3], size: 10), "garbage does not inflate")
    }
}
