import LayoutGeometry
import LayoutResolution

/// A row of cards that scrolls across the layout (an orthogonal section, rules 19–20).
public struct CarouselSectionProvider: SectionProvider, Sendable {
  /// Each card's width as a fraction of the container's width: a row that scrolls across
  /// resolves its groups against the whole container, not the span inside its insets
  /// (rule 19).
  public var groupWidthFraction: Double
  /// Each card's height as a fraction of its width.
  public var heightRatio: Double
  /// How the row comes to rest.
  public var behavior: OrthogonalScrollingBehavior
  /// Space between cards.
  public var spacing: Double
  /// Space around the section.
  public var insets: LayoutDirectionalInsets

  /// A carousel of cards `groupWidthFraction` of the container wide.
  public init(
    groupWidthFraction: Double, heightRatio: Double = 0.6,
    behavior: OrthogonalScrollingBehavior = .groupPaging, spacing: Double = 10,
    insets: LayoutDirectionalInsets = LayoutDirectionalInsets(leading: 16, trailing: 16)
  ) {
    self.groupWidthFraction = groupWidthFraction
    self.heightRatio = heightRatio
    self.behavior = behavior
    self.spacing = spacing
    self.insets = insets
  }

  /// `carousel(fraction, behavior)`.
  public var name: String { "carousel(\(groupWidthFraction), \(behavior))" }

  /// One row of cards; a `.none` behaviour is taken as `.continuous` (a carousel scrolls).
  ///
  /// - Throws: ``SectionProviderError/invalidParameter(provider:name:value:)`` for a group
  ///   width fraction or height ratio that is not positive and finite, or a spacing that is
  ///   negative or not finite.
  public func makeSection(_ context: SectionContext) throws -> LayoutSection {
    try validated()
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(
        width: .fractionalWidth(groupWidthFraction),
        height: .fractionalWidth(groupWidthFraction * heightRatio)),
      subitems: [
        LayoutItem(size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
      ])
    return LayoutSection(
      group: group, contentInsets: insets, interGroupSpacing: spacing,
      orthogonalScrollingBehavior: behavior == .none ? .continuous : behavior)
  }
}

extension CarouselSectionProvider {
  /// The provider, once its parameters are known to be usable: a positive, finite group
  /// width fraction and height ratio, and a spacing that is finite and not negative.
  @discardableResult
  func validated() throws(SectionProviderError) -> CarouselSectionProvider {
    for (name, value) in [("groupWidthFraction", groupWidthFraction), ("heightRatio", heightRatio)]
    where !(value.isFinite && value > 0) {
      throw .invalidParameter(provider: "carousel", name: name, value: value)
    }
    try validateLength(spacing, provider: "carousel", name: "spacing")
    return self
  }
}

extension SectionProvider where Self == CarouselSectionProvider {
  /// A carousel of cards `groupWidthFraction` of the container wide.
  public static func carousel(
    groupWidthFraction: Double, behavior: OrthogonalScrollingBehavior = .groupPaging
  ) -> CarouselSectionProvider {
    CarouselSectionProvider(groupWidthFraction: groupWidthFraction, behavior: behavior)
  }
}
