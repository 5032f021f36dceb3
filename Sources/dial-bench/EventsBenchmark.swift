import Dial
import Foundation

/// `dial-bench events`: the runtime's event throughput through the public API
/// (`Session.perform`, events by handle, transitions counted), next to hand-written native twins
/// of the toggle semantics, and how the cost of a tap grows with the program.
///
/// Two twins: `native_toggles_per_s` (``NativeToggles``) builds paths and
/// speech strings per tap, as the runtime once did; `raw_native_toggles_per_s`
/// (``RawNativeToggles``) is the simplest fast Swift for the job, with no
/// strings at all. `toggle_taps_per_s` counts transitions without rendering
/// them; `toggle_taps_rendered_per_s` renders every one to its `dial run` text.
///
/// Every measurement sends a fixed number of events, chosen so that one run
/// takes roughly 0.3 s on the reference machine with the runtime of this
/// commit, and keeps the best of five. As the runtime gets faster, raise the
/// counts in ``Events`` (or pass `--scale K` to multiply them all) so that runs
/// stay long enough to time; never bound a run by the clock.
///
/// `--toggles N` measures only taps, in a program of N toggles: for profiling;
/// with `--only rendered` or `--only selects`, only those.
enum EventsBenchmark {
  /// Program sizes, in toggle buttons, for the scaling figure.
  static let sizes = [1_000, 10_000, 100_000]
  /// The size at which taps, selects, variable changes and native taps are compared.
  static let mainSize = 10_000
  /// Runs kept the best of: five, because this VM's host adds noise that a single slow run would show.
  static let repetitions = 5

  /// Events per measurement (fixed; see the type's comment).
  struct Events {
    /// Taps per program size: the same at every size, since a tap's cost does not grow with the program.
    var taps: [Int: Int] = [1_000: 3_000_000, 10_000: 3_000_000, 100_000: 3_000_000]
    /// A multiple of twice the number of menus, so that every run starts with each submenu on "Title".
    var selects = 600_000
    /// A multiple of 8, so that every run starts with `count` changing from 7 to 0.
    var variableChanges = 1_600
    var pushTaps = 600_000
    var nativeTaps = 1_000_000
    /// Taps whose every transition is rendered to the text `dial run` prints.
    var renderedTaps = 300_000
    /// Taps of the raw native twin, which does far less per tap.
    var rawNativeTaps = 100_000_000

    /// Every count times `scale`.
    func scaled(by scale: Int) -> Events {
      Events(
        taps: taps.mapValues { $0 * scale }, selects: selects * scale, variableChanges: variableChanges * scale,
        pushTaps: pushTaps * scale, nativeTaps: nativeTaps * scale, renderedTaps: renderedTaps * scale,
        rawNativeTaps: rawNativeTaps * scale)
    }

    /// Taps for a program of `toggles` buttons: that of the nearest size below, or the smallest size's.
    func taps(toggles: Int) -> Int {
      taps[taps.keys.filter { $0 <= toggles }.max() ?? taps.keys.min()!]!
    }
  }

  /// A multiplier between consecutive taps' button indices: prime, so that the
  /// taps visit buttons all over the program rather than one chunk of state.
  static let tapStride = 7_919

  static func run(json: Bool, scale: Int, toggles: Int?, profiled: String?) {
    let events = Events().scaled(by: scale)
    do {
      if let toggles {
        var (session, _) = try Prepared.start(toggles: toggles)
        let figure: (String, Double)
        switch profiled {
        case "rendered":
          let rendered = try renderedTapsPerSecond(&session, toggles: toggles, count: events.renderedTaps)
          figure = ("toggle_taps_rendered_per_s", rendered)
        case "variable":
          figure = ("variable_change_per_s", try variableChangesPerSecond(&session, count: events.variableChanges))
        case "selects":
          let menus = EventsProgram(toggles: toggles).menus
          figure = ("selects_per_s", try selectsPerSecond(&session, menus: menus, count: events.selects))
        default:
          let taps = try tapsPerSecond(&session, toggles: toggles, count: events.taps(toggles: toggles))
          figure = ("toggle_taps_per_s", taps)
        }
        Measure.report([figure, ("peak_memory_mb", Measure.peakMemoryMB())], json: json)
      } else {
        Measure.report(try figures(events), json: json)
      }
    } catch {
      FileHandle.standardError.write(Data("dial-bench events: \(error)\n".utf8))
      exit(1)
    }
  }

