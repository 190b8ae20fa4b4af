/// A section that moves: from its index in the old data to its index in the new data,
/// as UIKit's `moveSection(_:toSection:)` takes them inside `performBatchUpdates`.
public struct SectionMove: Hashable, Sendable, CustomStringConvertible {
  /// The section's index before the update.
  public var from: Int
  /// The section's index after the update.
  public var to: Int

  /// A move from `from` (old data) to `to` (new data).
  @inlinable
  public init(from: Int, to: Int) {
    self.from = from
    self.to = to
  }

  /// `from -> to`.
  @inlinable
  public var description: String { "\(from) -> \(to)" }
}
