import LayoutGeometry

extension LayoutHost {
  /// The insets the scroll range honours: ``contentInset``, plus the safe area along the
  /// scroll axis while ``adjustsContentInsetForSafeArea`` is set (UIKit's automatic content
  /// inset adjustment: at the start of the range the first item sits below a 47 pt top safe
  /// area, not under it). Across the scroll axis the safe area narrows the layout instead
  /// (rule 1).
  public var adjustedContentInset: LayoutInsets {
    guard adjustsContentInsetForSafeArea else { return contentInset }
    let safe = referenceInsets.safeArea.resolved(for: traits.readingDirection)
    var insets = contentInset
    switch layout.configuration.scrollDirection {
    case .vertical:
      insets.top += safe.top
      insets.bottom += safe.bottom
    case .horizontal:
      insets.left += safe.left
      insets.right += safe.right
    }
    return insets
  }

  /// The smallest offset the scroll range allows: minus the adjusted leading insets.
  ///
  /// - Complexity: That of ``contentSize``.
  public var minimumContentOffset: LayoutPoint {
    LayoutPoint(
      x: scrollGeometry(along: .horizontal).minimum,
      y: scrollGeometry(along: .vertical).minimum)
  }

  /// The largest offset the scroll range allows: the content's end plus the adjusted
  /// trailing insets, less the bounds; never below ``minimumContentOffset``.
  ///
  /// - Complexity: That of ``contentSize``.
  public var maximumContentOffset: LayoutPoint {
    LayoutPoint(
      x: scrollGeometry(along: .horizontal).maximum,
      y: scrollGeometry(along: .vertical).maximum)
  }

  /// `offset` brought into the scroll range, a NaN coordinate to the start of the range.
  ///
  /// ```swift
  /// host.clampedContentOffset(LayoutPoint(x: 0, y: 4000))  // (0, 1188) for 2,000 pt of content
  /// ```
  ///
  /// - Complexity: That of ``contentSize``.
  public func clampedContentOffset(_ offset: LayoutPoint) -> LayoutPoint {
    func clamp(_ value: Double, _ geometry: ScrollGeometry) -> Double {
      value.isNaN ? geometry.start : min(max(value, geometry.minimum), geometry.maximum)
    }
    return LayoutPoint(
      x: clamp(offset.x, scrollGeometry(along: .horizontal)),
      y: clamp(offset.y, scrollGeometry(along: .vertical)))
  }

  /// The scroll range along `axis` for the current state.
  func scrollGeometry(along axis: LayoutAxis) -> ScrollGeometry {
    geometry(of: solvedLayout, insets: adjustedContentInset, along: axis)
  }

  /// The scroll range along `axis` of a viewport with `layout`'s size and `insets`.
  func geometry(of layout: SolvedLayout, insets: LayoutInsets, along axis: LayoutAxis)
    -> ScrollGeometry
  {
    ScrollGeometry(
      axis: axis, readingDirection: layout.environment.traits.readingDirection,
      size: layout.environment.container.contentSize, insets: insets,
      contentSize: layout.contentSize)
  }

