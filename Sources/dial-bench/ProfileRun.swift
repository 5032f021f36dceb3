import Dial
import Foundation

/// `dial-bench profile taps|handles|rendered|selects|variable|push|emit|push-handles|emit-handles [--count N]`:
/// sends N events of one kind to the program of `dial-bench events` (10 000 toggles), with no timing, for an
/// instruction profiler:
///
///     valgrind --tool=callgrind .build/release/dial-bench profile variable --count 200
///
/// Instruction counts do not depend on what else the machine is running, so
/// they compare two commits fairly on a busy machine; divide by N (less the
/// start-up run with N = 0) for the cost of one event.
enum ProfileRun {
  static func run(kind: String, count: Int, toggles: Int = 10_000) throws {
    // Only the "emit" kinds' program declares a host event: the others measure a program without one.
    let source = EventsProgram(toggles: toggles, emitting: kind.hasPrefix("emit")).source
    let program = try Program(source: source, name: "events.dial")
    let compiledMB = Measure.peakMemoryMB()
    var session = try Session(program)
    print("peak memory: \(compiledMB) MB compiled, \(Measure.peakMemoryMB()) MB started")
    var transitions = 0
    if kind == "rendered" || kind == "handles" {
      // Taps by handle, as `dial-bench events` sends them; for "rendered", each transition rendered to its
      // `dial run` line. Looked up once for every button, whatever the count, so that the count's difference
      // is the taps' cost.
      let handles = (0..<toggles).compactMap { program.button("toggle\($0 * EventsBenchmark.tapStride % toggles)") }
      let renders = kind == "rendered"
      var (output, bytes) = ([UInt8](), 0)
      output.reserveCapacity(4096)
      for index in 0..<count where !handles.isEmpty {
        transitions += try session.perform(.tap(handles[index % handles.count]))
        guard renders else { continue }
        session.writeLastTransitions(to: &output, indent: "  ")
        bytes &+= output.count
        output.removeAll(keepingCapacity: true)
      }
      print("rendered \(bytes) bytes")
    } else if kind == "selects" {
      // By handle, as `dial-bench events` sends them: each menu's "Date" then "Title", menu after menu.
      let menus = EventsProgram(toggles: toggles).menus
      let items = (0..<(2 * menus)).compactMap { index in
        program.item(["menu\(index / 2)", "Sort By", index.isMultiple(of: 2) ? "Date" : "Title"])
      }
      for index in 0..<count where !items.isEmpty {
        transitions += try session.perform(.select(items[index % items.count]))
      }
    } else if kind == "push-handles" || kind == "emit-handles" {
      transitions = try handlerTaps(kind == "push-handles" ? "push" : "emit", count: count, on: &session)
    } else {
      for index in 0..<count { transitions += try session.perform(event(kind, index)) }
    }
    print("\(kind): \(count) events, \(transitions) transitions")
  }

  /// Taps on the buttons named `prefix0`, `prefix1`, … by handle, as `dial-bench events` sends push taps: a
  /// handler's cost without a name's lookup. Returns the transitions.
  static func handlerTaps(_ prefix: String, count: Int, on session: inout Session) throws -> Int {
    let handles = (0..<EventsProgram.pushButtons).compactMap { session.program.button("\(prefix)\($0)") }
    var transitions = 0
    for index in 0..<count where !handles.isEmpty {
      transitions += try session.perform(.tap(handles[index % handles.count]))
    }
    return transitions
  }

  static func event(_ kind: String, _ index: Int) throws -> Event {
    switch kind {
    case "taps": return .tap("toggle\(index * EventsBenchmark.tapStride % 10_000)")
    case "selects": return .select(["menu\(index / 2 % 1_000)", "Sort By", index.isMultiple(of: 2) ? "Date" : "Title"])
    case "variable": return .set("count", .int(Int64(index % 8)))
    case "push": return .tap("push\(index % EventsProgram.pushButtons)")
    case "emit": return .tap("emit\(index % EventsProgram.pushButtons)")
    default: throw BenchmarkError("unknown event kind '\(kind)': taps, selects, variable, push or emit")
    }
  }
}
