#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout
import UIKitCompatTestSupport

/// Reference cases C1–C5, C10 and C11 of `docs/reference-cases.md`, written with UIKit's
/// spellings.
enum ReferenceCase: String, CaseIterable, Sendable, CustomStringConvertible {
  case grid = "C1 grid"
  case twoColumns = "C2 two columns"
  case distinctSections = "C3 distinct sections"
  case nestedGroups = "C4 nested groups"
  case plainList = "C5 plain list"
  case photosGrid = "C10 photos grid"
  case estimatedRows = "C11 estimated rows"

  var description: String { rawValue }

  /// Every case lays out in a 375 × 812 container.
  static let containerSize = CGSize(width: 375, height: 812)

  var itemCounts: [Int] {
    switch self {
    case .grid: [100]
    case .twoColumns: [20]
    case .distinctSections: [10, 10, 10]
    case .nestedGroups: [6]
    case .plainList: [94]
    case .photosGrid: [8]
    case .estimatedRows: [10]
    }
  }

  /// The content size `docs/reference-cases.md` gives.
  var contentSize: (width: Double, height: Double) {
    switch self {
    case .grid: (375, 1500)
    case .twoColumns: (375, 440)
    case .distinctSections: (375, 962)
    case .nestedGroups: (375, 649.6)
    case .plainList: (375, 4136)
    case .photosGrid: (375, 1040)
    case .estimatedRows: (375, 150)
    }
  }

  /// The layout, as an iOS sample would return it.
  func makeLayout() -> UICollectionViewLayout {
    switch self {
    case .grid: UICollectionViewCompositionalLayout(section: SampleLayouts.gridSection())
    case .twoColumns: UICollectionViewCompositionalLayout(section: SampleLayouts.twoColumnSection())
    case .nestedGroups:
      UICollectionViewCompositionalLayout(section: SampleLayouts.nestedGroupsSection())
    case .plainList: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection())
    case .photosGrid: UICollectionViewCompositionalLayout(section: SampleLayouts.photosSection())
    case .estimatedRows:
      UICollectionViewCompositionalLayout(section: SampleLayouts.estimatedRowsSection())
    case .distinctSections:
      UICollectionViewCompositionalLayout {
        (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
          -> NSCollectionLayoutSection? in
        switch sectionIndex {
        case 0: SampleLayouts.insetColumnsSection(columns: 1, groupHeight: .absolute(44))
        case 1: SampleLayouts.insetColumnsSection(columns: 5, groupHeight: .fractionalWidth(0.2))
        case 2: SampleLayouts.insetColumnsSection(columns: 3, groupHeight: .fractionalWidth(0.2))
        default: nil
        }
      }
    }
  }
}

/// One item frame a reference case gives.
struct ReferenceFrame: Sendable, CustomStringConvertible {
  let referenceCase: ReferenceCase
  let item: Int
  let section: Int
  let frame: ExpectedRect

  var description: String { "\(referenceCase) [\(section), \(item)] \(frame)" }

  /// Every item frame `docs/reference-cases.md` states for C1–C5; "item i" rules expand to every item.
  static let all: [ReferenceFrame] =
    [
      ReferenceFrame(referenceCase: .grid, item: 0, section: 0, frame: ExpectedRect(0, 0, 75, 75)),
      ReferenceFrame(
        referenceCase: .grid, item: 7, section: 0, frame: ExpectedRect(150, 75, 75, 75)),
      ReferenceFrame(
        referenceCase: .grid, item: 99, section: 0, frame: ExpectedRect(300, 1425, 75, 75)),
      ReferenceFrame(
        referenceCase: .twoColumns, item: 0, section: 0, frame: ExpectedRect(0, 0, 182.5, 44)),
      ReferenceFrame(
        referenceCase: .twoColumns, item: 1, section: 0, frame: ExpectedRect(192.5, 0, 182.5, 44)),
      ReferenceFrame(
        referenceCase: .twoColumns, item: 5, section: 0,
        frame: ExpectedRect(192.5, 88, 182.5, 44)),
      ReferenceFrame(
        referenceCase: .distinctSections, item: 0, section: 1, frame: ExpectedRect(22, 502, 63, 63)),
      ReferenceFrame(
        referenceCase: .distinctSections, item: 6, section: 1, frame: ExpectedRect(89, 569, 63, 63)),
      ReferenceFrame(
        referenceCase: .distinctSections, item: 4, section: 2,
        frame: ExpectedRect(133.667, 743, 107.667, 63)),
      ReferenceFrame(
        referenceCase: .distinctSections, item: 9, section: 2,
        frame: ExpectedRect(22, 877, 107.667, 63)),
      ReferenceFrame(
        referenceCase: .nestedGroups, item: 0, section: 0,
        frame: ExpectedRect(10, 10, 242.5, 304.8)),
      ReferenceFrame(
        referenceCase: .nestedGroups, item: 1, section: 0,
        frame: ExpectedRect(272.5, 10, 92.5, 142.4)),
      ReferenceFrame(
        referenceCase: .nestedGroups, item: 2, section: 0,
        frame: ExpectedRect(272.5, 172.4, 92.5, 142.4)),
      ReferenceFrame(
        referenceCase: .nestedGroups, item: 3, section: 0,
        frame: ExpectedRect(10, 334.8, 242.5, 304.8)),
    ]
    + (0..<10).map { item in
      ReferenceFrame(
        referenceCase: .distinctSections, item: item, section: 0,
        frame: ExpectedRect(22, 22 + 44 * Double(item), 331, 40))
    }
    + [
      ReferenceFrame(
        referenceCase: .photosGrid, item: 0, section: 0, frame: ExpectedRect(0, 0, 375, 390)),
      ReferenceFrame(
        referenceCase: .photosGrid, item: 1, section: 0, frame: ExpectedRect(0, 390, 125, 130)),
      ReferenceFrame(
        referenceCase: .photosGrid, item: 3, section: 0, frame: ExpectedRect(250, 390, 125, 130)),
      ReferenceFrame(
        referenceCase: .photosGrid, item: 4, section: 0, frame: ExpectedRect(0, 520, 375, 390)),
      ReferenceFrame(
        referenceCase: .photosGrid, item: 7, section: 0, frame: ExpectedRect(250, 910, 125, 130)),
      ReferenceFrame(
        referenceCase: .estimatedRows, item: 4, section: 0, frame: ExpectedRect(300, 0, 75, 75)),
      ReferenceFrame(
        referenceCase: .estimatedRows, item: 5, section: 0, frame: ExpectedRect(0, 75, 75, 75)),
    ]
    + (0..<94).map { item in
      ReferenceFrame(
        referenceCase: .plainList, item: item, section: 0,
        frame: ExpectedRect(0, 44 * Double(item), 375, 44))
    }
}
#endif
