/// The place of an item in a sectioned list: a section index and an item index inside it.
/// UIKit spells this `IndexPath(item:section:)`; we keep our own value so that it cannot
/// collide with Foundation's type when both are imported.
public struct ItemPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The item's index inside its section.
  public var item: Int
  /// The section's index.
  public var section: Int

  /// The position of item `item` in section `section`.
  @inlinable
  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  /// Section-major order: every position of section 0 comes before any of section 1.
  @inlinable
  public static func < (lhs: ItemPosition, rhs: ItemPosition) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// `[section, item]`, the way `IndexPath` prints.
  @inlinable
  public var description: String { "[\(section), \(item)]" }
}
