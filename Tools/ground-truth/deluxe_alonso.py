"""Source 4: the screenshots of DeluxeAlonso/UICollectionViewCompositionalLayoutDemo (no
licence file: facts and numbers only): the fastlane set, its first run (an earlier iOS), and,
older, the set committed by hand under `Screenshots/`.

`fastlane/Snapfile` runs the UI test on an "iPhone 11 Pro" (375 × 812 pt, 3×) with the
status bar overridden, `Fastfile` in dark mode. The test opens each layout from the list and
takes one screenshot, content at its top. Its first run (2020-09-02, Styles A to G) places
every cell as the later one does, but the system drew it differently (the back button, the
labels' glyphs, the corners' antialiasing): another iOS, 13 inferred, its own recording.
`LayoutDetailView` pins the collection view to the safe area layout guide, so it is 375 ×
690 pt from y 88 (status bar 44, navigation bar 44) to
778 (the home indicator's 34 pt below), with no safe area of its own and content offset 0; it
clips the cells at its bounds. Cells are `.lightGray` (170, 170, 170) with a 10 pt corner
radius on black; the data source gives 40 items per section (`numberOfRowsPerSection`), one
section unless the layout says more.

The older set (`Screenshots/Style{A…G}.png`, 2020-08-26, deleted on 2020-09-02 by
cce61d4) was taken by hand on a 414 × 896 pt device at 2× in dark mode, with the same layout
code, cells and detail view: its collection view is 414 × 774 pt from y 88 (a 44 pt status
bar, as iOS 13 drew it on this screen) to 862 (the home indicator's 34 pt below).

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
OLD_SCALE = 2
LAYOUTS = "UICollectionViewCompositionalLayoutDemo/CompositionalLayouts"

CELL, BLACK = "C", "k"
PALETTE = TolerantPalette({CELL: (170, 170, 170), BLACK: (0, 0, 0)}, tolerance=0)
RADIUS_PT = 10
# The collection view's top in the image (y 88 pt), where the navigation bar's hairline lies
# over its first pixel row, and its bottom: y 778 pt on the 812 pt screen of the fastlane set,
# 862 on the 896 pt screen of the older set.
TOP_PT = 88


def _window(scale, width, bottom):
    return Window((0, TOP_PT * scale + 1, width * scale, bottom * scale),
                  {"left": "clipped", "top": "covered", "right": "clipped",
                   "bottom": "clipped"})


WINDOW = _window(SCALE, 375, 778)
OLD_WINDOW = _window(OLD_SCALE, 414, 862)

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
                f"deluxeAlonso.style{style}", (0, TOP_PT * SCALE), WINDOW, namer, notes,
                anchor, hidden)


def _old_shot(style, namer, notes=(), anchor=None, hidden=()):
    return Shot(f"Screenshots/Style{style}.png", f"style{style}", f"deluxeAlonso.style{style}",
                (0, TOP_PT * OLD_SCALE), OLD_WINDOW, namer, notes, anchor, hidden)


G_NOTE = (HEADER_NOTE + "; section 1's cells are left out, since a self-sized footer and "
          "header also lie above them")
COMMON_NOTES = [
    "cells carry their item number, not read here: they are named in the layout's order "
    "(rows of overlapping cells, each left to right then top to bottom, which is the "
    "depth-first order of these groups); item counts come from the data source code",
]


FIRST_SET_NOTE = (
    "iOS not stated; inferred iOS 13: committed on 2020-09-02, when iOS 13 was the current "
    "release (iOS 14 came on 2020-09-16), by a project whose LastUpgradeCheck names Xcode "
    "11.6; and the system drew its navigation bar's back "
    "button as the older set (iOS 13 inferred) does, a chevron 12 × 21 pt with the title 6 "
    "pt after it, where the later fastlane set, made by the same test, shows one 10.67 × "
    "18.67 pt with the title 10 pt after it; no code of the app styles that button")

RECORDINGS = [
    # "Update screenshots" (2021-08-31): Styles A to H, pixel for pixel the images of
    # 2020-10-04 (b4f62a5), unchanged up to the repository's head.
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
            _shot("G", _style_g, [G_NOTE], anchor=(0, 0), hidden=["above", "below"]),
            _shot("H", _in_order),
        ],
        notes=[
            "iOS not stated; inferred iOS 14: the 2021-08-31 commit re-encoded these images "
            "without changing a pixel from those committed on 2020-10-04 (b4f62a5), when Xcode "
            "12.0 with iOS 14.0 was the current release; the project's LastUpgradeCheck still "
            "names Xcode 11.6 then, but the system's back button is no longer the one the first "
            "fastlane run (2020-09-02, iOS 13 inferred) drew with the same code: a chevron "
            "10.67 × 18.67 pt with the title 10 pt after it, where that run drew 12 × 21 pt and "
            "6 pt",
            "the collection view is pinned to the safe area: 375 × 690 pt from y 88 of the "
            "screen, no safe area of its own, content at its top",
        ] + COMMON_NOTES,
        inferred_ios="14"),
    # "Adds screenshots" (2020-09-02): the first fastlane run, Styles A to G, by the same UI
    # test on the same simulator, with the layout code of A to G the later set's but for
    # whitespace. Not the later set's images: the system's back button, the labels' glyphs
    # and the cells' corner antialiasing differ, as a run on another iOS would (the cells'
    # flat pixels do not). Style D is left out as in the later set.
    Recording(
        "fastlane-first", "f12f3e5a33f3ad7fda8e84e4287db6df5aed6511", "not stated",
        "iPhone 11 Pro simulator (fastlane Snapfile)", "fastlane snapshot (Xcode not stated)",
        "dark", SCALE, (375, 690), {"top": 0, "left": 0, "bottom": 0, "right": 0},
        [
            _shot("A", _in_order),
            _shot("B", _in_order),
            _shot("C", _in_order, [HEADER_NOTE], anchor=(0, 0), hidden=["above"]),
            _shot("E", _in_order),
            _shot("F", _style_f),
            _shot("G", _style_g, [G_NOTE], anchor=(0, 0), hidden=["above", "below"]),
        ],
        notes=[
            FIRST_SET_NOTE,
            "the collection view is pinned to the safe area: 375 × 690 pt from y 88 of the "
            "screen, no safe area of its own, content at its top",
        ] + COMMON_NOTES,
        inferred_ios="13"),
    # "Updates Screenshots" (2020-08-26): Styles A to G taken by hand, deleted on 2020-09-02
    # (cce61d4) when fastlane took over. The layout code of A, B, C, E, F and G is the
    # fastlane set's but for whitespace (E and G re-indented later), and so are the cell,
    # its 40 items per section, G's 2 sections of 3 and the detail view pinned to the safe
    # area.
    Recording(
        "screenshots", "b3dcca65eb039e3c071919c243edc43467750ba1", "not stated",
        "not stated (414 × 896 pt at 2×: iPhone 11 or XR class)",
        "screenshots taken by hand (Xcode 11.6 project)", "dark", OLD_SCALE, (414, 774),
        {"top": 0, "left": 0, "bottom": 0, "right": 0},
        [
            _old_shot("A", _in_order),
            _old_shot("B", _in_order),
            _old_shot("C", _in_order, [HEADER_NOTE], anchor=(0, 0), hidden=["above"]),
            _old_shot("E", _in_order),
            _old_shot("F", _style_f),
            _old_shot("G", _style_g, [G_NOTE], anchor=(0, 0), hidden=["above", "below"]),
        ],
        notes=[
            "iOS not stated; inferred iOS 13: committed on 2020-08-26, when Xcode 11.6 with "
            "iOS 13.6 was the current release (iOS 14 came on 2020-09-16), by a project whose "
            "LastUpgradeCheck names Xcode 11.6 (deployment target 13.6); the status bar is 44 "
            "pt tall on this 414 × 896 pt screen, as iOS 13 drew it (iOS 14 made it 48)",
            "the collection view is pinned to the safe area: 414 × 774 pt from y 88 of the "
            "screen to the home indicator's 34 pt, no safe area of its own, content at its "
            "top",
        ] + COMMON_NOTES,
        inferred_ios="13"),
]


def cells(recording, shot, image):
    found, _ = find_cells(image, shot.window, PALETTE, BLACK,
                          radius=RADIUS_PT * recording.scale)
    return [v for v in found if v.letter == ord(CELL)]


def check(recording, shot, image, fixture):
    """The navigation bar's hairline lies on the collection view's first pixel row: the row
    differs from the bar above and the black below all the way across."""
    def row(y):
        stride = image.width * 4
        return image.rgba[y * stride:(y + 1) * stride]
    top = shot.origin[1]
    line, above, below = row(top), row(top - 1), row(top + 1)
    if line == above or line == below or len(set(line[0::4])) != 1:
        raise ExtractionError(f"no hairline at pixel row {top}: the collection view's "
                              "top is not where the layout code puts it")
    if not fixture["elements"]:
        raise ExtractionError("no cells found")


def fixtures(mirror):
    """`(relative path, fixture)` for every shot of every recording, read from the git
    directory `mirror`."""
    return source_fixtures(sys.modules[__name__], mirror)
