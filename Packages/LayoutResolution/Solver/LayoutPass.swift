/// One layout pass: the solved layout, and each section's description as the provider
/// made it.
///
/// The solved layout is a `Sendable` value. The descriptions may hold the caller's closures
/// (visible-items handlers, custom group providers), so they stay beside it, in the host
/// that made the pass, confined to its caller; what needs them (measuring, visible-items
/// handlers) goes through the pass.
package struct LayoutPass {
  /// The solved layout.
  package var layout: SolvedLayout
  /// Section `s`'s description, or `nil` where the provider made none or failed.
  package var sections: [LayoutSection?]

  /// The description of section `index`, or `nil`.
  func section(_ index: Int) -> LayoutSection? {
    sections.indices.contains(index) ? sections[index] : nil
  }
}
