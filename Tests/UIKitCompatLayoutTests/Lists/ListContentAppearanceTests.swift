#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutLists
import Testing
import UIKitCompatLayout

/// The list spellings take UIKit's `UIImage`, `UIColor` and `UIFont` values and hand the core
/// the names and `ListColor`s it lays out with.
@Suite struct ListContentAppearanceTests {}

extension ListContentAppearanceTests {
  @Test func aSymbolImageRoundTripsThroughTheContentConfigurationAndTheCore() throws {
    var content = UIListContentConfiguration.cell()
    let star = try #require(UIImage(systemName: "star")).withTintColor(.systemYellow)
    content.image = star
    #expect(content.core.imageName == "star")
    #expect(content.image == star)
    #expect(content.image?.tintColor == .systemYellow)
    #expect(Set([content, content]).count == 1)

    content.core.imageName = "heart"
    #expect(content.image == UIImage(systemName: "heart"))
    content.image = nil
    #expect(content.core.imageName == nil)
    #expect(content.image == nil)
  }

  @Test func eachStyleHasItsTextStylesFonts() {
    let cell = UIListContentConfiguration.cell()
    #expect(cell.textProperties.font == .preferredFont(forTextStyle: .body))
    #expect(cell.secondaryTextProperties.font == .preferredFont(forTextStyle: .body))
    #expect(cell.textProperties.color == .label)
    #expect(cell.secondaryTextProperties.color == .secondaryLabel)
    #expect(cell.textProperties.numberOfLines == 0)
    #expect(cell.textProperties.alignment == .natural)
    #expect(cell.textProperties.adjustsFontForContentSizeCategory)
    #expect(!cell.prefersSideBySideTextAndSecondaryText)
    let subtitle = UIListContentConfiguration.subtitleCell()
    #expect(subtitle.secondaryTextProperties.font.pointSize == 15)
    #expect(subtitle.secondaryTextProperties.font.textStyle == .subheadline)
    #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
    let header = UIListContentConfiguration.sidebarHeader()
    #expect(header.textProperties.font.textStyle == .headline)
    #expect(header.textProperties.font.weight == .semibold)
  }

  @Test func theInertPropertiesKeepWhatAPortSets() {
    var content = UIListContentConfiguration.cell()
    #expect(
      content.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 15, leading: 16, bottom: 15, trailing: 16))
    #expect(content.axesPreservingSuperviewLayoutMargins == .both)
    #expect(content.imageToTextPadding == 12)
    #expect(content.textToSecondaryTextVerticalPadding == 0)
    let plain = content
    content.textProperties.font = .preferredFont(forTextStyle: .title1)
    content.textProperties.numberOfLines = 2
    content.textProperties.alignment = .center
    content.imageProperties.tintColor = .systemPink
    content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
      scale: .large)
    content.imageProperties.maximumSize = CGSize(width: 24, height: 24)
    content.imageProperties.cornerRadius = 4
    content.axesPreservingSuperviewLayoutMargins = .vertical
    content.imageToTextPadding = .nan
    #expect(content != plain)
    #expect(content == content)
    #expect(content.core == plain.core)
    #expect(content.textProperties.font.pointSize == 28)
    #expect(content.imageProperties.maximumSize == CGSize(width: 24, height: 24))
  }

  @Test func listColoursAndActionImagesReachTheCore() {
    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    list.backgroundColor = .systemGroupedBackground
    #expect(list.core.backgroundColor == .systemGroupedBackground)
    #expect(list.separatorConfiguration.color == .separator)
    list.separatorConfiguration.color = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    #expect(list.core.separatorConfiguration.color == .rgba(red: 0, green: 0, blue: 1, alpha: 1))

    let flag = UIContextualAction(style: .normal, title: nil) { _, _, completion in
      completion(true)
    }
    flag.backgroundColor = .systemOrange
    flag.image = UIImage(systemName: "flag")
    #expect(
      flag.core
        == ContextualAction(
          style: .normal, title: nil, imageName: "flag", backgroundColor: .named("systemOrange")))
  }
}
#endif