  /// What is visible in the solved layout, for ``restore(_:mapping:)`` after a change, with
  /// the scroll range it was solved with; `nil` when nothing valid is solved. Without
  /// `keepingItems` only the range is remembered: after a reload, index paths no longer name
  /// the same items. At the start of the range nothing else is needed: the start is kept.
  ///
  /// - Complexity: O(log sections per section and elements in a 64 pt band at the leading
  ///   edge of the viewport), or in the whole viewport when that band holds no cell; never
  ///   more than ``anchorSearchLimit`` elements per search, the band a sixteenth as long
  ///   while it holds more (rows of a millionth of a point), and at most ``anchorSearches``
  ///   searches.
  func captureAnchor(keepingItems: Bool = true) -> ContentAnchor? {
    guard isValid, let pass else { return nil }
    let solved = pass.layout
    let geometry = geometry(of: solved, insets: rangeInsets, along: solved.scrollAxis)
    let offset = storedOffset.coordinate(along: geometry.axis)
    let wasAtStart = geometry.isAtStart(offset)
    var candidates: [(indexPath: LayoutIndexPath, distance: Double)] = []
    if keepingItems, !wasAtStart {
      let viewport = LayoutRect(
        origin: storedOffset, size: solved.environment.container.contentSize)
      // The cells near the leading edge are enough: a band there first, the whole viewport
      // only when the band holds none.
      var bandLength = min(64, geometry.viewportLength)
      var searchedViewport = false
      for _ in 0..<Self.anchorSearches {
        let bandStart = geometry.isReversed ? geometry.viewportLength - bandLength : 0
        let band = LayoutRect(
          mainStart: viewport.minimum(along: geometry.axis) + bandStart, mainLength: bandLength,
          crossStart: viewport.minimum(along: geometry.axis.cross),
          crossLength: viewport.length(along: geometry.axis.cross), along: geometry.axis)
        anchorSearchCount += 1
        guard
          let elements = solved.attributesForElements(
            in: band, contentOffset: storedOffset, rowOffsets: rowOffsets,
            limit: Self.anchorSearchLimit)
        else {
          bandLength /= 16
          continue
        }
        candidates = elements.filter { $0.category == .cell }
          .map { (cell: $0, distance: geometry.leadingDistance(of: $0.frame, at: offset)) }
          .sorted {
            ($0.distance, $0.cell.frame.minimum(along: geometry.axis.cross), $0.cell.indexPath)
              < ($1.distance, $1.cell.frame.minimum(along: geometry.axis.cross), $1.cell.indexPath)
          }
          .prefix(8).map { ($0.cell.indexPath, $0.distance) }
        guard candidates.isEmpty, !searchedViewport else { break }
        bandLength = geometry.viewportLength
        searchedViewport = true
      }
    }
    return ContentAnchor(
      candidates: candidates, wasAtStart: wasAtStart, wasAtEnd: geometry.isAtEnd(offset))
  }

  /// The most elements one search for anchor candidates reads.
  static var anchorSearchLimit: Int { 4_096 }

  /// The most searches for anchor candidates: six bands each a sixteenth of the one before
  /// take the 64 pt band to 4 · 10⁻⁶ pt, which holds four rows of a millionth of a point,
  /// and the viewport may be searched once; a band that still holds more than
  /// ``anchorSearchLimit`` elements holds elements standing in one place, which no smaller
  /// band separates. Found by FuzzLayout: halving the band, 64 searches and then 24 of
  /// 4,096 elements each, at every measurement, were most of its time.
  static var anchorSearches: Int { 8 }

  /// Puts the visible content back as `anchor` saw it, `mapping` taking its cells to where
  /// they are now (`nil` for one that is gone or moved), applies ``contentOffsetAnchoring``,
  /// then clamps the offset to the scroll range.
  ///
  /// - Complexity: O(log sections) per candidate tried, plus O(log groups) in a section with
  ///   measured sizes, plus the custom rule's cost.
  func restore(_ anchor: ContentAnchor, mapping: (LayoutIndexPath) -> LayoutIndexPath?) {
    let solved = solvedLayout
    rangeInsets = adjustedContentInset
    let geometry = geometry(of: solved, insets: rangeInsets, along: solved.scrollAxis)
    var proposed = storedOffset
    if anchor.wasAtStart {
      proposed = proposed.replacing(geometry.start, along: geometry.axis)
    } else {
      for candidate in anchor.candidates {
        guard let now = mapping(candidate.indexPath),
          let frame = solved.attributesForItem(at: now, rowOffsets: rowOffsets)?.frame
        else { continue }
        proposed = proposed.replacing(
          geometry.offset(placing: frame, atLeadingDistance: candidate.distance),
          along: geometry.axis)
        break
      }
    }
    switch contentOffsetAnchoring {
    case .automatic:
      break
    case .end:
      if anchor.wasAtEnd { proposed = proposed.replacing(geometry.end, along: geometry.axis) }
    case .custom(let rule):
      proposed = rule(proposed)
    }
    // A custom rule's NaN, or a range that is not a number, leaves the offset where it was.
    let clamped = clampedContentOffset(proposed)
    if clamped.isFinite { storedOffset = clamped }
  }

  /// Keeps the visible content in place while the scroll range's insets change.
  func scrollRangeDidChange() {
    pass?.layout.pinningInsets = adjustedContentInset
    guard let anchor = captureAnchor() else { return }
    restore(anchor, mapping: { $0 })
  }
}

extension LayoutPoint {
  /// The point with its coordinate along `axis` replaced by `value`.
  func replacing(_ value: Double, along axis: LayoutAxis) -> LayoutPoint {
    axis == .horizontal ? LayoutPoint(x: value, y: y) : LayoutPoint(x: x, y: value)
  }
}
