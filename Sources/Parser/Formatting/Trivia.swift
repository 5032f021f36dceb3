/// One piece of the trivia between two tokens that the formatter keeps.
///
/// Spaces, tabs and carriage returns are not kept: the formatter decides the
/// spacing itself.
enum TriviaPiece: Equatable {
  /// One or more line breaks in a row (spaces between them do not split the run).
  case lineBreaks(Int)
  /// `// …`, without its line break.
  case lineComment(Range<Int>)
  /// `/* … */`, nested comments included.
  case blockComment(Range<Int>)
}

/// Splits the trivia between two tokens into line breaks and comments.
///
/// It mirrors the lexer's comment rules, and it only ever sees bytes the lexer
/// has already accepted as trivia: whitespace and comments.
enum Trivia {
  /// Appends the pieces of `bytes[start..<end]` to `pieces` (which it empties first).
  static func scan(_ bytes: [UInt8], from start: Int, to end: Int, into pieces: inout [TriviaPiece]) {
    pieces.removeAll(keepingCapacity: true)
    let stop = min(end, bytes.count)
    var index = max(start, 0)
    while index < stop {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        appendLineBreak(to: &pieces)
        index += 1
      } else if byte == UInt8(ascii: "/") && index + 1 < stop && bytes[index + 1] == UInt8(ascii: "/") {
        let commentEnd = lineCommentEnd(bytes, from: index, to: stop)
        pieces.append(.lineComment(index..<commentEnd))
        index = commentEnd
      } else if byte == UInt8(ascii: "/") && index + 1 < stop && bytes[index + 1] == UInt8(ascii: "*") {
        let commentEnd = blockCommentEnd(bytes, from: index, to: stop)
        pieces.append(.blockComment(index..<commentEnd))
        index = commentEnd
      } else {
        index += 1
      }
    }
  }

  static func appendLineBreak(to pieces: inout [TriviaPiece]) {
    if case .lineBreaks(let count) = pieces.last {
      pieces[pieces.count - 1] = .lineBreaks(count + 1)
    } else {
      pieces.append(.lineBreaks(1))
    }
  }

  /// The offset of the line break that ends a line comment, or `stop`.
  static func lineCommentEnd(_ bytes: [UInt8], from start: Int, to stop: Int) -> Int {
    var index = start
    while index < stop && bytes[index] != UInt8(ascii: "\n") { index += 1 }
    return index
  }

  /// The offset just past the `*/` that closes the (nestable) block comment at `start`.
  static func blockCommentEnd(_ bytes: [UInt8], from start: Int, to stop: Int) -> Int {
    var depth = 0
    var index = start
    while index < stop {
      let byte = bytes[index]
      let next = index + 1 < stop ? bytes[index + 1] : 0
      if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if byte == UInt8(ascii: "*") && next == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return stop
  }
}
