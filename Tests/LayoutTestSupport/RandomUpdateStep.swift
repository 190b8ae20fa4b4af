import LayoutGeometry
import LayoutResolution

/// One step of a random update sequence (``RandomUpdates``), with what the host must do.
package enum RandomUpdateStep: CustomStringConvertible {
  /// A batch update that agrees with the counts: the host takes it, and then shows the
  /// sequence's model.
  case update(LayoutUpdate, itemCounts: [Int])
  /// A batch update that contradicts the counts: the host refuses it with `error` and
  /// stays exactly as it was.
  case refusal(LayoutUpdate, itemCounts: [Int], error: LayoutUpdateError)
  /// Measured sizes reported one after another, each with the outcome the host must give.
  case measurements([(report: RandomMeasurement, outcome: MeasurementOutcome)])
  /// New row offsets for the host's orthogonal sections, by section index.
  case rowOffsets([Int: Double])
  /// `invalidateLayout()`: the next query solves every section again, measured sizes kept.
  case invalidation

  /// The step in a line or two, for failure reports.
  package var description: String {
    switch self {
    case .update(let update, let counts):
      "update \(update.summary), counts \(counts)"
    case .refusal(let update, let counts, let error):
      "contradictory update \(update.summary), counts \(counts), refused with \(error)"
    case .measurements(let reports):
      "measure "
        + reports.map { "\($0.report) (\($0.outcome))" }.joined(separator: ", ")
    case .rowOffsets(let offsets):
      "row offsets \(offsets.sorted { $0.key < $1.key })"
    case .invalidation:
      "invalidate the layout"
    }
  }
}
