import DialLexer
import Testing

@testable import DialChecker
@testable import DialParser

/// Whole programs, written untidily on purpose: formatting must keep their AST.
let untidyPrograms: [String] = [
  """
  // Reusable design, defined once (a "custom component").
  style primary:.filled{
    size:.large
  background:#FF9500
      cornerRadius:4
  }


  var itemCount=0
  var busy = false   

  button addToCart : .tinted {

    title:"Add to Cart"
    subtitle:itemCount==0?"":"\\( itemCount ) in cart"
    image: "cart.badge.plus"
    imagePlacement:.trailing
    when highlighted{image:"cart.fill.badge.plus"}
    on tap{itemCount+=1}

  }

  button checkout: primary {
    title: "Checkout" /* the label */
    loading:busy
    enabled:itemCount>0
    on tap { busy=true }
  }

  button color: .gray {
    behavior:.popup
    menu {
      action "Bondi Blue"
      action "Flower Power" selected
    }
  }

  header nav {
    leading: button cancel {title:"Cancel"}
    title:"Edit Profile"
    trailing: button sort { image: "arrow.up.arrow.down";accessibilityLabel:"Sort" }
  }

  tap checkout                       // disabled: ignored, no transition
  tap addToCart
  expect addToCart.subtitle=="1 in cart"
  expect checkout.speech == "Checkout. Button."
  tap   color
  textSize=.accessibilityExtraLarge
  expect nav.title.truncated
  """,
  """
  var refreshes=0
  var showHidden=false
  menu more {
    title: "Options"
    action "Refresh" { on select { refreshes+=1 } }
    action "Delete" destructive
    menu "Sort By" single {
      action "Title" selected
      action "Date" { subtitle: "Newest first" }
    }
    menu "View" inline { action "Show Hidden" { selected: showHidden; on select { showHidden = !showHidden } } }
  }
  select more [ "Sort By" ] [ "Date" ]
  expect more["Sort By"].selection=="Date"
  if refreshes>0&&!showHidden{print refreshes}
  else if refreshes == 0 {print -1}
  else { print "none" }
  focus first
  activate
  """,
  """
  var a = 1
  var b = (a +
      2) * -a
  var c = a > 0 ?
  "yes" :
  "no"
  button d {
    contentInsets: (
  4, 8,
  4, 8
  )
    when !enabled && (a >= 2 || b != 3) {
        when selected { title: "x" }
    }
  }
  """,
  """
  button inStock{title:"In Stock Only";behavior:.toggle;selected:true}
  header nav{title:"Edit Profile"}
  expect inStock.traits==[.button,.selected]
  expect [ .selected , .button ]==inStock.traits
  expect nav.title.traits!=[ ]&&nav.title.traits==[
  .header
  ]
  tap inStock
  expect inStock.traits==(inStock.selected?[.button,.selected]:[.button])
  """,
]

/// Checks that formatting `source` is idempotent and keeps its AST; a source with errors is skipped.
func expectRoundTrip(_ source: [UInt8], _ label: String) {
  let original = Parser.parse(source)
  guard !original.diagnostics.hasErrors else { return }
  guard let once = SourceFormatter.format(source).bytes else {
    Issue.record("\(label): formatter refused a program that parses")
    return
  }
  let reparsed = Parser.parse(once)
  #expect(reparsed.diagnostics.isEmpty == original.diagnostics.isEmpty, "\(label)")
  #expect(reparsed.syntax.structuralDump == original.syntax.structuralDump, "\(label)")
  #expect(SourceFormatter.format(once).bytes == once, "\(label): not idempotent")
}

@Test(arguments: untidyPrograms.indices)
func formattingKeepsTheAST(_ index: Int) {
  let source = Array(untidyPrograms[index].utf8)
  #expect(!Parser.parse(source).diagnostics.hasErrors, "program \(index) should parse")
  expectRoundTrip(source, "program \(index)")
}

/// Every example and test program that parses must survive formatting.
@Test func formattingKeepsTheASTOfRepositoryPrograms() {
  let paths = TestSupport.dialFiles(under: "examples") + TestSupport.dialFiles(under: "Tests/DialTests/Programs")
  for path in paths { expectRoundTrip(TestSupport.bytes(path), path) }
}

@Test func formattedProgramReadsCanonically() {
  let source = Array(untidyPrograms[2].utf8)
  let expected = """
    var a = 1
    var b = (a +
      2) * -a
    var c = a > 0 ?
      "yes" :
      "no"
    button d {
      contentInsets: (
        4, 8,
        4, 8
      )
      when !enabled && (a >= 2 || b != 3) {
        when selected { title: "x" }
      }
    }

    """
  #expect(SourceFormatter.format(source).text == expected)
}

@Test func structuralDumpIgnoresLayoutButNotStructure() {
  let dump = { (text: String) in Parser.parse(Array(text.utf8)).syntax.structuralDump }
  #expect(dump("var a = 1 + 2") == dump("var  a=1+\n 2 // sum"))
  #expect(dump("var a = 1 + 2") != dump("var a = (1 + 2)"))
  #expect(dump("var a = 1 + 2") != dump("var a = 1 - 2"))
}

@Test func structuralDumpShowsTheTree() {
  let source = "var count = 0\nbutton add: .tinted {\n  title: \"Add \\(count)\"\n  on tap { count += 1 }\n}\n"
  let expected = """
    (script
      (var count (int 0))
      (button add (base preset tinted)
        (property title (string (text "Add ") (interpolation (name count))))
        (on tap
          (assign count += (int 1)))))
    """
  #expect(Parser.parse(Array(source.utf8)).syntax.structuralDump == expected)
}

// MARK: - Random layouts

/// Inserts layout noise (spaces, tabs, line breaks, comments) at a random place.
func addLayoutNoise(_ source: inout [UInt8], using random: inout SplitMix64) {
  let noises = [" ", "   ", "\t", "\n", "\n\n\n", "\r\n", " /* c */ ", "/* a\n b */", " // note\n"]
  let noise = noises[Int(random.next() % UInt64(noises.count))]
  let position = Int(random.next() % UInt64(source.count + 1))
  source.insert(contentsOf: Array(noise.utf8), at: position)
}

@Test(arguments: untidyPrograms.indices)
func formattingKeepsTheASTWhateverTheLayout(_ index: Int) {
  var random = SplitMix64(seed: UInt64(index) &* 7919)
  var checked = 0
  for _ in 0..<300 {
    var source = Array(untidyPrograms[index].utf8)
    for _ in 0..<(1 + random.next() % 4) { addLayoutNoise(&source, using: &random) }
    let original = Parser.parse(source)
    guard !original.diagnostics.hasErrors else { continue }
    checked += 1
    expectRoundTrip(source, "program \(index): \(String(decoding: source, as: UTF8.self))")
  }
  #expect(checked > 30)
}
