import Dial
import DialExplore
import DialREPL
import Foundation

/// `dial-bench explore [--toggles N] [--json]`: `dial explore`'s speed and memory on two generated programs:
/// N independent toggles (2^N states; 20 toggles: 1 048 576), and menus of single groups (4 menus of 5 actions:
/// 5^4 = 625 states, explored many times over for a steady rate).
enum ExploreBenchmark {
  static func run(json: Bool, toggles: Int) {
    let togglesProgram = program(toggles: toggles)
    let before = Measure.peakMemoryMB()
    let started = Date()
    let report = try? Explorer(togglesProgram, options: .init(maxDepth: toggles + 1, maxStates: 1 << 22)).run()
    let seconds = Date().timeIntervalSince(started)
    let states = Double(report?.states ?? 0)
    let bytes = max(0, Measure.peakMemoryMB() - before) * 1_048_576 / max(states, 1)
    // The same exploration on every core, in the same run, with its report checked against the sequential one.
    let workers = ProcessInfo.processInfo.activeProcessorCount
    let parallelStarted = Date()
    let parallel = try? Explorer(togglesProgram, options: .init(maxDepth: toggles + 1, maxStates: 1 << 22))
      .run(jobs: workers)
    let parallelSeconds = Date().timeIntervalSince(parallelStarted)
    let menus = program(menus: 4, actions: 5)
    var menuStates = 0
    let menuSeconds = Measure.best(3) {
      menuStates = (try? Explorer(menus, options: .init(maxDepth: 16)).run())?.states ?? 0
    }
    Measure.report(
      [
        ("states", states), ("states_per_s", states / seconds), ("bytes_per_state", bytes),
        ("workers", Double(workers)), ("parallel_states_per_s", Double(parallel?.states ?? 0) / parallelSeconds),
        ("parallel_speedup", seconds / parallelSeconds), ("parallel_same_report", parallel == report ? 1 : 0),
        ("exhausted", report?.exhausted == true ? 1 : 0), ("menu_states", Double(menuStates)),
        ("menu_states_per_s", Double(menuStates) / menuSeconds),
      ], json: json)
  }

  static func program(toggles: Int) -> Program {
    let source = (0..<toggles).map { "button t\($0) { title: \"T\($0)\"; behavior: .toggle }\n" }.joined()
    // Generated source always compiles; a failure here is a bug in the generator.
    return (try? Program(source: source, name: "toggles.dial")) ?? emptyProgram
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
