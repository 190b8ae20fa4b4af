// MARK: - Reading the hierarchy as outline rows

extension SectionSnapshot {
  /// Whether `item` has children: the rows UIKit gives an outline disclosure accessory.
  /// `false` for an item not in the section snapshot.
  ///
  /// ```swift
  /// var outline = SectionSnapshot<String>()
  /// try outline.append(["Fruit"])
  /// try outline.append(["Apple"], to: "Fruit")
  /// outline.hasChildren("Fruit")  // true
  /// outline.hasChildren("Apple")  // false
  /// ```
  @inlinable
  public func hasChildren(_ item: ItemID) -> Bool {
    guard let index = indexes[item] else { return false }
    return index + 1 < items.count && levels[index + 1] > levels[index]
  }

  /// The row a list shows as the section's header when its first row is the header
  /// (UIKit's `headerMode = .firstItemInSection`): the first visible item, or `nil` for an
  /// empty section snapshot.
  @inlinable
  public var headerItem: ItemID? { visibleItems.first }

  /// How many levels a list row indents `item`: its depth in the hierarchy, less one below
  /// a header row when `firstItemIsHeader` (the header's children line up with it, as
  /// UIKit draws them). `nil` when the section snapshot does not hold `item`.
  @inlinable
  public func indentationLevel(of item: ItemID, firstItemIsHeader: Bool = false) -> Int? {
    guard let level = level(of: item) else { return nil }
    return firstItemIsHeader ? max(0, level - 1) : level
  }
}
