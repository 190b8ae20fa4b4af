/// Why a section could not be provided. The layout reports it for that section (as
/// `LayoutError.sectionProviderFailed`), lays the section out empty and lays out the rest.
public enum SectionProviderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No provider is registered for the section's kind.
  case unknownKind(String)
  /// Providers are registered for the kind, but none for widths this small.
  case noProviderForWidth(kind: String, width: Double)
  /// A built-in was given a parameter it cannot use (a column count below 1, a negative
  /// or non-finite length).
  case invalidParameter(provider: String, name: String, value: Double)
  /// A description names a provider this module does not know.
  case unknownProvider(String)
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
    case .unknownBehavior(let name): "unknown orthogonal scrolling behaviour \"\(name)\""
    case .unknownAppearance(let name): "unknown list appearance \"\(name)\""
    }
  }
}
