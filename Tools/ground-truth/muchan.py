"""Source 6: the README screenshots of muchan611/compositional-layouts-sample (MIT).

Four simulator screenshots, 828 × 1792 px: 414 × 896 pt at 2× (an iPhone 11 class device;
neither the model nor iOS is stated), light mode, each one screen of the sample app pushed
on a navigation controller. Each collection view fills its view controller's view (pinned
to the view's four edges), under an opaque-looking status bar (48 pt) and navigation bar
(44 pt), the home indicator drawn over its last 34 pt: its safe area is 92 pt on top and 34
below. The navigation bar's hairline lies on the pixel row at 92 pt, the collection view's
first row below the bar; the window is read from the row after it down to the image's
bottom (the view goes on below the screen), with the home indicator's box taken out.

Cells are lavender (206, 201, 220) with a 4 pt corner radius and a brown label (an index,
not read: the cells are named in the layout's order); the page is white; the standard
layouts' last section has a background decoration of (233, 210, 199). Section headers are
text drawn on the page, so the image shows neither their frames nor where they start: no
header is listed, and the fixtures that hold headers give no `complete` rect.

Cells of an orthogonal section end a fraction of a pixel below a whole pixel (the row
after their last full row is a uniform blend of the cell's colour and the page's): that
edge is placed by the blend's coverage, in hundredths of a pixel.
"""

import sys

from flat_cells import (Recording, Shot, TolerantPalette, Window, find_cells, slot_names,
                        source_fixtures)
from identify import ExtractionError, bands
from views import BOTTOM, LEFT, MEASURED, RIGHT, TOP

NAME = "muchan611-compositional-layouts-sample"
REPOSITORY = "muchan611/compositional-layouts-sample"
LICENCE = "MIT"
SCALE = 2
CODE = "CompositionalLayoutsSample/CompositionalLayoutsSample"

CELL, DECORATION, WHITE = "C", "b", "W"
CELL_RGB, DECORATION_RGB, WHITE_RGB = (206, 201, 220), (233, 210, 199), (255, 255, 255)
CELLS = TolerantPalette({CELL: CELL_RGB, WHITE: WHITE_RGB}, tolerance=0)
BACKGROUNDS = TolerantPalette({DECORATION: DECORATION_RGB, WHITE: WHITE_RGB}, tolerance=0)
RADIUS = 4 * SCALE
BACKGROUND_KIND = "background-element-kind"
HEADER_KIND = "header-element-kind"

# The navigation bar's hairline: the pixel row at 92 pt, where content y 0 lies when the
# content is at its top.
HAIRLINE_PX = 92 * SCALE
SAFE_AREA = {"top": 92, "left": 0, "bottom": 34, "right": 0}
# The home indicator (black, 1766 to 1775 px down, 266 to 561 across), with a pixel of
# antialiasing around it.
HOME_INDICATOR = (264, 1764, 564, 1778)
WINDOW = Window((0, HAIRLINE_PX + 1, 414 * SCALE, 896 * SCALE),
                {"left": "clipped", "top": "covered", "right": "clipped",
                 "bottom": "clipped"},
                covers=[HOME_INDICATOR])

LAYOUT_CODE = {
    "muchan.standard": f"{CODE}/StandardLayouts/StandardLayoutsViewController.swift",
    "muchan.carouselWithHeader":
        f"{CODE}/CarouselWithHeader/CarouselWithHeaderListViewController.swift",
    "muchan.customGroup": f"{CODE}/CustomGroup/CustomGroupViewController.swift",
}
ITEM_COUNTS = {
    # list, grid, carousel, groupPageing, background (items 0…2, 3…8, 9…15, 16…20, 21)
    "muchan.standard": [3, 6, 7, 5, 1],
    "muchan.carouselWithHeader": [11] * 6,
    "muchan.customGroup": [11],
}

# The standard layouts' rows from the top, as `(section, cells)`: `None` for a section's
# one row that scrolls across (any number of cells from item 0).
STANDARD_ROWS = [(0, 1), (0, 1), (0, 1), (1, 3), (1, 3), (2, None), (3, None), (4, 1)]
# Where the grid's first row lies: the list's header (40) and three 50 pt rows 6 apart, its
# bottom inset (5), the grid's header (40). Both standard shots must put it there.
GRID_TOP = 40 + 3 * 50 + 2 * 6 + 5 + 40
# StandardLayoutsViewController_02 is scrolled to the end: its grid's first row lies at
# 139.5 pt in the image (279 px), 107.5 pt above where it lies at offset 0, and the
# background decoration, the content's last view, ends on the bottom safe area (862 pt).
END_OFFSET = GRID_TOP - 279 / SCALE
# The headers' measured height: a label pinned to their four edges and to 40 pt.
STANDARD_HEADERS = [{"category": "supplementary", "kind": HEADER_KIND, "height": 40}]

