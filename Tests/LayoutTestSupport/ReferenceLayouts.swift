import LayoutGeometry
import LayoutResolution

/// The layouts of `docs/reference-cases.md`, written once with the core API: the lazy
/// solver's reference-case tests and the reference solver's conformance tests both lay them
/// out. (UIKitCompat's tests write them again with UIKit's spellings, as the spec asks.)
package enum ReferenceLayouts {
  package static let phone = LayoutSize(width: 375, height: 812)

  package static func fractional(_ width: Double, _ height: Double) -> LayoutSizeSpec {
    LayoutSizeSpec(width: .fractionalWidth(width), height: .fractionalHeight(height))
  }

  /// C1: five columns of squares.
  package static var grid: CollectionLayout {
    let item = LayoutItem(size: fractional(0.2, 1))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
      subitems: [item])
    return CollectionLayout(section: LayoutSection(group: group))
  }

  /// C2: two columns with fixed spacing 10.
  package static var twoColumns: CollectionLayout {
    var group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)),
      repeatingSubitem: LayoutItem(size: fractional(1, 1)), count: 2)
    group.interItemSpacing = .fixed(10)
    return CollectionLayout(section: LayoutSection(group: group))
  }

  /// C3: a list, a five-column grid and a three-column grid, by section index.
  package static var distinctSections: CollectionLayout {
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
  package static var nestedGroups: CollectionLayout {
    let insets = LayoutDirectionalInsets(all: 10)
    let leading = LayoutItem(size: fractional(0.7, 1), contentInsets: insets)
    let trailing = LayoutItem(size: fractional(1, 0.3), contentInsets: insets)
    let trailingGroup = LayoutGroup.vertical(
      size: fractional(0.3, 1), repeatingSubitem: trailing, count: 2)
    let nested = LayoutGroup.horizontal(
      size: fractional(1, 0.4), subitems: [.item(leading), .group(trailingGroup)])
    return CollectionLayout(section: LayoutSection(group: nested))
  }

  /// C5: a plain list of 44 pt rows.
  package static var list: CollectionLayout {
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)),
      subitems: [LayoutItem(size: fractional(1, 1))])
    return CollectionLayout(section: LayoutSection(group: group))
  }

  /// C10: the Photos grid, a vertical group estimated 500 pt tall holding a 390 pt photo over
  /// a 130 pt row of three.
  package static var photosGrid: CollectionLayout {
    let photo = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(390)))
    let row = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(130)),
      repeatingSubitem: LayoutItem(size: fractional(1, 1)), count: 3)
    let group = LayoutGroup.vertical(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(500)),
      subitems: [.item(photo), .group(row)])
    return CollectionLayout(section: LayoutSection(group: group))
  }

  /// C11: rows estimated 100 pt tall around 75 pt items, five to a row.
  package static var estimatedRows: CollectionLayout {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(0.2), height: .absolute(75)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(100)),
      subitems: [item])
    return CollectionLayout(section: LayoutSection(group: group))
  }

  /// A full-width list row of `height` points.
  package static func rows(height: Double) -> LayoutGroup {
    LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(height)),
      subitems: [LayoutItem(size: fractional(1, 1))])
  }

  /// C6: headers and footers around list sections.
  package static var headersAndFooters: CollectionLayout {
    let size = LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44))
    let section = LayoutSection(
      group: rows(height: 44), contentInsets: LayoutDirectionalInsets(leading: 10, trailing: 10),
      interGroupSpacing: 5,
      boundarySupplementaryItems: [
        LayoutBoundarySupplementaryItem(size: size, elementKind: "header", alignment: .top),
        LayoutBoundarySupplementaryItem(size: size, elementKind: "footer", alignment: .bottom),
      ])
    return CollectionLayout(section: section)
  }

  /// C7: items with a badge at their top-trailing corner.
  package static var badges: CollectionLayout {
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

  /// C8: list sections on a background decoration.
  package static var backgrounds: CollectionLayout {
    var background = LayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = LayoutDirectionalInsets(all: 5)
    let section = LayoutSection(
      group: rows(height: 44), contentInsets: LayoutDirectionalInsets(all: 10),
      interGroupSpacing: 5, decorationItems: [background])
    return CollectionLayout(section: section)
  }

  /// C9: a section whose insets leave no room on a 32 pt wide container.
  package static func cramped(sectionsWithNoRoom: Set<Int>) -> CollectionLayout {
    CollectionLayout { index, _ in
      var section = list.sectionForAnyIndex
      if sectionsWithNoRoom.contains(index) {
        section.contentInsets = LayoutDirectionalInsets(leading: 16, trailing: 16)
      }
      return section
    }
  }
}

extension CollectionLayout {
  /// The section a single-section layout uses everywhere.
  package var sectionForAnyIndex: LayoutSection {
    let environment = LayoutEnvironment(
      container: LayoutContainer(contentSize: ReferenceLayouts.phone))
    guard let section = try? section(at: 0, environment: environment) else {
      preconditionFailure("reference layouts always return a section")
    }
    return section
  }
}
