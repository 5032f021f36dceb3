/// One element of a dump of a running app's accessibility tree, as XCUITest or Appium printed it: what
/// `dial conform` compares with what the spec says.
public struct DumpElement: Equatable, Sendable {
  /// The element type without its prefix: `Button`, `StaticText`, `Window`, `Other`.
  public var type: String
  /// The accessibility identifier (Appium's `name`, which is the identifier when there is one); nil when none.
  public var identifier: String?
  /// The accessibility label; nil when the dump gives none.
  public var label: String?
  /// The value as printed; nil when none. XCUITest cuts a long one short with `...`.
  public var value: String?
  /// A text field's placeholder; nil when none.
  public var placeholder: String?
  /// Where it is, in points; nil when the dump gives no frame.
  public var frame: DumpFrame?
  /// Whether it is enabled (`Disabled` or `enabled="false"` say it is not).
  public var enabled: Bool
  /// Whether it is selected; nil when the dump's format does not say (Appium's page source on iOS).
  public var selected: Bool?
  /// Whether it is on screen; `visible="false"` in a page source says it is not.
  public var visible: Bool
  /// The dump's line it was read from, from 1.
  public var line: Int
  /// The index of the element that contains it; nil for the root.
  public var parent: Int?

  /// An element of `type` read from `line`: enabled and visible until the dump says otherwise.
  public init(type: String, line: Int, parent: Int? = nil) {
    self.type = type
    self.line = line
    self.parent = parent
    self.enabled = true
    self.visible = true
  }
}

/// A frame in points, as a dump prints it.
public struct DumpFrame: Equatable, Sendable {
  /// The origin.
  public var x: Double, y: Double
  /// The size.
  public var width: Double, height: Double

  /// A frame at `(x, y)` of `width` × `height` points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}
