import LayoutGeometry

/// What a host keeps while an item is moved interactively: the movement and the rule that
/// picks its targets.
struct MovementSession {
  /// The movement as the caller sees it.
  var movement: InteractiveMovement
  /// Picks the target index path from each new position.
  let targetRule: InteractiveMovementTargetRule
}
