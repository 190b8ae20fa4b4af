/// An item that moves: from its position in the old data to its position in the new data,
/// as UIKit's `moveItem(at:to:)` takes them inside `performBatchUpdates`.
public struct ItemMove: Hashable, Sendable, CustomStringConvertible {
  /// The item's position before the update.
  public var from: ItemPosition
  /// The item's position after the update.
  public var to: ItemPosition

  /// A move from `from` (old data) to `to` (new data).
  @inlinable
  public init(from: ItemPosition, to: ItemPosition) {
    self.from = from
    self.to = to
  }

  /// `[section, item] -> [section, item]`.
  @inlinable
  public var description: String { "\(from) -> \(to)" }
}
