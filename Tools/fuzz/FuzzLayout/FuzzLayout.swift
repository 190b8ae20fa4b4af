import LayoutGeometry
import LayoutResolution

/// libFuzzer's entry point: one layout built from the input, then a sequence of queries,
/// measurements and updates on a host, each followed by the properties every layout keeps.
///
/// - Returns: 0; a broken property traps with a message naming it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, count: size)
  var fuzzCase = LayoutFuzzCase(input: &input)
  fuzzCase.run(input: &input)
  return 0
}

/// The most items a host may hold for the queries whose answers are checked item by item.
private let checkedItems = 400
/// The most elements a rect query may return before the harness stops looking (a layout
/// whose groups stand still meets all of them at once; that is its size, not a bug).
private let elementLimit = 2_000

/// A layout description, its item counts and a host, from fuzz input.
struct LayoutFuzzCase {
  var layout: CollectionLayout
  var itemCounts: [Int]
  var host: LayoutHost
  /// Element kinds used, to ask for supplementaries and decorations by kind.
  var kinds: [String] = []
  /// The operations so far, each described only if a property breaks: describing them
  /// every step took more time than the layout work.
  var trace: [() -> String] = []
  /// What the visible frames were last checked at; they are checked again only once it
  /// changes (checking the same screen again after a query or a refused call took a sixth
  /// of the harness's time).
  private var checkedScreen: Screen?

  init(input: inout FuzzInput) {
    // Most cases stay within ordinary counts and lengths, which run a few hundred times
    // faster; one in 32 reaches Int.max, 2⁴⁸, 10³⁰⁸ and the other edges.
    input.reachesEdges = input.byte() % 32 == 0
    var builder = LayoutBuilder()
    let configuration = LayoutConfiguration(
      scrollDirection: input.bool() ? .vertical : .horizontal,
      interSectionSpacing: input.below(4) == 0 ? input.length() : 0,
      boundarySupplementaryItems: input.below(4) == 0
        ? [builder.boundaryItem(&input)] : [])
    let sections = (0..<(1 + input.below(3))).map { _ in builder.section(&input) }
    layout = CollectionLayout(configuration: configuration) { index, _ in
      sections.isEmpty ? nil : sections[index % sections.count]
    }
    if input.below(8) == 0 { layout.registeredDecorationKinds = ["background"] }
    itemCounts = (0..<(1 + input.below(4))).map { _ in input.count() }
    let width = input.below(6) == 0 ? input.length() : input.pick([320.0, 375, 768, 1024])
    let height = input.below(6) == 0 ? input.length() : input.pick([568.0, 812, 1024])
    let size = LayoutSize(width: width, height: height)
    let traits = LayoutTraits(
      readingDirection: input.bool() ? .leftToRight : .rightToLeft,
      displayScale: input.pick([0, 1, 2, 3, input.length()]))
    host = LayoutHost(layout: layout, size: size, itemCounts: itemCounts, traits: traits)
    kinds = builder.kinds
    // A custom group's frames are in a closure, which prints as `(Function)`.
    let customFrames = builder.customFrames
    let counts = itemCounts
    trace.append {
      "configuration \(configuration), sections \(sections), custom frames \(customFrames), "
        + "item counts \(counts), size \(size), \(traits)"
    }
  }

  /// Up to 24 operations, each followed by the checks.
  mutating func run(input: inout FuzzInput) {
    check("after the first pass")
    for step in 0..<24 where !input.isExhausted {
      operate(&input)
      check("after step \(step)")
    }
  }

