import LayoutGeometry
import LayoutResolution

/// The numbers behind a list appearance at a width class, in points.
///
/// Measured on iOS 26.1 (Vercantez/openuikit `listseparatorprobe` and `listheaderprobe`, an
/// iPhone 16 at 393 pt, docs/scrolling.md#list-metrics): `insetGrouped` rows inset 16 pt by
/// the layout margins, their corners rounded 26 pt; without headers the first row at y 35 and
/// 35 pt between sections; with supplementary headers the first header at y 0, each section's
/// rows right below its header, and 17.667 pt from a section's last row to the next header;
/// a row's bottom separator 1 pt tall along its bottom edge, inset 16 pt on both sides.
///
/// Published without a version (docs/scrolling.md): rows estimated 44 pt; 20 pt regular-width
/// margins. Header padding read as (leading, top, trailing, bottom): grouped (20, 0, 20, 6),
/// inset-grouped (20, 16, 20, 6), footers (20, 0, 20, 10). Separators follow the text: about
/// 20 pt in plain lists.
///
/// Decided where nothing is published:
/// - `grouped` spaces sections like `insetGrouped` (35 pt above each, or 17.667 pt below
///   each with supplementary headers), `plain` and `sidebarPlain` not at all, `sidebar`
///   10 pt above each;
/// - a section with a supplementary footer keeps no space below it: the footer's padding is
///   the space;
/// - `sidebar` insets rows 10 pt on both sides at every width and rounds every row;
/// - one line of header or footer text is 18 pt tall, so estimates are padding + 18;
/// - plain and sidebar-plain headers are padded (leading 20, top 5, trailing 20, bottom 5),
///   28 pt tall as UITableView's plain headers; sidebar headers (10, 6, 10, 6);
/// - `grouped` headers, like `insetGrouped` ones, have no automatic top padding; in the
///   other appearances the automatic top padding puts the header's text where the first row
///   would start without a header: the section spacing less the header's top padding,
///   never negative;
/// - the separator's automatic leading inset is 20 pt in plain, grouped and sidebar-plain
///   lists and 0 in sidebars, with no trailing inset;
/// - a swipe action is shown in full at ``swipeActionWidth``, and a swipe past
///   ``fullSwipeFraction`` of the row's width is a full swipe (``ListSwipe``).
public struct ListMetrics: Hashable, Sendable {
  /// The radius of a rounded row corner: 26 pt, measured on iOS 26.1 (10 pt was published
  /// for earlier versions).
  public static let cornerRadius = 26.0
  /// How thick a separator is: 1 pt, measured on iOS 26.1 (one pixel was published for
  /// earlier versions).
  public static let separatorThickness = 1.0
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

  /// The space above each section's first element in a list without supplementary headers.
  public var sectionSpacing: Double {
    switch appearance {
    case .plain, .sidebarPlain: 0
    case .grouped, .insetGrouped: 35
    case .sidebar: 10
    }
  }

  /// The space between a section's last row and the next section's supplementary header:
  /// 53 pixels at 3×, 17.667 pt (measured on iOS 26.1 for `insetGrouped`; decided for
  /// `grouped`; none in the other appearances).
  public var spacingBelowSectionWithHeader: Double {
    switch appearance {
    case .grouped, .insetGrouped: 53.0 / 3
    case .plain, .sidebarPlain, .sidebar: 0
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
  /// automatic: none in `grouped` and `insetGrouped` lists (measured on iOS 26.1: the first
  /// header of an `insetGrouped` list at y 0; the space between sections lies below each
  /// section, ``spacingBelowSectionWithHeader``); in the others ``sectionSpacing`` less the
  /// header's top padding, never negative.
  public var automaticHeaderTopPadding: Double {
    switch appearance {
    case .grouped, .insetGrouped: 0
    case .plain, .sidebarPlain, .sidebar: max(0, sectionSpacing - headerPadding.top)
    }
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

  /// The automatic trailing inset of a row's bottom separator: 16 pt in `insetGrouped` lists
  /// (measured on iOS 26.1), none in the others.
  public var separatorTrailingInset: Double { appearance == .insetGrouped ? 16 : 0 }

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
