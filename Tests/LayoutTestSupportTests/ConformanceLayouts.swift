import LayoutGeometry
import LayoutResolution

/// The layouts of the reference cases of `docs/reference-cases.md`, written with the
/// core API for the reference solver alone.
enum ConformanceLayouts {
  /// The container of every case but C9.
  static let phone = LayoutSize(width: 375, height: 812)

  /// `width` × `height` as fractions of the container's width and height.
  static func fractional(_ width: Double, _ height: Double) -> LayoutSizeSpec {
    LayoutSizeSpec(width: .fractionalWidth(width), height: .fractionalHeight(height))
  }

  /// A full-width row `height` points tall holding one full-size item.
  static func row(height: Double) -> LayoutGroup {
    LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(height)),
      subitems: [LayoutItem(size: fractional(1, 1))])
  }

  /// C1: five columns of squares.
  static var grid: CollectionLayout {
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
      subitems: [LayoutItem(size: fractional(0.2, 1))])
    return CollectionLayout(section: LayoutSection(group: group))
  }

  /// C2: two columns, fixed spacing 10.
  static var twoColumns: CollectionLayout {
    var group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)),
      repeatingSubitem: LayoutItem(size: fractional(1, 1)), count: 2)
    group.interItemSpacing = .fixed(10)
    return CollectionLayout(section: LayoutSection(group: group))
  }

  /// C3: by section index a list, a five-column grid and a three-column grid.
  static var distinctSections: CollectionLayout {
    CollectionLayout { index, _ in
      let columns = [1, 5, 3][index % 3]
      let height: LayoutDimension = index % 3 == 0 ? .absolute(44) : .fractionalWidth(0.2)
      let item = LayoutItem(size: fractional(1, 1), contentInsets: LayoutDirectionalInsets(all: 2))
      let group = LayoutGroup.horizontal(
        size: LayoutSizeSpec(width: .fractionalWidth(1), height: height),
        repeatingSubitem: item, count: columns)
      return LayoutSection(group: group, contentInsets: LayoutDirectionalInsets(all: 20))
    }
  }

  /// C4: a large leading item beside a column of two small ones.
  static var nestedGroups: CollectionLayout {
    let insets = LayoutDirectionalInsets(all: 10)
    let leading = LayoutItem(size: fractional(0.7, 1), contentInsets: insets)
    let trailing = LayoutItem(size: fractional(1, 0.3), contentInsets: insets)
    let column = LayoutGroup.vertical(
      size: fractional(0.3, 1), repeatingSubitem: trailing, count: 2)
    let nested = LayoutGroup.horizontal(
      size: fractional(1, 0.4), subitems: [.item(leading), .group(column)])
    return CollectionLayout(section: LayoutSection(group: nested))
  }

  /// C5: a plain list of 44 pt rows.
  static var list: CollectionLayout {
    CollectionLayout(section: LayoutSection(group: row(height: 44)))
  }

  /// C6: a header and a footer of estimated height around list sections.
  static var headersAndFooters: CollectionLayout {
    let size = LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44))
    let section = LayoutSection(
      group: row(height: 44), contentInsets: LayoutDirectionalInsets(leading: 10, trailing: 10),
      interGroupSpacing: 5,
      boundarySupplementaryItems: [
        LayoutBoundarySupplementaryItem(size: size, elementKind: "header", alignment: .top),
        LayoutBoundarySupplementaryItem(size: size, elementKind: "footer", alignment: .bottom),
      ])
    return CollectionLayout(section: section)
  }

  /// C7: items with a badge on their top-trailing corner, moved by a fraction of itself.
  static var badges: CollectionLayout {
    let badge = LayoutSupplementaryItem(
      size: LayoutSizeSpec(width: .absolute(20), height: .absolute(20)), elementKind: "badge",
      containerAnchor: LayoutAnchor(
        edges: [.top, .trailing], offset: .fractional(LayoutPoint(x: 0.3, y: -0.3))))
    let item = LayoutItem(
      size: fractional(0.25, 1), contentInsets: LayoutDirectionalInsets(all: 5),
      supplementaryItems: [badge])
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
      subitems: [item])
    return CollectionLayout(section: LayoutSection(group: group))
  }

  /// C8: list sections on a background decoration inset by 5.
  static var backgrounds: CollectionLayout {
    let background = LayoutDecorationItem(
      elementKind: "background", contentInsets: LayoutDirectionalInsets(all: 5), zIndex: -1)
    let section = LayoutSection(
      group: row(height: 44), contentInsets: LayoutDirectionalInsets(all: 10),
      interGroupSpacing: 5, decorationItems: [background])
    return CollectionLayout(section: section)
  }

  /// C9: list sections, those in `sectionsWithNoRoom` inset 16 on both sides (on a 32 pt
  /// wide container, that leaves them no room).
  static func cramped(sectionsWithNoRoom: Set<Int>) -> CollectionLayout {
    CollectionLayout { index, _ in
      let inset = sectionsWithNoRoom.contains(index) ? 16.0 : 0
      return LayoutSection(
        group: row(height: 44),
        contentInsets: LayoutDirectionalInsets(leading: inset, trailing: inset))
    }
  }
}
