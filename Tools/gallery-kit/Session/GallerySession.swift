#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The gallery's state from key to key: the home screen, the example open on it, the window's
/// size, the help overlay. The terminal's run loop and headless runs drive it alike: keys in
/// (``handle(_:)``), time on (``advance(by:)``), a ``Canvas`` out (``draw()``).
///
/// Keys common to every screen:
///
/// - ↑/↓ move the focus to the previous or next item and scroll it into view, as arrow keys
///   move keyboard focus in a UIKit collection view;
/// - j/k scroll a step (two lines) with an animation; repeated faster than every 0.15 s they
///   fling with growing momentum, which decelerates and settles as UIScrollView's does;
/// - Page Up/Down scroll a page, Home/End to either end, the wheel flings;
/// - Tab focuses the next orthogonal section (Shift-Tab the previous), ←/→ fling it with
///   that section's resting behaviour; on a list row ← opens its trailing swipe actions
///   and → its leading ones (the other arrow closes them);
/// - Enter selects, expands or opens (on an open swipe: runs its first action);
/// - ? shows the keys, Esc goes back, q quits.
///
/// ```swift
/// let session = GallerySession(columns: 80, rows: 24, example: "grid")
/// session.handle(.pageDown)
/// session.settle()
/// print(session.draw().text)
/// ```
public final class GallerySession {
  /// The window's width in characters.
  public private(set) var columns: Int
  /// The window's height in characters.
  public private(set) var rows: Int
  /// Points per character.
  public let scale: GalleryScale
  /// The home screen.
  public let home: HomeScreen
  /// The example open, or `nil` on the home screen.
  public private(set) var example: Screen?
  /// Whether the help overlay shows.
  public private(set) var showsHelp = false
  /// Whether q asked to quit.
  public private(set) var wantsToQuit = false
  /// Simulated time since the session started, in seconds.
  public private(set) var time = 0.0

  /// Lines above and below the collection view: the title bar and the status line.
  static let chromeLines = 2
  /// The smallest window that shows a layout.
  public static let minimumSize = (columns: 20, rows: 10)
  /// The step of j and k, in lines.
  static let stepLines = 2.0
  /// The time between two repeats of a held key.
  static let keyRepeatInterval = 1.0 / 30
  /// Keys repeated within this many seconds count as held.
  static let holdInterval = 0.15

  /// A session in a window of `columns` × `rows` characters, on the home screen or, when
  /// `example` names one, on that example.
  public init(
    columns: Int, rows: Int, scale: GalleryScale = GalleryScale(), example: String? = nil
  ) {
    self.columns = columns
    self.rows = rows
    self.scale = scale
    let size = Self.viewSize(columns: columns, rows: rows, scale: scale)
    home = HomeScreen(size: size)
    if let example, let entry = ExampleCatalogue.example(named: example) {
      self.example = entry.make(size)
    }
  }

  /// The screen on top.
  public var screen: Screen { example ?? home }

  /// The collection view's size for a window.
  static func viewSize(columns: Int, rows: Int, scale: GalleryScale) -> CGSize {
    CGSize(
      width: Double(max(columns, 1)) * scale.pointsPerColumn,
      height: Double(max(rows - chromeLines, 1)) * scale.pointsPerLine)
  }

  // MARK: - Keys

  /// Handles one key.
  public func handle(_ key: Key) {
    if case .resize(let columns, let rows) = key {
      resize(columns: columns, rows: rows)
      return
    }
    if case .wait(let seconds) = key {
      advance(by: seconds)
      return
    }
    if case .held(let repeated, let times) = key {
      for _ in 0..<times {
        handle(repeated)
        advance(by: Self.keyRepeatInterval)
      }
      return
    }
    if showsHelp {
      showsHelp = false
      return
    }
    if screen.handle(key) { return }
    switch key {
    case .character("q"), .interrupt: wantsToQuit = true
    case .character("?"): showsHelp = true
    case .escape: back()
    case .up: moveFocus(by: -1)
    case .down: moveFocus(by: 1)
    case .character("j"): step(by: 1, key: key)
    case .character("k"): step(by: -1, key: key)
    case .pageDown: page(by: 1)
    case .pageUp: page(by: -1)
    case .home: scroll(toEnd: false)
    case .end: scroll(toEnd: true)
    case .wheelDown: fling(Self.wheelVelocity)
    case .wheelUp: fling(-Self.wheelVelocity)
    case .tab: focusRow(by: 1)
    case .backTab: focusRow(by: -1)
    case .left: horizontal(-1)
    case .right: horizontal(1)
    case .enter: enter()
    default: break
    }
  }

