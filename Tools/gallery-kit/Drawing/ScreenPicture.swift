#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutRendering
import UIKitCompat

/// A picture of what a screen shows, for `gallery --svg` and `--html`: the visible rect of
/// its collection or table view, each element drawn as the view the data source configured
/// for it (an ``ElementContent``), on the list's background.
///
/// - List rows and table rows show their content configuration (text, secondary text below
///   or trailing, the image as a glyph, accessories) in its fonts, colours and margins, on
///   their background configuration's colour; inset-grouped and sidebar rows round the
///   corners the layout rounds. A custom cell with a `UIListContentView` shows its views'
///   text at their frames: that view's configuration and its other labels wrapped as the
///   text model sized them (``placedTexts(of:)``), its accessories after them.
/// - ``TextCell``s are tiles of their colour with their label. Cells built of plain views
///   (the sample's, read as a ``ViewContent``) are tiles of their colour with their labels'
///   text in the label's font and colour, or, with no colour, rows of that text and their
///   images' glyphs, in their layer's corners and border; other cells grey tiles with their
///   item number.
/// - Headers and footers show their text (a plain view's in its label's font, on its
///   colour); a view whose label is centred (a badge) its text on a capsule of its colour; a
///   hidden view nothing.
/// - Background decorations are the sample's: light grey, a black border on 12 pt corners.
///   Separators are drawn in UIKit's separator colour.
/// - The selection shows through the background configuration (UIKit's colours for the
///   selected state), or in the tint colour for a tile.
///
/// The wireframe (`--wireframe`) is the core's picture of the whole content instead.
struct ScreenPicture {
  /// What the picture draws, ready for ``SVGRenderer`` or ``HTMLPageRenderer``.
  let snapshot: RenderedSnapshot

  /// The renderer palette of a screen picture: the standard one with UIKit's separator
  /// colour.
  static var palette: RenderPalette {
    var palette = RenderPalette.standard
    palette.separatorFill = RenderColor(systemColorNamed: "separator") ?? palette.separatorFill
    return palette
  }

  /// The picture of what `screen` shows now.
  ///
  /// - Complexity: O(v log v) for v visible elements.
  init(of screen: Screen) {
    let view = screen.view
    view.layoutIfNeeded()
    let attributes = view.drawnAttributes(in: view.bounds)
    let cells = view.shownCells
    var supplementaries: [String: [IndexPath: UICollectionReusableView]] = [:]
    for kind in Set(attributes.compactMap(\.representedElementKind)) {
      supplementaries[kind] = view.shownSupplementaryViews(ofKind: kind)
    }
    var contents: [ElementKey: ElementContent] = [:]
    for element in attributes {
      let content: ElementContent?
      switch element.representedElementCategory {
      case .cell:
        content = Self.content(ofCell: cells[element.indexPath], at: element.indexPath, in: screen)
      case .supplementaryView:
        let kind = element.representedElementKind ?? ""
        content = Self.content(ofSupplementary: supplementaries[kind]?[element.indexPath])
      case .decorationView:
        content =
          element.representedElementKind?.lowercased().contains("separator") == true
          ? nil : Self.sectionBackground
      }
      if let content { contents[ElementKey(element.core)] = content }
    }
    snapshot = RenderedSnapshot(
      width: Double(view.bounds.width), sectionProviders: [:], attributes: attributes.map(\.core),
      contents: contents, background: Self.background(of: view), canvas: view.core.visibleRect)
  }

  /// What a hidden view shows.
  private static let nothing: ElementContent = {
    var content = ElementContent(.background)
    content.fill = nil
    return content
  }()

  /// The sample's section background decoration: light grey, half transparent, with a 1 pt
  /// black border on 12 pt corners.
  private static let sectionBackground: ElementContent = {
    var content = ElementContent(.background)
    content.fill = color(UIColor.lightGray.withAlphaComponent(0.5))
    content.cornerRadius = 12
    content.borderColor = color(.black)
    content.borderWidth = 1
    return content
  }()

  /// The view's background colour, or the first list section's background when the view
  /// sets none (grouped lists are grey), or white.
  private static func background(of view: any ScreenView) -> RenderColor? {
    if let color = color(view.backgroundColor) { return color }
    guard let list = view.listConfiguration(ofSection: 0) else { return nil }
    if let color = color(list.backgroundColor) { return color }
    switch list.appearance {
    case .plain, .sidebarPlain: return nil
    default: return RenderColor(systemColorNamed: "systemGroupedBackground")
    }
  }

