import Testing

@testable import DialExplore

/// The flat set of explored states' keys: what `Set<UInt64>` would say, through growth and for the key 0.
struct StateKeySetTests {
  @Test func itAgreesWithASetThroughGrowth() {
    var keys = StateKeySet()
    var reference = Set<UInt64>()
    var generator = SystemRandomNumberGenerator()
    // Low bits repeat every 1 024 keys, so neighbouring slots fill and probes run on.
    for step in 0..<20_000 {
      let key = step % 3 == 0 ? UInt64(step % 1024) << 32 : generator.next()
      let inserted = keys.insert(key)
      #expect(inserted == reference.insert(key).inserted)
    }
    #expect(keys.count == reference.count)
    for key in reference.prefix(1000) { #expect(keys.contains(key)) }
    #expect(!keys.contains(0xDEAD_BEEF) || reference.contains(0xDEAD_BEEF))
  }

  @Test func theKeyZeroIsKeptApart() {
    var keys = StateKeySet()
    #expect(!keys.contains(0))
    let first = keys.insert(0)
    let second = keys.insert(0)
    #expect(first && !second)
    #expect(keys.contains(0) && keys.count == 1)
  }
}
