#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutGeometry
import LayoutResolution

/// Computes a custom group's item frames from the group's geometry: the environment's
/// container is the group (its size and content insets).
///
/// Mirrors UIKit's `NSCollectionLayoutGroupCustomItemProvider`. The closure runs
/// synchronously during a layout pass on the caller's thread, like UIKit's on the main
/// thread; it runs once per pass and every repetition of the group reuses its frames.
public typealias NSCollectionLayoutGroupCustomItemProvider =
  (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A container that arranges items and nested groups; a section repeats its group until
/// the section's items run out.
///
/// Mirrors UIKit's `NSCollectionLayoutGroup`, a subclass of `NSCollectionLayoutItem` so
/// that groups nest in `subitems`. Made by the class methods `horizontal`, `vertical` and
/// `custom`; UIKit's `init(layoutSize:)` is not available on groups here either.
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  private enum Arrangement {
    case sequence(LayoutAxis, [NSCollectionLayoutItem])
    case repeating(LayoutAxis, NSCollectionLayoutItem, count: Int)
    case custom(NSCollectionLayoutGroupCustomItemProvider)
  }

  private let arrangement: Arrangement

  /// Space between subitems along the group's axis; `nil` means none.
  public var interItemSpacing: NSCollectionLayoutSpacing?

  private init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement) {
    self.arrangement = arrangement
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// Badges and other views anchored to the group; settable, as in UIKit.
  public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    get { storedSupplementaryItems }
    set { storedSupplementaryItems = newValue }
  }

  /// The items the group places: the `subitems` given, or the one repeated subitem;
  /// empty for a custom group.
  public var subitems: [NSCollectionLayoutItem] {
    switch arrangement {
    case .sequence(_, let subitems): subitems
    case .repeating(_, let subitem, _): [subitem]
    case .custom: []
    }
  }

  /// A row of `subitems`, left to right, cycling until the next does not fit (rule 8).
  ///
  /// ```swift
  /// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
  ///   widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
  /// let row = NSCollectionLayoutGroup.horizontal(
  ///   layoutSize: NSCollectionLayoutSize(
  ///     widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
  ///   subitems: [item])
  /// // 375 pt wide: items at x 0, 100 and 200; a fourth does not fit, item 3 starts a new row
  /// ```
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> Self {
    Self(layoutSize: layoutSize, arrangement: .sequence(.horizontal, subitems))
  }

  /// A row of exactly `count` equal copies of `subitem` (rule 9).
  ///
  /// UIKit deprecates this spelling (iOS 16) for `horizontal(layoutSize:repeatingSubitem:count:)`
  /// and both behave alike; it is kept, undeprecated, so older samples compile cleanly.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// A row of exactly `count` equal copies of `subitem` (rule 9); a count below one is
  /// reported as `LayoutError.invalidCount` for the section.
  ///
  /// For `item`, 100 pt wide:
  ///
  /// ```swift
  /// let row = NSCollectionLayoutGroup.horizontal(
  ///   layoutSize: NSCollectionLayoutSize(
  ///     widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
  ///   repeatingSubitem: item, count: 4)
  /// // 375 pt wide: four items of 93.75 × 100, the count winning over the item's width
  /// ```
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    Self(
      layoutSize: layoutSize, arrangement: .repeating(.horizontal, subitem, count: count))
  }

  /// A column of `subitems`, top to bottom, cycling until the next does not fit (rule 8).
  ///
  /// Nested in a row, for `large`, two thirds of the width and the full height, and `half`,
  /// the full width and half the height:
  ///
  /// ```swift
  /// let pair = NSCollectionLayoutGroup.vertical(
  ///   layoutSize: NSCollectionLayoutSize(
  ///     widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
  ///   subitems: [half])
  /// let row = NSCollectionLayoutGroup.horizontal(
  ///   layoutSize: NSCollectionLayoutSize(
  ///     widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
  ///   subitems: [large, pair])
  /// // 375 pt wide: item 0 at (0, 0, 250, 200), items 1 and 2 of 125 × 100 at (250, 0) and
  /// // (250, 100)
  /// ```
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> Self {
    Self(layoutSize: layoutSize, arrangement: .sequence(.vertical, subitems))
  }

  /// A column of exactly `count` equal copies of `subitem` (rule 9).
  ///
  /// UIKit deprecates this spelling (iOS 16) for `vertical(layoutSize:repeatingSubitem:count:)`
  /// and both behave alike; it is kept, undeprecated, so older samples compile cleanly.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// A column of exactly `count` equal copies of `subitem` (rule 9); a count below one is
  /// reported as `LayoutError.invalidCount` for the section.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    Self(
      layoutSize: layoutSize, arrangement: .repeating(.vertical, subitem, count: count))
  }

  /// A group whose item frames, relative to the group's origin, come from `itemProvider`
  /// (rule 11). Frames that are not finite are reported as
  /// `LayoutError.invalidCustomFrame` for the section.
  ///
  /// ```swift
  /// let size = NSCollectionLayoutSize(
  ///   widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))
  /// let group = NSCollectionLayoutGroup.custom(layoutSize: size) { environment in
  ///   let third = environment.container.contentSize.width / 3  // 125 in a 375 pt section
  ///   let large = CGRect(x: 0, y: 0, width: 2 * third, height: 120)
  ///   let small = CGRect(x: 2 * third, y: 0, width: third, height: 60)
  ///   return [large, small].map { NSCollectionLayoutGroupCustomItem(frame: $0) }
  /// }
  /// // two items per group: item 3 at (250, 120, 125, 60)
  /// ```
  public static func custom(
    layoutSize: NSCollectionLayoutSize,
    itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
  ) -> Self {
    Self(
      layoutSize: layoutSize, arrangement: .custom(itemProvider))
  }

  override func makeSubitem(level: Int, conversion: inout GroupConversion) -> LayoutSubitem {
    guard conversion.admit(level: level, isGroup: true) else {
      // Past a limit the core refuses this group before reading its subitems.
      return .group(makeGroup(arrangement: .sequence(axis: .horizontal, subitems: [])))
    }
    return .group(makeGroup(level: level, conversion: &conversion))
  }

  /// The core group this object describes, subitems converted as far as the core's limits
  /// allow (see `GroupConversion`).
  func makeGroup() -> LayoutGroup {
    var conversion = GroupConversion()
    return makeGroup(level: 1, conversion: &conversion)
  }

  /// The core group this object describes at `level`, subitems converted recursively: the
  /// recursion goes one level past `LayoutGroup.maximumNestingDepth` at most.
  private func makeGroup(level: Int, conversion: inout GroupConversion) -> LayoutGroup {
    let coreArrangement: LayoutGroupArrangement
    switch arrangement {
    case .sequence(let axis, let subitems):
      var converted: [LayoutSubitem] = []
      converted.reserveCapacity(subitems.count)
      for subitem in subitems {
        converted.append(subitem.makeSubitem(level: level + 1, conversion: &conversion))
        if conversion.isCut { break }
      }
      coreArrangement = .sequence(axis: axis, subitems: converted)
    case .repeating(let axis, let subitem, let count):
      coreArrangement = .repeating(
        axis: axis, subitem: subitem.makeSubitem(level: level + 1, conversion: &conversion),
        count: count)
    case .custom(let provider):
      coreArrangement = .custom { environment in
        provider(NSCollectionLayoutEnvironment(environment)).map(\.value)
      }
    }
    return makeGroup(arrangement: coreArrangement)
  }

  /// The core group with this object's properties and `arrangement`.
  private func makeGroup(arrangement: LayoutGroupArrangement) -> LayoutGroup {
    LayoutGroup(
      size: layoutSize.spec, arrangement: arrangement,
      interItemSpacing: interItemSpacing?.value,
      contentInsets: LayoutDirectionalInsets(contentInsets), edgeSpacing: edgeSpacing?.value,
      supplementaryItems: storedSupplementaryItems.map(\.anchoredValue))
  }
}
#endif
