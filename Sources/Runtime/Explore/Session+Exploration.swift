import DialLexer
import DialParser

// MARK: - What exploration reads of a session

extension Session {
  /// Tries one event and puts everything back: whether it led to a state whose key is not in `seen` yet (the
  /// key is then added, and the state is put in `reached`), or raised a runtime error, rolled back. `key` is
  /// this state's ``explorationKey``. The session is copied only for a new state, into `reached`, so that the
  /// caller moves it on without copying it again; trying an event costs what it changes, and the session's
  /// journal keeps its storage from one event to the next.
  mutating func probe<Keys: ExplorationKeys>(
    _ statement: CheckedStatement, key: UInt64, seen: inout Keys, reached: inout Session?
  ) -> ProbeResult {
    // A local tap is tried by `probeLocalTap` first (`Search.probe`): this is the general path.
    localTap = nil
    journal.open(recordsUndo: true)
    defer {
      rollBack()
      journal.close()
    }
    do {
      try StatementRunner.execute(statement, owner: nil, in: &self)
    } catch {
      return .error(error)
    }
    let newKey = explorationKey
    guard seen.insertNew(newKey) else { return .seen }
    reached = snapshot()
    return .new(newKey)
  }

  /// ``probe(_:key:seen:reached:)`` for a tap on button `index`, when the tap is local; nil when it needs the
  /// general path. A local tap flips the button's `selected` and nothing else, so the key it leads to is computed
  /// without making the tap: the button's term with the flipped flag replaces its term. Only a new state is made,
  /// by flipping a snapshot; this session is not touched, so trying a tap that leads to a seen state copies
  /// nothing.
  mutating func probeLocalTap<Keys: ExplorationKeys>(
    _ index: Int, key: UInt64, seen: inout Keys, reached: inout Session?
  ) -> ProbeResult? {
    guard tapsLocally(index) else { return nil }
    let flags = buttonFlags(index)
    let newKey = key ^ Self.mix(UInt64(index) << 3 | flags) ^ Self.mix(UInt64(index) << 3 | (flags ^ 1))
    guard seen.insertNew(newKey) else { return .seen }
    reached = snapshot()
    reached?.flipLocally(index)
    return .new(newKey)
  }

  /// What a local tap (``tapLocally(_:)``) does to the state, without keeping what changed: how exploration
  /// makes a state it has found by its key. Only for a button whose tap is local (``tapsLocally(_:)``).
  mutating func flipLocally(_ index: Int) {
    _ = buttons.flipLocally(index)
  }

  /// A copy of the session as a state of its own: without this session's journal, whose undo log would put it
  /// back, and with an empty journal of its own. The journal is set aside while copying, so the copy does not
  /// retain its storage only to release it.
  mutating func snapshot() -> Session {
    var kept = Journal()
    swap(&journal, &kept)
    defer { swap(&journal, &kept) }
    var copy = self
    copy.localTap = nil
    return copy
  }

  /// A hash of everything observable that events change: variables, built-ins, the VoiceOver cursor, and each
  /// button's and menu's state. Resolved values follow from these, so two states with the same key are the
  /// same state. It is the exclusive or of one term per button and per menu and one for the rest, so that an
  /// event that changes one button changes one term (``probe(_:key:seen:)``).
  var explorationKey: UInt64 {
    var hasher = Hasher()
    hasher.combine(variables)
    hasher.combine(textSize.ordinal)
    hasher.combine(screenWidth)
    hasher.combine(focus)
    var key = UInt64(bitPattern: Int64(hasher.finalize()))
    for index in 0..<buttons.count { key ^= buttonTerm(index) }
    for index in 0..<menus.count { key ^= menuTerm(index) }
    return key
  }

  /// A button's term of the key: its index and the states events change, mixed (SplitMix64's finalizer).
  func buttonTerm(_ index: Int) -> UInt64 {
    Self.mix(UInt64(index) << 3 | buttonFlags(index))
  }

  /// The states of button `index` that events change, as bits: `selected` 1, `highlighted` 2, `open` 4.
  func buttonFlags(_ index: Int) -> UInt64 {
    // `selected` from the tap bits, which hold it for a button a local tap may have flipped; the rest as stored.
    (buttons.selected(index) ? 1 : 0) | (buttons[stored: index].highlighted ? 2 : 0)
      | (buttons[stored: index].open ? 4 : 0)
  }

