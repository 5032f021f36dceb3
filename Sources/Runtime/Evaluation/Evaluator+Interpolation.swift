import DialChecker
import DialParser

// MARK: - String interpolation: short texts joined on the stack

extension Evaluator {
  /// Joins an interpolation's pieces. A text that fits ``shortInterpolation`` bytes is written into a buffer
  /// on the stack and made a string once, an Int as its digits: a short one, such as "3 items", allocates
  /// nothing (a subtitle following a variable, `variable_change_per_s` in `dial-bench events`). A longer
  /// text goes on as strings from where the buffer filled, the value in hand kept: every part is evaluated
  /// once, so nested interpolations cost what they hold, never twice per level.
  static func interpolate(_ parts: [CheckedStringPart], in state: SessionState, owner: Owner?) throws(RuntimeError)
    -> String
  {
    var (text, next, value): (String, Int, Value?)
    switch try joinedOnTheStack(parts, in: state, owner: owner).get() {
    case .done(let whole): return whole
    case .full(let prefix, let position, let pending): (text, next, value) = (prefix, position, pending)
    }
    for position in next..<parts.count {
      switch parts[position] {
      case .text(let piece): text += piece
      case .value(let expression):
        // The part the buffer could not take was evaluated already.
        if position == next, let pending = value {
          text += pending.text
          value = nil
        } else {
          text += try evaluate(expression, in: state, owner: owner).text
        }
      }
    }
    return text
  }

  /// Joins `parts` in a buffer on the stack until one does not fit (see ``interpolate(_:in:owner:)``).
  static func joinedOnTheStack(_ parts: [CheckedStringPart], in state: SessionState, owner: Owner?)
    -> Result<ShortInterpolation, RuntimeError>
  {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: shortInterpolation) { buffer in
      var writer = TextWriter(buffer: buffer)
      func written() -> String {
        // Copied into a string made at its size: a short ASCII text becomes a small string with no validation,
        // which `String(decoding:as:)` does byte by byte.
        let count = writer.written
        return String(unsafeUninitializedCapacity: count) { target in
          _ = target.initialize(from: UnsafeBufferPointer(rebasing: buffer[..<count]))
          return count
        }
      }
      for (position, part) in parts.enumerated() {
        switch part {
        case .text(let piece):
          guard piece.utf8.count <= writer.remaining else { return .success(.full(written(), next: position, nil)) }
          writer.write(piece)
        case .value(let expression):
          let value: Value
          do throws(RuntimeError) {
            value = try operand(expression, in: state, owner: owner)
          } catch { return .failure(error) }
          guard write(value, to: &writer) else { return .success(.full(written(), next: position, value)) }
        }
      }
      return .success(.done(written()))
    }
  }

  /// How far joining on the stack went: the whole text, or the text so far with the part that did not fit
  /// (and its value, when it is an expression's).
  enum ShortInterpolation {
    case done(String)
    case full(String, next: Int, Value?)
  }

  /// The bytes an interpolation joins on the stack; a longer text is joined as strings.
  static var shortInterpolation: Int { 64 }

  /// Writes a value as interpolation shows it (``Value/text``); false, writing nothing, when it does not fit.
  static func write(_ value: Value, to writer: inout TextWriter) -> Bool {
    switch value {
    case .int(let number): return writer.writeDigits(number)
    case .string(let text):
      guard text.utf8.count <= writer.remaining else { return false }
      writer.write(text)
      return true
    default:
      let text = value.text
      guard text.utf8.count <= writer.remaining else { return false }
      writer.write(text)
      return true
    }
  }
}
