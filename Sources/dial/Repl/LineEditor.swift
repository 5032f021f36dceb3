import DialREPL
import Foundation

/// How reading a line ended.
enum LineResult: Equatable {
  /// Enter was pressed.
  case line(String)
  /// Ctrl-C: the line (and the input it continues) is discarded.
  case interrupted
  /// Ctrl-D on an empty line, or the end of input.
  case endOfFile
}

/// A small line editor for a raw-mode terminal, in the spirit of linenoise:
/// one line, scrolled horizontally when it is wider than the window, redrawn
/// whole after every key (so a resize only needs a redraw).
///
/// Keys: Left/Right, Home/End, Backspace/Delete, Ctrl-A/E/B/F, Ctrl-K (kill to
/// end), Ctrl-U (kill to start), Ctrl-W (kill word), Ctrl-L (clear screen),
/// Up/Down and Ctrl-P/N (history), Tab (completion; a second Tab lists the
/// candidates), Ctrl-C (discard), Ctrl-D (quit on an empty line, else delete).
/// Every character counts as one column.
struct LineEditor {
  let terminal: RawTerminal
  var history: History
  /// Offers completions for the text and the cursor (in Unicode scalars).
  var complete: (String, Int) -> Completion

  // The line being edited.
  var buffer: [Unicode.Scalar] = []
  var cursor = 0
  /// The first character shown, when the line is wider than the window.
  var scroll = 0
  var prompt = ""
  var promptWidth = 0
  /// Where Up/Down stand in the history; `history.entries.count` is the line being typed.
  var historyIndex = 0
  /// The line being typed, kept while Up/Down show older ones.
  var draft: [Unicode.Scalar] = []
  var lastKeyWasTab = false

  init(terminal: RawTerminal, history: History, complete: @escaping (String, Int) -> Completion) {
    self.terminal = terminal
    self.history = history
    self.complete = complete
  }

  /// Reads one line after `prompt`, whose visible width is `width` columns.
  mutating func readLine(prompt: String, width: Int) -> LineResult {
    self.prompt = prompt
    promptWidth = width
    buffer = []
    cursor = 0
    scroll = 0
    historyIndex = history.entries.count
    draft = []
    refresh()
    while let byte = terminal.readByte() {
      let wasTab = lastKeyWasTab
      lastKeyWasTab = false
      switch byte {
      case 0xFF: refresh()  // the window was resized
      case 13, 10:
        Self.write("\n")
        let line = String(String.UnicodeScalarView(buffer))
        history.add(line)
        return .line(line)
      case 3:
        Self.write("^C\n")
        return .interrupted
      case 4:
        if buffer.isEmpty {
          Self.write("\n")
          return .endOfFile
        }
        deleteForward()
      case 9:
        completeWord(listing: wasTab)
        lastKeyWasTab = true
      case 27: escape()
      default: control(byte)
      }
    }
    return .endOfFile
  }

  /// Ctrl keys and text.
  mutating func control(_ byte: UInt8) {
    switch byte {
    case 1: move(to: 0)
    case 5: move(to: buffer.count)
    case 2: move(to: cursor - 1)
    case 6: move(to: cursor + 1)
    case 8, 127: deleteBackward()
    case 11: edit { $0.buffer.removeSubrange($0.cursor...) }
    case 21:
      edit {
        $0.buffer.removeSubrange(..<$0.cursor)
        $0.cursor = 0
      }
    case 23: deleteWord()
    case 12:
      Self.write("\u{1B}[H\u{1B}[2J")
      refresh()
    case 16: recall(-1)
    case 14: recall(1)
    case 0..<32: break
    default: insert(byte)
    }
  }

  /// `ESC [ A` and friends: arrows, Home, End, Delete.
  mutating func escape() {
    guard let introducer = terminal.readByte(timeoutMilliseconds: 50), introducer == 91 || introducer == 79 else {
      return
    }
    guard var final = terminal.readByte(timeoutMilliseconds: 50) else { return }
    var number = ""
    while (48...57).contains(final) {
      number.append(Character(Unicode.Scalar(final)))
      guard let next = terminal.readByte(timeoutMilliseconds: 50) else { return }
      final = next
    }
    switch (final, number) {
    case (65, _): recall(-1)
    case (66, _): recall(1)
    case (67, _): move(to: cursor + 1)
    case (68, _): move(to: cursor - 1)
    case (72, _), (126, "1"), (126, "7"): move(to: 0)
    case (70, _), (126, "4"), (126, "8"): move(to: buffer.count)
    case (126, "3"): deleteForward()
    default: break
    }
  }

