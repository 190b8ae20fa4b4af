#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
extension UIImage {
  /// The size of a symbol image relative to the text beside it.
  ///
  /// Mirrors UIKit's `UIImage.SymbolScale`, with its raw values.
  public enum SymbolScale: Int, Hashable, Sendable, CaseIterable {
    /// The system's default scale, medium.
    case `default` = -1
    /// No scale given: the symbol follows its context.
    case unspecified = 0
    /// Small.
    case small = 1
    /// Medium.
    case medium = 2
    /// Large.
    case large = 3
  }
}
#endif
