import LayoutGeometry
import LayoutResolution

/// Supplementary items and decorations for random layouts: boundary items of sections and
/// of the layout (every alignment, extending or not, pinned or not, offset, every dimension
/// kind), anchored items on items and groups (every edge set, contradictory ones included,
/// absolute and fractional offsets, item anchors) and background decorations, with a small
/// share of broken ones and of reused kinds.
extension RandomLayouts {
  /// The share of supplementary items and decorations made broken.
  static let brokenSupplementaryShare = 0.004
  /// The share of new kinds that reuse an earlier one (often a duplicate-kind error).
  static let reusedKindShare = 0.01

  /// Up to three boundary items for the layout itself, now and then an invalid one or a
  /// repeated kind (both reported and dropped).
  mutating func makeLayoutBoundaryItems() -> [LayoutBoundarySupplementaryItem] {
    guard withSupplementaries, chance(0.35) else { return [] }
    features.insert(.layoutBoundarySupplementaryItem)
    recipe.append("layout boundary items:")
    var items: [LayoutBoundarySupplementaryItem] = []
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      var item = makeBoundaryItem(indent: "  ")
      if let earlier = items.last, chance(0.02) {
        features.insert(.invalidInput)
        item.elementKind = earlier.elementKind
        recipe.append("    ! kind repeats \(earlier.elementKind)")
      }
      items.append(item)
    }
    return items
  }

  /// Gives `section` boundary items, decorations and span settings, about half the time.
  mutating func addSupplementaries(to section: inout LayoutSection) {
    guard withSupplementaries else { return }
    if chance(0.6) {
      features.insert(.boundarySupplementaryItem)
      section.boundarySupplementaryItems = (0..<Int.random(in: 1...3, using: &random)).map {
        _ in makeBoundaryItem(indent: "  ")
      }
      section.supplementariesFollowContentInsets = chance(0.75)
      section.supplementaryContentInsetsReference =
        chance(0.7) ? .automatic : pick(ContentInsetsReference.allCases)
      if !section.supplementariesFollowContentInsets
        || section.supplementaryContentInsetsReference != .automatic
      {
        features.insert(.supplementarySpanSettings)
      }
      recipe.append(
        "  supplementaries follow insets \(section.supplementariesFollowContentInsets), "
          + "reference \(section.supplementaryContentInsetsReference)")
    }
    if chance(0.4) {
      section.decorationItems = (0..<Int.random(in: 1...2, using: &random)).map { _ in
        makeDecoration()
      }
    }
  }

  /// Anchored items for an item (`onGroup` false) or a group, about a quarter of the time.
  mutating func maybeAnchoredItems(onGroup: Bool, depth: Int, indent: String)
    -> [LayoutSupplementaryItem]
  {
    guard withSupplementaries, chance(onGroup ? 0.2 : 0.3) else { return [] }
    if onGroup {
      features.insert(depth >= 2 ? .nestedGroupSupplementary : .groupSupplementary)
      recipe.append("\(indent)(the group's own badges)")
    } else {
      features.insert(.itemSupplementary)
    }
    return (0..<Int.random(in: 1...2, using: &random)).map { _ in
      makeAnchoredItem(indent: indent)
    }
  }

  /// Picks the decoration kinds the layout registers, now and then, leaving some out.
  mutating func maybeRegisteredDecorationKinds() -> Set<String>? {
    guard !decorationKinds.isEmpty, chance(0.15) else { return nil }
    let registered = Set(decorationKinds.filter { _ in chance(0.6) })
    if registered.count < Set(decorationKinds).count {
      features.insert(.unregisteredDecoration)
    }
    recipe.append("registered decoration kinds \(registered.sorted())")
    return registered
  }

  // MARK: - Elements

  private mutating func makeBoundaryItem(indent: String) -> LayoutBoundarySupplementaryItem {
    let cross = scrollAxis.cross
    var main: LayoutDimension
    switch Int.random(in: 0..<4, using: &random) {
    case 0: main = .absolute(points(10...80))
    case 1: main = estimated(20...60)
    case 2: main = fraction(of: scrollAxis, 0.02...0.15)
    default: main = fraction(of: cross, 0.05...0.2)
    }
    var across: LayoutDimension
    switch Int.random(in: 0..<4, using: &random) {
    case 0: across = fraction(of: cross, 1)
    case 1: across = fraction(of: cross, 0.2...1)
    case 2: across = .absolute(points(20...300))
    default: across = estimated(40...200)
    }
    if selfSizing {
      if chance(0.5) { main = estimated(20...60) }
      if chance(0.2) { across = estimated(40...200) }
    }
    var item = LayoutBoundarySupplementaryItem(
      size: sizeSpec(main: main, cross: across, along: scrollAxis),
      elementKind: newKind("boundary"), alignment: pick(LayoutRectAlignment.allCases),
      extendsBoundary: chance(0.7), pinToVisibleBounds: chance(0.3),
      zIndex: pick([1, 1, 2, 0, 5]))
    if chance(0.25) {
      features.insert(.boundaryItemOffset)
      item.absoluteOffset = LayoutPoint(x: points(-30...30), y: points(-30...30))
    }
    if item.pinToVisibleBounds { features.insert(.pinnedBoundaryItem) }
    if !item.extendsBoundary { features.insert(.nonExtendingBoundaryItem) }
    recipe.append(
      "\(indent)boundary \(item.elementKind) \(item.alignment) \(text(item.size)) "
        + "offset \(item.absoluteOffset) extends \(item.extendsBoundary) "
        + "pinned \(item.pinToVisibleBounds) z \(item.zIndex)")
    if chance(Self.brokenSupplementaryShare) {
      features.insert(.invalidInput)
      if chance(0.5) {
        item.size.height = pick([.absolute(.nan), .estimated(-5), .fractionalWidth(.infinity)])
      } else {
        item.absoluteOffset = pick([LayoutPoint(x: .nan, y: 0), LayoutPoint(x: 3, y: .infinity)])
      }
      recipe.append("\(indent)  ! broken: \(text(item.size)) offset \(item.absoluteOffset)")
    }
    if selfSizing {
      boundaryItemSizes[item.elementKind] = item.size
      boundaryItemSections[item.elementKind] = planIndex
    }
    return item
  }

  private mutating func makeAnchoredItem(indent: String) -> LayoutSupplementaryItem {
    func dimension(_ generator: inout RandomLayouts) -> LayoutDimension {
      switch Int.random(in: 0..<4, using: &generator.random) {
      case 0: .absolute(generator.points(4...40))
      case 1: .fractionalWidth(generator.points(0.1...0.6))
      case 2: .fractionalHeight(generator.points(0.1...0.6))
      default: generator.estimated(8...30)
      }
    }
    var item = LayoutSupplementaryItem(
      size: LayoutSizeSpec(width: dimension(&self), height: dimension(&self)),
      elementKind: newKind("badge"), containerAnchor: makeAnchor(),
      zIndex: pick([1, 1, 1, 2, 0, -1]))
    if chance(0.4) {
      features.insert(.itemAnchor)
      item.itemAnchor = makeAnchor()
    }
    recipe.append(
      "\(indent)  badge \(item.elementKind) \(text(item.size)) at \(text(item.containerAnchor)) "
        + "item anchor \(item.itemAnchor.map(text) ?? "none") z \(item.zIndex)")
    if chance(Self.brokenSupplementaryShare) {
      features.insert(.invalidInput)
      if chance(0.5) {
        item.size.width = pick([.absolute(-1), .fractionalHeight(.nan)])
      } else {
        item.containerAnchor.offset = pick([
          .absolute(LayoutPoint(x: 0, y: .nan)), .fractional(LayoutPoint(x: .infinity, y: 1)),
        ])
      }
      recipe.append(
        "\(indent)    ! broken: \(text(item.size)) at \(text(item.containerAnchor))")
    }
    return item
  }

  private mutating func makeAnchor() -> LayoutAnchor {
    let edges = LayoutEdges(rawValue: UInt8.random(in: 0...15, using: &random))
    if edges.isSuperset(of: [.leading, .trailing]) || edges.isSuperset(of: [.top, .bottom]) {
      features.insert(.contradictoryAnchorEdges)
    }
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      return LayoutAnchor(
        edges: edges, offset: .absolute(LayoutPoint(x: points(-20...20), y: points(-20...20))))
    case 1:
      features.insert(.fractionalAnchorOffset)
      return LayoutAnchor(
        edges: edges, offset: .fractional(LayoutPoint(x: points(-1...1), y: points(-1...1))))
    default:
      return LayoutAnchor(edges: edges)
    }
  }

  private mutating func makeDecoration() -> LayoutDecorationItem {
    features.insert(.decoration)
    var decoration = LayoutDecorationItem.background(elementKind: newKind("background"))
    decorationKinds.append(decoration.elementKind)
    if chance(0.4) {
      features.insert(.decorationInsets)
      decoration.contentInsets = LayoutDirectionalInsets(
        top: points(-8...24), leading: points(-8...24), bottom: points(-8...24),
        trailing: points(-8...24))
    }
    if chance(0.3) { decoration.zIndex = pick([-2, 0, 1, 3]) }
    if chance(Self.brokenSupplementaryShare) {
      features.insert(.invalidInput)
      decoration.contentInsets.trailing = .nan
    }
    recipe.append(
      "  decoration \(decoration.elementKind) insets \(text(decoration.contentInsets)) "
        + "z \(decoration.zIndex)")
    return decoration
  }

  /// A kind not used before in the layout, or now and then an earlier one.
  private mutating func newKind(_ prefix: String) -> String {
    let earlier = supplementaryKinds + decorationKinds
    if !earlier.isEmpty, chance(Self.reusedKindShare) {
      features.insert(.reusedElementKind)
      return pick(earlier)
    }
    let kind = "\(prefix)\(earlier.count)"
    if prefix != "background" { supplementaryKinds.append(kind) }
    return kind
  }

  private func text(_ anchor: LayoutAnchor) -> String {
    let names: [(LayoutEdges, String)] = [
      (.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
    ]
    let edges = names.filter { anchor.edges.contains($0.0) }.map(\.1)
    return "[\(edges.joined(separator: ", "))] \(anchor.offset)"
  }
}
