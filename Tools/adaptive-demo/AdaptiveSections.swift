import CompositionalLayout

/// Apple's "Adaptive Sections" sample, written with the core API: three section kinds whose
/// column counts double once the effective content width passes 800 pt.
enum AdaptiveSections {
  /// The arrangement of one section.
  enum Kind: Int, CaseIterable, Sendable {
    case list, grid5, grid3

    /// The sample's column rule: `wide = effectiveContentSize.width > 800`.
    func columnCount(forWidth width: Double) -> Int {
      let wide = width > 800
      switch self {
      case .list: return wide ? 2 : 1
      case .grid5: return wide ? 10 : 5
      case .grid3: return wide ? 6 : 3
      }
    }

    var name: String {
      switch self {
      case .list: "list"
      case .grid5: "grid5"
      case .grid3: "grid3"
      }
    }
  }

  /// Items per section, as in the sample.
  static let itemsPerSection = 10

  /// The sample's layout: a section provider that picks columns from the environment.
  static var layout: CollectionLayout {
    CollectionLayout { sectionIndex, environment in
      guard let kind = Kind(rawValue: sectionIndex % Kind.allCases.count) else { return nil }
      let columns = kind.columnCount(forWidth: environment.container.effectiveContentSize.width)
      let item = LayoutItem(
        size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)),
        contentInsets: LayoutDirectionalInsets(all: 2))
      let height: LayoutDimension = columns == 1 ? .absolute(44) : .fractionalWidth(0.2)
      let group = LayoutGroup.horizontal(
        size: LayoutSizeSpec(width: .fractionalWidth(1), height: height),
        repeatingSubitem: item, count: columns)
      return LayoutSection(group: group, contentInsets: LayoutDirectionalInsets(all: 20))
    }
  }
}