  static func figures(_ events: Events) throws -> [(String, Double)] {
    var (sessions, figures): ([Session], [(String, Double)]) = ([], [])
    // The largest program first, so that its compile and start peaks are its own, not the smaller sessions'.
    for size in sizes.reversed() {
      let (session, prepared) = try Prepared.start(toggles: size)
      sessions.insert(session, at: 0)
      guard size == sizes.last else { continue }
      figures += [
        ("compile_100k_s", prepared.compileSeconds), ("session_start_100k_s", prepared.startSeconds),
        ("peak_memory_mb_compiled_100k", prepared.compiledPeakMB),
        ("peak_memory_mb_started_100k", prepared.startedPeakMB),
      ]
    }
    let taps = try interleavedTapsPerSecond(&sessions, sizes: sizes, counts: sizes.map(events.taps(toggles:)))
    guard let main = sizes.firstIndex(of: mainSize), let first = taps.first, let last = taps.last else {
      throw BenchmarkError("no taps measured")
    }
    figures = try mainFigures(&sessions[main], events, taps: taps[main]) + figures
    figures += zip(sizes, taps).map { ("toggle_taps_per_s_\($0 / 1000)k", $1) }
    figures.append(("per_event_100k_over_1k", first / last))
    figures += try emittingFigures(count: events.pushTaps)
    figures.append(("peak_memory_mb", Measure.peakMemoryMB()))
    return figures
  }

  /// Selects, variable changes and native taps, in the program of ``mainSize`` toggles.
  static func mainFigures(_ session: inout Session, _ events: Events, taps: Double) throws -> [(String, Double)] {
    let transitionsPerTap = try checkAgainstNative(session)
    let native = nativeTapsPerSecond(toggles: mainSize, count: events.nativeTaps)
    let raw = rawNativeTapsPerSecond(toggles: mainSize, count: events.rawNativeTaps)
    let menus = EventsProgram(toggles: mainSize).menus
    return [
      ("toggle_taps_per_s", taps),
      (
        "toggle_taps_rendered_per_s",
        try renderedTapsPerSecond(&session, toggles: mainSize, count: events.renderedTaps)
      ),
      ("selects_per_s", try selectsPerSecond(&session, menus: menus, count: events.selects)),
      ("variable_change_per_s", try variableChangesPerSecond(&session, count: events.variableChanges)),
      ("push_taps_per_s", try pushTapsPerSecond(&session, count: events.pushTaps)),
      ("native_toggles_per_s", native),
      ("vs_native", native / taps),
      ("raw_native_toggles_per_s", raw),
      ("vs_raw_native", raw / taps),
      ("transitions_per_tap", Double(transitionsPerTap)),
    ]
  }

  /// What compiling and starting the generated program cost.
  struct Prepared {
    var compileSeconds: Double
    var startSeconds: Double
    /// The process's peak resident memory once the program was compiled, then once the session started.
    var compiledPeakMB: Double
    var startedPeakMB: Double

    /// A session of the generated program, handed over rather than kept here: the events are sent to a session
    /// that is the only holder of its state, as a host's is. One that shared its state with a kept copy would
    /// copy each chunk of its buttons on the chunk's first write, laying the copies out in the order this
    /// benchmark's taps visit them; taps at 100 000 buttons ran two to three times as fast on that layout as on
    /// the session's own (`toggle_taps_per_s_100k`).
    static func start(toggles: Int) throws -> (Session, Prepared) {
      var program: Program?
      let compileSeconds = try Measure.best(1) {
        program = try Program(source: EventsProgram(toggles: toggles).source, name: "events.dial")
      }
      let compiledPeakMB = Measure.peakMemoryMB()
      var session: Session?
      let startSeconds = try Measure.best(1) { session = try Session(program!) }
      let prepared = Prepared(
        compileSeconds: compileSeconds, startSeconds: startSeconds, compiledPeakMB: compiledPeakMB,
        startedPeakMB: Measure.peakMemoryMB())
      return (session!, prepared)
    }
  }

  // MARK: - Runtime events

  /// `tap toggleK` on buttons spread over the program; transitions are part of the cost.
  ///
  /// The order repeats every `toggles` taps (the stride is prime to every
  /// size), so one period of events is built and sent round after round: a
  /// list of a million events would itself fill the processor's cache and
  /// measure the benchmark's memory traffic rather than the runtime's. For
  /// the same reason the period is kept as handles (16 bytes each), as a host
  /// would keep them, and each event is made as it is sent: a list of events
  /// (56 bytes each) of 100 000 buttons is 5.6 MB streamed through the cache
  /// per round, which the taps at 100 000 buttons paid for.
  static func tapsPerSecond(_ session: inout Session, toggles: Int, count: Int) throws -> Double {
    var sessions = [session]
    defer { session = sessions[0] }
    return try interleavedTapsPerSecond(&sessions, sizes: [toggles], counts: [count])[0]
  }

