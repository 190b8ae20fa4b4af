#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
public import UIKitCompatLayout

/// The view that shows a `UIListContentConfiguration`: UIKit's `UIListContentView`, which
/// a custom cell puts among its own subviews to show list text beside them.
///
/// Its ``intrinsicContentSize`` height is the configuration's text under the headless text
/// model, its margins above and below: the text's lines, then, when there is one, the
/// secondary text's below it (beside it for a side-by-side configuration). A row's
/// configuration (all but a header's) is never less than a list row's least height, 52 pt,
/// as measured on iOS 26.1 (53 pt in a table cell); a cell showing the configuration takes
/// that height. Nothing is drawn.
///
/// ```swift
/// let listContentView = UIListContentView(configuration: .subtitleCell())
/// var content = UIListContentConfiguration.subtitleCell()
/// content.text = "Wi-Fi"
/// listContentView.configuration = content
/// ```
open class UIListContentView: UIView, UIContentView {
  /// The list configuration shown.
  private var listConfiguration: UIListContentConfiguration

  /// The least height of a collection list's row showing a list configuration: 52 pt, where
  /// iOS 14 to 18 rows were 44. Measured on iOS 26.1 at 2× (Vercantez/openuikit: a `.cell()`
  /// row 52 tall around a 20.5 pt label), rule 40.
  static let minimumRowHeight: CGFloat = 52

  /// The least height the view measures: ``minimumRowHeight``, or a table row's where a
  /// table cell shows it.
  var minimumHeight = minimumRowHeight {
    didSet { if minimumHeight != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// A view showing `configuration`: UIKit's `init(configuration:)`.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
  }

  /// UIKit's initializer from an archive: fails headless, as ``UIView/init(coder:)`` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The configuration shown: UIKit's `configuration`. A configuration that is not a
  /// `UIListContentConfiguration` is ignored, as the view does not support it.
  open var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else { return }
      listConfiguration = list
      invalidateIntrinsicContentSize()
    }
  }

  /// The text's size with the configuration's margins, at the width the view has or is
  /// given: see the type's description.
  ///
  /// - Complexity: O(characters in the texts).
  open override var intrinsicContentSize: CGSize {
    intrinsicContentSize(forWidth: nil)
  }

  override func intrinsicContentSize(forWidth width: CGFloat?) -> CGSize {
    let content = listConfiguration
    let margins = content.directionalLayoutMargins
    let available = (width ?? bounds.width) - margins.leading - margins.trailing
    let wrap = available > 0 ? available : .infinity
    let scale = traitCollection.displayScale
    let text = TextMeasure(font: content.textProperties.font, scale: scale).size(
      of: content.text ?? "", maximumLines: content.textProperties.numberOfLines, width: wrap)
    let secondary = TextMeasure(font: content.secondaryTextProperties.font, scale: scale).size(
      of: content.secondaryText ?? "", maximumLines: content.secondaryTextProperties.numberOfLines,
      width: wrap)
    let sideBySide = content.prefersSideBySideTextAndSecondaryText
    let gap =
      text.height > 0 && secondary.height > 0 && !sideBySide
      ? content.textToSecondaryTextVerticalPadding : 0
    let block =
      sideBySide
      ? CGSize(width: text.width + secondary.width, height: max(text.height, secondary.height))
      : CGSize(
        width: max(text.width, secondary.width), height: text.height + gap + secondary.height)
    return CGSize(
      width: block.width + margins.leading + margins.trailing,
      height: max(
        content.core.style == .sidebarHeader ? 0 : minimumHeight,
        block.height + margins.top + margins.bottom))
  }
}
#endif
