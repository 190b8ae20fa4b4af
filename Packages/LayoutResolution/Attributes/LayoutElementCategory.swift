/// What kind of view an attributes value describes.
///
/// The counterpart of `UICollectionView.ElementCategory`.
public enum LayoutElementCategory: Hashable, Sendable, CaseIterable {
  /// A cell showing one data item.
  case cell
  /// A supplementary view: a header, footer or badge.
  case supplementaryView
  /// A decoration view: a background or separator.
  case decorationView
}
