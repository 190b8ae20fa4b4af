import DiffableDataSources

/// Outline helpers: a section snapshot's hierarchy read as list rows.
///
/// With ``ListHeaderMode/firstItemInSection`` the first item a section shows is its header;
/// expanding or collapsing it (`DiffableDataSource.expandItem(_:)`,
/// `DiffableDataSource.apply(_:to:)`) changes the section's items, and the layout follows
/// when the data source drives the host.
public enum ListOutline {
  /// How far each level of the outline is indented, in points (decided: UIKit does not
  /// publish its default `indentationWidth`).
  public static let indentationWidth = 10.0

  /// The item a section showing `snapshot` uses as its header row: its first visible
  /// item in `firstItemInSection` mode, `nil` in other modes or for an empty snapshot.
  public static func headerItem<ItemID>(
    in snapshot: SectionSnapshot<ItemID>, headerMode: ListHeaderMode
  ) -> ItemID? {
    headerMode == .firstItemInSection ? snapshot.visibleItems.first : nil
  }

  /// How many levels `item` is indented: its depth in the hierarchy, less one below a
  /// header row (the header's children line up with it). `nil` when `snapshot` does not
  /// hold `item`.
  public static func indentationLevel<ItemID>(
    of item: ItemID, in snapshot: SectionSnapshot<ItemID>, headerMode: ListHeaderMode
  ) -> Int? {
    guard let level = snapshot.level(of: item) else { return nil }
    return headerMode == .firstItemInSection ? max(0, level - 1) : level
  }

  /// The leading indentation of `item`'s content in points:
  /// ``indentationLevel(of:in:headerMode:)`` times ``indentationWidth``.
  public static func indentation<ItemID>(
    of item: ItemID, in snapshot: SectionSnapshot<ItemID>, headerMode: ListHeaderMode
  ) -> Double? {
    indentationLevel(of: item, in: snapshot, headerMode: headerMode)
      .map { Double($0) * indentationWidth }
  }

  /// The accessories UIKit gives an outline row by default: ``CellAccessory/outlineDisclosure``
  /// when `item` has children, none otherwise (or when `snapshot` does not hold it).
  public static func accessories<ItemID>(for item: ItemID, in snapshot: SectionSnapshot<ItemID>)
    -> [CellAccessory]
  {
    guard let children = try? snapshot.snapshot(of: item), !children.items.isEmpty else {
      return []
    }
    return [.outlineDisclosure]
  }
}
