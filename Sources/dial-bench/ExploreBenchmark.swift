import Dial
import DialExplore
import DialREPL
import Foundation

/// `dial-bench explore [--toggles N] [--json]`: `dial explore`'s speed and memory.
///
/// - N independent toggles (2^N states; 20 toggles: 1 048 576) and 6 single menus of 6 actions (7^6 = 117 649
///   states, 36 events a state), explored whole (`--no-reduce`), so that the figures measure the search: states
///   a second with 1 and 2 jobs (the median of 5 interleaved runs each), their ratio (the median of the 5 pairs'
///   ratios), and the bytes held per visited state (the peak resident memory during the run, less the memory
///   before it, over the states).
/// - 30 independent toggles and an invariant spanning two of them (2^30 states), explored in independent parts
///   with `dial explore`'s limits raised (`--depth 40 --states 2000000000`): the seconds it takes, and the states
///   the parts stand for.
enum ExploreBenchmark {
  static func run(json: Bool, toggles: Int) {
    let jobs = AvailableCores.count > 1 ? 2 : 1
    var whole = Explorer.Options(maxDepth: toggles + 1, maxStates: 1 << 22)
    whole.reduces = false
    let toggled = compare(program(toggles: toggles), whole, jobs: jobs)
    whole.maxDepth = 40
    let menus = compare(program(menus: 6, actions: 6), whole, jobs: jobs)
    let wide = program(toggles: 30, invariant: "invariant t0.selected || !t1.selected")
    var started = Date()
    let reduced = try? Explorer(wide, options: .init(maxDepth: 40, maxStates: 2_000_000_000)).run()
    let reducedSeconds = Date().timeIntervalSince(started)
    started = Date()
    Measure.report(
      toggled.figures("") + menus.figures("menu_") + [
        ("jobs", Double(jobs)),
        ("wide_represented_states", reduced?.representedStates ?? 0),
        ("wide_states_visited", Double(reduced?.states ?? 0)), ("wide_parts", Double(reduced?.parts.count ?? 0)),
        ("wide_exhausted", reduced?.exhausted == true ? 1 : 0),
        ("wide_violations", Double(reduced?.violations.count ?? 0)), ("wide_seconds", reducedSeconds),
      ], json: json)
  }

  /// One space explored with one job and with `jobs`, interleaved.
  struct Comparison {
    var states = 0
    var sequential: [Double] = []
    var parallel: [Double] = []
    var bytes: (sequential: Double, parallel: Double) = (0, 0)
    var sameReport = true
    var exhausted = false

    func figures(_ prefix: String) -> [(String, Double)] {
      let (one, two) = (Double(states) / median(sequential), Double(states) / median(parallel))
      return [
        (prefix + "states", Double(states)), (prefix + "exhausted", exhausted ? 1 : 0),
        (prefix + "states_per_s_1_job", one), (prefix + "states_per_s_2_jobs", two),
        // Each pair of runs side by side, so that a slow spell of the machine slows both of a pair.
        (prefix + "parallel_speedup", median(zip(sequential, parallel).map { $0 / $1 })),
        (prefix + "parallel_same_report", sameReport ? 1 : 0),
        (prefix + "bytes_per_state_1_job", bytes.sequential), (prefix + "bytes_per_state_2_jobs", bytes.parallel),
      ]
    }

    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
  }

  static func compare(_ program: Program, _ options: Explorer.Options, jobs: Int) -> Comparison {
    var comparison = Comparison()
    let explorer = Explorer(program, options: options)
    var reports: [ExplorationReport?] = []
    for round in 0..<5 {
      for count in [1, jobs] {
        let before = Memory.resetPeak()
        let started = Date()
        let report = try? explorer.run(jobs: count)
        let seconds = Date().timeIntervalSince(started)
        let states = Double(report?.states ?? 0)
        let bytes = max(0, Memory.peak() - before) / max(states, 1)
        if round == 0 && count == 1 { comparison.bytes.sequential = bytes }
        if round == 0 && count != 1 { comparison.bytes.parallel = bytes }
        if count == 1 { comparison.sequential.append(seconds) } else { comparison.parallel.append(seconds) }
        reports.append(report)
      }
    }
    comparison.states = reports.first??.states ?? 0
    comparison.exhausted = reports.first??.exhausted ?? false
    comparison.sameReport = reports.allSatisfy { $0 != nil && $0 == reports.first ?? nil }
    return comparison
  }

  static func program(toggles: Int, invariant: String = "") -> Program {
    let source = (0..<toggles).map { "button t\($0) { title: \"T\($0)\"; behavior: .toggle }\n" }.joined()
    // Generated source always compiles; a failure here is a bug in the generator.
    return (try? Program(source: source + invariant, name: "toggles.dial")) ?? emptyProgram
  }

  static func program(menus: Int, actions: Int) -> Program {
    let source = (0..<menus).map { menu in
      "menu m\(menu) single {\n" + (0..<actions).map { "  action \"A\($0)\"\n" }.joined() + "}\n"
    }.joined()
    return (try? Program(source: source, name: "menus.dial")) ?? emptyProgram
  }

  static let emptyProgram: Program = {
    // An empty source is a valid program.
    guard let program = try? Program(source: "", name: "empty.dial") else { preconditionFailure("empty program") }
    return program
  }()
}
