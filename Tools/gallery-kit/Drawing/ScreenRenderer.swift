#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// Draws a screen's collection view into a ``Canvas``: what its layout places in the
/// visible rect (decorations, then cells and supplementary views by `zIndex`, then list
/// separators), each with the content of the view the data source configured for it.
///
/// - List rows (cells with a content configuration) show their indentation, image, text,
///   secondary text and accessories (`›` disclosure, `▸`/`▾` outline disclosure, `✓`). A
///   custom cell with a `UIListContentView` shows that view's configuration so, its other
///   labels' text and images' glyphs before its accessories.
///   Table rows (a `UITableView` drawn) show theirs, or their labels'
///   text, with their accessory type (`ⓘ` for the detail button) or accessory view (a
///   ``TextAccessory``'s text).
/// - ``TextCell``s are coloured boxes with their label. Cells built of plain views (the
///   sample's, read as a ``ViewContent``) are boxes of their colour with their labels' text,
///   outlined in their layer's border colour (`╭` corners where it rounds them), or, with no
///   colour, rows of that text and their images' glyphs (`›` for a chevron); other cells
///   boxes with their item.
/// - Headers, footers (a table's section titles too) and other supplementary views show
///   their text on a shaded line; a view whose label is centred (a badge) shows it centred
///   on its colour; a hidden view shows nothing.
/// - Background decorations are shaded with `░`; separators are `─` lines where nothing is
///   drawn.
/// - The selection is blue, the focused item inverse, an open swipe moves its row aside for
///   its actions; the orthogonal row Tab focused shows `◀`/`▶` where it has more to show.
///
/// Orthogonal rows and pinned headers come placed by the layout; everything is clipped to
/// the canvas.
public struct ScreenRenderer {
  /// Points per character.
  public var scale: GalleryScale

  /// A renderer at `scale`.
  public init(scale: GalleryScale) {
    self.scale = scale
  }

  /// A rectangle in characters.
  struct CharacterRect {
    var x: Int
    var y: Int
    var columns: Int
    var lines: Int
    /// The height in lines before rounding, which says how tall a row is meant to look
    /// whatever lines its edges rounded to.
    var height: Double
    var middle: Int { y + (lines - 1) / 2 }
  }

