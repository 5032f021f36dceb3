import DialChecker
import DialParser

/// Dial's types as the target's Swift types; nil for one the export cannot hold in a variable or parameter.
enum SwiftTypes {
  static func name(of type: DialType, target: ExportTarget) -> String? {
    switch type {
    case .bool: return "Bool"
    case .int: return "Int"
    case .double: return "Double"
    case .string: return "String"
    case .optionalString: return "String?"
    case .color: return target == .uikit ? "UIColor" : "Color"
    case .enumeration(let enumeration): return self.enumeration(enumeration, target: target)
    default: return nil
    }
  }

  /// The counterpart of one of Dial's enumerations, where the target has one.
  static func enumeration(_ type: EnumType, target: ExportTarget) -> String? {
    switch (type, target) {
    case (.buttonSize, .uikit): return "UIButton.Configuration.Size"
    case (.buttonSize, .swiftui): return "ControlSize"
    case (.imagePlacement, .uikit): return "NSDirectionalRectEdge"
    case (.titleAlignment, .uikit): return "UIButton.Configuration.TitleAlignment"
    case (.cornerStyle, .uikit): return "UIButton.Configuration.CornerStyle"
    case (.lineBreakMode, .uikit): return "NSLineBreakMode"
    case (.textStyle, .uikit): return "UIFont.TextStyle"
    case (.textStyle, .swiftui): return "Font.TextStyle"
    case (.textSize, .uikit): return "UIContentSizeCategory"
    case (.textSize, .swiftui): return "DynamicTypeSize"
    default: return nil
    }
  }
}