# The custom group: 431 pt tall ((414 − 2 × 16 − 12) / 2 = 185 wide cells, 185 and 1.2 ×
# 185 = 222 tall, 12 apart, a group inset of 13 on top), slots in the provider's order, x
# in the image (the section's 16 pt inset included).
CUSTOM_PITCH = 185 + 12 + 222 + 12
CUSTOM_SLOTS = [(16, 13, 185, 185), (213, 13, 185, 222), (16, 210, 185, 222),
                (213, 247, 185, 185)]


def _standard(first_row):
    """Names the standard layouts' cells by `STANDARD_ROWS` from `first_row` (the top row
    the image shows), and the background decoration after section 4's row."""
    def name(views, shot):
        cells = [v for v in views if v.letter == ord(CELL)]
        backgrounds = [v for v in views if v.letter == ord(DECORATION)]
        named, found = [], bands(cells)
        if len(found) > len(STANDARD_ROWS) - first_row:
            raise ExtractionError(f"{len(found)} rows of cells, the layout has "
                                  f"{len(STANDARD_ROWS) - first_row} from the first shown")
        for row, band in enumerate(found, start=first_row):
            section, count = STANDARD_ROWS[row]
            if count is not None and len(band) != count:
                raise ExtractionError(f"a row of section {section} shows {len(band)} cells, "
                                      f"not {count}")
            first = sum(c or 0 for s, c in STANDARD_ROWS[:row] if s == section)
            named += [((section, first + i), view) for i, view in enumerate(band)]
        if len(backgrounds) > 1:
            raise ExtractionError(f"{len(backgrounds)} background decorations")
        for view in backgrounds:
            if not any(key == (4, 0) for key, _ in named):
                raise ExtractionError("a background decoration without section 4's cell")
            named.append((("decoration", BACKGROUND_KIND, (4, 0)), view))
        return named, []
    return name


def _rows_are_sections(views, shot):
    """Each row of cells is one section's row scrolling across, from item 0."""
    return [((section, item), view) for section, band in enumerate(bands(views))
            for item, view in enumerate(band)], []


def _custom(views, shot):
    return slot_names(views, SCALE, HAIRLINE_PX / SCALE, CUSTOM_PITCH, CUSTOM_SLOTS)


HEADER_NOTE = ("section headers are text drawn on the white page: the image shows neither "
               "their frames nor the room they take, so none is listed and the fixture gives "
               "no complete rect")
STANDARD_NOTES = [
    HEADER_NOTE,
    "the headers' height is estimated (44) in the layout, measured 40: the header view's "
    "label is pinned to its four edges and to a height of 40 (StandardLayoutsSectionHeaderView"
    "), and the cells below each header lie 40 pt under the section's top (list at 0, cells "
    "from 40); given to the engine as measuredSizes",
    "the grid's items are absolute((container width − 6) / 3) = 136 wide, but the count "
    "group divides its 394 pt among its 3 items: 127.33 each, read 127.5 (255 px)",
    "cells of the orthogonal sections (carousel, groupPageing) start on a whole pixel and end "
    "0.4 pt below one: the row below their last full row is 80 % cell colour; that bottom "
    "edge is placed by the blend (654.4 where 534.4 + 120 puts it), the top rounded to "
    "534.5",
]


def _shot(image, name, layout, namer, notes=(), origin_y=HAIRLINE_PX, **options):
    return Shot(f"docs/images/{image}.png", name, layout, (0, origin_y), WINDOW, namer,
                notes, **options)


RECORDINGS = [
    Recording(
        "readme", "1c6d877db5cd3d09dfbe612b35dad46aa67aca43", "not stated",
        "not stated (414 × 896 pt at 2×: iPhone 11 or XR class)",
        "simulator screenshots (Xcode 12.5 project)", "light", SCALE, (414, 896), SAFE_AREA,
        [
            _shot("StandardLayoutsViewController_01", "standard01", "muchan.standard",
                  _standard(0), STANDARD_NOTES, complete=False,
                  measured_sizes=STANDARD_HEADERS),
            _shot("StandardLayoutsViewController_02", "standard02", "muchan.standard",
                  _standard(2), STANDARD_NOTES + [
                      "scrolled to the end: the grid's first row, at content y 247 at the "
                      "top (standard01), lies at 139.5 pt in the image, so the offset is "
                      "107.5; the background decoration, the content's last view, ends on "
                      "the bottom safe area (862 pt), as it does at the largest offset; "
                      "the list's last cell shows 2 pt below the navigation bar"],
                  origin_y=round(HAIRLINE_PX - (END_OFFSET + SAFE_AREA["top"]) * SCALE),
                  complete=False, offset_y=END_OFFSET, measured_sizes=STANDARD_HEADERS),
            _shot("CarouselWithHeaderListViewController", "carouselWithHeader",
                  "muchan.carouselWithHeader", _rows_are_sections,
                  [HEADER_NOTE + " (their height is absolute: 60)",
                   "each row is one section scrolling across (.continuous), at rest: its "
                   "cells from item 0"], complete=False),
            _shot("CustomGroupViewController", "customGroup", "muchan.customGroup", _custom,
                  ["cells named by the slot of the 431 pt custom group they start in, in "
                   "the order its provider returns the frames"]),
        ],
        notes=[
            "iOS not stated; inferred iOS 14: an Xcode 12.5 project (LastUpgradeCheck 1250, "
            "deployment target 14.5) whose screenshots were committed on 2021-09-29, nine "
            "days after iOS 15's release; the navigation bar is drawn opaque with its "
            "hairline over content at its top, where an app built with the iOS 15 SDK makes "
            "it transparent at the scroll edge; the status bar is 48 pt tall on this 414 × "
            "896 pt screen, as iOS 14 made it (iOS 13 drew 44)",
            "the collection view fills the view (414 × 896 pt) under the status and "
            "navigation bars (92 pt) and over the home indicator (34 pt): the image is read "
            "below the bar's hairline, the home indicator's box left out",
            "cells carry an index label, not read here: they are named in the layout's "
            "order; item counts come from the data source code",
        ],
        inferred_ios="14"),
]