  // MARK: - Editing

  /// Collects the bytes of one UTF-8 character starting with `lead`, and inserts it.
  mutating func insert(_ lead: UInt8) {
    var bytes = [lead]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    while bytes.count < length, let next = terminal.readByte(timeoutMilliseconds: 50) { bytes.append(next) }
    let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars
    edit {
      $0.buffer.insert(contentsOf: scalars, at: $0.cursor)
      $0.cursor += scalars.count
    }
  }

  mutating func deleteBackward() {
    guard cursor > 0 else { return }
    edit {
      $0.buffer.remove(at: $0.cursor - 1)
      $0.cursor -= 1
    }
  }

  mutating func deleteForward() {
    guard cursor < buffer.count else { return }
    edit { $0.buffer.remove(at: $0.cursor) }
  }

  /// Ctrl-W: the word before the cursor, and the spaces after it.
  mutating func deleteWord() {
    var start = cursor
    while start > 0 && buffer[start - 1] == " " { start -= 1 }
    while start > 0 && buffer[start - 1] != " " { start -= 1 }
    edit {
      $0.buffer.removeSubrange(start..<$0.cursor)
      $0.cursor = start
    }
  }

  mutating func move(to position: Int) {
    cursor = min(max(position, 0), buffer.count)
    refresh()
  }

  mutating func edit(_ change: (inout LineEditor) -> Void) {
    change(&self)
    refresh()
  }

  /// Up (-1) and Down (+1) through the history; the typed line comes back below the newest entry.
  mutating func recall(_ step: Int) {
    let entries = history.entries
    let target = historyIndex + step
    guard target >= 0 && target <= entries.count else { return }
    if historyIndex == entries.count { draft = buffer }
    historyIndex = target
    buffer = target == entries.count ? draft : Array(entries[target].unicodeScalars)
    cursor = buffer.count
    refresh()
  }

  /// Tab: one candidate is inserted; several insert their common prefix, and a second Tab lists them.
  mutating func completeWord(listing: Bool) {
    let line = String(String.UnicodeScalarView(buffer))
    let completion = complete(line, cursor)
    let candidates = completion.candidates
    guard !candidates.isEmpty, completion.start <= cursor else { return Self.write("\u{7}") }
    let typed = cursor - completion.start
    let common = candidates.dropFirst().reduce(Array(candidates[0].unicodeScalars)) { prefix, candidate in
      Array(zip(prefix, candidate.unicodeScalars).prefix { $0 == $1 }.map(\.0))
    }
    if candidates.count == 1 || common.count > typed {
      edit {
        $0.buffer.replaceSubrange(completion.start..<$0.cursor, with: common)
        $0.cursor = completion.start + common.count
      }
      return
    }
    guard listing else { return Self.write("\u{7}") }
    let width = (candidates.map(\.count).max() ?? 0) + 2
    let perLine = max(1, RawTerminal.columns() / width)
    var text = "\n"
    for (index, candidate) in candidates.enumerated() {
      text += candidate.padding(toLength: width, withPad: " ", startingAt: 0)
      if index % perLine == perLine - 1 || index == candidates.count - 1 { text += "\n" }
    }
    Self.write(text)
    refresh()
  }

  // MARK: - Drawing

  /// Redraws the prompt and the visible part of the line, then places the cursor.
  mutating func refresh() {
    let available = max(RawTerminal.columns() - promptWidth - 1, 1)
    if cursor < scroll { scroll = cursor }
    if cursor - scroll >= available { scroll = cursor - available + 1 }
    let visible = buffer[scroll..<min(buffer.count, scroll + available)]
    var text = "\r" + prompt + String(String.UnicodeScalarView(visible)) + "\u{1B}[K\r"
    let column = promptWidth + cursor - scroll
    if column > 0 { text += "\u{1B}[\(column)C" }
    Self.write(text)
  }

  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
