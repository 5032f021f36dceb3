import DialREPL
import Foundation

/// How reading an input ended.
enum LineResult: Equatable {
  /// Enter on a complete input: the whole block as typed, its rows joined by line breaks.
  case line(String)
  /// Ctrl-C, or Ctrl-D on an empty continuation row: the block is discarded.
  case interrupted
  /// Ctrl-D on an empty primary line, or the end of input.
  case endOfFile
}

/// A small editor of one input for a raw-mode terminal, in the spirit of linenoise,
/// that edits a whole multi-line block as IPython does: Enter on an input that is
/// still open (a `{` not closed yet) starts a new row under a `  ... ` prompt, and
/// Enter on a complete one submits the whole block, wherever the cursor is. The
/// block is redrawn whole after every key (so a resize only needs a redraw); a row
/// wider than the window scrolls horizontally.
///
/// Keys: Left/Right, Home/End, Backspace/Delete, Ctrl-A/E/B/F, Ctrl-K (kill to the
/// end of the row), Ctrl-U (to its start), Ctrl-W (kill word), Ctrl-L (clear
/// screen), Up/Down (the row above or below, and the history from the first or
/// last row), Ctrl-P/N (the history), Ctrl-R (reverse search of the history), Tab
/// (completion; a second Tab lists the candidates), Ctrl-C (discard), Ctrl-D
/// (quit on an empty line, cancel the block on an empty continuation row, else
/// delete). Columns are counted with ``DisplayWidth``: CJK and emoji take two.
struct LineEditor {
  let terminal: RawTerminal
  var history: History
  /// Offers completions for the text and the cursor (in Unicode scalars).
  var complete: (String, Int) -> Completion
  /// Whether the text is a whole input, to run on Enter; otherwise Enter starts a row.
  var isComplete: (String) -> Bool

  /// The block being edited, in grapheme clusters; rows are separated by `"\n"`.
  var buffer: [Character] = []
  /// The cursor, as a position in ``buffer``.
  var cursor = 0
  /// The first character of the cursor's row that is shown, when the row is wider than the window.
  var scroll = 0
  /// The prompts of the first and the other rows, as written (with colors) and in columns.
  var prompts = (first: "", firstWidth: 0, other: "", otherWidth: 0)
  /// The row, counted from the block's first, that the terminal's cursor is on.
  var drawnRow = 0
  /// Where Up/Down stand in the history; `history.entries.count` is the block being typed.
  var historyIndex = 0
  /// The block being typed, kept while Up/Down show older ones.
  var draft: [Character] = []
  var lastKeyWasTab = false

  init(
    terminal: RawTerminal, history: History, complete: @escaping (String, Int) -> Completion,
    isComplete: @escaping (String) -> Bool
  ) {
    self.terminal = terminal
    self.history = history
    self.complete = complete
    self.isComplete = isComplete
  }

  /// The block as text.
  var text: String { String(buffer) }

  /// Reads one input after `prompt` (`width` columns); continuation rows show `continuation`.
  mutating func readInput(prompt: String, continuation: String, width: Int) -> LineResult {
    prompts = (prompt, width, continuation, width)
    buffer = []
    cursor = 0
    scroll = 0
    drawnRow = 0
    historyIndex = history.entries.count
    draft = []
    refresh()
    while let byte = terminal.readByte() {
      let wasTab = lastKeyWasTab
      lastKeyWasTab = false
      if byte == 9 {
        completeWord(listing: wasTab)
        lastKeyWasTab = true
      } else if let result = key(byte) {
        return result
      }
    }
    return .endOfFile
  }

  /// Handles one key; a result ends the input.
  mutating func key(_ byte: UInt8) -> LineResult? {
    switch byte {
    case 0xFF: refresh()  // the window was resized
    case 13, 10: return enter()
    case 3:
      leaveBlock("^C\n")
      return .interrupted
    case 4: return controlD()
    case 18: return reverseSearch()
    case 27: escape()
    default: control(byte)
    }
    return nil
  }

  /// Enter: submits a complete block, or starts a new row where the cursor is.
  mutating func enter() -> LineResult? {
    guard isComplete(text) else {
      insert("\n")
      return nil
    }
    leaveBlock("\n")
    history.add(text)
    return .line(text)
  }

  /// Ctrl-D: quits on an empty block, cancels the block on an empty last continuation row
  /// (as Python's REPL does at `...`), and otherwise deletes the character under the cursor
  /// (a blank row inside a recalled block is not the end of the block).
  mutating func controlD() -> LineResult? {
    if buffer.isEmpty {
      leaveBlock("\n")
      return .endOfFile
    }
    let row = rowBounds(around: cursor)
    if row.isEmpty && row.lowerBound > 0 && row.upperBound == buffer.count {
      leaveBlock("\n")
      return .interrupted
    }
    deleteForward()
    return nil
  }

  /// Ctrl keys and text.
  mutating func control(_ byte: UInt8) {
    switch byte {
    case 1: move(to: rowBounds(around: cursor).lowerBound)
    case 5: move(to: rowBounds(around: cursor).upperBound)
    case 2: move(to: cursor - 1)
    case 6: move(to: cursor + 1)
    case 8, 127: deleteBackward()
    case 11: killToRowEnd()
    case 21: killToRowStart()
    case 23: deleteWord()
    case 12:
      Self.write("\u{1B}[H\u{1B}[2J")
      drawnRow = 0
      refresh()
    case 16: recall(-1)
    case 14: recall(1)
    case 0..<32: break
    default: insert(readCharacter(startingWith: byte))
    }
  }

  /// `ESC [ A` and friends: arrows, Home, End, Delete.
  mutating func escape() {
    guard let introducer = terminal.readByte(timeoutMilliseconds: 50) else { return }
    escapeSequence(introducer: introducer)
  }

  /// The rest of an escape sequence after `ESC`: `introducer` is `[` or `O`, then digits and a final byte.
  mutating func escapeSequence(introducer: UInt8) {
    guard introducer == 91 || introducer == 79, var final = terminal.readByte(timeoutMilliseconds: 50) else {
      return
    }
    var number = ""
    while (48...57).contains(final) {
      number.append(Character(Unicode.Scalar(final)))
      guard let next = terminal.readByte(timeoutMilliseconds: 50) else { return }
      final = next
    }
    switch (final, number) {
    case (65, _): upOrRecall()
    case (66, _): downOrRecall()
    case (67, _): move(to: cursor + 1)
    case (68, _): move(to: cursor - 1)
    case (72, _), (126, "1"), (126, "7"): move(to: rowBounds(around: cursor).lowerBound)
    case (70, _), (126, "4"), (126, "8"): move(to: rowBounds(around: cursor).upperBound)
    case (126, "3"): deleteForward()
    default: break
    }
  }

  /// The bytes of one UTF-8 character starting with `lead`, as text.
  func readCharacter(startingWith lead: UInt8) -> String {
    var bytes = [lead]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    while bytes.count < length, let next = terminal.readByte(timeoutMilliseconds: 50) { bytes.append(next) }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
