import DialChecker
import DialLexer
import DialParser
import DialRuntime

extension HTMLPreview {
  /// The line under the page's heading.
  static let legend =
    "Every button and header in each state it can be in, and every menu open, at each text size shown, one row per "
    + "size, as Dial's layout model computes them. Lines break and are cut where the layout says. A rounded square "
    + "with a mark stands for an SF Symbol (the mark chosen by its name, filled for a .fill symbol), named under the "
    + "picture; a dashed outline is the frame of a clear button or the room of a truncated title; ⌃⌄ marks a pop-up, "
    + "⌄ a pull-down and ⋯ a context menu; a Liquid Glass button is drawn over a white and a dark half, the two "
    + "backdrops its contrast is measured over. Under each picture: what VoiceOver reads."

  /// The page's style sheet: no markup characters, no external resources.
  static let styleSheet = """

    :root { color-scheme: light; }
    body { font-family: -apple-system, system-ui, "Helvetica Neue", Helvetica, Arial, sans-serif;
      margin: 24px; color: #1C1C1E; background: #FFFFFF; }
    h1 { font-size: 22px; margin: 0 0 4px; }
    p.legend { color: #6C6C70; font-size: 13px; max-width: 72em; margin: 0 0 16px; }
    section { border-top: 1px solid #D1D1D6; padding: 12px 0 8px; }
    h2 { font-size: 17px; margin: 0 0 8px; }
    h2 small { color: #6C6C70; font-weight: 400; font-size: 12px; }
    h3 { font-size: 12px; color: #6C6C70; font-weight: 600; margin: 4px 0 0; }
    .size-row { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 12px; margin-bottom: 12px; }
    .size-row h3 { flex: 0 0 100%; }
    figure { margin: 0; padding: 8px; background: #F2F2F7; border-radius: 10px; flex: none;
      display: flex; flex-direction: column; min-width: 240px; max-width: 100%; box-sizing: border-box; }
    figure svg { display: block; background: #FFFFFF; border-radius: 6px; max-width: 100%; height: auto; }
    @media (max-width: 480px) { body { margin: 12px; } figure { min-width: 0; } }
    p.ran { color: #8A4500; font-size: 13px; margin: 0 0 16px; }
    ul.script-notes { color: #B3261E; font-size: 13px; margin: 0 0 16px; padding-left: 20px; }
    svg text { font-family: -apple-system, system-ui, "Helvetica Neue", Helvetica, Arial, sans-serif;
      white-space: pre; }
    svg .bounds { stroke: #AEAEB2; stroke-width: 1; stroke-dasharray: 3 2; }
    svg .backdrop { fill: #1C1C1E; }
    svg .truncated { fill: none; stroke: #FF9500; stroke-width: 1; stroke-dasharray: 3 2; }
    svg .bar { fill: #F9F9F9; stroke: #D1D1D6; stroke-width: 0.5; }
    svg .menu { fill: #FFFFFF; stroke: #C6C6C8; stroke-width: 1; rx: 13px; }
    svg .menu-gap { fill: #E5E5EA; }
    svg .menu-separator { stroke: #C6C6C8; stroke-width: 0.5; }
    figcaption { font-size: 12px; margin-top: 6px; width: 0; min-width: 100%; overflow-wrap: anywhere; }
    figcaption p { margin: 0 0 2px; }
    figcaption .state { font-weight: 600; }
    figcaption .details { color: #6C6C70; }
    figcaption .error { color: #D70015; }
    ul.speech { list-style: none; margin: 4px 0 0; padding: 0; }
    ul.speech li { font-family: ui-monospace, Menlo, monospace; font-size: 11px; }
    ul.speech li::before { content: "VoiceOver: "; color: #636366; }

    """
}
