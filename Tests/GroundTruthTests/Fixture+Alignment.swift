#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
extension Fixture {
  /// The element the fixture's y values are aligned on, when its `alignment` is `anchor`.
  var anchor: Element? {
    guard alignment == "anchor" else { return nil }
    return elements.first { $0.anchor == true }
  }

  /// The fixture with every y value (its elements' frames and its complete rect) moved by
  /// `shift` points.
  func moved(by shift: Double) -> Fixture {
    guard shift != 0 else { return self }
    var moved = self
    moved.elements = elements.map { element in
      var element = element
      if element.frame.count == 4 { element.frame[1] += shift }
      return element
    }
    if var complete, complete.rect.count == 4 {
      complete.rect[1] += shift
      moved.complete = complete
    }
    return moved
  }
}
#endif
