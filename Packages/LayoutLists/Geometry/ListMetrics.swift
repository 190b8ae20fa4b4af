import LayoutGeometry
import LayoutResolution

/// The numbers behind a list appearance at a width class, in points.
///
/// Published (docs/scrolling.md): rows estimated 44 pt; `insetGrouped` inset by the layout
/// margins, 16 pt compact and 20 pt regular, corner radius 10; on a 375 pt iPhone
/// (iOS 26) the first inset-grouped row at y 35 and 35 pt between sections. Header padding
/// observed on iOS 14, read as (leading, top, trailing, bottom): grouped (20, 0, 20, 6),
/// inset-grouped (20, 16, 20, 6), footers (20, 0, 20, 10). Separators follow the text:
/// about 20 pt in plain lists, 16 pt in inset-grouped ones.
///
/// Decided where nothing is published:
/// - `grouped` spaces sections like `insetGrouped` (35 pt above each), `plain` and
///   `sidebarPlain` not at all, `sidebar` 10 pt above each;
/// - `sidebar` insets rows 10 pt on both sides at every width and rounds every row;
/// - one line of header or footer text is 18 pt tall, so estimates are padding + 18;
/// - plain and sidebar-plain headers are padded (leading 20, top 5, trailing 20, bottom 5),
///   28 pt tall as UITableView's plain headers; sidebar headers (10, 6, 10, 6);
/// - the automatic header top padding puts the header's text where the first row would
///   start without a header: the section spacing less the header's top padding, never
///   negative;
/// - the separator's automatic leading inset is 20 pt in plain, grouped and sidebar-plain
///   lists, 16 pt in inset-grouped ones and 0 in sidebars;
/// - a swipe action is shown in full at ``swipeActionWidth``, and a swipe past
///   ``fullSwipeFraction`` of the row's width is a full swipe (``ListSwipe``).
public struct ListMetrics: Hashable, Sendable {
  /// The radius of a rounded row corner.
  public static let cornerRadius = 10.0
  /// The estimated height of a row before it is measured.
  public static let rowEstimate = 44.0
  /// The height of one line of header or footer text.
  public static let textLineHeight = 18.0
  /// The width at which a swipe action is shown in full: about a one-word title with its
  /// padding (decided; UIKit sizes its buttons to their titles).
  public static let swipeActionWidth = 74.0
  /// The fraction of a row's width a swipe must pass to be a full swipe (decided).
  public static let fullSwipeFraction = 0.6

  /// The appearance the numbers are for.
  public let appearance: ListAppearance
  /// The width class the numbers are for.
  public let widthClass: ListWidthClass

  /// The metrics of `appearance` at `widthClass`.
  public init(appearance: ListAppearance, widthClass: ListWidthClass) {
    self.appearance = appearance
    self.widthClass = widthClass
  }

  /// The metrics of `appearance` in `environment` (its width class: ``ListWidthClass``).
  public init(appearance: ListAppearance, environment: LayoutEnvironment) {
    self.init(appearance: appearance, widthClass: ListWidthClass(environment))
  }

  /// How far rows are inset from the container's leading and trailing edges.
  public var horizontalInset: Double {
    switch appearance {
    case .plain, .grouped, .sidebarPlain: 0
    case .insetGrouped: widthClass == .compact ? 16 : 20
    case .sidebar: 10
    }
  }

  /// The space above each section's first element.
  public var sectionSpacing: Double {
    switch appearance {
    case .plain, .sidebarPlain: 0
    case .grouped, .insetGrouped: 35
    case .sidebar: 10
    }
  }

  /// The padding around a supplementary header's text, inside the header's frame.
  public var headerPadding: LayoutDirectionalInsets {
    switch appearance {
    case .plain, .sidebarPlain:
      LayoutDirectionalInsets(top: 5, leading: 20, bottom: 5, trailing: 20)
    case .grouped: LayoutDirectionalInsets(top: 0, leading: 20, bottom: 6, trailing: 20)
    case .insetGrouped: LayoutDirectionalInsets(top: 16, leading: 20, bottom: 6, trailing: 20)
    case .sidebar: LayoutDirectionalInsets(top: 6, leading: 10, bottom: 6, trailing: 10)
    }
  }

  /// The padding around a footer's text, inside the footer's frame.
  public var footerPadding: LayoutDirectionalInsets {
    appearance == .sidebar
      ? LayoutDirectionalInsets(top: 0, leading: 10, bottom: 10, trailing: 10)
      : LayoutDirectionalInsets(top: 0, leading: 20, bottom: 10, trailing: 20)
  }

  /// The space above a supplementary header when ``ListConfiguration/headerTopPadding`` is
  /// automatic: ``sectionSpacing`` less the header's top padding, never negative.
  public var automaticHeaderTopPadding: Double {
    max(0, sectionSpacing - headerPadding.top)
  }

  /// Whether supplementary headers stay in view while their section is: `plain` and
  /// `sidebarPlain`.
  public var pinsHeaders: Bool { appearance == .plain || appearance == .sidebarPlain }

  /// The automatic leading inset of a row's bottom separator.
  public var separatorLeadingInset: Double {
    switch appearance {
    case .plain, .grouped, .sidebarPlain: 20
    case .insetGrouped: 16
    case .sidebar: 0
    }
  }

  /// The estimated height of a supplementary header: `topPadding`, then the header's
  /// padding around one line of text.
  public func headerEstimate(topPadding: Double) -> Double {
    topPadding + headerPadding.top + Self.textLineHeight + headerPadding.bottom
  }

  /// The estimated height of a footer: its padding around one line of text.
  public var footerEstimate: Double {
    footerPadding.top + Self.textLineHeight + footerPadding.bottom
  }
}
