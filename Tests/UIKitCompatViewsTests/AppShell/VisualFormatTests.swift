#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// The visual format language makes the constraints its strings describe (issue 22 §1).
@Suite struct VisualFormatTests {
  /// Plain views of `names` in a 200 × 300 superview with 8 pt margins, laid out by
  /// constraints; the superview holds its subviews, which hold it weakly.
  static func views(_ names: [String]) -> (UIView, [String: UIView]) {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    var views: [String: UIView] = [:]
    for name in names {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      superview.addSubview(view)
      views[name] = view
    }
    return (superview, views)
  }

  static func make(
    _ formats: [String], _ views: [String: UIView], metrics: [String: Any]? = nil,
    options: NSLayoutConstraint.FormatOptions = []
  ) -> [NSLayoutConstraint] {
    formats.flatMap {
      NSLayoutConstraint.constraints(
        withVisualFormat: $0, options: options, metrics: metrics, views: views)
    }
  }

  @Test func marginsAndStandardSpacesPlaceACellsLabelsAsTheSampleDoes() throws {
    let (superview, views) = Self.views(["title", "date", "separator"])
    let made = Self.make(
      [
        "H:|-[title]-|", "H:|-[date(50)]", "H:|[separator]|",
        "V:|-[title(20)]-[date(==title)]-20-[separator(==1)]",
      ], views)
    // 2 + 2 + 2, then 3 lengths, 2 spaces and the top margin.
    #expect(made.count == 12)
    NSLayoutConstraint.activate(made)
    superview.layoutIfNeeded()
    // "|-" is the 8 pt margin, "-" between views 8 pt.
    #expect(views["title"]?.frame == CGRect(x: 8, y: 8, width: 184, height: 20))
    #expect(views["date"]?.frame == CGRect(x: 8, y: 36, width: 50, height: 20))
    #expect(views["separator"]?.frame == CGRect(x: 0, y: 76, width: 200, height: 1))
    #expect(superview.lastViewError == nil)
    // A closing bar ties the superview's edge to the last view's.
    let bottom = try #require(Self.make(["V:[separator]|"], views).first)
    #expect(bottom.firstItem === superview && bottom.firstAttribute == .bottom)
    #expect(bottom.secondItem === views["separator"] && bottom.secondAttribute == .bottom)
    #expect(bottom.constant == 0 && bottom.relation == .equal)
  }

  @Test func metricsPrioritiesAndViewEqualitiesAreRead() throws {
    let (superview, views) = Self.views(["a", "b"])
    let made = Self.make(
      ["H:|-pad-[a(60)]-gap-[b(==a)]", "V:|[a(44)]", "V:|[b(50)]"], views,
      metrics: ["pad": 10, "gap": CGFloat(5)])
    NSLayoutConstraint.activate(made)
    superview.layoutIfNeeded()
    #expect(views["a"]?.frame == CGRect(x: 10, y: 0, width: 60, height: 44))
    #expect(views["b"]?.frame == CGRect(x: 75, y: 0, width: 60, height: 50))
    let limits = Self.make(["V:[a(>=44@750,<=limit)]"], views, metrics: ["limit": 100.0])
    #expect(limits.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
    #expect(limits.map(\.constant) == [44, 100])
    #expect(limits.map(\.priority) == [.defaultHigh, .required])
    #expect(limits.allSatisfy { $0.firstAttribute == .height && $0.secondItem == nil })
  }

  @Test func alignmentOptionsLineTheViewsUpWithTheFirst() {
    let (superview, views) = Self.views(["a", "b", "c"])
    defer { withExtendedLifetime(superview) {} }
    let made = Self.make(["H:[a][b]-[c]"], views, options: .alignAllCenterY)
    let aligned = made.filter { $0.firstAttribute == .centerY }
    #expect(aligned.count == 2)
    #expect(aligned.allSatisfy { $0.secondItem === views["a"] && $0.secondAttribute == .centerY })
    let spacing = made.filter { $0.firstAttribute == .leading }
    #expect(spacing.map(\.constant) == [0, 8])
  }

  @Test(arguments: [
    ("H:[a", 4, "expected ']'"),
    ("H:|-[a]-[missing]|", 0, "expected a view named 'missing' in the views dictionary"),
    ("V:|-(==unknown)-[a]", 7, "expected a metric named 'unknown'"),
    ("H:[a]-", 6, "expected a number or metric"),
    ("[a][a]x", 6, "expected '[' and a view name"),
  ])
  func aStringOutsideTheGrammarMakesNothingAndSaysWhere(
    format: String, offset: Int, reason: String
  ) throws {
    let (superview, views) = Self.views(["a"])
    defer { withExtendedLifetime(superview) {} }
    #expect(Self.make([format], views).isEmpty)
    let error = try #require(views["a"]?.lastViewError)
    #expect(
      error == .visualFormatNotUnderstood(format: format, offset: offset, reason: reason),
      "\(error)")
  }

  @Test func aViewBesideTheSuperviewBarNeedsASuperview() {
    let orphan = UIView()
    let made = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|[orphan]", options: [], metrics: nil, views: ["orphan": orphan])
    #expect(made.isEmpty)
    #expect(
      orphan.lastViewError
        == .visualFormatNotUnderstood(
          format: "V:|[orphan]", offset: 0,
          reason: "expected a superview for 'orphan', which stands next to '|'"))
  }
}
#endif
