/// Carries a value that is not `Sendable` (a UIKit-style closure) into the core's
/// `@Sendable` closures.
///
/// UIKit confines its layout objects and their closures to the main thread. This layer is
/// confined to its caller the same way: a `LayoutHost` runs the core's section providers
/// synchronously, on the thread that asked it a question, so a wrapped closure only ever
/// runs where it was made. That is the invariant `@unchecked` rests on; do not hand a
/// `CollectionLayout` made by `makeCollectionLayout()` to another thread.
struct CallerConfined<Value>: @unchecked Sendable {
  /// The wrapped value.
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
