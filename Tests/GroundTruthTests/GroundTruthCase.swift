#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Testing

/// One fixture as a test argument, named by its id in the test output.
struct GroundTruthCase: Sendable, CustomTestStringConvertible {
  var fixture: Fixture
  var testDescription: String { fixture.id }
}
#endif