  /// A menu's term: its presentation and its items' states.
  func menuTerm(_ index: Int) -> UInt64 {
    var hasher = Hasher()
    hasher.combine(index)
    hasher.combine(menus[index].open)
    hasher.combine(menus[index].presenter)
    var flags = FlagWords()
    for item in 0..<menus[index].items.count {
      flags.append(menus[index].items[item].selected, into: &hasher)
      flags.append(menus[index].items[item].open, into: &hasher)
    }
    flags.finish(into: &hasher)
    return UInt64(bitPattern: Int64(hasher.finalize()))
  }

  static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The built-in properties that fail in this state, as (key, message, range) triples: elements whose speech is
  /// only trait words, single groups with more than one selected action, pop-ups without exactly one, header
  /// titles over a button.
  func builtInViolations() -> [(key: String, message: String, range: SourceRange?)] {
    var found: [(key: String, message: String, range: SourceRange?)] = []
    // Elements are built (with their speech) only when one may read only its traits: most states have none.
    if mayHaveSpeechlessElement {
      for element in accessibilityElements where element.label.isEmpty && element.value.isEmpty {
        let message = "\(element.path) reads only \(Value.quoted(element.speech)) to VoiceOver"
        found.append(("empty-speech " + element.path, message, nil))
      }
    }
    for (index, menu) in program.checked.menus.enumerated() {
      found += radioGroupViolations(menu, index)
    }
    for index in program.checked.headers.indices where program.checked.headers[index].hasTitle {
      if let overlap = titleOverlap(index) { found.append(overlap) }
    }
    return found
  }

  /// Whether an element might have an empty label and value: an open menu (whose items are the elements), a
  /// header with an empty title, or a button with neither.
  var mayHaveSpeechlessElement: Bool {
    for index in 0..<menus.count where menus[index].open { return true }
    for index in 0..<headers.count where headers[index].title.isEmpty { return true }
    for index in 0..<buttons.count
    where buttons[stored: index].resolved.labelIsEmpty && buttons[stored: index].resolved.value.isEmpty {
      return true
    }
    return false
  }

  func radioGroupViolations(_ menu: CheckedMenu, _ index: Int) -> [(key: String, message: String, range: SourceRange?)]
  {
    var selectedByGroup: [Int: [Int]] = [:]
    for (item, checked) in menu.items.enumerated() where checked.kind == .action {
      guard let group = checked.radioGroup, menus[index].items[item].selected else { continue }
      selectedByGroup[group, default: []].append(item)
    }
    var found: [(key: String, message: String, range: SourceRange?)] = []
    for (group, items) in selectedByGroup.sorted(by: { $0.key < $1.key }) where items.count > 1 {
      let name = SelectionSync.groupName(index, group, in: self)
      let titles = items.map { Value.quoted(menu.items[$0].title) }.joined(separator: " and ")
      found.append(("two-selected " + name, "\(name) has \(titles) selected at once in a single group", menu.range))
    }
    if menu.isPopup && selectedByGroup[-1]?.count != 1 && menu.items.contains(where: { $0.kind == .action }) {
      let count = selectedByGroup[-1]?.count ?? 0
      found.append(
        (
          "popup-selection " + AccessibilityTree.menuName(index, in: self),
          "pop-up \(AccessibilityTree.menuName(index, in: self)) has \(count) selected actions, not one",
          menu.range
        ))
    }
    return found
  }

  /// A header title that overlaps one of its buttons.
  func titleOverlap(_ index: Int) -> (key: String, message: String, range: SourceRange?)? {
    let layout = StateLayout.headerLayout(index, in: self)
    let title = layout.title.frame
    guard title.width > 0 else { return nil }
    for button in [layout.leading, layout.trailing].compactMap({ $0 }) {
      let frame = button.frame
      if title.minX < frame.maxX && frame.minX < title.maxX {
        let name = program.checked.headers[index].name
        return (
          "title-overlap " + name, "the title of header '\(name)' overlaps a button",
          program.checked.headers[index].range
        )
      }
    }
    return nil
  }
}

/// What trying one event from a state gave.
enum ProbeResult {
  /// A state seen before (or the same state).
  case seen
  /// A runtime error, rolled back.
  case error(RuntimeError)
  /// A state not seen before, with its key; the state itself is in the probe's `reached`.
  case new(UInt64)
}

/// Bits gathered into 64-bit words for hashing.
struct FlagWords {
  var word: UInt64 = 0
  var count = 0

  mutating func append(_ flag: Bool, into hasher: inout Hasher) {
    word = word << 1 | (flag ? 1 : 0)
    count += 1
    if count == 64 { finish(into: &hasher) }
  }

  mutating func finish(into hasher: inout Hasher) {
    guard count > 0 else { return }
    hasher.combine(word)
    (word, count) = (0, 0)
  }
}
