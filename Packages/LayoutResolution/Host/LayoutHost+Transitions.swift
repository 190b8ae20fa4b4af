import LayoutGeometry

extension LayoutHost {
  /// Applies `update` as ``performBatchUpdates(_:itemCounts:)`` does, and animates it: the
  /// returned ``LayoutTransition`` runs from what was shown to the new layout, and becomes
  /// the host's ``transition`` (rule 21d). The host is at the end state at once; only what is
  /// drawn (``displayedAttributes``) moves, as ``advanceTransition(by:)`` runs it.
  ///
  /// A transition already running is interrupted: the new one starts from what it showed at
  /// that moment, never from a jump.
  ///
  /// ```swift
  /// var update = LayoutUpdate()
  /// update.deletedItems = [LayoutIndexPath(item: 0, section: 0)]
  /// try host.performBatchUpdates(update, itemCounts: [99], animation: .batchUpdates)
  /// host.advanceTransition(by: 0.15)
  /// host.displayedAttributes  // row 1 halfway up to where row 0 was, row 0 half faded
  /// ```
  ///
  /// - Throws: ``LayoutUpdateError`` as ``performBatchUpdates(_:itemCounts:)``; then nothing
  ///   changes, the running transition neither.
  /// - Complexity: that of ``performBatchUpdates(_:itemCounts:)``, plus O(e) for the e
  ///   elements shown before and visible after (each mapped in O(log c) for c changes in its
  ///   section, and looked up in the other layout when it moves out of or into view), plus
  ///   the visible-items handlers of both ends.
  @discardableResult
  public func performBatchUpdates(
    _ update: LayoutUpdate, itemCounts: [Int], animation: TransitionTiming
  ) throws(LayoutUpdateError) -> LayoutTransition {
    let start = transitionStart()
    let plan = try applyBatchUpdates(update, itemCounts: itemCounts)
    return beginTransition(from: start, mapping: ElementMapping(plan), timing: animation)
  }

  /// Shows `layout`, animated from the current one: UIKit's
  /// `setCollectionViewLayout(_:animated:)`. Every element keeps its identity and runs to
  /// its new attributes; see ``performBatchUpdates(_:itemCounts:animation:)``.
  ///
  /// - Complexity: a layout pass, plus O(e) for the e elements shown before and visible
  ///   after.
  @discardableResult
  public func setLayout(_ layout: CollectionLayout, animation: TransitionTiming)
    -> LayoutTransition
  {
    let start = transitionStart()
    self.layout = layout
    return beginTransition(from: start, mapping: .identity, timing: animation)
  }

  /// Takes `size`, animated: a rotation or a window resize. Every element keeps its identity
  /// and runs to its new attributes, and the content offset to the anchored one (rule 21b).
  ///
  /// - Complexity: a layout pass, plus O(e) for the e elements shown before and visible
  ///   after.
  @discardableResult
  public func setSize(_ size: LayoutSize, animation: TransitionTiming) -> LayoutTransition {
    let start = transitionStart()
    self.size = size
    return beginTransition(from: start, mapping: .identity, timing: animation)
  }

  /// Runs ``transition`` on by `seconds`, ending it at its end. Negative, NaN or infinite
  /// steps change nothing.
  ///
  /// - Complexity: O(1).
  public func advanceTransition(by seconds: Double) {
    guard let transition, seconds.isFinite, seconds > 0 else { return }
    transitionTime += seconds
    if transition.isFinished(at: transitionTime) {
      self.transition = nil
      transitionTime = 0
    }
  }

  /// What is drawn now: the running transition's elements at this moment, or the visible
  /// attributes (``visibleAttributes``) when none runs; an item moved interactively floats
  /// at the finger either way.
  ///
  /// - Complexity: that of ``LayoutTransition/attributes(at:)`` while a transition runs,
  ///   of ``visibleAttributes`` otherwise.
  public var displayedAttributes: [LayoutAttributes] {
    guard let transition else { return visibleAttributes }
    return showingMovingItem(transition.attributes(at: transitionTime))
  }

  /// The content offset drawn now: the running transition's at this moment, or
  /// ``contentOffset``.
  public var displayedContentOffset: LayoutPoint {
    transition?.contentOffset(at: transitionTime) ?? contentOffset
  }

  /// What is shown before a change: the visible attributes, with those of a running
  /// transition as it draws them now, and an item moved interactively at the finger.
  package func transitionStart() -> TransitionStart {
    let current = currentPass
    var shown = showingMovingItem(
      current.visibleAttributes(contentOffset: contentOffset, rowOffsets: rowOffsets))
    var leaving: [LayoutAttributes] = []
    var offset = contentOffset
    if let transition {
      offset = transition.contentOffset(at: transitionTime)
      var drawn: [LayoutElementID: LayoutAttributes] = [:]
      var order: [LayoutElementID] = []
      for (element, attributes) in zip(
        transition.elements, transition.attributes(at: transitionTime))
      {
        if element.role == .disappearing {
          leaving.append(attributes)
        } else {
          drawn[attributes.elementID] = attributes
          order.append(attributes.elementID)
        }
      }
      shown = shown.map { drawn.removeValue(forKey: $0.elementID) ?? $0 }
      shown += order.compactMap { drawn[$0] }
    }
    return TransitionStart(
      layout: current.layout, contentOffset: offset, rowOffsets: rowOffsets, shown: shown,
      leaving: leaving)
  }

  /// Makes the transition from `start` to the current state and runs it from its start.
  @discardableResult
  func beginTransition(
    from start: TransitionStart, mapping: ElementMapping, timing: TransitionTiming
  ) -> LayoutTransition {
    let made = makeTransition(from: start, mapping: mapping, timing: timing)
    transition = made.duration > 0 ? made : nil
    transitionTime = 0
    return made
  }

  /// The transition from `start` to the current state through `plan`'s identities, without
  /// running it: what an animated update makes, for measuring it on its own.
  package func makeTransition(
    from start: TransitionStart, plan: UpdatePlan, timing: TransitionTiming
  ) -> LayoutTransition {
    makeTransition(from: start, mapping: ElementMapping(plan), timing: timing)
  }

  /// The transition from `start` to the current state through `mapping`.
  private func makeTransition(
    from start: TransitionStart, mapping: ElementMapping, timing: TransitionTiming
  ) -> LayoutTransition {
    LayoutTransition.making(
      from: start, to: currentPass.layout, visible: visibleAttributes,
      contentOffset: contentOffset, rowOffsets: rowOffsets, mapping: mapping,
      overrides: transitionOverrides, timing: timing)
  }
}
