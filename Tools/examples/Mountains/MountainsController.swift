#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import SampleSupport

/// The sample's `MountainsController`: mountains parsed from a table of `name,height` lines,
/// filtered by a case-insensitive substring of the name. The table is our own, forty-eight
/// summits and their heights in metres, not the sample's list.
///
/// ```swift
/// MountainsController().filteredMountains(with: "peak").map(\.name)
/// // ["Broad Peak", "Pikes Peak"], in the table's order
/// ```
public final class MountainsController {
  /// One mountain, its identity its own (two entries of one name stay two items).
  public struct Mountain: Hashable, Sendable {
    /// The mountain's name.
    public let name: String
    /// Its height in metres above sea level.
    public let height: Int
    let identifier = UUID()

    /// Hashes the mountain's identity.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }

    /// Whether the two are the same mountain, not merely of one name.
    public static func == (lhs: Mountain, rhs: Mountain) -> Bool {
      lhs.identifier == rhs.identifier
    }

    /// Whether the name contains `filter`, ignoring case; no filter or an empty one matches
    /// every mountain.
    public func contains(_ filter: String?) -> Bool {
      guard let filterText = filter else { return true }
      if filterText.isEmpty { return true }
      let lowercasedFilter = filterText.lowercased()
      return name.lowercased().contains(lowercasedFilter)
    }
  }

  /// A controller over the table; its mountains are made when first asked for.
  public init() {}

  /// The mountains matching `filter`, in the table's order, at most `limit` + 1 of them (the
  /// sample's `prefix(through:)`).
  ///
  /// - Complexity: O(n) for n mountains.
  public func filteredMountains(with filter: String? = nil, limit: Int? = nil) -> [Mountain] {
    let filtered = mountains.filter { $0.contains(filter) }
    if let limit {
      return Array(filtered.prefix(through: limit))
    } else {
      return filtered
    }
  }

  private lazy var mountains: [Mountain] = generateMountains()

  private func generateMountains() -> [Mountain] {
    var mountains = [Mountain]()
    for line in mountainsRawData.split(separator: "\n") {
      let mountainComponents = line.split(separator: ",")
      guard mountainComponents.count == 2, let height = Int(mountainComponents[1]) else {
        continue
      }
      mountains.append(Mountain(name: String(mountainComponents[0]), height: height))
    }
    return mountains
  }
}
#endif
