import DialLexer

/// The parser's tokens, in chunks of ``chunkSize``, so that the ones behind it can be freed as it goes.
///
/// In one array, every token stayed in memory until the whole file was parsed, alongside the syntax tree
/// built from them: on a 100 000-button program, 14 MB of tokens beside 36 MB of syntax at the end of
/// parsing. The parser never looks further back than the token before the current one, so once a
/// top-level item is parsed, the chunks before it are let go (``release(before:)``) and the syntax that
/// follows reuses their memory.
struct TokenBuffer {
  /// Tokens per chunk, a power of two: 256 KB of tokens, a small part of a large file's.
  static let chunkSize = 1 << chunkShift
  static let chunkShift = 15

  private var chunks: [[Token]] = []
  /// How many tokens there are, released ones included.
  let count: Int
  /// How many chunks from the start have been freed.
  private var released = 0

  /// Splits `tokens` into chunks; the array is freed when its last holder lets go of it.
  init(_ tokens: [Token]) {
    count = tokens.count
    chunks.reserveCapacity((tokens.count + Self.chunkSize - 1) / Self.chunkSize)
    var start = 0
    while start < tokens.count {
      let end = min(start + Self.chunkSize, tokens.count)
      chunks.append(Array(tokens[start..<end]))
      start = end
    }
  }

  /// The token at `position`, which must be below ``count`` and not released.
  subscript(position: Int) -> Token {
    chunks[position &>> Self.chunkShift][position & (Self.chunkSize - 1)]
  }

  /// Frees the chunks that hold only tokens before `position`.
  mutating func release(before position: Int) {
    let end = min(max(position, 0) >> Self.chunkShift, chunks.count)
    while released < end {
      chunks[released] = []
      released += 1
    }
  }
}
