"""Source 4: the fastlane screenshots of DeluxeAlonso/UICollectionViewCompositionalLayoutDemo
(no licence file: facts and numbers only).

`fastlane/Snapfile` runs the UI test on an "iPhone 11 Pro" (375 × 812 pt, 3×) with the
status bar overridden, `Fastfile` in dark mode. The test opens each layout from the list and
takes one screenshot, content at its top. `LayoutDetailView` pins the collection view to the
safe area layout guide, so it is 375 × 690 pt from y 88 (status bar 44, navigation bar 44) to
778 (the home indicator's 34 pt below), with no safe area of its own and content offset 0; it
clips the cells at its bounds. Cells are `.lightGray` (170, 170, 170) with a 10 pt corner
radius on black; the data source gives 40 items per section (`numberOfRowsPerSection`), one
section unless the layout says more.

Left out: Style D (each section shows one cell below a self-sized header whose height the
image cannot show, so one anchor aligns one cell), and Style I (uploaded by hand from a
390 × 844 pt device with its orthogonal rows scrolled by unknown amounts, which a fixture
cannot give the engine).
"""

import sys

from flat_cells import (Recording, Shot, TolerantPalette, Window, find_cells,
                        named_in_reading_order, source_fixtures)
from identify import ExtractionError, bands, reading_order

NAME = "DeluxeAlonso-UICollectionViewCompositionalLayoutDemo"
REPOSITORY = "DeluxeAlonso/UICollectionViewCompositionalLayoutDemo"
LICENCE = "none stated (facts and numbers only)"
SCALE = 3
SCREENSHOTS = "fastlane/screenshots/en-US"
LAYOUTS = "UICollectionViewCompositionalLayoutDemo/CompositionalLayouts"

CELL, BLACK = "C", "k"
PALETTE = TolerantPalette({CELL: (170, 170, 170), BLACK: (0, 0, 0)}, tolerance=0)
RADIUS = 10 * SCALE
# The collection view's top in the image (y 88 pt), where the navigation bar's hairline lies
# over its first pixel row, and its bottom (y 778 pt).
TOP_PX, BOTTOM_PX = 88 * SCALE, 778 * SCALE
WINDOW = Window((0, TOP_PX + 1, 375 * SCALE, BOTTOM_PX),
                {"left": "clipped", "top": "covered", "right": "clipped", "bottom": "clipped"})
ORIGIN = (0, TOP_PX)

STYLES = "ABCEFGH"
LAYOUT_CODE = {f"deluxeAlonso.style{s}": f"{LAYOUTS}/CompositionalLayout{s}.swift"
               for s in STYLES}
ITEM_COUNTS = {f"deluxeAlonso.style{s}": [40] for s in STYLES}
ITEM_COUNTS["deluxeAlonso.styleF"] = [40, 40]
ITEM_COUNTS["deluxeAlonso.styleG"] = [3, 3]


def _in_order(cells, shot):
    return named_in_reading_order(cells)


def _style_f(cells, shot):
    """Section 0 is one orthogonal row (its first band); section 1 the rows below."""
    ordered = bands(cells)
    named = [((0, i), view) for i, view in enumerate(ordered[0])]
    rest = [view for band in ordered[1:] for view in band]
    named += [((1, i), view) for i, view in enumerate(rest)]
    return named, []


def _style_g(cells, shot):
    """Section 0's three rows; section 1 lies below a self-sized footer and header whose
    heights the image cannot show, so its cells are left out."""
    ordered = reading_order(cells)
    return [((0, i), view) for i, view in enumerate(ordered[:3])], ordered[3:]


HEADER_NOTE = ("the section header self-sizes to text drawn on the black background, so the "
               "image shows neither its frame nor how far it pushes the cells down: y is known "
               "up to one constant, and the suite aligns on the anchor cell")


def _shot(style, namer, notes=(), anchor=None, hidden=()):
    return Shot(f"{SCREENSHOTS}/iPhone 11 Pro-Style {style}.png", f"style{style}",
                f"deluxeAlonso.style{style}", ORIGIN, WINDOW, namer, notes, anchor, hidden)


RECORDINGS = [
    # "Update screenshots" (2021-08-31): Styles A to H, pixel for pixel the images of
    # 2020-10-04 (b4f62a5), unchanged up to the repository's head. The first set
    # (2020-09-02, f12f3e5, Styles A to G) is left out: its Styles A, B, C and F place every
    # cell exactly as these do, so it adds no frame of its own.
    Recording(
        "fastlane", "6d89653f0dc35456b7549f8c790e4ffa62454976", "not stated",
        "iPhone 11 Pro simulator (fastlane Snapfile)", "fastlane snapshot (Xcode not stated)",
        "dark", SCALE, (375, 690), {"top": 0, "left": 0, "bottom": 0, "right": 0},
        [
            _shot("A", _in_order),
            _shot("B", _in_order),
            _shot("C", _in_order, [HEADER_NOTE], anchor=(0, 0), hidden=["above"]),
            _shot("E", _in_order),
            _shot("F", _style_f),
            _shot("G", _style_g, [HEADER_NOTE + "; section 1's cells are left out, since a "
                                  "self-sized footer and header also lie above them"],
                  anchor=(0, 0), hidden=["above", "below"]),
            _shot("H", _in_order),
        ],
        notes=[
            "iOS not stated; inferred iOS 14: the 2021-08-31 commit re-encoded these images "
            "without changing a pixel from those committed on 2020-10-04 (b4f62a5), when Xcode "
            "12.0 with iOS 14.0 was the current release; the project's LastUpgradeCheck still "
            "names Xcode 11.6 then, so iOS 13.7 is not ruled out",
            "the collection view is pinned to the safe area: 375 × 690 pt from y 88 of the "
            "screen, no safe area of its own, content at its top",
            "cells carry their item number, not read here: they are named in the layout's "
            "order (rows of overlapping cells, each left to right then top to bottom, which "
            "is the depth-first order of these groups); item counts come from the data "
            "source code",
        ],
        inferred_ios="14"),
]


def cells(recording, shot, image):
    found, _ = find_cells(image, shot.window, PALETTE, BLACK, radius=RADIUS)
    return [v for v in found if v.letter == ord(CELL)]


def check(recording, shot, image, fixture):
    """The navigation bar's hairline lies on the collection view's first pixel row: the row
    differs from the bar above and the black below all the way across."""
    def row(y):
        stride = image.width * 4
        return image.rgba[y * stride:(y + 1) * stride]
    line, above, below = row(TOP_PX), row(TOP_PX - 1), row(TOP_PX + 1)
    if line == above or line == below or len(set(line[0::4])) != 1:
        raise ExtractionError(f"no hairline at pixel row {TOP_PX}: the collection view's "
                              "top is not where the layout code puts it")
    if not fixture["elements"]:
        raise ExtractionError("no cells found")


def fixtures(mirror):
    """`(relative path, fixture)` for every shot of every recording, read from the git
    directory `mirror`."""
    return source_fixtures(sys.modules[__name__], mirror)
