#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import SampleSupport

/// The mountains of ``mountainsRawData``, filtered by a case-insensitive part of the name:
/// the sample's `MountainsController`.
///
/// ```swift
/// MountainsController().filteredMountains(with: "peak").map(\.name)
/// // ["Broad Peak", "Pikes Peak"], in the table's order
/// ```
public final class MountainsController {

  // Port: `Sendable` (unchecked: its properties never change), as diffable identifiers must be
  // here; final, as a class must be to be `Sendable`.
  /// One mountain, whose identity is its own: two of one name stay two items.
  public final class Mountain: Hashable, @unchecked Sendable {
    /// The mountain's name.
    public let name: String
    /// Its height in metres.
    public let height: Int
    let identifier = NSUUID()

    init(name: String, height: Int) {
      self.name = name
      self.height = height
    }

    /// Hashes the mountain's identity.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }

    /// Whether the two are the same mountain, not merely of one name.
    public static func == (lhs: Mountain, rhs: Mountain) -> Bool {
      return lhs.identifier == rhs.identifier
    }

    /// Whether the name contains `filter`, ignoring case; no filter, or an empty one,
    /// matches every mountain.
    public func contains(_ filter: String?) -> Bool {
      guard let filterText = filter else { return true }
      if filterText.isEmpty { return true }
      let lowercasedFilter = filterText.lowercased()
      return name.lowercased().contains(lowercasedFilter)
    }
  }

  /// A controller over the table; the mountains are made when first asked for.
  public init() {}

  /// The mountains whose names contain `filter`, in the table's order.
  ///
  /// - Complexity: O(n) for n mountains.
  public func filteredMountains(with filter: String?) -> [Mountain] {
    return mountains.filter { $0.contains(filter) }
  }

  private lazy var mountains: [Mountain] = {
    return generateMountains()
  }()
}

extension MountainsController {
  private func generateMountains() -> [Mountain] {
    let components = mountainsRawData.components(separatedBy: CharacterSet.newlines)
    var mountains = [Mountain]()
    for line in components {
      let mountainComponents = line.components(separatedBy: ",")
      // Port: a line that is not `name,height` is skipped, where the sample's force
      // unwrap traps (house lint).
      guard mountainComponents.count == 2, let height = Int(mountainComponents[1]) else {
        continue
      }
      let name = mountainComponents[0]
      mountains.append(Mountain(name: name, height: height))
    }
    return mountains
  }
}
#endif
