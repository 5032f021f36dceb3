import DialChecker
import DialParser

/// The twelve Dynamic Type sizes of iOS, smallest first: the layout's name for
/// Dial's ``TextSize`` (the values of `textSize`), which they are.
public typealias DynamicTypeSize = TextSize
