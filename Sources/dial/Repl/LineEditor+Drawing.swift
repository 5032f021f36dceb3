import DialLexer
import DialREPL
import Foundation

// MARK: - Drawing

extension LineEditor {
  /// Redraws the whole block in place, each row after its prompt, then places the cursor.
  ///
  /// It goes up to the block's first row (the terminal's cursor is on row ``drawnRow``),
  /// rewrites every row and clears what is below, in case the block shrank. A row is
  /// cut at the window's width less one column; the cursor's row scrolls so that the
  /// cursor stays in view. Widths are display columns (``DisplayWidth``).
  mutating func refresh(firstPrompt: (text: String, width: Int)? = nil) {
    let columns = RawTerminal.columns()
    let rows = buffer.split(separator: "\n", omittingEmptySubsequences: false)
    let cursorRow = buffer[..<cursor].filter { $0 == "\n" }.count
    var text = "\r" + (drawnRow > 0 ? "\u{1B}[\(drawnRow)A" : "")
    var cursorColumn = 0
    for (index, row) in rows.enumerated() {
      let first = firstPrompt ?? (text: prompts.first, width: prompts.firstWidth)
      let prompt = index == 0 ? first : (text: prompts.other, width: prompts.otherWidth)
      let available = max(columns - prompt.width - 1, 1)
      var start = row.startIndex
      if index == cursorRow {
        start = scrolled(row, available: available)
        cursorColumn = prompt.width + DisplayWidth.of(String(buffer[start..<cursor]))
      }
      text += (index > 0 ? "\n" : "") + prompt.text + Self.fitting(row[start...], in: available) + "\u{1B}[K"
    }
    text += "\u{1B}[J\r"
    let up = rows.count - 1 - cursorRow
    if up > 0 { text += "\u{1B}[\(up)A" }
    if cursorColumn > 0 { text += "\u{1B}[\(cursorColumn)C" }
    drawnRow = cursorRow
    Self.write(text)
  }

  /// The first position of the cursor's row to show, so that the cursor fits in `available` columns:
  /// the row's start whenever the cursor fits from there, else as little scrolling as keeps it in view.
  mutating func scrolled(_ row: ArraySlice<Character>, available: Int) -> Int {
    scroll = min(max(scroll, row.startIndex), cursor)
    if DisplayWidth.of(String(buffer[row.startIndex..<cursor])) < available { scroll = row.startIndex }
    while scroll < cursor && DisplayWidth.of(String(buffer[scroll..<cursor])) >= available { scroll += 1 }
    return scroll
  }

  /// The longest start of `characters` that fits in `width` columns.
  static func fitting(_ characters: ArraySlice<Character>, in width: Int) -> String {
    var used = 0
    var shown = ""
    for character in characters {
      used += DisplayWidth.of(character)
      if used > width { break }
      shown.append(character)
    }
    return shown
  }

  /// Moves below the block's last row and writes `text` there (a line break, `^C`): what
  /// follows is printed under the whole block, and the next block starts afresh. The
  /// block is drawn once more with the cursor at its end, so a scrolled row shows its end.
  mutating func leaveBlock(_ text: String) {
    let saved = cursor
    cursor = buffer.count
    refresh()
    Self.write(text)
    cursor = saved
    drawnRow = 0
  }

  // MARK: - Completion

  /// Tab: one candidate is inserted; several insert their common prefix, and a second Tab lists them.
  /// The completer sees the whole block, so it knows the body a continuation row is in.
  mutating func completeWord(listing: Bool) {
    let head = String(buffer[..<cursor])
    let completion = complete(text, head.unicodeScalars.count)
    let candidates = completion.candidates
    let typedScalars = Array(head.unicodeScalars)
    guard !candidates.isEmpty, completion.start <= typedScalars.count else { return Self.write("\u{7}") }
    let typed = typedScalars.count - completion.start
    let common = candidates.dropFirst().reduce(Array(candidates[0].unicodeScalars)) { prefix, candidate in
      Array(zip(prefix, candidate.unicodeScalars).prefix { $0 == $1 }.map(\.0))
    }
    if candidates.count == 1 || common.count > typed {
      let kept = String(String.UnicodeScalarView(typedScalars[..<completion.start]))
      return replace(head: kept + String(String.UnicodeScalarView(common)), tail: String(buffer[cursor...]))
    }
    guard listing else { return Self.write("\u{7}") }
    let width = (candidates.map { DisplayWidth.of($0) }.max() ?? 0) + 2
    let perLine = max(1, RawTerminal.columns() / width)
    var list = ""
    for (index, candidate) in candidates.enumerated() {
      list += candidate + String(repeating: " ", count: width - DisplayWidth.of(candidate))
      if index % perLine == perLine - 1 || index == candidates.count - 1 { list += "\n" }
    }
    leaveBlock("\n" + list)
    refresh()
  }
}
