/// What VoiceOver reads for an element, in AccessibilitySnapshot's format (docs/language.md §9).
public enum Speech {
  /// Combines label, value, traits and hint by the six rules of docs/language.md §9:
  /// `"Checkout. Dimmed. Button."`, `"Selected: In Stock Only. Button."`.
  public static func describe(label: String, value: String, traits: TraitSet, hint: String) -> String {
    // The rules give up to seven pieces, joined once at the end: this runs on
    // every resolution and every toggle, so no intermediate strings are built.
    let hasCore = !label.isEmpty || !value.isEmpty
    let selected = traits.contains(.selected) ? (hasCore ? "Selected: " : "Selected.") : ""
    let separator = !label.isEmpty && !value.isEmpty ? ": " : ""
    // Rule 5: the hint stands in for an empty description.
    let stand = !hasCore && selected.isEmpty ? hint : ""
    let words = traitWords(traits)
    let last = !stand.isEmpty ? stand : !value.isEmpty ? value : !label.isEmpty ? label : selected
    // `hasSuffix` compares Characters; a last byte other than "." rules it out without that work.
    let endsInPeriod = last.utf8.last == UInt8(ascii: ".") && last.hasSuffix(".")
    let period = words.isEmpty || last.isEmpty ? "" : endsInPeriod ? " " : ". "
    return joined(selected, label, separator, value, stand, period, words)
  }

  /// The pieces' text in one string, written with one allocation.
  static func joined(
    _ a: String, _ b: String, _ c: String, _ d: String, _ e: String, _ f: String, _ g: String
  ) -> String {
    let count = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count + f.utf8.count + g.utf8.count
    return String(unsafeUninitializedCapacity: count) { buffer in
      // One call per piece: an array of them would cost an allocation.
      var written = 0
      func write(_ piece: String) {
        guard !piece.isEmpty else { return }
        written += copy(piece, into: UnsafeMutableBufferPointer(rebasing: buffer[written...]))
      }
      write(a)
      write(b)
      write(c)
      write(d)
      write(e)
      write(f)
      write(g)
      return written
    }
  }

  /// Copies a string's UTF-8 into `buffer`, as much as fits; returns the bytes copied.
  static func copy(_ piece: String, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    let copied = piece.utf8.withContiguousStorageIfAvailable { source -> Int in
      let count = min(source.count, buffer.count)
      guard count > 0, let from = source.baseAddress, let to = buffer.baseAddress else { return 0 }
      to.update(from: from, count: count)
      return count
    }
    if let copied { return copied }
    // Not contiguous (a bridged string, which Linux does not have): byte by byte.
    var written = 0
    for byte in piece.utf8 where written < buffer.count {
      buffer[written] = byte
      written += 1
    }
    return written
  }

  /// Rule 4's trait words, `Dimmed. Button. Heading.` as the traits have them.
  static func traitWords(_ traits: TraitSet) -> String {
    let key =
      (traits.contains(.notEnabled) ? 1 : 0) | (traits.contains(.button) ? 2 : 0) | (traits.contains(.header) ? 4 : 0)
    return wordsByKey[key]
  }

  /// Every combination of rule 4's words, by the key of ``traitWords(_:)``.
  static let wordsByKey = [
    "", "Dimmed.", "Button.", "Dimmed. Button.", "Heading.", "Dimmed. Heading.", "Button. Heading.",
    "Dimmed. Button. Heading.",
  ]
}
