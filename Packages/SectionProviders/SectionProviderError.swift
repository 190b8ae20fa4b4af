import LayoutGeometry

/// Why a section could not be provided. The layout reports it for that section (as
/// `LayoutError.sectionProviderFailed`), lays the section out empty and lays out the rest.
public enum SectionProviderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No provider is registered for the section's kind.
  case unknownKind(String)
  /// Providers are registered for the kind, but none for widths this small.
  case noProviderForWidth(kind: String, width: Double)
  /// A provider was given a parameter it cannot use (a column count below 1, a negative
  /// or non-finite length); `name` is the parameter's (`columns`, `itemHeights[2]`).
  case invalidParameter(provider: String, name: String, value: Double)
  /// A description names a provider that the ``ProviderDecoders`` table reading it lacks.
  case unknownProvider(String)
  /// A description's parameters for `provider` cannot be read: one is missing or of the
  /// wrong type (`columns: expected a whole number, found 2.5`), or the provider's
  /// decoder threw an error of its own.
  case malformedParameters(provider: String, reason: String)
  /// A description gives `provider` a parameter its decoder never reads, such as a misspelt
  /// optional one; `name` is its path (`spacng`, `rows[0].heigth`).
  case unknownParameter(provider: String, name: String)
  /// A description names an orthogonal scrolling behaviour that does not exist.
  case unknownBehavior(String)
  /// A description names a list appearance that does not exist.
  case unknownAppearance(String)

  /// A one-line explanation, as the layout's error report shows it.
  public var description: String {
    switch self {
    case .unknownKind(let kind): "no provider is registered for section kind \"\(kind)\""
    case .noProviderForWidth(let kind, let width):
      "no provider for kind \"\(kind)\" fits an effective width of \(width) pt"
    case .invalidParameter(let provider, let name, let value):
      "\(provider): \(name) cannot be \(value)"
    case .unknownProvider(let name): "unknown provider \"\(name)\""
    case .malformedParameters(let provider, let reason): "\(provider): \(reason)"
    case .unknownParameter(let provider, let name): "\(provider): unknown parameter \"\(name)\""
    case .unknownBehavior(let name): "unknown orthogonal scrolling behaviour \"\(name)\""
    case .unknownAppearance(let name): "unknown list appearance \"\(name)\""
    }
  }
}

extension SectionProviderError {
  /// Whether both are the same case with the same values, a NaN value matching any NaN (the
  /// value reported is often the NaN that caused the error, and `==` must stay reflexive).
  public static func == (lhs: SectionProviderError, rhs: SectionProviderError) -> Bool {
    // Switched over every case, so that a new case cannot be left unequal to itself.
    switch lhs {
    case .unknownKind(let kind):
      guard case .unknownKind(let other) = rhs else { return false }
      return kind == other
    case .noProviderForWidth(let kind, let width):
      guard case .noProviderForWidth(let otherKind, let otherWidth) = rhs else { return false }
      return kind == otherKind && width.isSameValue(as: otherWidth)
    case .invalidParameter(let provider, let name, let value):
      guard case .invalidParameter(let otherProvider, let otherName, let otherValue) = rhs else {
        return false
      }
      return provider == otherProvider && name == otherName && value.isSameValue(as: otherValue)
    case .unknownProvider(let name):
      guard case .unknownProvider(let other) = rhs else { return false }
      return name == other
    case .malformedParameters(let provider, let reason):
      guard case .malformedParameters(let otherProvider, let otherReason) = rhs else {
        return false
      }
      return provider == otherProvider && reason == otherReason
    case .unknownParameter(let provider, let name):
      guard case .unknownParameter(let otherProvider, let otherName) = rhs else { return false }
      return provider == otherProvider && name == otherName
    case .unknownBehavior(let name):
      guard case .unknownBehavior(let other) = rhs else { return false }
      return name == other
    case .unknownAppearance(let name):
      guard case .unknownAppearance(let other) = rhs else { return false }
      return name == other
    }
  }
}