def _blend_fraction(colour):
    """How much of a pixel a cell covers when it is `colour`, a blend of the cell's colour
    over white: per channel, averaged; `None` when the channels disagree."""
    fractions = [(w - c) / (w - k) for c, k, w in zip(colour, CELL_RGB, WHITE_RGB)]
    if max(fractions) - min(fractions) > 0.05:
        return None
    return sum(fractions) / len(fractions)


def _pixel(image, x, y):
    offset = (y * image.width + x) * 4
    return tuple(image.rgba[offset:offset + 3])


def _refine_bottom(view, image):
    """A cell whose bottom edge falls inside a pixel row: the row below its last full one is
    one blend of its colour over white all along its straight part, white below it. The
    edge moves down by the blend's coverage (hundredths of a pixel) and is measured."""
    side = view.sides[BOTTOM]
    y = side.position
    if side.status == MEASURED or y + 1 >= WINDOW.box[3]:
        return
    left, right = view.sides[LEFT].position + RADIUS, view.sides[RIGHT].position - RADIUS
    if right - left < 10:
        return
    row = {_pixel(image, x, y) for x in range(left, right)}
    below = {_pixel(image, x, y + 1) for x in range(left, right)}
    if len(row) != 1 or below != {WHITE_RGB}:
        return
    fraction = _blend_fraction(next(iter(row)))
    if fraction is None or not 0.05 < fraction < 0.95:
        return
    side.position = y + round(fraction, 2)
    side.status = MEASURED


def cells(recording, shot, image):
    found, _ = find_cells(image, shot.window, CELLS, WHITE, radius=RADIUS)
    found = [v for v in found if v.letter == ord(CELL)]
    for view in found:
        _refine_bottom(view, image)
    backgrounds, _ = find_cells(image, shot.window, BACKGROUNDS, WHITE)
    return found + [v for v in backgrounds if v.letter == ord(DECORATION)]


def check(recording, shot, image, fixture):
    """The navigation bar's hairline is the pixel row `HAIRLINE_PX`, darker than the bar
    above it and the page or cell below it all the way across; the home indicator is black
    inside its box; the standard layouts' grid starts at `GRID_TOP` in content
    coordinates in both shots (which fixes the scrolled one's offset), and the scrolled
    one's background decoration ends on the bottom safe area."""
    for x in range(0, image.width, 23):
        above, line, below = (sum(_pixel(image, x, y))
                              for y in (HAIRLINE_PX - 1, HAIRLINE_PX, HAIRLINE_PX + 1))
        if not line < min(above, below):
            raise ExtractionError(f"no navigation bar hairline at pixel row {HAIRLINE_PX}, "
                                  f"x {x}")
    if _pixel(image, 414, 1770) != (0, 0, 0):
        raise ExtractionError("no home indicator where its box is")
    elements = fixture["elements"]
    if not elements:
        raise ExtractionError("no cells found")
    by_key = {(e["category"], tuple(e["indexPath"])): e for e in elements}
    if shot.layout == "muchan.standard":
        grid = by_key.get(("cell", (1, 0)))
        if grid is None or grid["frame"][1] != GRID_TOP or "minY" in grid.get("unseen", {}):
            raise ExtractionError(f"the grid's first row is not at y {GRID_TOP}")
        background = by_key.get(("decoration", (4, 0)))
        if shot.offset_y is not None:
            bottom = background and background["frame"][1] + background["frame"][3]
            end = shot.offset_y + recording.viewport[1] - SAFE_AREA["bottom"]
            if bottom != end:
                raise ExtractionError(f"the background decoration ends at {bottom}, not on "
                                      f"the bottom safe area ({end})")


def fixtures(mirror):
    """`(relative path, fixture)` for every shot of every recording, read from the git
    directory `mirror`."""
    return source_fixtures(sys.modules[__name__], mirror)
