import DialLexer
import DialREPL
import Foundation

// MARK: - Ctrl-R: reverse incremental search

extension LineEditor {
  /// Where a search stands: what was typed, the entry it found, and whether the last try failed.
  struct Search {
    var query = ""
    /// The history entry shown, and where the query starts in it (in characters).
    var match: (entry: Int, position: Int)?
    var failed = false
  }

  /// Ctrl-R, as readline's `reverse-search-history`: the first row's prompt becomes
  /// ``(reverse-i-search)`query': `` and the newest entry that contains the query is
  /// shown. Typing extends the query; Ctrl-R again finds an older match; Backspace
  /// shortens the query; Enter accepts the entry and runs it; Esc and Ctrl-G cancel
  /// (the block comes back as it was); any other key accepts the entry for editing
  /// and then acts as usual. When nothing matches, the prompt says `failed`.
  mutating func reverseSearch() -> LineResult? {
    let original = (buffer, cursor)
    var search = Search()
    show(search)
    while let byte = terminal.readByte() {
      switch byte {
      case 18: find(&search, before: search.match?.entry ?? history.entries.count)
      case 7: return cancelSearch(original)
      case 27:
        guard let next = terminal.readByte(timeoutMilliseconds: 50) else { return cancelSearch(original) }
        accept(search, typed: original.0)
        escapeSequence(introducer: next)
        return nil
      case 8, 127:
        if !search.query.isEmpty { search.query.removeLast() }
        find(&search, before: history.entries.count)
      case 13, 10:
        accept(search, typed: original.0)
        return enter()
      case 0xFF: break
      case 9:
        accept(search, typed: original.0)
        completeWord(listing: false)
        return nil
      case 0..<32:
        accept(search, typed: original.0)
        return key(byte)
      default:
        search.query += readCharacter(startingWith: byte)
        find(&search, before: (search.match?.entry).map { $0 + 1 } ?? history.entries.count)
      }
      show(search)
    }
    return .endOfFile
  }

  /// Looks for the newest entry before `limit` that contains the query; on failure the last match stays.
  func find(_ search: inout Search, before limit: Int) {
    search.failed = false
    guard !search.query.isEmpty else { return }
    for index in stride(from: min(limit, history.entries.count) - 1, through: 0, by: -1) {
      let entry = history.entries[index]
      guard let range = entry.range(of: search.query, options: .backwards) else { continue }
      search.match = (index, entry.distance(from: entry.startIndex, to: range.lowerBound))
      return
    }
    search.failed = true
  }

  /// Draws the search prompt and the match, with the cursor at the match.
  mutating func show(_ search: Search) {
    if let match = search.match {
      buffer = Array(history.entries[match.entry])
      cursor = min(match.position, buffer.count)
    }
    let prompt = (search.failed ? "(failed reverse-i-search)`" : "(reverse-i-search)`") + search.query + "': "
    refresh(firstPrompt: (prompt, DisplayWidth.of(prompt)))
  }

  /// Keeps the entry shown, as the block to edit; Up and Down go on from it, and Down past the newest entry
  /// comes back to `typed`, what was being written before Ctrl-R.
  mutating func accept(_ search: Search, typed: [Character]) {
    if let match = search.match {
      if historyIndex == history.entries.count { draft = typed }
      historyIndex = match.entry
    }
    refresh()
  }

  /// Puts the block back as it was before Ctrl-R.
  mutating func cancelSearch(_ original: ([Character], Int)) -> LineResult? {
    (buffer, cursor) = original
    refresh()
    return nil
  }
}
