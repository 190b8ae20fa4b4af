#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
extension String {
  /// The string on one line, control characters shown as `?`, at most 80 characters.
  var shortLine: String {
    let cleaned = String(
      String.UnicodeScalarView(
        unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
    return cleaned.count > 80 ? String(cleaned.prefix(80)) + "…" : cleaned
  }
}
#endif