  private mutating func operate(_ input: inout FuzzInput) {
    switch input.below(12) {
    case 0:
      let offset = LayoutPoint(x: input.length(), y: input.length())
      host.contentOffset = offset
      trace.append { "contentOffset = \(offset)" }
    case 1:
      let (section, offset) = (input.below(4), input.length())
      host.rowOffsets[section] = offset
      trace.append { "rowOffsets[\(section)] = \(offset)" }
    case 2, 3:
      let size = LayoutSize(width: input.length(), height: input.length())
      let element = element(&input)
      let outcome = host.setPreferredSize(size, for: element)
      trace.append { "setPreferredSize(\(size), for: \(element)) \(outcome)" }
    case 4:
      let traits = LayoutTraits(
        readingDirection: input.bool() ? .leftToRight : .rightToLeft,
        displayScale: input.pick([0, 1, 3, input.length()]))
      host.traits = traits
      trace.append { "traits = \(traits)" }
    case 5:
      // What is visible is the layout's to say: groups that stand still put every item
      // on one screen, so the unbounded public queries run on small layouts only.
      guard totalItems <= elementLimit else { return }
      let answer = LayoutSize(width: input.length(), height: input.length())
      host.preferredSizeProvider = { _ in answer }
      host.measureVisibleElements(maximumRounds: input.pick([-1, 0, 1, 8]))
      _ = host.visibleAttributes
      trace.append { "measureVisibleElements answering \(answer)" }
    case 6:
      itemCounts = (0..<(1 + input.below(4))).map { _ in input.count() }
      host.itemCounts = itemCounts
      let counts = itemCounts
      trace.append { "itemCounts = \(counts)" }
    case 7:
      let size = LayoutSize(width: input.length(), height: input.length())
      host.size = size
      trace.append { "size = \(size)" }
    case 8:
      host.invalidateLayout()
      trace.append { "invalidateLayout()" }
    case 9:
      _ = host.attributesForSupplementaryElement(
        ofKind: kinds.isEmpty ? "header" : input.pick(kinds), at: indexPath(&input))
      _ = host.attributesForDecorationElement(ofKind: "background", at: indexPath(&input))
    default:
      let rect = LayoutRect(
        x: input.length(), y: input.length(), width: input.length(), height: input.length())
      trace.append { "query \(rect)" }
      checkRectQuery(rect)
    }
  }

  /// The items the host lays out, `Int.max` when they do not fit an `Int`.
  private var totalItems: Int {
    let solved = host.solvedLayout
    var total = 0
    for section in 0..<solved.numberOfSections {
      let (sum, overflow) = total.addingReportingOverflow(
        solved.numberOfItems(inSection: section) ?? 0)
      guard !overflow else { return .max }
      total = sum
    }
    return total
  }

  private func indexPath(_ input: inout FuzzInput) -> LayoutIndexPath {
    let section = input.below(5)
    let items = section < itemCounts.count ? itemCounts[section] : 0
    let item =
      switch input.below(4) {
      case 0: items &- 1
      case 1: input.count()
      default: items > 0 ? input.below(min(items, 1 << 16)) : 0
      }
    return LayoutIndexPath(item: item, section: section)
  }

  private func element(_ input: inout FuzzInput) -> LayoutElementID {
    let path = indexPath(&input)
    switch input.below(3) {
    case 0: return .supplementary(ofKind: kinds.isEmpty ? "header" : input.pick(kinds), at: path)
    case 1: return .decoration(ofKind: "background", at: path)
    default: return .cell(at: path)
    }
  }

  /// What led to `moment`, for the report of a broken property: the operations so far and
  /// the host's state.
  private func report(_ moment: String) -> String {
    let steps = trace.map { $0() }.joined(separator: "; ")
    return "\(moment): \(steps) (item counts \(itemCounts), size \(host.size), errors "
      + "\(host.errors))"
  }

  /// Properties that hold after every operation: the solved layout's invariants, a
  /// content size that is a number, and frames that are numbers in what is visible (once
  /// per screen).
  private mutating func check(_ step: @autoclosure () -> String) {
    var moment: String { report(step()) }
    do {
      try host.solvedLayout.checkInvariants()
    } catch {
      fatalError("invariant broken \(moment): \(error)")
    }
    let content = host.contentSize
    guard !content.width.isNaN, !content.height.isNaN else {
      fatalError("content size \(content) \(moment)")
    }
    let screen = Screen(host)
    guard screen != checkedScreen else { return }
    checkedScreen = screen
    guard
      let visible = host.solvedLayout.attributesForElements(
        in: host.visibleRect, contentOffset: host.contentOffset, rowOffsets: host.rowOffsets,
        limit: elementLimit)
    else { return }
    for attributes in visible where attributes.frame.hasNaN {
      fatalError("\(attributes) has a NaN frame \(moment)")
    }
  }