  /// The speed a wheel notch flings at, in points per second.
  static let wheelVelocity = 600.0
  /// The speed ← and → fling a row at, in points per second.
  static let rowVelocity = 700.0

  private func back() {
    if screen.revealedSwipe != nil {
      screen.revealedSwipe = nil
    } else if example != nil {
      example = nil
      home.view.frame.size = Self.viewSize(columns: columns, rows: rows, scale: scale)
    }
  }

  private func resize(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    let size = Self.viewSize(columns: columns, rows: rows, scale: scale)
    // A view controller's view holding the screen's view (``SampleScreen``) follows the
    // window too, so that its safe area stays the whole view.
    screen.view.superview?.frame = CGRect(origin: .zero, size: size)
    screen.view.frame = CGRect(origin: .zero, size: size)
    screen.revealedSwipe = nil
  }

  // MARK: - Time

  /// Runs scrolling, transitions and the example's timers on by `seconds`.
  public func advance(by seconds: Double) {
    guard seconds.isFinite, seconds > 0 else { return }
    time += seconds
    screen.advance(by: seconds)
    // The cells a timer's update brought are measured before the clock moves on, as UIKit
    // lays out before each frame.
    screen.view.layoutIfNeeded()
    screen.view.advance(by: seconds)
  }

  /// Whether the clock must run at the frame rate: something moves (a scroll, a transition,
  /// a timer's work), or a timer waits for its time (Insertion Sort's pause before fresh
  /// rows), which an idle loop's slower clock would draw out.
  public var isAnimating: Bool {
    isMoving || screen.isWaiting
  }

  /// Whether anything still moves: a scroll, a transition, a timer's work.
  private var isMoving: Bool {
    screen.isBusy || screen.view.isAnimating
  }

  /// Advances at 60 Hz until nothing moves, at most `limit` seconds: what a person waiting
  /// after a key sees. A timer that only waits (``Screen/isWaiting``) does not hold it, so a
  /// headless run ends on what the last key brought.
  public func settle(limit: Double = 30) {
    var waited = 0.0
    while isMoving, waited < limit {
      advance(by: 1.0 / 60)
      waited += 1.0 / 60
    }
  }

  // MARK: - Scrolling

  /// The range of the main offset: from the top inset to the end of the content.
  private func offsetRange() -> ClosedRange<Double> {
    let view = screen.view
    let inset = view.adjustedContentInset
    let lowest = -Double(inset.top)
    let highest = Double(view.contentSize.height + inset.bottom - view.bounds.height)
    return lowest...max(lowest, highest)
  }

  private func scrollMain(to y: Double) {
    let range = offsetRange()
    let target = min(max(y, range.lowerBound), range.upperBound)
    let view = screen.view
    view.layoutIfNeeded()
    view.setContentOffset(CGPoint(x: view.contentOffset.x, y: target), animated: true)
  }

  /// Where the main scroll is going: the resting offset of a moving scroll, or the offset.
  private var targetOffset: Double {
    Double(screen.view.restingContentOffset.y)
  }

  private func step(by direction: Double, key: Key) {
    let held =
      screen.lastScrollKey.map { $0.key == key && time - $0.time < Self.holdInterval }
      ?? false
    let repeats = held ? (screen.lastScrollKey?.repeats ?? 0) + 1 : 0
    screen.lastScrollKey = (key, time, repeats)
    if repeats > 0 {
      fling(direction * Self.wheelVelocity * Double(min(repeats + 1, 8)))
    } else {
      scrollMain(to: targetOffset + direction * Self.stepLines * scale.pointsPerLine)
    }
  }

