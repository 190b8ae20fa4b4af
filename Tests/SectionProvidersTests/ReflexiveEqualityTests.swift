import SectionProviders
import Testing

/// `==` is reflexive for the module's values and errors whatever number they hold: NaN
/// matches any NaN and −0 matches 0 (issue 24).
@Suite struct ReflexiveEqualityTests {}

extension ReflexiveEqualityTests {
  @Test(arguments: [Double.nan, -.nan, .infinity, -.infinity, .leastNonzeroMagnitude, -0.0])
  func descriptionsAndErrorsEqualThemselvesWhateverNumberTheyHold(number: Double) {
    let band = WidthBand(minimumWidth: number)
    #expect(band == band)
    let parameters: [String: ParameterValue] = [
      "columns": .number(number), "sizes": .array([.number(number), .null]),
    ]
    let entry = RegistryDescription.Entry(
      kind: "photos", minimumWidth: number,
      provider: ProviderDescription(name: "grid", parameters: parameters))
    let registry = RegistryDescription(entries: [entry])
    #expect(registry == registry)
    #expect(Set([registry, registry]).count == 1)
    let columns = WaterfallSectionProvider.Columns.minimumWidth(number)
    #expect(columns == columns)
    #expect(columns != .count(2))
    let errors: [SectionProviderError] = [
      .noProviderForWidth(kind: "photos", width: number),
      .invalidParameter(provider: "grid", name: "columns", value: number),
      .unknownKind("photos"),
    ]
    for (index, error) in errors.enumerated() {
      #expect(error == error)
      for other in errors[(index + 1)...] { #expect(error != other) }
    }
  }
}
