/// A section or item identifier with its type erased, so that one error type can name the
/// offending identifier of any snapshot.
///
/// Two erased identifiers are equal when their underlying values have the same type and are
/// equal, exactly like `AnyHashable`; unlike `AnyHashable`, this wrapper is `Sendable`.
public struct AnyIdentifier: Hashable, Sendable, CustomStringConvertible {
  /// The identifier as it was passed to the snapshot.
  public let base: any Hashable & Sendable

  /// Wraps `identifier`.
  public init<Identifier: Hashable & Sendable>(_ identifier: Identifier) {
    base = identifier
  }

  /// The description of the wrapped identifier.
  public var description: String { String(describing: base) }

  /// Whether both identifiers wrap equal values of the same type.
  public static func == (lhs: AnyIdentifier, rhs: AnyIdentifier) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the wrapped value the way `AnyHashable` does.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }
}
