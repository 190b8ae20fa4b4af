/// Identifiers in the order they were first added, with O(1) membership: the bookkeeping
/// behind `reloadedItemIdentifiers` and friends, which UIKit reports in the order marked.
@usableFromInline
struct OrderedIdentifierSet<Element: Hashable & Sendable>: Sendable {
  /// The members, first-added first.
  @usableFromInline
  var elements: [Element] = []
  /// The members, for lookups.
  @usableFromInline
  var members: Set<Element> = []

  /// An empty set.
  @inlinable
  init() {}

  /// Whether there are no members.
  @inlinable
  var isEmpty: Bool { elements.isEmpty }

  /// Whether `element` is a member.
  @inlinable
  func contains(_ element: Element) -> Bool { members.contains(element) }

  /// Adds each element not yet present, at the end.
  /// - Complexity: O(k) for k elements.
  @inlinable
  mutating func formUnion(_ newElements: some Sequence<Element>) {
    for element in newElements where members.insert(element).inserted {
      elements.append(element)
    }
  }

  /// Removes every member that `isRemoved` selects.
  /// - Complexity: O(n).
  @inlinable
  mutating func removeAll(where isRemoved: (Element) -> Bool) {
    guard !elements.isEmpty else { return }
    elements.removeAll(where: isRemoved)
    if elements.count != members.count { members = Set(elements) }
  }
}
