/// How a list draws an outline row: the indentation per level and the accessories of a row
/// that has children.
///
/// The hierarchy itself is the section snapshot's (`DiffableDataSources`):
/// `SectionSnapshot.indentationLevel(of:firstItemIsHeader:)` and `hasChildren(_:)` answer
/// what this type turns into points and accessories, so this module depends on no data
/// source.
///
/// ```swift
/// let level = outline.indentationLevel(
///   of: "Quince", firstItemIsHeader: configuration.headerMode == .firstItemInSection)
/// let leading = level.map(ListOutline.indentation(forLevel:))      // 10 for level 1
/// let accessories = ListOutline.accessories(hasChildren: outline.hasChildren("Pear"))
/// ```
public enum ListOutline {
  /// How far each level of the outline is indented, in points (decided: UIKit does not
  /// publish its default `indentationWidth`).
  public static let indentationWidth = 10.0

  /// The leading indentation of a row `level` levels deep: `level` times
  /// ``indentationWidth``; a negative level counts as 0.
  public static func indentation(forLevel level: Int) -> Double {
    Double(max(0, level)) * indentationWidth
  }

  /// The accessories UIKit gives an outline row by default: ``CellAccessory/outlineDisclosure``
  /// for a row with children, none otherwise.
  public static func accessories(hasChildren: Bool) -> [CellAccessory] {
    hasChildren ? [.outlineDisclosure] : []
  }
}