  /// Draws `screen`'s visible content into `canvas` from line `top`, clipped to the lines
  /// above the status line.
  ///
  /// - Complexity: O(v log v + the characters drawn) for v visible elements.
  public func draw(_ screen: Screen, into canvas: inout Canvas, top: Int) {
    let view = screen.view
    view.layoutIfNeeded()
    let bounds = view.bounds
    let origin = (x: Double(bounds.minX), y: Double(bounds.minY))
    var area = Canvas(
      width: canvas.width, height: max(canvas.height - GallerySession.chromeLines, 0))
    func rect(_ frame: CGRect) -> CharacterRect {
      let x0 = Self.characters((Double(frame.minX) - origin.x) / scale.pointsPerColumn)
      let x1 = Self.characters((Double(frame.maxX) - origin.x) / scale.pointsPerColumn)
      let y0 = Self.characters((Double(frame.minY) - origin.y) / scale.pointsPerLine)
      let y1 = Self.characters((Double(frame.maxY) - origin.y) / scale.pointsPerLine)
      return CharacterRect(
        x: x0, y: y0, columns: max(x1 - x0, 1), lines: max(y1 - y0, 1),
        height: Double(frame.height) / scale.pointsPerLine)
    }
    let cells = view.shownCells
    let all = view.drawnAttributes(in: bounds)
    let kinds = Set(all.compactMap(\.representedElementKind))
    var supplementaries: [String: [IndexPath: UICollectionReusableView]] = [:]
    for kind in kinds {
      supplementaries[kind] = view.shownSupplementaryViews(ofKind: kind)
    }
    let drawn = all.enumerated().sorted {
      ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
    }.map(\.element)
    var separators: [UICollectionViewLayoutAttributes] = []
    for attributes in drawn where !attributes.isHidden && attributes.alpha > 0 {
      switch attributes.representedElementCategory {
      case .decorationView:
        if attributes.representedElementKind?.contains("separator") == true {
          separators.append(attributes)
        } else {
          drawDecoration(rect(attributes.frame), into: &area)
        }
      case .cell:
        let indexPath = attributes.indexPath
        var frame = attributes.frame
        if let swipe = screen.revealedSwipe, Self.isRow(of: swipe, indexPath) {
          let content = swipe.contentFrame
          frame = CGRect(
            x: content.minX, y: content.minY, width: content.width, height: content.height)
        }
        drawCell(
          cells[indexPath], at: indexPath, in: rect(frame), screen: screen, into: &area)
        if let swipe = screen.revealedSwipe, Self.isRow(of: swipe, indexPath) {
          for (action, actionFrame) in zip(swipe.configuration.actions, swipe.actionFrames) {
            let box = rect(
              CGRect(
                x: actionFrame.minX, y: actionFrame.minY, width: actionFrame.width,
                height: actionFrame.height))
            let tone = action.style == .destructive ? Palette.destructive : Palette.action
            area.fill(x: box.x, y: box.y, columns: box.columns, lines: box.lines, background: tone)
            let title = action.title ?? action.imageName ?? ""
            area.write(
              title, x: box.x + max((box.columns - DisplayWidth.of(title)) / 2, 0), y: box.middle,
              limit: box.columns, foreground: Palette.onColor, style: .bold)
          }
        }
      case .supplementaryView:
        let kind = attributes.representedElementKind ?? ""
        drawSupplementary(
          supplementaries[kind]?[attributes.indexPath], in: rect(attributes.frame), into: &area)
      }
    }
    for separator in separators {
      let box = rect(separator.frame)
      // The line above the one the next row starts on, found by the same rounding, so the
      // separator keeps to its row whatever fraction of a line the rows are.
      let line =
        Self.characters((Double(separator.frame.maxY) - origin.y) / scale.pointsPerLine) - 1
      let columns = Canvas.span(box.x, box.columns, area.width)
      // A separator never crosses text: on a line a row's text took, it is left out.
      guard columns.allSatisfy({ area[$0, line].glyph == " " || area[$0, line].glyph == "─" })
      else { continue }
      for column in columns {
        var cell = area[column, line]
        cell.glyph = "─"
        cell.foreground = Palette.separator
        area[column, line] = cell
      }
    }
    if let row = screen.focusedRow, let collectionView = screen.collectionView {
      let offset = Double(collectionView.orthogonalScrollingOffset(inSection: row))
      let length = collectionView.orthogonalScrollingOffsetRange(inSection: row).map {
        Double($0.upperBound)
      }
      markFocusedRow(
        drawn.filter { $0.representedElementCategory == .cell && $0.indexPath.section == row }
          .map { rect($0.frame) }, before: offset > 0.5,
        after: length.map { offset < $0 - 0.5 } ?? false, into: &area)
    }
    for line in 0..<area.height {
      for column in 0..<area.width {
        canvas[column, line + top] = area[column, line]
      }
    }
  }

  /// A position in characters, rounded by `rule`, kept within ±100,000 (a frame far off
  /// screen, infinite or NaN lands off the canvas instead of trapping).
  static func characters(
    _ value: Double, rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
  ) -> Int {
    guard !value.isNaN else { return -100_000 }
    return Int(min(max(value.rounded(rule), -100_000), 100_000))
  }

  /// Whether `swipe` is of the row at `indexPath`.
  static func isRow(of swipe: ListSwipe, _ indexPath: IndexPath) -> Bool {
    swipe.indexPath.item == indexPath.item && swipe.indexPath.section == indexPath.section
  }

  /// Marks the orthogonal row Tab focused: `◀` and `▶` at the window's edges, level with
  /// the row, on the sides where it has more to show.
  private func markFocusedRow(
    _ boxes: [CharacterRect], before: Bool, after: Bool, into canvas: inout Canvas
  ) {
    guard let top = boxes.map(\.y).min(), let bottom = boxes.map({ $0.y + $0.lines }).max()
    else { return }
    let line = (top + bottom - 1) / 2
    if before {
      canvas.write("◀", x: 0, y: line, foreground: Palette.onColor, background: Palette.selection)
    }
    if after {
      canvas.write(
        "▶", x: canvas.width - 1, y: line, foreground: Palette.onColor,
        background: Palette.selection)
    }
  }

