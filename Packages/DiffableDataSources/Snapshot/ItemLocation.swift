/// Where an item lives inside a snapshot's storage: the stable slot of its section (which
/// does not change when sections are reordered) and its index inside that section.
@usableFromInline
struct ItemLocation: Hashable, Sendable {
  /// The index of the section's slot in `DataSourceSnapshot.slots`.
  @usableFromInline
  var slot: Int
  /// The item's index inside its section.
  @usableFromInline
  var index: Int

  @inlinable
  init(slot: Int, index: Int) {
    self.slot = slot
    self.index = index
  }
}
