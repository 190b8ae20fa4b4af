#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// Every example, in the order the home screen lists them.
public enum ExampleCatalogue {
  /// The examples, grouped by category in ``ExampleCategory`` order.
  public static let examples: [Example] = [
    CompositionalLayoutExamples.grid,
    CompositionalLayoutExamples.insetItemsGrid,
    CompositionalLayoutExamples.twoColumnGrid,
    CompositionalLayoutExamples.distinctSections,
    CompositionalLayoutExamples.adaptiveSections,
    CompositionalLayoutExamples.itemBadges,
    CompositionalLayoutExamples.sectionHeadersFooters,
    CompositionalLayoutExamples.pinnedSectionHeaders,
    CompositionalLayoutExamples.sectionDecoration,
    CompositionalLayoutExamples.nestedGroups,
    CompositionalLayoutExamples.orthogonalSections,
    CompositionalLayoutExamples.orthogonalBehaviors,
    MountainsScreen.example,
    WiFiSettingsScreen.example,
    InsertionSortScreen.example,
    SimpleListExample.example,
    ListAppearancesScreen.example,
    CustomCellListExample.example,
    EmojiExplorerScreen.example,
    EmojiListExample.example,
    WalsLayoutsExample.grid,
    WalsLayoutsExample.spacedGrid,
    WalsLayoutsExample.headerGrid,
    WalsLayoutsExample.carousel,
    WalsLayoutsExample.nestedGrid,
    QuickCellExample.example,
  ]

  /// The example whose slug or title is `name`, ignoring case.
  ///
  /// - Complexity: O(examples).
  public static func example(named name: String) -> Example? {
    let wanted = name.lowercased()
    return examples.first { $0.slug == wanted || $0.title.lowercased() == wanted }
  }

  /// The listing `--list` prints: each category, then its examples' slugs and titles.
  public static var listing: String {
    var lines: [String] = []
    for category in ExampleCategory.allCases {
      let members = examples.filter { $0.category == category }
      guard !members.isEmpty else { continue }
      lines.append(category.rawValue)
      let width = members.map(\.slug.count).max() ?? 0
      for example in members {
        let padding = String(repeating: " ", count: width - example.slug.count)
        lines.append("  \(example.slug)\(padding)  \(example.title)")
      }
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
#endif
