import DialLexer
import DialREPL

// MARK: - Editing the block

extension LineEditor {
  /// The positions of the row that holds `position`: from after the previous line break to the next one.
  func rowBounds(around position: Int) -> Range<Int> {
    let start = buffer[..<position].lastIndex(of: "\n").map { $0 + 1 } ?? 0
    let end = buffer[position...].firstIndex(of: "\n") ?? buffer.count
    return start..<end
  }

  mutating func move(to position: Int) {
    cursor = min(max(position, 0), buffer.count)
    refresh()
  }

  /// Puts `head` before the cursor and `tail` after it, as grapheme clusters: a combining
  /// mark typed after a letter joins it, so the cursor never stops inside a character.
  mutating func replace(head: String, tail: String) {
    buffer = Array(head + tail)
    cursor = min(head.count, buffer.count)
    refresh()
  }

  /// Inserts text at the cursor.
  mutating func insert(_ typed: String) {
    replace(head: String(buffer[..<cursor]) + typed, tail: String(buffer[cursor...]))
  }

  mutating func deleteBackward() {
    guard cursor > 0 else { return }
    buffer.remove(at: cursor - 1)
    cursor -= 1
    refresh()
  }

  /// Deletes the character under the cursor; at the end of a row, joins the next row to it.
  mutating func deleteForward() {
    guard cursor < buffer.count else { return }
    buffer.remove(at: cursor)
    refresh()
  }

  /// Ctrl-K: to the end of the row; at its end, the line break.
  mutating func killToRowEnd() {
    let end = rowBounds(around: cursor).upperBound
    buffer.removeSubrange(cursor..<(end == cursor ? min(end + 1, buffer.count) : end))
    refresh()
  }

  /// Ctrl-U: to the start of the row.
  mutating func killToRowStart() {
    let start = rowBounds(around: cursor).lowerBound
    buffer.removeSubrange(start..<cursor)
    cursor = start
    refresh()
  }

  /// Ctrl-W: the word before the cursor, and the spaces after it.
  mutating func deleteWord() {
    var start = cursor
    while start > 0 && buffer[start - 1] == " " { start -= 1 }
    while start > 0 && buffer[start - 1] != " " && buffer[start - 1] != "\n" { start -= 1 }
    buffer.removeSubrange(start..<cursor)
    cursor = start
    refresh()
  }

  // MARK: - Rows and history

  /// Up: the row above, at the same column; from the first row, the previous history entry.
  mutating func upOrRecall() {
    let row = rowBounds(around: cursor)
    guard row.lowerBound > 0 else { return recall(-1) }
    let above = rowBounds(around: row.lowerBound - 1)
    move(to: position(in: above, atColumn: column(of: cursor, in: row)))
  }

  /// Down: the row below, at the same column; from the last row, the next history entry.
  mutating func downOrRecall() {
    let row = rowBounds(around: cursor)
    guard row.upperBound < buffer.count else { return recall(1) }
    let below = rowBounds(around: row.upperBound + 1)
    move(to: position(in: below, atColumn: column(of: cursor, in: row)))
  }

  /// The display column of a position within its row.
  func column(of position: Int, in row: Range<Int>) -> Int {
    DisplayWidth.of(String(buffer[row.lowerBound..<position]))
  }

  /// The position in a row whose column is the nearest at or before `column`.
  func position(in row: Range<Int>, atColumn column: Int) -> Int {
    var position = row.lowerBound
    var width = 0
    while position < row.upperBound {
      let next = width + DisplayWidth.of(buffer[position])
      if next > column { break }
      width = next
      position += 1
    }
    return position
  }

  /// Back (-1) and forward (+1) through the history, a whole entry at a time (a block is
  /// one entry); the block being typed comes back below the newest entry.
  mutating func recall(_ step: Int) {
    let entries = history.entries
    let target = historyIndex + step
    guard target >= 0 && target <= entries.count else { return }
    if historyIndex == entries.count { draft = buffer }
    historyIndex = target
    buffer = target == entries.count ? draft : Array(entries[target])
    cursor = buffer.count
    refresh()
  }
}
