#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutLists

/// The list configurations of the sections a shown layout made with
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, by section index: what list
/// separators and swipe actions are answered from.
///
/// The core layout keeps no list configuration (lists are a layer over it, `ListLayout`), so
/// the layout records each section's here as its provider returns it, on every layout pass.
/// A ``LayoutBinding`` owns one per layout description it hands the core, so two views
/// showing one layout at different sizes each answer from their own sections.
final class ListSectionConfigurations {
  /// One list section's configuration, with its core counterpart made once per layout pass.
  struct Entry {
    let configuration: UICollectionLayoutListConfiguration
    let core: ListConfiguration

    init(_ configuration: UICollectionLayoutListConfiguration) {
      self.configuration = configuration
      self.core = configuration.core
    }
  }

  /// The configuration of every section, for a layout made with `init(section:)`.
  private var everySection: Entry?
  /// The configurations of the sections the provider made lists, by section index.
  private var bySection: [Int: Entry] = [:]

  /// Whether no section is a list: the queries then skip the list layer.
  var isEmpty: Bool { everySection == nil && bySection.isEmpty }

  /// Records that every section is a list made from `configuration`, or none when `nil`.
  func recordForEverySection(_ configuration: UICollectionLayoutListConfiguration?) {
    everySection = configuration.map(Entry.init)
    bySection = [:]
  }

  /// Records what the provider made section `index`: a list from `configuration`, or not a
  /// list when `nil`.
  func record(_ configuration: UICollectionLayoutListConfiguration?, forSection index: Int) {
    bySection[index] = configuration.map(Entry.init)
  }

  /// The configuration section `index` was made from, or `nil` when it is not a list.
  func entry(forSection index: Int) -> Entry? {
    bySection[index] ?? everySection
  }

  /// The core list layer over these sections.
  var listLayout: ListLayout {
    ListLayout { [self] index in entry(forSection: index)?.core }
  }
}
#endif