  private func drawDecoration(_ box: CharacterRect, into canvas: inout Canvas) {
    for line in Canvas.span(box.y, box.lines, canvas.height) {
      for column in Canvas.span(box.x, box.columns, canvas.width) {
        canvas[column, line] = CanvasCell(
          "░", foreground: Palette.decorationTexture, background: Palette.decoration)
      }
    }
  }

  private func drawCell(
    _ cell: UICollectionViewCell?, at indexPath: IndexPath, in box: CharacterRect,
    screen: Screen, into canvas: inout Canvas
  ) {
    let focused = screen.focusedItem == indexPath
    let selected = cell?.isSelected ?? false
    if let content = Self.content(of: cell) {
      let listCell = cell as? UICollectionViewListCell
      let indentation = listCell.map { Double($0.indentationWidth) * Double($0.indentationLevel) }
      drawRow(
        content, indentation: indentation ?? 0,
        accessories: Self.accessories(
          of: cell, expanded: screen.expansion(indexPath),
          editing: screen.collectionView?.isEditing ?? false), in: box,
        selected: selected, into: &canvas)
    } else if let text = cell as? TextCell {
      drawBox(
        label: text.label, tone: selected ? Palette.selection : text.tone, in: box, into: &canvas)
    } else if let shown = cell.flatMap(ViewContent.init(of:)) {
      if let fill = ScreenPicture.color(shown.fill) {
        // The layer's border colours the box's lines, and its corners round theirs.
        let border = shown.border.flatMap { ScreenPicture.color($0.color) }.map(Palette.nearest)
        drawBox(
          label: shown.text, tone: selected ? Palette.selection : Palette.nearest(fill),
          lines: border ?? Palette.onColor, rounded: shown.cornerRadius > 0, in: box,
          into: &canvas)
      } else {
        var content = UIListContentConfiguration.cell()
        content.text = shown.text
        drawRow(
          content, indentation: 0, accessories: shown.images.map(Self.symbol), in: box,
          selected: selected, into: &canvas)
      }
    } else {
      drawBox(
        label: "\(indexPath.item)", tone: selected ? Palette.selection : Palette.cell, in: box,
        into: &canvas)
    }
    if focused {
      canvas.addStyle(.inverse, x: box.x, y: box.y, columns: box.columns, lines: box.lines)
    }
  }

  /// What a row shows: its content configuration, a custom cell's list content view's (as
  /// the sample's `CustomListCell` shows its text), or for a table cell without one, its
  /// labels' text in the configuration of its style.
  static func content(of cell: UICollectionViewCell?) -> UIListContentConfiguration? {
    if let content = cell?.contentConfiguration as? UIListContentConfiguration { return content }
    if let content = cell.flatMap(listContentView(in:))?.configuration
      as? UIListContentConfiguration
    {
      return content
    }
    guard let tableCell = cell as? UITableViewCell,
      tableCell.textLabel?.text != nil || tableCell.detailTextLabel?.text != nil
    else { return nil }
    var content = tableCell.defaultContentConfiguration()
    content.text = tableCell.textLabel?.text
    content.secondaryText = tableCell.detailTextLabel?.text
    return content
  }

  /// The list content view a custom cell without a content configuration puts in its
  /// content view, beside views of its own.
  static func listContentView(in cell: UICollectionViewCell) -> UIListContentView? {
    guard cell.contentConfiguration == nil else { return nil }
    return cell.contentView.subviews.first { $0 is UIListContentView && !$0.isHidden }
      as? UIListContentView
  }

  /// What a custom cell shows beside its list content view, leading first: its other
  /// labels' text and its image views' glyphs (the sample's category name and icon).
  static func customViews(of cell: UICollectionViewCell?) -> [String] {
    guard let cell, listContentView(in: cell) != nil else { return [] }
    cell.contentView.layoutIfNeeded()
    return cell.contentView.subviews.filter { !($0 is UIListContentView) && !$0.isHidden }
      .sorted { $0.frame.minX < $1.frame.minX }
      .compactMap { view in
        if let text = (view as? UILabel)?.text, !text.isEmpty { return text }
        return (view as? UIImageView)?.image.map { symbol($0.name) }
      }
  }

  /// The glyphs of a row's trailing accessories, leading first: a custom cell's own views
  /// beside its list content view, then ``cellAccessories(of:expanded:editing:)``.
  static func accessories(of cell: UICollectionViewCell?, expanded: Bool?, editing: Bool)
    -> [String]
  {
    customViews(of: cell) + cellAccessories(of: cell, expanded: expanded, editing: editing)
  }