  private func page(by direction: Double) {
    let page = Double(screen.view.bounds.height) - scale.pointsPerLine
    scrollMain(to: targetOffset + direction * max(page, scale.pointsPerLine))
  }

  private func scroll(toEnd: Bool) {
    let range = offsetRange()
    scrollMain(to: toEnd ? range.upperBound : range.lowerBound)
  }

  /// Throws the content at `velocity` points per second: a drag of no distance, let go.
  private func fling(_ velocity: Double) {
    let view = screen.view
    view.layoutIfNeeded()
    view.drag(by: .zero)
    view.endDragging(withVelocity: CGPoint(x: 0, y: velocity / 1000))
  }

  // MARK: - Focus

  private func moveFocus(by delta: Int) {
    let view = screen.view
    screen.revealedSwipe = nil
    let visible = view.shownCells.keys.sorted()
    let next: IndexPath?
    if let current = screen.focusedItem, visible.contains(current) {
      next = neighbour(of: current, by: delta)
    } else {
      next = delta > 0 ? visible.first : visible.last
    }
    guard let next else { return }
    screen.focusedItem = next
    let isInRow = orthogonalSections.contains(next.section)
    screen.focusedRow = isInRow ? next.section : nil
    reveal(next)
  }

  /// The item `delta` places after `indexPath` in index order, across sections; `nil` past
  /// either end. An orthogonal row runs across the screen, so ↑/↓ leave it for the section
  /// above or below, as focus moves in space in UIKit, and enter a row at its first item;
  /// Tab and ←/→ move along it.
  private func neighbour(of indexPath: IndexPath, by delta: Int) -> IndexPath? {
    let view = screen.view
    let rows = orthogonalSections
    var section = indexPath.section
    let count = view.itemCount(inSection: section)
    var item = rows.contains(section) ? (delta > 0 ? count : -1) : indexPath.item + delta
    while section >= 0, section < view.numberOfSections {
      let count = view.itemCount(inSection: section)
      if item >= 0, item < count { return IndexPath(item: item, section: section) }
      section += delta
      guard section >= 0, section < view.numberOfSections else { return nil }
      item = delta > 0 || rows.contains(section) ? 0 : view.itemCount(inSection: section) - 1
    }
    return nil
  }

  /// Scrolls so that `indexPath` is in view: the least move, along the main axis and its
  /// orthogonal row.
  func reveal(_ indexPath: IndexPath) {
    let view = screen.view
    guard let frame = view.itemFrame(at: indexPath) else { return }
    let bounds = view.bounds
    var position: UICollectionView.ScrollPosition = []
    if frame.minY < bounds.minY {
      position.insert(.top)
    } else if frame.maxY > bounds.maxY {
      position.insert(.bottom)
    }
    if orthogonalSections.contains(indexPath.section) {
      position.insert(.centeredHorizontally)
    }
    guard !position.isEmpty else { return }
    view.layoutIfNeeded()
    view.scroll(toItemAt: indexPath, at: position)
  }

  /// The sections of the screen's collection view that scroll in rows of their own.
  private var orthogonalSections: [Int] {
    screen.collectionView?.orthogonalScrollingSections ?? []
  }

  private func focusRow(by delta: Int) {
    let sections = orthogonalSections
    guard !sections.isEmpty else { return }
    let next: Int
    if let current = screen.focusedRow, let index = sections.firstIndex(of: current) {
      next = sections[(index + delta + sections.count) % sections.count]
    } else {
      next = delta > 0 ? sections[0] : sections[sections.count - 1]
    }
    screen.focusedRow = next
    let view = screen.view
    if view.itemCount(inSection: next) > 0,
      let frame = view.itemFrame(at: IndexPath(item: 0, section: next)),
      frame.minY < view.bounds.minY || frame.maxY > view.bounds.maxY
    {
      view.layoutIfNeeded()
      view.scroll(toItemAt: IndexPath(item: 0, section: next), at: .centeredVertically)
    }
  }

