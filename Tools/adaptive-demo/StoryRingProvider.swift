import CompositionalLayout

/// A provider written outside SectionProviders, registered exactly like the built-ins: a
/// row of round story avatars that scrolls across the feed.
///
/// It is `Decodable`, so `Feed.decoders` lets a `--config` file name it like a built-in:
/// `{"kind": "stories", "provider": {"storyRing": {"diameter": 80}}}`.
struct StoryRingProvider: SectionProvider, Decodable {
  /// The avatar's diameter in points: positive and finite.
  var diameter: Double

  init(diameter: Double) {
    self.diameter = diameter
  }

  /// Reads `{"diameter": D}`, rejecting a diameter the section could not use.
  init(from decoder: any Decoder) throws {
    enum Key: String, CodingKey { case diameter }
    self.init(
      diameter: try decoder.container(keyedBy: Key.self).decode(Double.self, forKey: .diameter))
    try validate()
  }

  /// `storyRing(72)`; written by `AdaptiveDemo.format`, since `Int(diameter)` trapped for a
  /// diameter of 10³⁰⁰ from a config.
  var name: String { "storyRing(\(AdaptiveDemo.format(diameter)))" }

  func makeSection(_ context: SectionContext) throws -> LayoutSection {
    try validate()
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

  /// Throws unless the diameter is positive and finite.
  private func validate() throws(SectionProviderError) {
    guard diameter.isFinite, diameter > 0 else {
      throw .invalidParameter(provider: "storyRing", name: "diameter", value: diameter)
    }
  }
}