  /// A rect query agrees with per-item lookups: it returns the cells whose frame meets the
  /// rect, at the frames the lookups give. Queries decide on the solver's unsnapped frames
  /// (rule 25), so near the rect's edges a cell may go either way: every cell whose frame
  /// meets the rect a pixel smaller is returned (a snapped frame reaches at most half a
  /// pixel past the unsnapped one), and none whose frame misses it two pixels larger (its
  /// origin moves up to half a pixel and its floored length loses up to a whole one, so its
  /// far edge may fall a pixel and a half short: found by FuzzLayout at a scale of 1/1024,
  /// where an 864 pt cell became 0 pt tall). Without a display scale the margin is the
  /// rounding of the numbers involved: a right-to-left query mirrors the rect, and a rect
  /// 5 · 10⁻³²⁴ pt from the content's edge is at the edge once mirrored.
  private func checkRectQuery(_ rect: LayoutRect) {
    let solved = host.solvedLayout
    guard
      let found = solved.attributesForElements(
        in: rect, contentOffset: host.contentOffset, rowOffsets: host.rowOffsets,
        limit: elementLimit)
    else { return }
    guard totalItems <= checkedItems, !rect.hasNaN else { return }
    let scale = host.traits.displayScale
    let magnitude =
      [
        rect.minX, rect.maxX, rect.minY, rect.maxY, solved.contentSize.width,
        solved.contentSize.height,
      ].filter(\.isFinite).map(\.magnitude).max() ?? 0
    let pixel = max(scale > 0 && scale.isFinite ? 1 / scale : 0, 1e-12 * (1 + magnitude))
    let inner = LayoutRect(
      x: rect.minX + pixel, y: rect.minY + pixel, width: rect.width - 2 * pixel,
      height: rect.height - 2 * pixel)
    let outer = LayoutRect(
      x: rect.minX - 2 * pixel, y: rect.minY - 2 * pixel, width: rect.width + 4 * pixel,
      height: rect.height + 4 * pixel)
    var required: Set<LayoutIndexPath> = []
    var allowed: [LayoutIndexPath: LayoutRect] = [:]
    for section in 0..<solved.numberOfSections {
      for item in 0..<(solved.numberOfItems(inSection: section) ?? 0) {
        let path = LayoutIndexPath(item: item, section: section)
        guard let frame = solved.attributesForItem(at: path, rowOffsets: host.rowOffsets)?.frame
        else { fatalError("item \(path) of a laid-out section has no attributes") }
        if frame.intersects(outer) { allowed[path] = frame }
        if pixel == 0 ? frame.intersects(rect) : frame.intersects(inner) { required.insert(path) }
      }
    }
    var cells: [LayoutIndexPath: LayoutRect] = [:]
    for attributes in found where attributes.category == .cell {
      guard cells.updateValue(attributes.frame, forKey: attributes.indexPath) == nil else {
        fatalError("cell \(attributes.indexPath) returned twice for \(rect)")
      }
    }
    let missing = required.filter { cells[$0] == nil }.prefix(3)
    let extra = cells.keys.filter { allowed[$0] == nil }.prefix(3)
    let moved = cells.filter { path, frame in allowed[path].map { $0 != frame } ?? false }
    guard missing.isEmpty, extra.isEmpty, moved.isEmpty else {
      fatalError(
        "rect \(rect): missing \(Array(missing)), extra \(Array(extra)), moved "
          + "\(Array(moved.keys.prefix(3))) " + report("after"))
    }
  }
}

/// What a host's visible frames follow: the solved layout (its revision), the visible rect
/// and the orthogonal rows' offsets.
private struct Screen: Equatable {
  var revision: Int
  var rect: LayoutRect
  var rowOffsets: [Int: Double]

  init(_ host: LayoutHost) {
    (revision, rect, rowOffsets) = (host.revision, host.visibleRect, host.rowOffsets)
  }
}

extension LayoutRect {
  /// Whether any of the four numbers is NaN.
  fileprivate var hasNaN: Bool {
    minX.isNaN || minY.isNaN || width.isNaN || height.isNaN
  }
}

/// Builds the parts of a layout description from fuzz input.
struct LayoutBuilder {
  /// Element kinds made so far.
  var kinds: [String] = []
  /// The frames of each custom group made so far, for the report of a broken property.
  var customFrames: [[LayoutRect]] = []

  mutating func kind(_ input: inout FuzzInput) -> String {
    let kind = input.below(3) == 0 ? input.string() : input.pick(["header", "footer", "badge"])
    kinds.append(kind)
    return kind
  }

  func dimension(_ input: inout FuzzInput) -> LayoutDimension {
    switch input.below(6) {
    case 0: .absolute(input.length())
    case 1: .estimated(input.length())
    case 2: .fractionalHeight(input.fraction())
    case 3: .uniformAcrossSiblings(estimate: input.length())
    default: .fractionalWidth(input.fraction())
    }
  }

  func size(_ input: inout FuzzInput) -> LayoutSizeSpec {
    LayoutSizeSpec(width: dimension(&input), height: dimension(&input))
  }