  /// What the cell at `indexPath` shows.
  private static func content(
    ofCell cell: UICollectionViewCell?, at indexPath: IndexPath, in screen: Screen
  ) -> ElementContent {
    let selected = cell?.isSelected ?? false
    if let configuration = ScreenRenderer.content(of: cell) {
      var row = self.row(configuration)
      let listCell = cell as? UICollectionViewListCell
      row.leadingInset +=
        listCell.map { Double($0.indentationWidth) * Double($0.indentationLevel) } ?? 0
      let expanded = screen.expansion(indexPath)
      let editing = screen.collectionView?.isEditing ?? false
      if let cell, ScreenRenderer.listContentView(in: cell) != nil {
        // A custom cell's views are drawn at their frames. Its content view spans the whole
        // cell (the accessories take no room from it headless), so the accessories go in
        // the content view's trailing margin, past the views its constraints end there.
        row = ElementContent(.row)
        row.placedTexts = placedTexts(of: cell)
        row.accessories = ScreenRenderer.cellAccessories(
          of: cell, expanded: expanded, editing: editing)
        row.trailingInset = 4
      } else {
        row.accessories = ScreenRenderer.accessories(
          of: cell, expanded: expanded, editing: editing)
      }
      let appearance = screen.view.listConfiguration(ofSection: indexPath.section)?.appearance
      let background =
        cell?.backgroundConfiguration
        ?? cell.map { Self.listBackground(appearance).updated(for: $0.configurationState) }
      row.fill = color(
        background?.resolvedBackgroundColor(for: .tintColor) ?? cell?.backgroundColor)
      if selected, appearance == .sidebar || appearance == .sidebarPlain {
        row.textColor = RenderColor(red: 0xff, green: 0xff, blue: 0xff)
      }
      let corners = screen.view.listRowCorners(at: indexPath)
      row.roundedCorners = [corners.roundsTop ? .top : [], corners.roundsBottom ? .bottom : []]
      row.cornerRadius = Double(corners.radius)
      return row
    }
    if let text = cell as? TextCell {
      var tile = ElementContent(.tile, text: text.label)
      tile.fill = Palette.renderColor(selected ? Palette.selection : text.tone)
      tile.textColor = RenderColor(red: 0xff, green: 0xff, blue: 0xff)
      tile.fontSize = 15
      return tile
    }
    if let shown = cell.flatMap(ViewContent.init(of:)) {
      return Self.content(of: shown, selected: selected)
    }
    var tile = ElementContent(.tile, text: "\(indexPath.item)")
    if selected { tile.fill = RenderColor(systemColorNamed: "systemGray4") }
    return tile
  }

  /// What a cell built of plain views shows: a tile of its colour, or a row without one,
  /// in its layer's corners and border.
  private static func content(of shown: ViewContent, selected: Bool) -> ElementContent {
    let fill = color(shown.fill)
    var content = ElementContent(fill == nil ? .row : .tile, text: shown.text)
    styleText(&content, as: shown)
    styleLayer(&content, as: shown)
    if fill == nil {
      content.accessories = shown.images.map(ScreenRenderer.symbol)
      content.leadingInset = shown.textInset
      content.trailingInset = shown.textInset
      content.fill = selected ? RenderColor(systemColorNamed: "systemGray4") : nil
    } else {
      content.fill = selected ? RenderColor(systemColorNamed: "systemBlue") : fill
    }
    return content
  }

  /// `content`'s corners and border those of `shown`'s layers, as Core Animation draws them.
  private static func styleLayer(_ content: inout ElementContent, as shown: ViewContent) {
    content.cornerRadius = shown.cornerRadius
    guard let border = shown.border else { return }
    content.borderColor = color(border.color)
    content.borderWidth = border.width
  }

  /// `content`'s text in the font and colour of `shown`'s first label.
  private static func styleText(_ content: inout ElementContent, as shown: ViewContent) {
    guard let label = shown.label else { return }
    content.fontSize = Double(label.font.pointSize)
    content.isBold = isBold(label.font)
    content.textColor = color(label.textColor) ?? .label
  }

