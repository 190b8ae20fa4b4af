import LayoutGeometry

/// A container that arranges items and nested groups; a section repeats its group until
/// the section's items run out.
///
/// The counterpart of `NSCollectionLayoutGroup`.
///
/// Groups nest: a large item beside a column of two small ones.
///
/// ```swift
/// let fill = LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1))
/// let large = LayoutItem(
///   size: LayoutSizeSpec(width: .fractionalWidth(0.7), height: .fractionalHeight(1)))
/// let column = LayoutGroup.vertical(
///   size: LayoutSizeSpec(width: .fractionalWidth(0.3), height: .fractionalHeight(1)),
///   repeatingSubitem: LayoutItem(size: fill), count: 2)
/// let group = LayoutGroup.horizontal(size: fill, subitems: [.item(large), .group(column)])
/// // in a 400 × 200 slot: a 280 × 200 item, then two of 120 × 100 stacked
/// ```
///
/// A description, confined to its caller like UIKit's layout objects: it may hold your
/// closures, which need not be `Sendable` (the host calls them synchronously, on the caller's
/// thread; see `docs/uikit-semantics.md#concurrency`). What the solver makes of it is a
/// `Sendable` value.
public struct LayoutGroup {
  /// How the group's slot is sized inside its container.
  public var size: LayoutSizeSpec
  /// How the group places its subitems.
  public var arrangement: LayoutGroupArrangement
  /// Space between subitems along the group's axis; `nil` means none.
  public var interItemSpacing: LayoutSpacing?
  /// Space between the group's slot and the area its subitems fill (rule 4).
  public var contentInsets: LayoutDirectionalInsets
  /// Space outside the group's slot when it is nested in another group.
  public var edgeSpacing: LayoutEdgeSpacing?
  /// Badges and other views anchored to the group.
  public var supplementaryItems: [LayoutSupplementaryItem]

  /// A group with every property given.
  public init(
    size: LayoutSizeSpec, arrangement: LayoutGroupArrangement,
    interItemSpacing: LayoutSpacing? = nil, contentInsets: LayoutDirectionalInsets = .zero,
    edgeSpacing: LayoutEdgeSpacing? = nil, supplementaryItems: [LayoutSupplementaryItem] = []
  ) {
    self.size = size
    self.arrangement = arrangement
    self.interItemSpacing = interItemSpacing
    self.contentInsets = contentInsets
    self.edgeSpacing = edgeSpacing
    self.supplementaryItems = supplementaryItems
  }

  /// A row of `subitems`, left to right, cycling until the next does not fit.
  public static func horizontal(size: LayoutSizeSpec, subitems: [LayoutSubitem]) -> LayoutGroup {
    LayoutGroup(size: size, arrangement: .sequence(axis: .horizontal, subitems: subitems))
  }

  /// A row of `items`, left to right, cycling until the next does not fit.
  ///
  /// ```swift
  /// let item = LayoutItem(
  ///   size: LayoutSizeSpec(width: .absolute(100), height: .fractionalHeight(1)))
  /// let row = LayoutGroup.horizontal(
  ///   size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(50)), subitems: [item])
  /// // 320 pt wide: three items per row, 20 pt left over
  /// ```
  ///
  /// - Complexity: O(n) for n items.
  public static func horizontal(size: LayoutSizeSpec, subitems: [LayoutItem]) -> LayoutGroup {
    horizontal(size: size, subitems: subitems.map(LayoutSubitem.item))
  }

  /// A row of exactly `count` equal copies of `subitem`.
  public static func horizontal(
    size: LayoutSizeSpec, repeatingSubitem subitem: LayoutSubitem, count: Int
  ) -> LayoutGroup {
    LayoutGroup(
      size: size, arrangement: .repeating(axis: .horizontal, subitem: subitem, count: count))
  }

  /// A row of exactly `count` equal copies of `item`.
  ///
  /// ```swift
  /// let fill = LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1))
  /// var row = LayoutGroup.horizontal(
  ///   size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(80)),
  ///   repeatingSubitem: LayoutItem(size: fill), count: 3)
  /// row.interItemSpacing = .fixed(10)
  /// // 320 pt wide: three items of (320 − 2 · 10) / 3 = 100 pt
  /// ```
  public static func horizontal(
    size: LayoutSizeSpec, repeatingSubitem item: LayoutItem, count: Int
  ) -> LayoutGroup {
    horizontal(size: size, repeatingSubitem: .item(item), count: count)
  }

  /// A column of `subitems`, top to bottom, cycling until the next does not fit.
  public static func vertical(size: LayoutSizeSpec, subitems: [LayoutSubitem]) -> LayoutGroup {
    LayoutGroup(size: size, arrangement: .sequence(axis: .vertical, subitems: subitems))
  }

  /// A column of `items`, top to bottom, cycling until the next does not fit.
  ///
  /// ```swift
  /// let tall = LayoutItem(
  ///   size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(120)))
  /// let short = LayoutItem(
  ///   size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(60)))
  /// let column = LayoutGroup.vertical(
  ///   size: LayoutSizeSpec(width: .fractionalWidth(0.5), height: .absolute(180)),
  ///   subitems: [tall, short])  // each column: a 120 pt item above a 60 pt one
  /// ```
  ///
  /// - Complexity: O(n) for n items.
  public static func vertical(size: LayoutSizeSpec, subitems: [LayoutItem]) -> LayoutGroup {
    vertical(size: size, subitems: subitems.map(LayoutSubitem.item))
  }

  /// A column of exactly `count` equal copies of `subitem`.
  public static func vertical(
    size: LayoutSizeSpec, repeatingSubitem subitem: LayoutSubitem, count: Int
  ) -> LayoutGroup {
    LayoutGroup(
      size: size, arrangement: .repeating(axis: .vertical, subitem: subitem, count: count))
  }

  /// A column of exactly `count` equal copies of `item`.
  public static func vertical(
    size: LayoutSizeSpec, repeatingSubitem item: LayoutItem, count: Int
  ) -> LayoutGroup {
    vertical(size: size, repeatingSubitem: .item(item), count: count)
  }

  /// A group whose item frames come from `itemProvider`.
  ///
  /// ```swift
  /// let group = LayoutGroup.custom(
  ///   size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(120))
  /// ) { environment in
  ///   let width = environment.container.contentSize.width
  ///   return [LayoutCustomGroupItem(frame: LayoutRect(x: 0, y: 0, width: width, height: 80)),
  ///     LayoutCustomGroupItem(frame: LayoutRect(x: 0, y: 80, width: width / 2, height: 40))]
  /// }  // each group places two items: a banner, then half a row
  /// ```
  public static func custom(
    size: LayoutSizeSpec, itemProvider: @escaping LayoutCustomGroupItemProvider
  ) -> LayoutGroup {
    LayoutGroup(size: size, arrangement: .custom(itemProvider))
  }
}
