import Dial
import DialREPL
import Foundation

/// `dial-bench repl`: the median time for the REPL to process one event line
/// (`tap bN`, typed as a whole input) in a session of 10 000 buttons; the goal is under 1 ms.
/// Each tap prints five transitions (the toggle's state and speech, the count, the total's
/// title and speech).
///
/// Each line goes through what typing it does: the completeness check, the
/// model (parse, check, run, transitions, the `:undo` snapshot) and the
/// printing of its output to text.
enum ReplBenchmark {
  static func run(json: Bool, buttons: Int) {
    var model = ReplModel(files: NoFileSystem())
    // Toggles that count their taps, and one button that shows the count: a tap
    // flips its toggle and changes the total, a few transitions as in a real screen.
    var declarations = "var count = 0\nbutton total { title: \"\\(count) taps\" }\n"
    for index in 0..<buttons {
      declarations +=
        "button b\(index) {\n  title: \"Item \(index)\"\n  behavior: .toggle\n  on tap { count += 1 }\n}\n"
    }
    _ = model.submit(declarations)
    var timings: [Double] = []
    var printed = 0
    for step in 0..<1000 {
      let line = "tap b\((step * 7919) % buttons)"
      let start = DispatchTime.now().uptimeNanoseconds
      var buffer = InputBuffer()
      if let input = buffer.add(line) { printed += model.submit(input).combined.utf8.count }
      timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    timings.sort()
    if printed == 0 { FileHandle.standardError.write(Data("warning: the events printed nothing\n".utf8)) }
    Measure.report(
      [
        ("buttons", Double(buttons)),
        ("repl_event_ms", timings[timings.count / 2]),
        ("repl_event_p90_ms", timings[timings.count * 9 / 10]),
      ], json: json)
  }
}
