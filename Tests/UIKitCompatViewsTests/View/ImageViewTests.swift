#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// An image view keeps its image; with one it has a zero intrinsic size (headless images
/// have none), without one no intrinsic size at all, so constraints stretch it.
@Suite struct ImageViewTests {
  @Test func anImageViewWithoutAnImageHasNoIntrinsicSizeAndWithOneAZeroSize() {
    let view = UIImageView(frame: .zero)
    #expect(
      view.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    view.image = UIImage(systemName: "star")
    #expect(view.intrinsicContentSize == .zero)
    #expect(view.image?.name == "star")
  }

  @Test func anEmptyImageViewTakesTheRoomItsConstraintsLeave() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    let thumbnail = UIImageView(frame: .zero)
    let title = UILabel()
    title.text = "Title"
    title.font = .systemFont(ofSize: 17)
    for view in [thumbnail, title] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(view)
    }
    NSLayoutConstraint.activate([
      thumbnail.topAnchor.constraint(equalTo: card.topAnchor),
      thumbnail.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      thumbnail.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      title.topAnchor.constraint(equalTo: thumbnail.bottomAnchor, constant: 10),
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      title.bottomAnchor.constraint(equalTo: card.bottomAnchor),
    ])
    card.layoutIfNeeded()
    // The title's one 17 pt line, 20.333 tall at scale 3, ends the card; the thumbnail
    // takes the rest above it, less the 10 pt between.
    let line: CGFloat = 61.0 / 3
    #expect(abs(title.frame.height - line) < 1e-9)
    #expect(abs(thumbnail.frame.height - (120 - line - 10)) < 1e-9)
    #expect(thumbnail.frame.width == 200)
  }
}
#endif