  func insets(_ input: inout FuzzInput) -> LayoutDirectionalInsets {
    guard input.below(3) == 0 else { return .zero }
    return LayoutDirectionalInsets(
      top: input.length(), leading: input.length(), bottom: input.length(),
      trailing: input.length())
  }

  func spacing(_ input: inout FuzzInput) -> LayoutSpacing? {
    switch input.below(4) {
    case 0: .fixed(input.length())
    case 1: .flexible(input.length())
    default: nil
    }
  }

  mutating func anchored(_ input: inout FuzzInput) -> [LayoutSupplementaryItem] {
    guard input.below(4) == 0 else { return [] }
    let edges = LayoutEdges(rawValue: input.byte())
    return [
      LayoutSupplementaryItem(
        size: size(&input), elementKind: kind(&input),
        containerAnchor: LayoutAnchor(
          edges: edges,
          offset: input.bool()
            ? .absolute(LayoutPoint(x: input.length(), y: input.length()))
            : .fractional(LayoutPoint(x: input.fraction(), y: input.fraction()))),
        zIndex: Int(truncatingIfNeeded: input.word()))
    ]
  }

  mutating func item(_ input: inout FuzzInput) -> LayoutItem {
    let edgeSpacing =
      input.below(4) == 0
      ? LayoutEdgeSpacing(
        leading: spacing(&input), top: spacing(&input), trailing: spacing(&input),
        bottom: spacing(&input)) : nil
    return LayoutItem(
      size: size(&input), contentInsets: insets(&input), edgeSpacing: edgeSpacing,
      supplementaryItems: anchored(&input))
  }

  mutating func group(_ input: inout FuzzInput, depth: Int) -> LayoutGroup {
    let size = size(&input)
    let horizontal = input.bool()
    var group: LayoutGroup
    switch input.below(depth > 1 ? 3 : 4) {
    case 0:
      let count = input.count()
      let subitem: LayoutSubitem =
        depth < 2 && input.below(3) == 0
        ? .group(self.group(&input, depth: depth + 1)) : .item(item(&input))
      group =
        horizontal
        ? .horizontal(size: size, repeatingSubitem: subitem, count: count)
        : .vertical(size: size, repeatingSubitem: subitem, count: count)
    case 1:
      let frames = (0..<input.below(6)).map { _ in
        LayoutCustomGroupItem(
          frame: LayoutRect(
            x: input.length(), y: input.length(), width: input.length(),
            height: input.length()))
      }
      customFrames.append(frames.map(\.frame))
      group = .custom(size: size) { _ in frames }
    case 3:
      let subitems = (0..<input.below(3)).map { _ in
        LayoutSubitem.group(self.group(&input, depth: depth + 1))
      }
      group =
        horizontal
        ? .horizontal(size: size, subitems: subitems) : .vertical(size: size, subitems: subitems)
    default:
      let subitems = (0..<(1 + input.below(3))).map { _ in LayoutSubitem.item(item(&input)) }
      group =
        horizontal
        ? .horizontal(size: size, subitems: subitems) : .vertical(size: size, subitems: subitems)
    }
    group.interItemSpacing = spacing(&input)
    group.contentInsets = insets(&input)
    group.supplementaryItems = anchored(&input)
    return group
  }

  mutating func boundaryItem(_ input: inout FuzzInput) -> LayoutBoundarySupplementaryItem {
    LayoutBoundarySupplementaryItem(
      size: size(&input), elementKind: kind(&input),
      alignment: input.pick(LayoutRectAlignment.allCases),
      absoluteOffset: input.below(4) == 0
        ? LayoutPoint(x: input.length(), y: input.length()) : .zero,
      extendsBoundary: input.bool(), pinToVisibleBounds: input.bool(),
      zIndex: Int(truncatingIfNeeded: input.word()))
  }

  mutating func section(_ input: inout FuzzInput) -> LayoutSection {
    var section = LayoutSection(
      group: group(&input, depth: 0), contentInsets: insets(&input),
      interGroupSpacing: input.below(3) == 0 ? input.length() : Double(input.byte() % 16),
      orthogonalScrollingBehavior: input.pick(OrthogonalScrollingBehavior.allCases))
    section.boundarySupplementaryItems = (0..<input.below(3)).map { _ in boundaryItem(&input) }
    if input.below(3) == 0 {
      section.decorationItems = [
        LayoutDecorationItem(
          elementKind: "background", contentInsets: insets(&input),
          zIndex: Int(truncatingIfNeeded: input.word()))
      ]
    }
    section.supplementariesFollowContentInsets = input.bool()
    return section
  }
}
