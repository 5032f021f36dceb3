import DialLexer
import Testing

@testable import DialChecker
@testable import DialParser

/// One formatting rule, shown by an input and the canonical output.
struct FormatCase: Sendable, CustomTestStringConvertible {
  let name: String
  let input: String
  let expected: String

  init(_ name: String, _ input: String, _ expected: String) {
    self.name = name
    self.input = input
    self.expected = expected
  }

  var testDescription: String { name }
}

/// The rules of `dial fmt`, one small case each.
let formatCases: [FormatCase] = [
  // MARK: Spacing
  FormatCase("binary operators get one space", "var x=1+2*3-4/5%6\n", "var x = 1 + 2 * 3 - 4 / 5 % 6\n"),
  FormatCase("extra spaces collapse", "var   x  =   1\n", "var x = 1\n"),
  FormatCase("compound assignment", "count+=1\ncount  -=2\n", "count += 1\ncount -= 2\n"),
  FormatCase("comparison and logic", "expect a==1&&b!=2||c<=3\n", "expect a == 1 && b != 2 || c <= 3\n"),
  FormatCase("greater and less", "expect a>1&&b<2&&c>=3\n", "expect a > 1 && b < 2 && c >= 3\n"),
  FormatCase("ternary", "var s = n==0?\"\":\"x\"\n", "var s = n == 0 ? \"\" : \"x\"\n"),
  FormatCase("nested ternary", "var s = a?b?1:2:3\n", "var s = a ? b ? 1 : 2 : 3\n"),
  FormatCase(
    "property colon and ternary colon", "button b {\n  subtitle :n==0?\"\":\"more\"\n}\n",
    "button b {\n  subtitle: n == 0 ? \"\" : \"more\"\n}\n"),
  FormatCase("base colon", "button b : .tinted{\n}\n", "button b: .tinted {\n}\n"),
  FormatCase(
    "enum case after colon", "button b {\n  imagePlacement:.trailing\n}\n",
    "button b {\n  imagePlacement: .trailing\n}\n"),
  FormatCase(
    "enum case after operator", "textSize=.large\nexpect s== .small\n",
    "textSize = .large\nexpect s == .small\n"),
  FormatCase("member access", "expect nav . title . truncated\n", "expect nav.title.truncated\n"),
  FormatCase("menu path", "select more [ \"Sort By\" ] [\"Date\" ]\n", "select more[\"Sort By\"][\"Date\"]\n"),
  FormatCase("call", "expect title.contains ( \"x\" , \"y\" )\n", "expect title.contains(\"x\", \"y\")\n"),
  FormatCase(
    "tuple", "button b {\n  contentInsets:( 7,12 ,7,12 )\n}\n",
    "button b {\n  contentInsets: (7, 12, 7, 12)\n}\n"),
  FormatCase("parentheses", "var x = ( a+b )*c\n", "var x = (a + b) * c\n"),
  FormatCase(
    "trait set", "expect b.traits==[ .button,.selected ]\nexpect [ ]!= nav.title.traits\nprint b.traits==[]\n",
    "expect b.traits == [.button, .selected]\nexpect [] != nav.title.traits\nprint b.traits == []\n"),
  FormatCase(
    "trait set on several lines", "expect b.traits == [\n.button ,\n    .notEnabled\n  ]\n",
    "expect b.traits == [\n  .button,\n  .notEnabled\n]\n"),
  FormatCase(
    "unary minus", "var x = - 1\nvar y = a - - b\nvar z = ( - a ) -1\n",
    "var x = -1\nvar y = a - -b\nvar z = (-a) - 1\n"),
  FormatCase("unary minus after a verb", "print - 1\nexpect -x == -1\n", "print -1\nexpect -x == -1\n"),
  FormatCase("unary minus in a tuple", "var t = ( -1,- 2 )\n", "var t = (-1, -2)\n"),
  FormatCase("unary not", "expect ! busy && ! ( a )\n", "expect !busy && !(a)\n"),
  FormatCase("semicolons", "a = 1 ;b = 2 ;\n", "a = 1; b = 2;\n"),
  FormatCase("literals", "var c=#FF9500\nvar d=4.5\nvar t=true\n", "var c = #FF9500\nvar d = 4.5\nvar t = true\n"),
  FormatCase(
    "keywords and strings", "menu m {\naction   \"Delete\"   destructive\n}\n",
    "menu m {\n  action \"Delete\" destructive\n}\n"),
  FormatCase("use", "use    \"styles.dial\"\n", "use \"styles.dial\"\n"),

  // MARK: Strings
  FormatCase("string text is kept", "var s = \"  two  spaces \\t \"\n", "var s = \"  two  spaces \\t \"\n"),
  FormatCase("interpolation is re-spaced", "var s = \"\\( n+1 ) in  cart\"\n", "var s = \"\\(n + 1) in  cart\"\n"),
  FormatCase("nested interpolation", "var s = \"a\\( \"b\\( c )\" )d\"\n", "var s = \"a\\(\"b\\(c)\")d\"\n"),
  FormatCase(
    "ternary inside an interpolation", "button b {\n  title:\"\\( ok?\"x\":\"y\" )\"\n}\n",
    "button b {\n  title: \"\\(ok ? \"x\" : \"y\")\"\n}\n"),
  FormatCase("non-ASCII text", "var s=\"Café 😀\"\n", "var s = \"Café 😀\"\n"),

  // MARK: Braces and indentation
  FormatCase("space before brace", "button b{\n}\n", "button b {\n}\n"),
  FormatCase("single-line body", "button b {title: \"x\";image:\"y\"}\n", "button b { title: \"x\"; image: \"y\" }\n"),
  FormatCase("empty body", "menu m {   }\n", "menu m {}\n"),
  FormatCase(
    "indentation by brace depth", "button b {\ntitle: \"x\"\n      when highlighted {\nimage: \"y\"\n}\n}\n",
    "button b {\n  title: \"x\"\n  when highlighted {\n    image: \"y\"\n  }\n}\n"),
  FormatCase("tabs become spaces", "button b {\n\ttitle: \"x\"\n}\n", "button b {\n  title: \"x\"\n}\n"),
  FormatCase("handler", "button b {\non tap {count+=1}\n}\n", "button b {\n  on tap { count += 1 }\n}\n"),
  FormatCase("if else", "if a {\nb = 1\n}else{\nb = 2\n}\n", "if a {\n  b = 1\n} else {\n  b = 2\n}\n"),
  FormatCase("else if", "if a {b = 1} else if c {b = 2}\n", "if a { b = 1 } else if c { b = 2 }\n"),
  FormatCase("continuation inside parentheses", "var x = (1 +\n2)\n", "var x = (1 +\n  2)\n"),
  FormatCase(
    "closing parenthesis on its own line", "button b {\ncontentInsets: (\n4,\n8\n)\n}\n",
    "button b {\n  contentInsets: (\n    4,\n    8\n  )\n}\n"),
  FormatCase(
    "continuation after an operator", "var ok = a &&\nb &&\n      c\nvar x = 1\n",
    "var ok = a &&\n  b &&\n  c\nvar x = 1\n"),
  FormatCase(
    "continuation after a property colon", "button b {\ntitle:\n\"x\"\n}\n",
    "button b {\n  title:\n    \"x\"\n}\n"),
  FormatCase(
    "block after a continuation line", "header nav {\nleading:\nbutton cancel {\ntitle: \"Cancel\"\n}\n}\n",
    "header nav {\n  leading:\n    button cancel {\n      title: \"Cancel\"\n    }\n}\n"),
  FormatCase("block after an operator line", "if a &&\nb {\nc = 1\n}\n", "if a &&\n  b {\n    c = 1\n  }\n"),
  FormatCase(
    "header with an inline button", "header nav {\nleading: button cancel {title:\"Cancel\"}\ntitle: \"Edit\"\n}\n",
    "header nav {\n  leading: button cancel { title: \"Cancel\" }\n  title: \"Edit\"\n}\n"),
  FormatCase(
    "menu items", "menu more {\naction \"A\" selected\nmenu \"Sort\" single{action \"T\"}\n}\n",
    "menu more {\n  action \"A\" selected\n  menu \"Sort\" single { action \"T\" }\n}\n"),

  // MARK: Lines
  FormatCase("blank lines collapse", "var a = 1\n\n\n\nvar b = 2\n", "var a = 1\n\nvar b = 2\n"),
  FormatCase("no blank line after open brace", "button b {\n\n\ntitle: \"x\"\n}\n", "button b {\n  title: \"x\"\n}\n"),
  FormatCase("no blank line before close brace", "button b {\ntitle: \"x\"\n\n}\n", "button b {\n  title: \"x\"\n}\n"),
  FormatCase("no blank lines at the start", "\n\n\nvar a = 1\n", "var a = 1\n"),
  FormatCase("one newline at the end", "var a = 1\n\n\n", "var a = 1\n"),
  FormatCase("final newline added", "var a = 1", "var a = 1\n"),
  FormatCase("trailing whitespace removed", "var a = 1   \nvar b = 2\t\n", "var a = 1\nvar b = 2\n"),
  FormatCase("CRLF becomes LF", "var a = 1\r\n\r\n\r\nvar b = 2\r\n", "var a = 1\n\nvar b = 2\n"),
  FormatCase("BOM dropped", "\u{FEFF}var a = 1\n", "var a = 1\n"),
  FormatCase("empty file", "", ""),
  FormatCase("whitespace-only file", "  \n\n \t\n", ""),

  // MARK: Comments
  FormatCase(
    "trailing comment after formatted code keeps its blanks", "var a = 1    // count   \n", "var a = 1    // count\n"),
  FormatCase(
    "lined-up comments of formatted code stay lined up", "var a = 1     // a\nvar bb = 22   // b\n",
    "var a = 1     // a\nvar bb = 22   // b\n"),
  FormatCase("trailing comment after code that changes gets one space", "var   a  =  1   // c\n", "var a = 1 // c\n"),
  FormatCase(
    "a re-indented line's comment gets one space", "button b {\n    title: \"x\"   // c\n}\n",
    "button b {\n  title: \"x\" // c\n}\n"),
  FormatCase("trailing comment without space", "var a = 1// count\n", "var a = 1 // count\n"),
  FormatCase(
    "comment on its own line is indented", "button b {\n      // the title\ntitle: \"x\"\n}\n",
    "button b {\n  // the title\n  title: \"x\"\n}\n"),
  FormatCase(
    "comment before a closing brace", "button b {\ntitle: \"x\"\n// end\n}\n",
    "button b {\n  title: \"x\"\n  // end\n}\n"),
  FormatCase(
    "comment after an open brace", "button b { // b\n\ntitle: \"x\"\n}\n",
    "button b { // b\n  title: \"x\"\n}\n"),
  FormatCase(
    "blank lines around comments", "var a = 1\n\n\n// next\n\n\nvar b = 2\n",
    "var a = 1\n\n// next\n\nvar b = 2\n"),
  FormatCase("comment-only file", "\n// just a comment  \n\n", "// just a comment\n"),
  FormatCase("comment at the end without newline", "var a = 1\n// end", "var a = 1\n// end\n"),
  FormatCase("inline block comment", "var a =   /* one */   1\n", "var a = /* one */ 1\n"),
  FormatCase("block comment before a comma", "var t = (1 /* a */ , 2)\n", "var t = (1 /* a */, 2)\n"),
  FormatCase(
    "block comment text is kept", "  /* keep\n     this   *//* nested /* inner */ */\nvar a = 1\n",
    "/* keep\n     this   */ /* nested /* inner */ */\nvar a = 1\n"),
  FormatCase("block comment loses trailing spaces", "/* a   \r\n   b */\n", "/* a\n   b */\n"),
  FormatCase(
    "block comment spanning a statement end", "var a = 1 /* x\n*/ var b = 2\n",
    "var a = 1 /* x\n*/ var b = 2\n"),
  FormatCase("comment in a continuation", "var a = 1 +\n// why\n2\n", "var a = 1 +\n  // why\n  2\n"),
  FormatCase(
    "block comment before code", "button b {\n /* why */   title: \"x\"\n}\n",
    "button b {\n  /* why */ title: \"x\"\n}\n"),
  FormatCase(
    "comment between a brace and else", "if a {b = 1} // yes\nelse { b = 2 }\n",
    "if a { b = 1 } // yes\nelse { b = 2 }\n"),
  FormatCase("comment after an open parenthesis", "var t = (// insets\n1, 2)\n", "var t = ( // insets\n  1, 2)\n"),
  FormatCase("comment in a string is text", "var s = \"// not a comment\"\n", "var s = \"// not a comment\"\n"),
  FormatCase(
    "a blank line after a one-line declaration stays", "button a { title: \"A\" }\n\nbutton b { title: \"B\" }\n",
    "button a { title: \"A\" }\n\nbutton b { title: \"B\" }\n"),
  FormatCase(
    "new syntax", "menu  m single{action \"A\"}\nvar f:Selection=nil\nbutton b{font:.system( size:14,weight:.bold)}\n",
    "menu m single { action \"A\" }\nvar f: Selection = nil\nbutton b { font: .system(size: 14, weight: .bold) }\n"),
  FormatCase(
    "host events and functions", "event  e( n :Int,s:String )\nfunc f(n:Int)->String=\"x\"\n",
    "event e(n: Int, s: String)\nfunc f(n: Int) -> String = \"x\"\n"),
  FormatCase(
    "emit and announce", "emit e( n:1,s:\"a\" )\nemit done\nannounce   f( n: 2 )\n",
    "emit e(n: 1, s: \"a\")\nemit done\nannounce f(n: 2)\n"),
]