  private func horizontal(_ direction: Double) {
    if let row = screen.focusedRow, let collectionView = screen.collectionView {
      // A flick along the row: a drag of no distance, let go.
      collectionView.layoutIfNeeded()
      collectionView.dragOrthogonalSection(row, by: 0)
      collectionView.endDraggingOrthogonalSection(
        row, withVelocity: direction * Self.rowVelocity / 1000)
      return
    }
    guard let item = screen.focusedItem, let layout = screen.collectionView?.collectionViewLayout
    else { return }
    let edge: SwipeEdge = direction < 0 ? .trailing : .leading
    if let open = screen.revealedSwipe, open.edge != edge {
      screen.revealedSwipe = nil
      return
    }
    // Swiped as far as its actions reach: the row rests open (ListSwipe.restingDistance).
    screen.revealedSwipe = layout.swipe(ofItemAt: item, from: edge, distance: 0).map { swipe in
      var open = swipe
      open.distance = swipe.revealWidth
      return open
    }
  }

  private func enter() {
    if let swipe = screen.revealedSwipe, let layout = screen.collectionView?.collectionViewLayout {
      let index = IndexPath(item: swipe.indexPath.item, section: swipe.indexPath.section)
      screen.revealedSwipe = nil
      let actions =
        swipe.edge == .trailing
        ? layout.trailingSwipeActionsConfiguration(forItemAt: index)
        : layout.leadingSwipeActionsConfiguration(forItemAt: index)
      actions?.actions.first?.perform { _ in }
      return
    }
    guard let item = screen.focusedItem else { return }
    switch screen.select(item) {
    case .none: break
    case .open(let slug):
      guard let entry = ExampleCatalogue.example(named: slug) else { return }
      example = entry.make(Self.viewSize(columns: columns, rows: rows, scale: scale))
    }
  }

  // MARK: - Drawing

  /// The frame the window shows now.
  ///
  /// - Complexity: O(columns × rows + visible elements).
  public func draw() -> Canvas {
    var canvas = Canvas(width: columns, height: rows)
    guard columns >= Self.minimumSize.columns, rows >= Self.minimumSize.rows else {
      let message =
        "Window too small: \(Self.minimumSize.columns) × \(Self.minimumSize.rows) at least"
      var line = 0
      var words = message.split(separator: " ")[...]
      while !words.isEmpty, line < rows {
        var text = ""
        while let word = words.first, DisplayWidth.of(text) + word.count + 1 <= max(columns, 1) {
          text += (text.isEmpty ? "" : " ") + word
          words.removeFirst()
        }
        if text.isEmpty, let word = words.popFirst() { text = String(word) }
        canvas.write(text, x: 0, y: line)
        line += 1
      }
      return canvas
    }
    ScreenRenderer(scale: scale).draw(screen, into: &canvas, top: 1)
    drawTitle(into: &canvas)
    drawStatus(into: &canvas)
    if showsHelp { HelpOverlay.draw(into: &canvas, hints: screen.hints) }
    return canvas
  }

  private func drawTitle(into canvas: inout Canvas) {
    canvas.fill(x: 0, y: 0, columns: columns, lines: 1, background: Palette.titleBar)
    let path = example.map { "Gallery › \($0.title)" } ?? "Gallery"
    let hint = "? keys "
    canvas.write(
      " " + path, x: 0, y: 0, limit: max(columns - hint.count - 1, 0),
      foreground: Palette.onColor, background: Palette.titleBar, style: .bold)
    canvas.write(
      hint, x: columns - hint.count, y: 0, foreground: Palette.onColor,
      background: Palette.titleBar)
  }

  private func drawStatus(into canvas: inout Canvas) {
    let line = rows - 1
    if let field = screen.searchField {
      canvas.write(" Search: ", x: 0, y: line, style: .bold)
      let end = canvas.write(field, x: 9, y: line)
      if screen.isTyping { canvas.write("▏", x: end, y: line) }
      return
    }
    var status = example == nil ? " ↑↓ move  enter open  q quit" : " esc back"
    if let row = screen.focusedRow {
      let behavior = screen.collectionView?.orthogonalScrollingBehavior(inSection: row)
      status += "  row \(row)" + (behavior.map { " (\($0))" } ?? "") + ": ←→"
    }
    if !screen.hints.isEmpty { status += "  " + screen.hints }
    canvas.write(status, x: 0, y: line, foreground: Palette.secondary)
  }
}
#endif