  /// Taps in each of `sessions` (of `sizes` toggles each): one run of each session in turn, repeated, and the
  /// best run of each kept. The sessions share the machine's quiet and busy moments, so that the ratio of
  /// their figures (`per_event_100k_over_1k`) compares the runtime at two sizes, not two moments of a shared
  /// host, whose load swings it by a factor of two when the sizes are measured one after the other.
  static func interleavedTapsPerSecond(
    _ sessions: inout [Session], sizes: [Int], counts: [Int]
  ) throws -> [Double] {
    let periods = try sizes.indices.map { try tapPeriod(sessions[$0], toggles: sizes[$0], count: counts[$0]) }
    var (best, transitions) = (Array(repeating: Double.infinity, count: sizes.count), 0)
    for _ in 0..<repetitions {
      for index in sizes.indices {
        let (handles, rounds) = periods[index]
        let seconds = try Measure.best(1) {
          for _ in 0..<rounds {
            for tap in handles.indices { transitions += try sessions[index].perform(.tap(handles[tap])) }
          }
        }
        best[index] = min(best[index], seconds / Double(handles.count * rounds))
      }
    }
    guard transitions > 0 else { throw BenchmarkError("no transitions for taps") }
    return best.map { 1 / $0 }
  }

  /// One period of the tap order as handles, and how many rounds of it make `count` taps.
  static func tapPeriod(_ session: Session, toggles: Int, count: Int) throws -> (handles: [ButtonHandle], rounds: Int) {
    let period = max(1, min(count, toggles))
    let handles = try tapOrder(count: period, toggles: toggles).map { try button("toggle\($0)", session) }
    return (handles, max(1, count / period))
  }

  /// The taps of ``tapsPerSecond(_:toggles:count:)``, every transition
  /// rendered to the lines `dial run` prints for it, into an output buffer
  /// that is emptied after each tap, as a printer writes it out and reuses it.
  static func renderedTapsPerSecond(_ session: inout Session, toggles: Int, count: Int) throws -> Double {
    let (handles, rounds) = try tapPeriod(session, toggles: toggles, count: count)
    var (output, bytes) = ([UInt8](), 0)
    output.reserveCapacity(4096)
    let seconds = try Measure.best(repetitions) {
      for _ in 0..<rounds {
        for index in handles.indices {
          _ = try session.perform(.tap(handles[index]))
          session.writeLastTransitions(to: &output, indent: "  ")
          bytes &+= output.count
          output.removeAll(keepingCapacity: true)
        }
      }
    }
    guard bytes > 0 else { throw BenchmarkError("no transitions rendered") }
    return Double(handles.count * rounds) / seconds
  }

  /// `select menuK["Sort By"]["Date"]` then `…["Title"]`, menu after menu:
  /// every select moves a `single` submenu's selection.
  static func selectsPerSecond(_ session: inout Session, menus: Int, count: Int) throws -> Double {
    // One period, "Date" then "Title" in every menu, sent round after round (see `tapsPerSecond`).
    let period = min(count, 2 * menus)
    let events = try (0..<period).map { index in
      let path = ["menu\(index / 2 % menus)", "Sort By", index.isMultiple(of: 2) ? "Date" : "Title"]
      guard let item = session.program.item(path) else { throw BenchmarkError("no item \(path)") }
      return Event.select(item)
    }
    return try perSecond(events, &session, rounds: max(1, count / period))
  }

  /// `count = 0 … 7` over and over: every change re-resolves the 100 bindings
  /// that read `count`, and flips `enabled` twice per cycle.
  static func variableChangesPerSecond(_ session: inout Session, count: Int) throws -> Double {
    let events = (0..<count).map { Event.set("count", .int(Int64($0 % 8))) }
    return try perSecond(events, &session)
  }

  /// `tap pushK` over the push buttons: each runs its handler (`pushes += 1`),
  /// so it takes the general path: a journal, the handler, transitions from
  /// the journal (toggle taps take the local path; see docs/language.md).
  static func pushTapsPerSecond(_ session: inout Session, count: Int) throws -> Double {
    let period = min(count, EventsProgram.pushButtons)
    let events = try (0..<period).map { Event.tap(try button("push\($0)", session)) }
    return try perSecond(events, &session, rounds: max(1, count / period))
  }