/// The kinds of a source's tokens, without newlines right before the end (a final newline changes nothing).
func tokenKinds(_ text: String) -> [TokenKind] {
  var kinds = Lexer.tokenize(Array(text.utf8)).tokens.map(\.kind)
  while kinds.count >= 2 && kinds[kinds.count - 2] == .newline { kinds.remove(at: kinds.count - 2) }
  return kinds
}

func formatted(_ text: String) -> String? {
  SourceFormatter.format(Array(text.utf8)).text
}

@Test(arguments: formatCases)
func formatsCanonically(_ example: FormatCase) {
  #expect(formatted(example.input) == example.expected)
}

@Test(arguments: formatCases)
func formattingIsIdempotent(_ example: FormatCase) throws {
  let once = try #require(formatted(example.input))
  #expect(formatted(once) == once)
}

@Test(arguments: formatCases)
func formattingKeepsTheTokens(_ example: FormatCase) throws {
  let once = try #require(formatted(example.input))
  #expect(tokenKinds(once) == tokenKinds(example.input))
}

@Test func refusesSourceWithSyntaxErrors() {
  let result = SourceFormatter.format(Array("button b {\n  title: \"x\"\n".utf8))
  #expect(result.text == nil)
  #expect(result.diagnostics.hasErrors)
}

@Test func refusesSourceWithLexicalErrors() {
  let result = SourceFormatter.format(Array("var a = 1 & 2\nvar s = \"open\n".utf8))
  #expect(result.text == nil)
  #expect(result.diagnostics.map(\.id) == [.unexpectedCharacter, .unterminatedString])
}
