// libFuzzer target: the runtime. The input is a program, optionally followed
// by a line `%%` and an event script:
//
//     button b { title: "B"; on tap { n += 1 } }
//     var n = 0
//     %%
//     tap b
//     n = n / 0
//
// A program that compiles is started and its own statements run; then each
// line of the event script is checked and run statement by statement, and
// the script's bytes also drive host events (`Session.send`) over the
// program's names. Every failing statement or event must leave the session
// equal to what it was before. Built by `Fuzz/run.sh runtime`.
import DialLexer
import DialParser
import DialChecker
import DialRuntime

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRuntime(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let (source, script) = split(bytes)
  let compilation = Frontend.compile(entry: SourceFile(name: "fuzz.dial", bytes: source), loader: nil)
  guard let program = try? Program(compilation), var session = try? Session(program) else { return 0 }
  session.listsLayout = script.first.map { $0 & 1 == 1 } ?? false
  for statement in program.checked.statements { runAtomically(statement, in: &session) }
  for line in script.split(separator: UInt8(ascii: "\n")) { runLine(Array(line), in: &session) }
  sendEvents(derivedFrom: script, to: &session)
  _ = session.accessibilityElements
  return 0
}

/// The program and the event script: the bytes before and after the first line `%%`.
func split(_ bytes: [UInt8]) -> ([UInt8], [UInt8]) {
  let separator = Array("\n%%\n".utf8)
  guard bytes.count >= separator.count else { return (bytes, []) }
  for start in 0...(bytes.count - separator.count) where bytes[start..<start + separator.count].elementsEqual(separator)
  {
    return (Array(bytes[..<start]), Array(bytes[(start + separator.count)...]))
  }
  return (bytes, [])
}

/// Runs one statement; when it fails, the session must be as it was.
func runAtomically(_ statement: CheckedStatement, in session: inout Session) {
  let before = session
  let outcome = session.run(statement)
  _ = outcome.transitions.map(\.description)
  if outcome.error != nil { precondition(session == before, "a failing statement changed the session") }
}

/// Checks a line of statements against the program and runs each one that checks.
func runLine(_ line: [UInt8], in session: inout Session) {
  let parsed = Parser.parse(line, file: FileID(1))
  let statements = parsed.syntax.items.compactMap { item -> Statement? in
    if case .statement(let statement) = item { return statement }
    return nil
  }
  let checked = Checker.check(statements: statements, in: session.program.checked)
  guard !parsed.diagnostics.hasErrors, !checked.diagnostics.hasErrors else {
    // Through the library too: a line that does not check throws and changes nothing.
    // Only valid UTF-8 is a String as written: decoding would repair invalid bytes
    // (into U+FFFD, in a comment say), giving a different line that may well check.
    guard let text = String(validating: line, as: UTF8.self) else { return }
    let before = session
    _ = try? session.run(source: text)
    precondition(session == before, "a line that does not check changed the session")
    return
  }
  for statement in checked.statements { runAtomically(statement, in: &session) }
}

/// Host events over the program's names, two bytes each: which event, and which name.
func sendEvents(derivedFrom script: [UInt8], to session: inout Session) {
  let symbols = session.program.checked.symbols
  guard !symbols.isEmpty else { return }
  var index = 0
  while index + 1 < script.count {
    let symbol = symbols[Int(script[index + 1]) % symbols.count]
    let event = hostEvent(script[index], name: symbol.name, session: session)
    index += 2
    let before = session
    // A function's name invalidates it, as a host does when the data behind its implementation changed.
    if case .function = symbol.kind {
      do { _ = try session.invalidate(function: symbol.name) } catch {
        precondition(session == before, "a failing invalidation changed the session")
      }
      continue
    }
    do { _ = try session.send(event) } catch { precondition(session == before, "a failing event changed the session") }
  }
}

func hostEvent(_ byte: UInt8, name: String, session: Session) -> Event {
  switch byte % 13 {
  case 0: return .tap(name)
  case 1: return .press(name)
  case 2: return .release(name)
  case 3: return .cancel(name)
  case 4: return .open(name)
  case 5: return .close(name)
  case 6: return .select(itemPath(of: name, pick: Int(byte), program: session.program.checked))
  case 7: return .set(name, .int(Int64(byte) - 128))
  case 8: return .set("screenWidth", .double(Double(byte) - 100))
  case 9: return .set("textSize", .enumCase(EnumCase(type: .textSize, index: Int(Int8(bitPattern: byte)) % 14)))
  case 10: return .set(name, .string(name))
  case 11: return .set(name, .double(byte & 16 == 0 ? .nan : -.infinity))
  default: return .set(name, .bool(byte & 16 == 0))
  }
}

/// The path of one of the items of the menu that `name` shows, or just the name.
func itemPath(of name: String, pick: Int, program: CheckedProgram) -> [String] {
  let menu: Int?
  switch program.symbol(named: name)?.kind {
  case .menu(let index)?: menu = index
  case .button(let index)?: menu = program.buttons[index].menu
  default: menu = nil
  }
  guard let menu, !program.menus[menu].items.isEmpty else { return [name] }
  return [name] + program.menus[menu].path(of: pick % program.menus[menu].items.count)
}