  /// A tap whose handler also emits a host event with two arguments, against the same tap without the `emit`,
  /// by handle, in one program of 1 000 toggles that declares both (the main program declares no host event).
  static func emittingFigures(count: Int) throws -> [(String, Double)] {
    var session = try Session(Program(source: EventsProgram(toggles: 1_000, emitting: true).source))
    let period = EventsProgram.pushButtons
    let pushes = try (0..<period).map { Event.tap(try button("push\($0)", session)) }
    let emits = try (0..<period).map { Event.tap(try button("emit\($0)", session)) }
    let rounds = max(1, count / period)
    var (push, emit) = (0.0, 0.0)
    // Interleaved, best of three each, so that both see the same machine.
    for _ in 0..<3 {
      push = max(push, try perSecond(pushes, &session, rounds: rounds))
      emit = max(emit, try perSecond(emits, &session, rounds: rounds))
    }
    return [("emit_taps_per_s", emit), ("emit_tap_cost_over_push", push / emit)]
  }

  /// The handle of a button of the session's program: events are sent by
  /// handle, as a host sending many would, so no name is looked up per event.
  static func button(_ name: String, _ session: Session) throws -> ButtonHandle {
    guard let handle = session.program.button(name) else { throw BenchmarkError("no button \(name)") }
    return handle
  }

  /// Sends `events` in order, `rounds` times over, best of ``repetitions``
  /// runs; counts transitions so that none of the work can be skipped, by
  /// `Session.perform`, which records them without rendering them.
  static func perSecond(_ events: [Event], _ session: inout Session, rounds: Int = 1) throws -> Double {
    var transitions = 0
    let seconds = try Measure.best(repetitions) {
      for _ in 0..<rounds {
        // By index: the array lends each event, where `for event in events` would copy it.
        for index in events.indices { transitions += try session.perform(events[index]) }
      }
    }
    guard transitions > 0 else { throw BenchmarkError("no transitions for \(events.first!)") }
    return Double(events.count * rounds) / seconds
  }

  /// Button indices `0, s, 2s, …` modulo the number of toggles, `s` = ``tapStride``.
  static func tapOrder(count: Int, toggles: Int) -> [Int] {
    (0..<count).map { $0 * tapStride % toggles }
  }

  // MARK: - The native twin

  /// The same taps as ``tapsPerSecond(_:toggles:count:)``, one period round after round.
  static func nativeTapsPerSecond(toggles: Int, count: Int) -> Double {
    var buttons = NativeToggles(count: toggles)
    let period = max(1, min(count, toggles))
    let (order, rounds) = (tapOrder(count: period, toggles: toggles), max(1, count / period))
    var checksum = 0
    let seconds = Measure.best(repetitions) {
      for _ in 0..<rounds {
        for index in order {
          for change in buttons.tap(index) { checksum &+= change.new.utf8.count }
        }
      }
    }
    if checksum == 0 { FileHandle.standardError.write(Data("warning: native taps changed nothing\n".utf8)) }
    return Double(order.count * rounds) / seconds
  }

  /// The same taps in ``RawNativeToggles``, one period round after round.
  static func rawNativeTapsPerSecond(toggles: Int, count: Int) -> Double {
    var buttons = RawNativeToggles(count: toggles)
    let period = max(1, min(count, toggles))
    let (order, rounds) = (tapOrder(count: period, toggles: toggles), max(1, count / period))
    var changes = 0
    let seconds = Measure.best(repetitions) {
      for _ in 0..<rounds {
        for index in order { changes &+= buttons.tap(index) }
      }
    }
    if changes == 0 { FileHandle.standardError.write(Data("warning: raw native taps changed nothing\n".utf8)) }
    return Double(order.count * rounds) / seconds
  }

  /// Taps the same button in a copy of `session` and in the native twin, and
  /// throws unless both report the same changes; returns how many there were.
  static func checkAgainstNative(_ session: Session) throws -> Int {
    var copy = session
    let index = tapStride % mainSize
    let selected = try copy.evaluate("toggle\(index).selected") == .bool(true)
    var native = NativeToggles(count: 0)
    native.buttons = [NativeToggles.toggle(index, selected: selected)]
    let runtime = try copy.send(.tap("toggle\(index)")).map {
      NativeToggles.Change(path: $0.path, old: $0.old.text, new: $0.new.text)
    }
    let expected = native.tap(0)
    guard runtime == expected else {
      throw BenchmarkError("the native twin disagrees with the runtime: \(expected) versus \(runtime)")
    }
    return runtime.count
  }
}

/// A benchmark that could not measure what it meant to.
struct BenchmarkError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) { self.description = description }
}
