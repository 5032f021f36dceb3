import DialLexer

/// `dial fmt`: rewrites Dial source in its one canonical layout.
///
/// The formatter works on the token stream, not on the AST: it prints every
/// token again, with canonical spacing between tokens on a line, and with the
/// comments it finds in the trivia (the bytes between tokens). It never adds or
/// removes a line break other than blank ones, so every significant newline
/// stays where it was and the program parses to the same AST.
///
/// ```swift
/// let result = Formatter.format(Array("var  x=1 // count\n\n\n".utf8))
/// result.text  // "var x = 1 // count\n"
/// ```
///
/// The rules, in short (the tests in `FormatterTests.swift` show each one):
/// - indentation is 2 spaces per open `{`; a line inside `(` `[`, or after a
///   line ending in an operator, `:` or `.`, gets one extra level (and a block
///   opened on such a line is indented under it);
/// - one space around binary operators, `=`, `+=`, `-=`, `?` and the ternary
///   `:`, after `,`, `;` and a property's `:`, and before `{`; none before
///   `:` `,` `;` `)` `]`, around `.`, after `(` `[` or a unary `!` `-`;
/// - string literals are printed as written, except that the expressions in
///   their interpolations are re-spaced;
/// - runs of blank lines become one, and none is kept at the start or end of
///   the file, right after `{` or right before `}`; trailing whitespace goes,
///   CRLF becomes LF, a BOM is dropped, and the file ends with one newline;
/// - a line comment after code keeps the blanks before it when that code is
///   already formatted (lined-up comments stay lined up), else gets one space
///   before it; a comment on a line of its own is indented like code; a block
///   comment's text is kept.
///
/// Formatting is idempotent and takes time linear in the size of the source.
public enum SourceFormatter {
  /// Formats `bytes`, whose diagnostics are reported in `file`.
  ///
  /// Returns the diagnostics and no text when the source has lexical or syntax
  /// errors: only a program that parses has a layout worth keeping.
  public static func format(_ bytes: [UInt8], file: FileID = FileID(0)) -> FormatResult {
    // Parsing lexes too; lexing again costs far less than the parse, and keeps
    // the parser's entry point the only way into it.
    let parsed = Parser.parse(bytes, file: file)
    if parsed.diagnostics.hasErrors {
      return FormatResult(bytes: nil, diagnostics: parsed.diagnostics)
    }
    let lexed = Lexer.tokenize(bytes, file: file)
    var printer = FormatPrinter(source: bytes, tokens: lexed.tokens)
    return FormatResult(bytes: printer.printFile(), diagnostics: parsed.diagnostics)
  }
}
