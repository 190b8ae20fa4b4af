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
/// that height. Nothing is drawn; ``textLayoutGuide``, ``secondaryTextLayoutGuide`` and
/// ``imageLayoutGuide`` say where each part is laid out, for constraints to align to.
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
      if list.text == nil { textGuide = removing(textGuide) }
      if list.secondaryText == nil { secondaryTextGuide = removing(secondaryTextGuide) }
      if list.image == nil { imageGuide = removing(imageGuide) }
      invalidateIntrinsicContentSize()
    }
  }

  private var textGuide: UILayoutGuide?
  private var secondaryTextGuide: UILayoutGuide?
  private var imageGuide: UILayoutGuide?

  /// Where the primary text is laid out, in the view's coordinates: UIKit's
  /// `textLayoutGuide`; `nil` while the configuration has no text. A configuration without
  /// text removes the guide and deactivates the constraints tying it, as UIKit does; the
  /// next configuration with text gives a new one.
  ///
  /// ```swift
  /// if let text = listContentView.textLayoutGuide {
  ///   separatorLayoutGuide.leadingAnchor.constraint(equalTo: text.leadingAnchor).isActive = true
  /// }
  /// ```
  ///
  /// The frame is the headless text model's (rule 40): from the leading margin, after the
  /// image and the image-to-text padding when there is an image; as wide as the measured
  /// text, at most to the trailing margin; the text and the secondary text below it centred
  /// between the top and bottom margins.
  public var textLayoutGuide: UILayoutGuide? {
    guard listConfiguration.text != nil else { return nil }
    textGuide = textGuide ?? UILayoutGuide(.content, of: self)
    return textGuide
  }

  /// Where the secondary text is laid out, as ``textLayoutGuide`` says: UIKit's
  /// `secondaryTextLayoutGuide`; `nil` while the configuration has no secondary text.
  /// Below the text, or at the trailing margin beside it where the configuration prefers
  /// them side by side (a value cell).
  public var secondaryTextLayoutGuide: UILayoutGuide? {
    guard listConfiguration.secondaryText != nil else { return nil }
    secondaryTextGuide = secondaryTextGuide ?? UILayoutGuide(.content, of: self)
    return secondaryTextGuide
  }

  /// Where the image is laid out: UIKit's `imageLayoutGuide`; `nil` while the configuration
  /// has no image. At the leading margin, centred on the first line of text, as wide and
  /// tall as the image properties' `reservedLayoutSize`, else their `maximumSize`, else the
  /// text's line height (decided: headless images have no size of their own).
  public var imageLayoutGuide: UILayoutGuide? {
    guard listConfiguration.image != nil else { return nil }
    imageGuide = imageGuide ?? UILayoutGuide(.content, of: self)
    return imageGuide
  }

  /// `nil`, once the constraints that tie `guide` are deactivated.
  private func removing(_ guide: UILayoutGuide?) -> UILayoutGuide? {
    guard let guide else { return nil }
    var holder: UIView? = self
    while let view = holder {
      for constraint in view.constraints
      where constraint.firstItem === guide || constraint.secondItem === guide {
        constraint.isActive = false
      }
      holder = view.superview
    }
    guide.owningView = nil
    return nil
  }

  override func frame(ofContentGuide guide: UILayoutGuide) -> CGRect {
    let parts = layOutParts(width: bounds.width)
    let frame: CGRect? =
      if guide === textGuide { parts.text } else if guide === secondaryTextGuide {
        parts.secondaryText
      } else if guide === imageGuide { parts.image } else { nil }
    guard var frame else { return super.frame(ofContentGuide: guide) }
    // The parts were laid out from the left; a right-to-left view mirrors them.
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      frame.origin.x = bounds.width - frame.maxX
    }
    frame.origin.x += bounds.minX
    frame.origin.y += bounds.minY
    return frame
  }

  /// The text's size with the configuration's margins, at the width the view has or is
  /// given: see the type's description.
  ///
  /// - Complexity: O(characters in the texts).
  open override var intrinsicContentSize: CGSize {
    intrinsicContentSize(forWidth: nil)
  }

  override func intrinsicContentSize(forWidth width: CGFloat?) -> CGSize {
    layOutParts(width: width ?? bounds.width).size
  }

  /// The view's parts laid out left to right in a view `width` wide, from its top left
  /// corner, and the size they need with the margins: see ``textLayoutGuide`` and the type.
  /// The text wraps at the width less the margins, as it measures; the image does not narrow
  /// it (decided, so that a row's height does not depend on its image).
  ///
  /// - Complexity: O(characters in the texts).
  private func layOutParts(width: CGFloat) -> (
    text: CGRect?, secondaryText: CGRect?, image: CGRect?, size: CGSize
  ) {
    let content = listConfiguration
    let margins = content.directionalLayoutMargins
    let available = width - margins.leading - margins.trailing
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
    let size = CGSize(
      width: block.width + margins.leading + margins.trailing,
      height: max(
        content.core.style == .sidebarHeader ? 0 : minimumHeight,
        block.height + margins.top + margins.bottom))
    let height = bounds.height > 0 ? bounds.height : size.height
    let top = margins.top + max(0, (height - margins.top - margins.bottom - block.height) / 2)
    var image: CGRect?
    var textStart = margins.leading
    if content.image != nil {
      let properties = content.imageProperties
      let side =
        properties.reservedLayoutSize.width > 0
        ? properties.reservedLayoutSize
        : properties.maximumSize.width > 0
          ? properties.maximumSize
          : CGSize(
            width: content.textProperties.font.lineHeight,
            height: content.textProperties.font.lineHeight)
      let firstLine = min(text.height, content.textProperties.font.lineHeight)
      image = CGRect(
        x: margins.leading, y: top + (firstLine - side.height) / 2, width: side.width,
        height: side.height)
      textStart += side.width + content.imageToTextPadding
    }
    let end = max(textStart, width - margins.trailing)
    let textFrame = CGRect(
      x: textStart, y: top, width: min(text.width, end - textStart), height: text.height)
    let secondaryFrame =
      sideBySide
      ? CGRect(
        x: max(textFrame.maxX, end - secondary.width), y: top,
        width: max(0, min(secondary.width, end - textFrame.maxX)), height: secondary.height)
      : CGRect(
        x: textStart, y: textFrame.maxY + gap, width: min(secondary.width, end - textStart),
        height: secondary.height)
    return (
      content.text == nil ? nil : textFrame,
      content.secondaryText == nil ? nil : secondaryFrame, image, size
    )
  }

}
#endif
