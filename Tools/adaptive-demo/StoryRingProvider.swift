import CompositionalLayout

/// A provider written outside SectionProviders, registered exactly like the built-ins: a
/// row of round story avatars that scrolls across the feed.
struct StoryRingProvider: SectionProvider {
  /// The avatar's diameter in points.
  var diameter: Double

  var name: String { "storyRing(\(Int(diameter)))" }

  func makeSection(_ context: SectionContext) throws -> LayoutSection {
    let avatar = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .absolute(diameter), height: .absolute(diameter)),
      subitems: [avatar])
    return LayoutSection(
      group: group,
      contentInsets: LayoutDirectionalInsets(top: 8, leading: 12, bottom: 8, trailing: 12),
      interGroupSpacing: 12, orthogonalScrollingBehavior: .continuous)
  }
}