  /// The glyphs of a cell's own accessories, leading first: a list cell's accessories that
  /// show in the list's `editing` state, or a table cell's accessory view (its text, for a
  /// ``TextAccessory``) else its accessory type.
  static func cellAccessories(of cell: UICollectionViewCell?, expanded: Bool?, editing: Bool)
    -> [String]
  {
    if let tableCell = cell as? UITableViewCell {
      if let view = tableCell.accessoryView {
        return [(view as? TextAccessory)?.accessoryText ?? "•"]
      }
      switch tableCell.accessoryType {
      case .none: return []
      case .disclosureIndicator: return ["›"]
      case .detailDisclosureButton: return ["ⓘ", "›"]
      case .checkmark: return ["✓"]
      case .detailButton: return ["ⓘ"]
      }
    }
    let accessories = (cell as? UICollectionViewListCell)?.accessories ?? []
    return accessories.filter { $0.isDisplayed(editing: editing) }.map { accessory in
      switch accessory.core {
      case .disclosureIndicator: "›"
      case .outlineDisclosure: expanded == true ? "▾" : "▸"
      case .checkmark: "✓"
      case .delete: "⊖"
      case .insert: "⊕"
      case .reorder: "≡"
      case .multiselect: "○"
      case .detail: "ⓘ"
      case .label(let text): text
      case .custom(let name): symbol(name)
      case .popUpMenu: "⇅"
      }
    }
  }

  private func drawRow(
    _ content: UIListContentConfiguration, indentation points: Double, accessories: [String],
    in box: CharacterRect, selected: Bool, into canvas: inout Canvas
  ) {
    let background: UInt8? = selected ? Palette.selection : nil
    canvas.fill(x: box.x, y: box.y, columns: box.columns, lines: box.lines, background: background)
    let foreground: UInt8? = selected ? Palette.onColor : nil
    // Rows up to three and a half lines tall (a subtitle row is about 2.6) start their text
    // on their first line, so that rows of one height look alike whether their edges round
    // to two lines or three; taller rows centre it.
    let line = box.y + (box.height >= 3.5 ? (box.lines - 1) / 2 : 0)
    var x = box.x + 1 + Int((points / scale.pointsPerColumn).rounded())
    let end = box.x + box.columns - 1
    let trailing = accessories.map { " " + $0 }.joined()
    let trailingWidth = DisplayWidth.of(trailing)
    if !trailing.isEmpty {
      canvas.write(
        trailing, x: end - trailingWidth, y: line, foreground: foreground ?? Palette.secondary)
    }
    let limit = max(end - trailingWidth - x, 0)
    let header = content.core.style == .sidebarHeader
    if let image = content.image?.name {
      let glyph = Self.symbol(image)
      x = canvas.write(glyph + " ", x: x, y: line, limit: limit, foreground: foreground)
    }
    let room = max(end - trailingWidth - x, 0)
    let text = content.text ?? ""
    let after = canvas.write(
      text, x: x, y: line, limit: room, foreground: foreground, style: header ? .bold : [])
    guard let secondary = content.secondaryText else { return }
    switch content.core.secondaryTextPlacement {
    case .trailing:
      let width = DisplayWidth.of(secondary)
      let start = max(end - trailingWidth - width - 1, after + 1)
      canvas.write(
        secondary, x: start, y: line, limit: end - trailingWidth - start,
        foreground: foreground ?? Palette.secondary)
    case .below:
      if box.height >= 2.5 {
        // Below the text down to the row's last line, which its separator takes, as the
        // row's own text wraps on iOS.
        let below = max(box.y + box.lines - 2 - line, 1)
        for (offset, text) in DisplayWidth.lines(of: secondary, columns: room, lines: below)
          .enumerated()
        {
          canvas.write(
            text, x: x, y: line + 1 + offset, limit: room,
            foreground: foreground ?? Palette.secondary)
        }
      } else {
        canvas.write(
          "  " + secondary, x: after, y: line, limit: max(end - trailingWidth - after, 0),
          foreground: foreground ?? Palette.secondary)
      }
    }
  }

