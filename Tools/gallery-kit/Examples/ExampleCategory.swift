#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// The groups the sample lists its examples in, and the articles.
public enum ExampleCategory: String, CaseIterable, Hashable, Sendable {
  case compositionalLayout = "Compositional Layout"
  case diffableDataSource = "Diffable Data Source"
  case lists = "Lists"
  case outlines = "Outlines"
  case articles = "Articles"
}
#endif