  /// The background a list row of `appearance` shows when its cell sets none: UIKit's
  /// list cells take their appearance's (a plain row's outside lists).
  private static func listBackground(
    _ appearance: UICollectionLayoutListConfiguration.Appearance?
  ) -> UIBackgroundConfiguration {
    switch appearance {
    case .grouped?, .insetGrouped?: .listGroupedCell()
    case .sidebar?, .sidebarPlain?: .listSidebarCell()
    default: .listPlainCell()
    }
  }

  /// What a supplementary view shows, or `nil` when it shows nothing.
  private static func content(ofSupplementary view: UICollectionReusableView?) -> ElementContent? {
    if view?.isHidden == true { return Self.nothing }
    switch view {
    case let header as UITableViewHeaderFooterView:
      if let configuration = header.contentConfiguration as? UIListContentConfiguration {
        return self.header(configuration)
      }
      return ElementContent(.header, text: header.textLabel?.text ?? "")
    case let cell as UICollectionViewCell where cell.contentConfiguration != nil:
      guard let configuration = cell.contentConfiguration as? UIListContentConfiguration else {
        return nil
      }
      var header = self.header(configuration)
      header.fill = color(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .tintColor))
      return header
    default:
      guard let shown = view.flatMap(ViewContent.init(of:)) else { return nil }
      var content = ElementContent(shown.isCentred ? .badge : .header, text: shown.text)
      styleText(&content, as: shown)
      styleLayer(&content, as: shown)
      content.fill = color(shown.fill) ?? content.fill
      if !shown.isCentred {
        content.leadingInset = shown.textInset
        content.trailingInset = shown.textInset
      }
      return content
    }
  }

  /// A row showing `configuration` in its fonts, colours and margins.
  private static func row(_ configuration: UIListContentConfiguration) -> ElementContent {
    var row = ElementContent(.row, text: configuration.text ?? "")
    row.secondaryText = configuration.secondaryText ?? ""
    row.secondaryTextIsBelow = configuration.core.secondaryTextPlacement == .below
    row.symbol = configuration.image.map { ScreenRenderer.symbol($0.name) } ?? ""
    row.fontSize = Double(configuration.textProperties.font.pointSize)
    row.isBold = isBold(configuration.textProperties.font)
    row.textColor = color(configuration.textProperties.color) ?? .label
    row.secondaryFontSize = Double(configuration.secondaryTextProperties.font.pointSize)
    row.secondaryTextColor = color(configuration.secondaryTextProperties.color) ?? .secondaryLabel
    row.leadingInset = Double(configuration.directionalLayoutMargins.leading)
    row.trailingInset = Double(configuration.directionalLayoutMargins.trailing)
    return row
  }

  /// A header showing `configuration`'s text in its font, colour and margins.
  private static func header(_ configuration: UIListContentConfiguration) -> ElementContent {
    var header = ElementContent(.header, text: configuration.text ?? "")
    header.fontSize = Double(configuration.textProperties.font.pointSize)
    header.isBold = isBold(configuration.textProperties.font)
    header.textColor = color(configuration.textProperties.color) ?? .label
    header.leadingInset = Double(configuration.directionalLayoutMargins.leading)
    header.trailingInset = Double(configuration.directionalLayoutMargins.trailing)
    return header
  }

  /// Whether `font` draws bold: semibold or heavier, or the headline style.
  static func isBold(_ font: UIFont) -> Bool {
    font.textStyle == .headline || (font.weight?.rawValue ?? 0) >= UIFont.Weight.semibold.rawValue
  }

  /// `color` as it shows over white, or `nil` for none or a clear colour.
  static func color(_ color: UIColor?) -> RenderColor? {
    guard let color else { return nil }
    let (red, green, blue, alpha): (Double, Double, Double, Double)
    switch color.components {
    case .rgb(let r, let g, let b, let a):
      (red, green, blue, alpha) = (r * 255, g * 255, b * 255, a)
    case .white(let w, let a): (red, green, blue, alpha) = (w * 255, w * 255, w * 255, a)
    case .named(let name, let a):
      guard let named = RenderColor(systemColorNamed: name) else { return nil }
      (red, green, blue, alpha) = (Double(named.red), Double(named.green), Double(named.blue), a)
    }
    guard alpha > 0, red.isFinite, green.isFinite, blue.isFinite else { return nil }
    return RenderColor(red: red, green: green, blue: blue, alpha: alpha)
  }
}
#endif
