#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// A content configuration makes the view that shows it inside the cell's content view, and
/// a view that supports the next configuration shows it in place (issue 22 §1).
@Suite struct ContentConfigurationTests {
  struct BadgeConfiguration: UIContentConfiguration, Equatable {
    var count = 0

    func makeContentView() -> UIView & UIContentView {
      BadgeView(configuration: self)
    }

    func updated(for state: any UIConfigurationState) -> BadgeConfiguration {
      guard let cell = state as? UICellConfigurationState, cell.isSelected else { return self }
      return BadgeConfiguration(count: count + 100)
    }
  }

  final class BadgeView: UIView, UIContentView {
    let label = UILabel()
    var configuration: any UIContentConfiguration {
      didSet { apply() }
    }

    init(configuration: BadgeConfiguration) {
      self.configuration = configuration
      super.init(frame: .zero)
      addSubview(label)
      apply()
    }

    required init?(coder: NSCoder) {
      nil
    }

    private func apply() {
      label.text = (configuration as? BadgeConfiguration).map { "\($0.count)" }
    }
  }

  @Test func aCustomConfigurationShowsInTheViewItMakes() throws {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    cell.contentConfiguration = BadgeConfiguration(count: 3)
    let view = try #require(cell.contentView.subviews.first as? BadgeView)
    #expect(view.label.text == "3")
    #expect(view.frame == cell.contentView.bounds)
    cell.contentConfiguration = BadgeConfiguration(count: 4)
    #expect(cell.contentView.subviews.count == 1)
    #expect(cell.contentView.subviews.first === view)
    #expect(view.label.text == "4")
  }

  @Test func aConfigurationTheViewDoesNotSupportGetsANewView() throws {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    cell.contentConfiguration = BadgeConfiguration(count: 3)
    var list = UIListContentConfiguration.cell()
    list.text = "Wi-Fi"
    cell.contentConfiguration = list
    #expect(cell.contentView.subviews.count == 1)
    let view = try #require(cell.contentView.subviews.first as? UIListContentView)
    #expect((view.configuration as? UIListContentConfiguration)?.text == "Wi-Fi")
    cell.contentConfiguration = nil
    #expect(cell.contentView.subviews.isEmpty)
  }

  @Test func theDefaultUpdateGivesACustomConfigurationItsState() {
    let cell = UICollectionViewCell(frame: .zero)
    cell.contentConfiguration = BadgeConfiguration(count: 1)
    cell.isSelected = true
    cell.updateConfiguration(using: cell.configurationState)
    #expect((cell.contentConfiguration as? BadgeConfiguration)?.count == 101)
  }

  @Test func aListContentViewIsAsTallAsItsTextAndMargins() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.traitCollection = UITraitCollection(displayScale: 2)
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "Wi-Fi"
    content.secondaryText = "Home"
    let view = UIListContentView(configuration: content)
    window.addSubview(view)
    // iOS 26.1 at 2× (openuikit, measured): 15 + 20.5 + 18 + 15 for a subtitle cell.
    #expect(view.intrinsicContentSize.height == 68.5)
    content.secondaryText = nil
    view.configuration = content
    // One line (15 + 20.5 + 15 = 50.5) takes the row's least height, 52, measured alike.
    #expect(view.intrinsicContentSize.height == 52)
  }
}
#endif
