#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// What a cell or supplementary view built of plain views shows, as the sample's
/// `TextCell`, `ListCell`, `TitleSupplementaryView` and `BadgeSupplementaryView` are: the
/// text of its labels, the symbols of its image views, its colour and its layer's border and
/// corners, read from its view tree (a cell's content view) as its constraints laid it out.
///
/// ```swift
/// let cell = TextCell(frame: CGRect(x: 0, y: 0, width: 75, height: 75))
/// cell.label.text = "7"
/// cell.contentView.backgroundColor = .cornflowerBlue
/// cell.layer.borderWidth = 1
/// ViewContent(of: cell)?.text  // "7", on cornflower blue
/// ViewContent(of: cell)?.border?.width  // 1, in the layer's black
/// ```
struct ViewContent {
  /// The labels with text, in the order of the view tree, each with its leading edge in the
  /// view's coordinates.
  var labels: [(label: UILabel, x: Double)]
  /// The names of the images the image views show, in the order of the view tree.
  var images: [String]
  /// The colour behind the content: a cell's content view's, else the view's own.
  var fill: UIColor?
  /// The border a layer draws over the content, or `nil`: a cell's content view's layer's,
  /// else the view's own (the sample borders either).
  var border: (color: UIColor, width: Double)?
  /// The radius of the corners: the bordered layer's, else that of the layer behind
  /// ``fill``.
  var cornerRadius = 0.0

  /// What `view` shows, or `nil` when it shows neither text, an image nor a colour.
  ///
  /// - Complexity: O(views in its tree).
  init?(of view: UIView) {
    let root = (view as? UICollectionViewCell)?.contentView ?? view
    root.layoutIfNeeded()
    labels = []
    images = []
    fill = root.backgroundColor ?? view.backgroundColor
    #if !canImport(QuartzCore)
    // Views have no `layer` where Core Animation is the system's (docs/platforms.md#macos).
    let bordered = [root.layer, view.layer].first { $0.borderWidth > 0 && $0.borderColor != nil }
    if let bordered, let color = bordered.borderColor {
      border = (UIColor(cgColor: color), Double(bordered.borderWidth))
    }
    let filled = root.backgroundColor == nil ? view.layer : root.layer
    cornerRadius = Double((bordered ?? filled).cornerRadius)
    #endif
    var pending: [(view: UIView, x: Double)] = root.subviews.map { ($0, 0) }
    while !pending.isEmpty {
      let (subview, offset) = pending.removeFirst()
      guard !subview.isHidden else { continue }
      let x = offset + Double(subview.frame.minX)
      if let label = subview as? UILabel, let text = label.text, !text.isEmpty {
        labels.append((label, x))
      } else if let image = (subview as? UIImageView)?.image {
        images.append(image.name)
      }
      pending += subview.subviews.map { ($0, x) }
    }
    guard !labels.isEmpty || !images.isEmpty || fill != nil || border != nil else { return nil }
  }

  /// The labels' text, joined by spaces.
  var text: String {
    labels.compactMap(\.label.text).joined(separator: " ")
  }

  /// The first label, whose font and colour the text is drawn in.
  var label: UILabel? { labels.first?.label }

  /// The leading edge of the text in the view, in points.
  var textInset: Double { labels.first?.x ?? 0 }

  /// Whether the text is centred in the view, as a tile's or a badge's is.
  var isCentred: Bool { label?.textAlignment == .center }
}
#endif
