import LayoutGeometry
import LayoutResolution

/// What a random layout's section provider does for one section index.
enum RandomSectionPlan {
  /// Returns the section as it is.
  case fixed(LayoutSection)
  /// Returns the section with its group made a row of `item`, as many `columnWidth`
  /// columns as fit across the container's effective room: the section depends on the
  /// environment, so both solvers must hand providers the same one.
  case columns(LayoutSection, item: LayoutSubitem, columnWidth: Double, across: LayoutAxis)
  /// Returns `nil`.
  case missing
  /// Throws.
  case throwing

  /// The error a throwing plan throws.
  struct ProviderFailure: Error, CustomStringConvertible {
    var description: String { "the random section provider was told to fail" }
  }

  /// The section the provider returns for `environment`.
  func section(in environment: LayoutEnvironment) throws -> LayoutSection? {
    switch self {
    case .fixed(let section):
      return section
    case .columns(var section, let item, let columnWidth, let axis):
      let room = environment.container.effectiveContentSize.length(along: axis)
      let count = max(1, Int(room / columnWidth))
      section.group.arrangement = .repeating(axis: axis, subitem: item, count: count)
      return section
    case .missing:
      return nil
    case .throwing:
      throw ProviderFailure()
    }
  }
}
