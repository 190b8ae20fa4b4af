import LayoutResolution

/// Which of a random case's section descriptions each section of an update sequence takes
/// (``RandomUpdates``): by index, section `s` takes description `s % period`; following
/// sections, the section whose identity is `id` takes description `id % period` wherever it
/// is, as when a section provider reads a data source.
///
/// A reference type, because the layout's provider reads the current order: the sequence
/// sets it whenever its model changes, before the host, the reference or a host built from
/// scratch asks the provider.
final class SectionDescriptions {
  /// How many descriptions the case has.
  let period: Int
  /// The section identities in order.
  var order: [Int]
  /// Whether descriptions follow section identities rather than indexes.
  let followsSections: Bool

  init(period: Int, order: [Int], followsSections: Bool) {
    self.period = max(1, period)
    self.order = order
    self.followsSections = followsSections
  }

  /// The description of section `index`, whose identity is `id`.
  func description(ofSection index: Int, id: Int) -> Int {
    (followsSections ? id : index) % period
  }

  /// `layout` for any number of sections: section `s` takes its description as this value
  /// says (with its own index in its index paths).
  func layout(describing layout: CollectionLayout) -> CollectionLayout {
    var described = CollectionLayout(configuration: layout.configuration) { request in
      let index = request.index
      let id = self.order.indices.contains(index) ? self.order[index] : index
      return try layout.section(
        at: self.description(ofSection: index, id: id), environment: request.environment,
        itemCount: request.itemCount)
    }
    described.registeredDecorationKinds = layout.registeredDecorationKinds
    return described
  }
}
