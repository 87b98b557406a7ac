/// A small deterministic generator (SplitMix64) for the seeded random-edit tests and fuzzers:
/// the same seed gives the same sequence on every machine.
public struct SplitMix: RandomNumberGenerator {
    public var state: UInt64
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `bytes` after 1 to `edits` random edits: a byte deleted, a byte of `pieces`
    /// inserted or written over one, or the text cut short.
    public mutating func edited(_ bytes: [UInt8], upTo edits: UInt64, from pieces: [UInt8]) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<(1 + next() % edits) {
            let at = Int(next() % UInt64(bytes.count + 1))
            switch next() % 4 {
            case 0 where at < bytes.count: bytes.remove(at: at)
            case 1: bytes.insert(pieces[Int(next() % UInt64(pieces.count))], at: at)
            case 2 where at < bytes.count: bytes[at] = pieces[Int(next() % UInt64(pieces.count))]
            default: bytes = Array(bytes.prefix(max(1, at)))
            }
        }
        return bytes
    }
}
