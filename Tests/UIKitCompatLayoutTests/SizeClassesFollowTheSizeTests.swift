#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport

/// The host's size classes follow its size as iOS assigns them to a window (rule 32).
@Suite struct SizeClassesFollowTheSizeTests {
  /// A window size and the size classes iOS gives it, from Apple's tables.
  struct Window: Sendable, CustomStringConvertible {
    let name: String
    let size: CGSize
    let classes: [UIUserInterfaceSizeClass]

    init(
      _ name: String, _ width: CGFloat, _ height: CGFloat, _ horizontal: UIUserInterfaceSizeClass,
      _ vertical: UIUserInterfaceSizeClass
    ) {
      self.name = name
      self.size = CGSize(width: width, height: height)
      self.classes = [horizontal, vertical]
    }

    var description: String { "\(name) \(size.width) × \(size.height)" }
  }

  static let windows = [
    Window("iPhone SE portrait", 320, 568, .compact, .regular),
    Window("iPhone 16 portrait", 393, 852, .compact, .regular),
    Window("iPhone 16 landscape", 852, 393, .compact, .compact),
    Window("iPhone 16 Pro landscape", 874, 402, .compact, .compact),
    Window("iPhone 11 landscape", 896, 414, .regular, .compact),
    Window("iPhone 16 Pro Max portrait", 440, 956, .compact, .regular),
    Window("iPhone 16 Pro Max landscape", 956, 440, .regular, .compact),
    Window("iPad Slide Over", 320, 1024, .compact, .regular),
    Window("12.9-inch iPad Pro narrow portrait split", 639, 1366, .compact, .regular),
    Window("12.9-inch iPad Pro landscape half split", 678, 1024, .regular, .regular),
    Window("iPad portrait", 768, 1024, .regular, .regular),
    Window("iPad landscape", 1024, 768, .regular, .regular),
  ]

  /// The environments a provider was given.
  final class EnvironmentLog {
    var environments: [NSCollectionLayoutEnvironment] = []
  }

  static func host(_ size: CGSize) -> CollectionViewLayoutHost {
    CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection()),
      size: size, itemCounts: [3])
  }

  static func classes(_ host: CollectionViewLayoutHost)
    -> [UIUserInterfaceSizeClass]
  {
    [host.traitCollection.horizontalSizeClass, host.traitCollection.verticalSizeClass]
  }

  @Test(arguments: windows)
  func windowsGetTheClassesIOSGivesThem(_ window: Window) {
    #expect(Self.classes(Self.host(window.size)) == window.classes)
  }

  @Test func boundariesAreTheNarrowestRegularWindows() {
    let host = Self.host(CGSize(width: 677, height: 1024))
    #expect(host.traitCollection.horizontalSizeClass == .compact)
    host.size = CGSize(width: 678, height: 1024)
    #expect(host.traitCollection.horizontalSizeClass == .regular)
    host.size = CGSize(width: 895, height: 430)
    #expect(Self.classes(host) == [.compact, .compact])
    host.size = CGSize(width: 896, height: 430)
    #expect(Self.classes(host) == [.regular, .compact])
    host.size = CGSize(width: 700, height: 499)
    #expect(Self.classes(host) == [.compact, .compact])
    host.size = CGSize(width: 700, height: 500)
    #expect(Self.classes(host) == [.regular, .regular])
  }

  @Test func theProviderSeesTheClassesAndBoundsFollowToo() {
    let log = EnvironmentLog()
    let layout = UICollectionViewCompositionalLayout { _, environment in
      log.environments.append(environment)
      return SampleLayouts.listSection()
    }
    let host = CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 430, height: 932), itemCounts: [3])
    _ = host.collectionViewContentSize
    #expect(log.environments.last?.traitCollection.horizontalSizeClass == .compact)
    #expect(log.environments.last?.traitCollection.verticalSizeClass == .regular)
    host.bounds = CGRect(x: 0, y: 0, width: 932, height: 430)
    _ = host.collectionViewContentSize
    #expect(log.environments.last?.traitCollection.horizontalSizeClass == .regular)
    #expect(log.environments.last?.traitCollection.verticalSizeClass == .compact)
  }

  @Test func classesSetOnTheHostOverrideTheSizeUntilUnspecified() {
    let host = Self.host(CGSize(width: 1024, height: 768))
    host.traitCollection = UITraitCollection(horizontalSizeClass: .compact)
    #expect(Self.classes(host) == [.compact, .regular])
    host.size = CGSize(width: 1366, height: 1024)
    #expect(Self.classes(host) == [.compact, .regular])
    host.size = CGSize(width: 1366, height: 400)
    #expect(Self.classes(host) == [.compact, .compact])
    host.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
    #expect(Self.classes(host) == [.regular, .compact])
    #expect(host.traitCollection.layoutDirection == .rightToLeft)
  }

  @Test(arguments: [
    CGSize(width: CGFloat.nan, height: 800), CGSize(width: 375, height: CGFloat.infinity),
    CGSize(width: -1, height: 800),
  ])
  func aSizeThatIsNoWindowHasNoClasses(_ size: CGSize) {
    let host = Self.host(size)
    #expect(host.traitCollection.horizontalSizeClass == .unspecified)
    #expect(host.layout.layoutErrors.isEmpty == false)
  }

  @Test func anInsetGroupedListTakesTheCompactMarginsOfANarrowSplit() {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    let host = CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 639, height: 1366), itemCounts: [1])
    // Compact: 16 pt layout margins; regular would be 20.
    #expect(
      host.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 16, y: 35, width: 607, height: 44))
    host.size = CGSize(width: 678, height: 1024)
    #expect(
      host.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 20, y: 35, width: 638, height: 44))
  }
}
#endif
