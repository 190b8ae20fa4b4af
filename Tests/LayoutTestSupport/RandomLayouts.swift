import LayoutGeometry
import LayoutResolution
import _LayoutInternals

/// Builds random layouts from a seed for differential tests: every group kind, nesting up to
/// three levels, spacing, edge spacing, insets, every dimension kind, orthogonal sections,
/// both scroll directions, both reading directions, partly filled last groups, and a small
/// share of broken inputs so that error handling is compared too. About half the layouts
/// also get supplementary items and decorations (`RandomLayouts+Supplementaries.swift`) and
/// a scroll position for pinning; the other half stay cell-only.
///
/// A share of the layouts self-size (`RandomLayouts+SelfSizing.swift`): estimated and
/// `uniformAcrossSiblings` dimensions are common in them, and they come with a list of
/// measured sizes to report to the host. Whether a layout self-sizes is drawn from a
/// generator of its own, so the other layouts are built exactly as before.
///
/// Lengths are kept in ranges that bound a group instance to a few thousand cells, so that
/// thousands of cases stay fast. Pixel snapping is on in one layout in twenty.
package struct RandomLayouts {
  /// Phones and tablets in both orientations.
  package static let deviceSizes: [LayoutSize] = [
    LayoutSize(width: 320, height: 568), LayoutSize(width: 375, height: 812),
    LayoutSize(width: 812, height: 375), LayoutSize(width: 768, height: 1024),
    LayoutSize(width: 1366, height: 1024), LayoutSize(width: 1024, height: 768),
  ]
  /// Small containers, where insets leave little or no room; used now and then.
  package static let smallSizes: [LayoutSize] = [
    LayoutSize(width: 200, height: 300), LayoutSize(width: 120, height: 90),
    LayoutSize(width: 32, height: 812),
  ]

  /// The share of sections (and of item counts) given a deliberately broken input.
  static let brokenShare = 0.015

  /// The seeded source of every choice.
  var random: SeededGenerator
  /// What the layout exercises so far.
  var features: Set<RandomLayoutFeature> = []
  /// How the layout was built so far, one element per line.
  var recipe: [String] = []
  /// The axis the layout scrolls along.
  var scrollAxis = LayoutAxis.vertical
  /// The host's size.
  var container = LayoutSize.zero
  /// Whether this layout gets supplementary items and decorations (about half do).
  var withSupplementaries = false
  /// The supplementary kinds the layout declares so far, in the order made.
  var supplementaryKinds: [String] = []
  /// The decoration kinds the layout declares so far, in the order made.
  var decorationKinds: [String] = []
  /// Whether this layout self-sizes: more estimated dimensions, and measured sizes.
  var selfSizing = false
  /// The size of each boundary item by kind, to report their estimates back now and then
  /// (self-sizing layouts only).
  var boundaryItemSizes: [String: LayoutSizeSpec] = [:]
  /// The section index whose provider plan is being made, if any.
  var planIndex: Int?
  /// The section index of each boundary item made by a provider plan, by kind.
  var boundaryItemSections: [String: Int] = [:]

  private init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  /// The case of `seed`; the same seed always gives the same case.
  package static func layoutCase(seed: UInt64) -> RandomLayoutCase {
    var generator = RandomLayouts(seed: seed)
    return generator.makeCase(seed: seed)
  }

  // MARK: - Layout

  private mutating func makeCase(seed: UInt64) -> RandomLayoutCase {
    var coin = SeededGenerator(seed: seed ^ 0x5E1F_512E)
    selfSizing = Double.random(in: 0..<1, using: &coin) < Self.selfSizingShare
    container = pick(chance(0.9) ? Self.deviceSizes : Self.smallSizes)
    scrollAxis = chance(0.3) ? .horizontal : .vertical
    if scrollAxis == .horizontal { features.insert(.horizontalScrolling) }
    let direction: ReadingDirection = chance(0.3) ? .rightToLeft : .leftToRight
    if direction == .rightToLeft { features.insert(.rightToLeft) }
    withSupplementaries = chance(0.5)
    let displayScale = chance(0.05) ? pick([1.0, 2, 3]) : 0
    if displayScale > 0 { features.insert(.pixelSnapping) }
    var configuration = LayoutConfiguration(
      scrollDirection: scrollAxis, interSectionSpacing: spacing(upTo: 30, negativeDownTo: -200),
      contentInsetsReference: pick(ContentInsetsReference.allCases))
    let referenceInsets = ReferenceInsets(
      safeArea: pick([
        .zero, LayoutDirectionalInsets(top: 47, bottom: 34),
        LayoutDirectionalInsets(leading: 44, bottom: 21, trailing: 44),
        LayoutDirectionalInsets(top: 20),
      ]),
      layoutMargins: pick([
        .zero, LayoutDirectionalInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
        LayoutDirectionalInsets(leading: 20, trailing: 20),
      ]))
    var itemCounts = (0..<Int.random(in: 1...4, using: &random)).map { _ in
      Int.random(in: 0...60, using: &random)
    }
    if chance(Self.brokenShare) {
      features.insert(.invalidInput)
      itemCounts[0] = -3
    }
    // Where the host scrolls to, as a share of the scrollable length (a little beyond both
    // ends now and then), so that pinned items are seen at every stage.
    let scrollPosition = points(-0.15...1.15)
    recipe.append(
      "container \(container), scroll \(scrollAxis), \(direction), "
        + "interSectionSpacing \(configuration.interSectionSpacing), "
        + "reference \(configuration.contentInsetsReference), display scale \(displayScale), "
        + "scroll position \(scrollPosition)")
    recipe.append(
      "safe area \(text(referenceInsets.safeArea)), margins \(text(referenceInsets.layoutMargins))"
    )
    recipe.append("item counts \(itemCounts)")
    configuration.boundarySupplementaryItems = makeLayoutBoundaryItems()

    var layout: CollectionLayout
    if chance(0.3) {
      recipe.append("every section:")
      layout = CollectionLayout(section: makeSection(), configuration: configuration)
    } else {
      features.insert(.sectionProvider)
      let plans = itemCounts.indices.map { index in makePlan(index: index) }
      layout = CollectionLayout(configuration: configuration) { index, environment in
        try plans[index].section(in: environment)
      }
    }
    layout.registeredDecorationKinds = maybeRegisteredDecorationKinds()
    let measurements = selfSizing ? makeMeasurements(itemCounts: itemCounts) : []
    return RandomLayoutCase(
      seed: seed, layout: layout, size: container, itemCounts: itemCounts,
      traits: LayoutTraits(readingDirection: direction, displayScale: displayScale),
      referenceInsets: referenceInsets, scrollPosition: scrollPosition,
      measurements: measurements, elementKinds: Set(supplementaryKinds + decorationKinds).sorted(),
      features: features,
      recipe: recipe)
  }

  private mutating func makePlan(index: Int) -> RandomSectionPlan {
    planIndex = index
    defer { planIndex = nil }
    if chance(Self.brokenShare) {
      features.insert(.invalidInput)
      let returnsNil = chance(0.5)
      recipe.append("section \(index): provider \(returnsNil ? "returns nil" : "throws")")
      return returnsNil ? .missing : .throwing
    }
    if chance(0.1) {
      features.insert(.environmentDependentSection)
      let columnWidth = points(60...300)
      recipe.append(
        "section \(index): columns of \(columnWidth) pt across the container's effective room")
      let section = makeSection()
      recipe.append("  columns of:")
      let item = makeSubitem(
        along: scrollAxis.cross, room: approximateSize(of: section.group.size, in: container),
        depth: 2)
      return .columns(section, item: item, columnWidth: columnWidth, across: scrollAxis.cross)
    }
    recipe.append("section \(index):")
    return .fixed(makeSection())
  }

  // MARK: - Sections and groups

  private mutating func makeSection() -> LayoutSection {
    let isOrthogonal = chance(0.25)
    let insets = maybeInsets(chanceOfInsets: 0.5, upTo: 24)
    let reference = chance(0.8) ? .automatic : pick(ContentInsetsReference.allCases)
    let spacing = spacing(upTo: 16, negativeDownTo: -300)
    let behaviour =
      isOrthogonal ? pick(OrthogonalScrollingBehavior.allCases.filter(\.isOrthogonal)) : .none
    if isOrthogonal { features.insert(.orthogonalSection) }
    if reference != .automatic { features.insert(.sectionInsetsReference) }
    recipe.append(
      "  insets \(text(insets)), reference \(reference), interGroupSpacing \(spacing), "
        + "orthogonal \(behaviour)")
    let cross = scrollAxis.cross
    var crossDimension: LayoutDimension
    switch Int.random(in: 0..<(isOrthogonal ? 2 : 4), using: &random) {
    case 0: crossDimension = isOrthogonal ? fraction(of: cross, 0.3...0.95) : fraction(of: cross, 1)
    case 1: crossDimension = .absolute(points(isOrthogonal ? 80...300 : 100...400))
    case 2: crossDimension = fraction(of: cross, 0.5...1)
    default: crossDimension = estimated(200...400)
    }
    var mainDimension: LayoutDimension
    switch Int.random(in: 0..<4, using: &random) {
    case 0: mainDimension = .absolute(points(30...240))
    case 1: mainDimension = fraction(of: cross, 0.1...0.5)
    case 2: mainDimension = fraction(of: scrollAxis, 0.05...0.4)
    default: mainDimension = estimated(44...200)
    }
    if selfSizing, chance(0.6) { mainDimension = selfSizingDimension(44...200) }
    if selfSizing, isOrthogonal, chance(0.5) { crossDimension = selfSizingDimension(80...300) }
    let size = sizeSpec(main: mainDimension, cross: crossDimension, along: scrollAxis)
    let insetsAcross =
      scrollAxis == .vertical ? insets.leading + insets.trailing : insets.top + insets.bottom
    let room = LayoutSize(
      main: container.length(along: scrollAxis),
      cross: container.length(along: cross) - insetsAcross, along: scrollAxis)
    let group =
      selfSizing && !isOrthogonal && !crossDimension.isEstimated && chance(0.15)
      ? makeFlowLine(size: size, room: approximateSize(of: size, in: room))
      : makeGroup(size: size, room: approximateSize(of: size, in: room), depth: 1, indent: "  ")
    var section = LayoutSection(
      group: group,
      contentInsets: insets,
      contentInsetsReference: reference, interGroupSpacing: spacing,
      orthogonalScrollingBehavior: behaviour)
    addSupplementaries(to: &section)
    if chance(Self.brokenShare) { breakSection(&section) }
    return section
  }

  /// A group of `size`, about `room` large, at nesting level `depth` (1 for a section's
  /// group).
  private mutating func makeGroup(
    size: LayoutSizeSpec, room: LayoutSize, depth: Int, indent: String
  ) -> LayoutGroup {
    let axis = pick(LayoutAxis.allCases)
    let spacing: LayoutSpacing?
    switch Int.random(in: 0..<5, using: &random) {
    case 0, 1: spacing = nil
    case 2, 3:
      features.insert(.fixedInterItemSpacing)
      spacing = .fixed(points(0...12))
    default:
      features.insert(.flexibleInterItemSpacing)
      spacing = .flexible(points(0...12))
    }
    let insets = maybeInsets(chanceOfInsets: 0.3, upTo: 10)
    let inner = LayoutSize(
      width: room.width - insets.leading - insets.trailing,
      height: room.height - insets.top - insets.bottom)
    if depth >= 2 { features.insert(.nestedGroup) }
    if depth >= 3 { features.insert(.deeplyNestedGroup) }
    let line = "\(indent)group \(text(size)) spacing \(text(spacing)) insets \(text(insets))"
    let arrangement: LayoutGroupArrangement
    switch Int.random(in: 0..<10, using: &random) {
    case 0, 1:
      features.insert(.customGroup)
      let frames = makeCustomFrames()
      let listed = frames.map { "\($0.frame) z \($0.zIndex)" }.joined(separator: ", ")
      recipe.append("\(line) custom, frames as fractions of the effective room: [\(listed)]")
      arrangement = Self.customArrangement(frames)
    case 2, 3, 4:
      features.insert(.repeatingGroup)
      let count = Int.random(in: 1...5, using: &random)
      recipe.append("\(line) \(axis) repeating × \(count)")
      let subitem = makeSubitem(along: axis, room: inner, depth: depth, indent: indent + "  ")
      arrangement = .repeating(axis: axis, subitem: subitem, count: count)
    default:
      features.insert(.sequenceGroup)
      recipe.append("\(line) \(axis) sequence")
      let subitems = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        makeSubitem(along: axis, room: inner, depth: depth, indent: indent + "  ")
      }
      arrangement = .sequence(axis: axis, subitems: subitems)
    }
    return LayoutGroup(
      size: size, arrangement: arrangement, interItemSpacing: spacing, contentInsets: insets,
      supplementaryItems: maybeAnchoredItems(onGroup: true, depth: depth, indent: indent))
  }

  /// A flow line of `size`, about `room` large (rule 21c): tags, one item estimated across
  /// the scroll axis, repeated in a sequence along it.
  private mutating func makeFlowLine(size: LayoutSizeSpec, room: LayoutSize) -> LayoutGroup {
    features.insert(.flowLine)
    let axis = scrollAxis.cross
    let spacing: LayoutSpacing = chance(0.7) ? .fixed(points(0...12)) : .flexible(points(0...12))
    let insets = maybeInsets(chanceOfInsets: 0.3, upTo: 10)
    let length = max(1, room.length(along: axis))
    let itemSize = sizeSpec(
      main: estimated((0.1...0.4).scaled(by: length)),
      cross: chance(0.5) ? estimated(20...60) : fraction(of: scrollAxis, 1), along: axis)
    var item = LayoutItem(size: itemSize, edgeSpacing: maybeEdgeSpacing())
    item.supplementaryItems = maybeAnchoredItems(onGroup: false, depth: 2, indent: "    ")
    recipe.append(
      "  group \(text(size)) spacing \(text(spacing)) insets \(text(insets)) \(axis) flow line")
    recipe.append(
      "    item \(text(itemSize)) edges \(item.edgeSpacing.map(text) ?? "none")")
    return LayoutGroup(
      size: size, arrangement: .sequence(axis: axis, subitems: [.item(item)]),
      interItemSpacing: spacing, contentInsets: insets)
  }

  /// A subitem of a group at `depth` laying out along `axis` in about `room`: an item, or
  /// above the third level sometimes a nested group.
  ///
  /// Lengths in points are drawn as shares of `room`, so that most subitems fit and most
  /// sections are valid.
  private mutating func makeSubitem(
    along axis: LayoutAxis, room: LayoutSize, depth: Int, indent: String = "    "
  ) -> LayoutSubitem {
    let isGroup = depth < 3 && chance(0.3)
    // A broken section's room may be NaN or infinite; its subitems never get laid out.
    func usable(_ length: Double) -> Double { length.isFinite ? max(1, length) : 100 }
    let length = usable(room.length(along: axis))
    let crossLength = usable(room.length(along: axis.cross))
    var mainDimension: LayoutDimension
    switch Int.random(in: 0..<5, using: &random) {
    case 0: mainDimension = fraction(of: axis, isGroup ? 0.25...1 : 0.1...1)
    case 1: mainDimension = fraction(of: axis, pick([0.2, 0.25, 1.0 / 3, 0.5, 1]))
    case 2: mainDimension = .absolute(points((isGroup ? 0.3...1 : 0.1...0.6).scaled(by: length)))
    case 3: mainDimension = estimated((0.1...0.6).scaled(by: length))
    default:
      // A fraction of the other axis, kept small so that it usually fits along this one.
      mainDimension =
        isGroup
        ? .absolute(points((0.3...0.7).scaled(by: length)))
        : fraction(of: axis.cross, 0.1...0.4)
    }
    var crossDimension: LayoutDimension
    switch Int.random(in: 0..<4, using: &random) {
    case 0: crossDimension = fraction(of: axis.cross, 1)
    case 1: crossDimension = fraction(of: axis.cross, 0.3...1)
    case 2: crossDimension = .absolute(points((0.3...1).scaled(by: crossLength)))
    default: crossDimension = estimated((0.3...1).scaled(by: crossLength))
    }
    if selfSizing {
      // Only leaf items are uniform: a nested group has no estimate of its own to share.
      if chance(0.5) {
        let range = (isGroup ? 0.3...0.7 : 0.1...0.6).scaled(by: length)
        mainDimension = isGroup ? estimated(range) : selfSizingDimension(range)
      }
      if chance(0.3) {
        let range = (0.3...1).scaled(by: crossLength)
        crossDimension = isGroup ? estimated(range) : selfSizingDimension(range)
      }
    }
    let size = sizeSpec(main: mainDimension, cross: crossDimension, along: axis)
    let edgeSpacing = maybeEdgeSpacing()
    if isGroup {
      var group = makeGroup(
        size: size, room: approximateSize(of: size, in: room), depth: depth + 1, indent: indent)
      group.edgeSpacing = edgeSpacing
      if let edgeSpacing { recipe.append("\(indent)  (group edges \(text(edgeSpacing)))") }
      return .group(group)
    }
    var item = LayoutItem(
      size: size, contentInsets: maybeInsets(chanceOfInsets: 0.4, upTo: 10),
      edgeSpacing: edgeSpacing)
    recipe.append(
      "\(indent)item \(text(size)) insets \(text(item.contentInsets)) "
        + "edges \(edgeSpacing.map(text) ?? "none")")
    item.supplementaryItems = maybeAnchoredItems(onGroup: false, depth: depth, indent: indent)
    return .item(item)
  }

  /// Up to four frames as fractions of a custom group's effective room; the provider scales
  /// them, so frames follow the group's size and insets.
  private mutating func makeCustomFrames() -> [LayoutCustomGroupItem] {
    (0..<Int.random(in: chance(0.02) ? 0...0 : 1...4, using: &random)).map { _ in
      let x = Double.random(in: 0...0.8, using: &random)
      let y = Double.random(in: 0...0.8, using: &random)
      return LayoutCustomGroupItem(
        frame: LayoutRect(
          x: x, y: y, width: Double.random(in: 0.05...(1.1 - x), using: &random),
          height: Double.random(in: 0.05...(1.1 - y), using: &random)),
        zIndex: Int.random(in: -1...3, using: &random))
    }
  }

  private static func customArrangement(_ fractions: [LayoutCustomGroupItem])
    -> LayoutGroupArrangement
  {
    .custom { environment in
      let room = environment.container.effectiveContentSize
      let insets = environment.container.effectiveContentInsets
      return fractions.map { item in
        LayoutCustomGroupItem(
          frame: LayoutRect(
            x: insets.leading + item.frame.minX * room.width,
            y: insets.top + item.frame.minY * room.height,
            width: item.frame.width * room.width, height: item.frame.height * room.height),
          zIndex: item.zIndex)
      }
    }
  }

  /// Gives the section one broken input, noted in the recipe.
  private mutating func breakSection(_ section: inout LayoutSection) {
    features.insert(.invalidInput)
    let axis = pick(LayoutAxis.allCases)
    let item = LayoutItem(size: fullSize)
    let breakage: String
    switch Int.random(in: 0..<10, using: &random) {
    case 0:
      let room = container.length(along: scrollAxis.cross)
      if scrollAxis == .vertical {
        section.contentInsets.leading = room / 2
        section.contentInsets.trailing = room / 2 + 1
      } else {
        section.contentInsets.top = room / 2
        section.contentInsets.bottom = room / 2 + 1
      }
      breakage = "insets leave no room: \(text(section.contentInsets))"
    case 1:
      let bad = pick([Double.nan, .infinity, -10])
      section.group.size.width = pick([.absolute(bad), .fractionalWidth(bad), .estimated(bad)])
      breakage = "group width \(section.group.size.width)"
    case 2:
      let count = pick([0, -1])
      section.group.arrangement = .repeating(axis: axis, subitem: .item(item), count: count)
      breakage = "repeating count \(count)"
    case 3:
      section.group.arrangement = .sequence(axis: axis, subitems: [])
      breakage = "empty subitems"
    case 4:
      section.group.interItemSpacing = pick([.fixed(.nan), .flexible(.infinity)])
      breakage = "interItemSpacing \(text(section.group.interItemSpacing))"
    case 5:
      let zero = LayoutItem(size: sizeSpec(main: .absolute(0), cross: .absolute(10), along: axis))
      section.group.arrangement = .sequence(axis: axis, subitems: [.item(zero)])
      section.group.interItemSpacing = nil
      breakage = "zero-length \(axis) items repeat without end"
    case 6:
      section.group.arrangement = .repeating(axis: axis, subitem: .item(item), count: 3)
      section.group.interItemSpacing = .fixed(5000)
      breakage = "spacing 5000 in a \(axis) repeating group of 3"
    case 7:
      let frame = pick([
        LayoutRect(x: 0, y: 0, width: -1, height: 10),
        LayoutRect(x: .nan, y: 0, width: 1, height: 1),
      ])
      section.group.arrangement = .custom { _ in [LayoutCustomGroupItem(frame: frame)] }
      breakage = "custom frame \(frame)"
    case 8:
      section.contentInsets.top = .nan
      breakage = "section top inset NaN"
    default:
      let huge = LayoutItem(
        size: sizeSpec(main: .absolute(100_000), cross: .absolute(10), along: axis))
      section.group.arrangement = .sequence(axis: axis, subitems: [.item(huge)])
      breakage = "a \(axis) item longer than its group"
    }
    recipe.append("  ! broken: \(breakage)")
  }

  // MARK: - Values

  /// A width × height filling the container.
  private var fullSize: LayoutSizeSpec {
    LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1))
  }

  func sizeSpec(main: LayoutDimension, cross: LayoutDimension, along axis: LayoutAxis)
    -> LayoutSizeSpec
  {
    axis == .horizontal
      ? LayoutSizeSpec(width: main, height: cross) : LayoutSizeSpec(width: cross, height: main)
  }

  /// About the size `spec` resolves to in `room`, to scale the lengths of its subitems.
  private func approximateSize(of spec: LayoutSizeSpec, in room: LayoutSize) -> LayoutSize {
    func length(_ dimension: LayoutDimension) -> Double {
      switch dimension {
      case .fractionalWidth(let fraction): fraction * room.width
      case .fractionalHeight(let fraction): fraction * room.height
      case .absolute(let points), .estimated(let points),
        .uniformAcrossSiblings(estimate: let points):
        points
      }
    }
    return LayoutSize(width: length(spec.width), height: length(spec.height))
  }

  /// A fraction of the container's length along `axis`, from `range`.
  mutating func fraction(of axis: LayoutAxis, _ range: ClosedRange<Double>)
    -> LayoutDimension
  {
    fraction(of: axis, Double.random(in: range, using: &random))
  }

  func fraction(of axis: LayoutAxis, _ value: Double) -> LayoutDimension {
    axis == .horizontal ? .fractionalWidth(value) : .fractionalHeight(value)
  }

  mutating func estimated(_ range: ClosedRange<Double>) -> LayoutDimension {
    features.insert(.estimatedDimension)
    return .estimated(points(range))
  }

  /// Quarter points, so that sums often land exactly on a group's length.
  mutating func points(_ range: ClosedRange<Double>) -> Double {
    (Double.random(in: range, using: &random) * 4).rounded() / 4
  }

  /// Spacing between groups or sections: often none, sometimes negative so that they
  /// overlap.
  private mutating func spacing(upTo limit: Double, negativeDownTo low: Double) -> Double {
    guard chance(0.5) else { return 0 }
    guard chance(0.1) else { return points(0...limit) }
    features.insert(.negativeSpacing)
    return points(low...0)
  }

  mutating func maybeInsets(chanceOfInsets: Double, upTo limit: Double)
    -> LayoutDirectionalInsets
  {
    guard chance(chanceOfInsets) else { return .zero }
    features.insert(.contentInsets)
    // A few negative insets grow the frame beyond the slot.
    let low = chance(0.1) ? -4.0 : 0
    return LayoutDirectionalInsets(
      top: points(low...limit), leading: points(low...limit), bottom: points(low...limit),
      trailing: points(low...limit))
  }

  private mutating func maybeEdgeSpacing() -> LayoutEdgeSpacing? {
    guard chance(0.2) else { return nil }
    var edges = LayoutEdgeSpacing()
    for side in [\LayoutEdgeSpacing.leading, \.top, \.trailing, \.bottom] {
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        features.insert(.fixedEdgeSpacing)
        edges[keyPath: side] = .fixed(points(0...8))
      case 1:
        features.insert(.flexibleEdgeSpacing)
        edges[keyPath: side] = .flexible(points(0...8))
      default: break
      }
    }
    return edges
  }

  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }

  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int.random(in: 0..<elements.count, using: &random)]
  }

  // MARK: - Recipe text

  func text(_ size: LayoutSizeSpec) -> String { "\(size.width) × \(size.height)" }

  func text(_ insets: LayoutDirectionalInsets) -> String {
    "(t \(insets.top) l \(insets.leading) b \(insets.bottom) tr \(insets.trailing))"
  }

  func text(_ spacing: LayoutSpacing?) -> String {
    spacing.map { "\($0)" } ?? "none"
  }

  func text(_ edges: LayoutEdgeSpacing) -> String {
    "(l \(text(edges.leading)) t \(text(edges.top)) tr \(text(edges.trailing)) "
      + "b \(text(edges.bottom)))"
  }
}

extension ClosedRange<Double> {
  /// The range with both bounds multiplied by `factor`.
  func scaled(by factor: Double) -> ClosedRange<Double> {
    lowerBound * factor...upperBound * factor
  }
}
