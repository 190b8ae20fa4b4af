/// The position of an element in a sectioned layout: an item within a section.
///
/// The counterpart of `IndexPath(item:section:)`, named so that it never collides with
/// Foundation's `IndexPath`. Ordered by section, then item.
///
/// ```swift
/// let path = LayoutIndexPath(item: 3, section: 1)
/// path.description                             // "[1, 3]"
/// path < LayoutIndexPath(item: 0, section: 2)  // true
/// ```
public struct LayoutIndexPath: Hashable, Sendable, Comparable {
  /// The item's index within its section.
  public var item: Int
  /// The section's index within the layout.
  public var section: Int

  /// The position of `item` in `section`.
  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  /// Section-major order: every item of section 0 before any item of section 1.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }
}

extension LayoutIndexPath: CustomStringConvertible {
  /// `[section, item]`, as `IndexPath` prints.
  public var description: String { "[\(section), \(item)]" }
}