  /// A box of `tone` with `label` centred, outlined in `lines` (rounding its corners when
  /// `rounded`) where it is three characters each way, else marked at its leading edge.
  private func drawBox(
    label: String, tone: UInt8, lines: UInt8 = Palette.onColor, rounded: Bool = false,
    in box: CharacterRect, into canvas: inout Canvas
  ) {
    canvas.fill(x: box.x, y: box.y, columns: box.columns, lines: box.lines, background: tone)
    if box.columns >= 3, box.lines >= 3 {
      let right = box.x + box.columns - 1
      let bottom = box.y + box.lines - 1
      for column in box.x + 1..<right {
        canvas.write("─", x: column, y: box.y, foreground: lines)
        canvas.write("─", x: column, y: bottom, foreground: lines)
      }
      for line in box.y + 1..<bottom {
        canvas.write("│", x: box.x, y: line, foreground: lines)
        canvas.write("│", x: right, y: line, foreground: lines)
      }
      let corners = rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
      canvas.write(corners[0], x: box.x, y: box.y, foreground: lines)
      canvas.write(corners[1], x: right, y: box.y, foreground: lines)
      canvas.write(corners[2], x: box.x, y: bottom, foreground: lines)
      canvas.write(corners[3], x: right, y: bottom, foreground: lines)
    } else if box.columns >= 2 {
      canvas.write("▏", x: box.x, y: box.middle, foreground: lines)
    }
    let inner = box.columns >= 3 ? box.columns - 2 : box.columns
    let width = min(DisplayWidth.of(label), inner)
    canvas.write(
      label, x: box.x + (box.columns - width) / 2, y: box.middle, limit: inner,
      foreground: Palette.onColor, style: .bold)
  }

  private func drawSupplementary(
    _ view: UICollectionReusableView?, in box: CharacterRect, into canvas: inout Canvas
  ) {
    if view?.isHidden == true { return }
    switch view {
    case let title as UITableViewHeaderFooterView:
      drawHeader(
        (title.contentConfiguration as? UIListContentConfiguration)?.text ?? title.textLabel?.text
          ?? "", in: box, into: &canvas)
    case let cell as UICollectionViewCell where cell.contentConfiguration != nil:
      drawHeader(
        (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? "", in: box,
        into: &canvas)
    default:
      guard let shown = view.flatMap(ViewContent.init(of:)) else {
        drawHeader("", in: box, into: &canvas)
        return
      }
      if shown.isCentred {
        drawBadge(
          shown.text, tone: ScreenPicture.color(shown.fill).map(Palette.nearest) ?? Palette.badge,
          in: box, into: &canvas)
      } else {
        drawHeader(shown.text, in: box, into: &canvas)
      }
    }
  }

  /// A badge: `text` centred on a line of `tone` as wide as the view, or the text.
  private func drawBadge(
    _ text: String, tone: UInt8, in box: CharacterRect, into canvas: inout Canvas
  ) {
    let width = max(box.columns, DisplayWidth.of(text))
    canvas.fill(x: box.x, y: box.middle, columns: width, lines: 1, background: tone)
    canvas.write(
      text, x: box.x + (width - DisplayWidth.of(text)) / 2, y: box.middle,
      foreground: Palette.onColor, style: .bold)
  }

  private func drawHeader(_ text: String, in box: CharacterRect, into canvas: inout Canvas) {
    canvas.fill(
      x: box.x, y: box.y, columns: box.columns, lines: box.lines, background: Palette.header)
    canvas.write(
      text, x: box.x + 1, y: box.middle, limit: max(box.columns - 2, 0),
      foreground: Palette.onColor, style: .bold)
  }

  /// A glyph for an image name: the name itself when it is a symbol or emoji, a look-alike
  /// for the SF Symbols names the examples use, `•` otherwise.
  static func symbol(_ name: String) -> String {
    if let first = name.unicodeScalars.first, first.value > 0x7F { return name }
    switch name {
    case "star", "star.fill": return "★"
    case "heart", "heart.fill": return "♥"
    case "folder", "folder.fill": return "▤"
    case "wifi": return "≋"
    case "lock", "lock.fill": return "⚿"
    case "checkmark": return "✓"
    case "chevron.right": return "›"
    case "chevron.left": return "‹"
    case "mountain", "mountain.2": return "▲"
    case "music.mic": return "♪"
    case "airplane": return "✈"
    case "cloud.rain": return "☂"
    case "snow": return "❄"
    default: return "•"
    }
  }
}
#endif
