"""Source 5: the README screenshots of yash-np/CollectionView (no licence file: facts and
numbers only).

Three simulator screenshots, 828 × 1792 px: 414 × 896 pt at 2× (an iPhone 11 or XR class
device, as the storyboard's `retina6_1`; neither the model nor iOS is stated), light mode,
each the first screen of one tab of a tab bar controller. Each collection view is as large
as its view controller's view (`frame = view.frame`), under the status bar (48 pt) and above
the tab bar (49 pt and the home indicator's 34 pt), with the default content inset
adjustment: its safe area is 48 pt on top and 83 pt below, content at its top (offset −48).
Cells are plain `UICollectionViewCell`s of a random colour each (every channel 0.4 to 1) on
white, 72 items in one section. The tab bar is translucent: cells under it are blurred, so
the image is read down to the tab bar's hairline at 812.5 pt.
"""

import sys

from flat_cells import (CELL_LETTERS, Recording, Shot, TolerantPalette, Window,
                        dominant_colours, find_cells, named_in_reading_order, slot_names,
                        source_fixtures)
from identify import ExtractionError

NAME = "yash-np-CollectionView"
REPOSITORY = "yash-np/CollectionView"
LICENCE = "none stated (facts and numbers only)"
SCALE = 2
CONTROLLERS = "CollectionViewDemo/ViewController"

WHITE = "W"
# The safe area's top (the status bar) and the tab bar's hairline, in pixels.
TOP_PX = 48 * SCALE
HAIRLINE_PX = 1625
WINDOW = Window((0, TOP_PX, 414 * SCALE, HAIRLINE_PX),
                {"left": "clipped", "top": "covered", "right": "clipped", "bottom": "covered"})
# A cell shows at least 13.5 × 134 pt (27 × 268 px) where the tab bar cuts it.
MINIMUM_CELL_PIXELS = 2000

LAYOUT_CODE = {
    "yashNP.grid": f"{CONTROLLERS}/ViewController.swift",
    "yashNP.oldExplore": f"{CONTROLLERS}/OldExploreViewController.swift",
    "yashNP.newExplore": f"{CONTROLLERS}/NewExploreViewController.swift",
}
ITEM_COUNTS = {layout: [72] for layout in LAYOUT_CODE}


def _in_order(cells, shot):
    return named_in_reading_order(cells)


# The Explore layouts' group: 600 pt tall, two halves of 300; in the lower half three
# columns of two items; in the upper half a column of two items beside an item two thirds
# wide (old), or two such columns beside an item a third wide (new).
COLUMN = 414 / 3
LOWER = [(c * COLUMN, 300 + r * 150, COLUMN, 150) for c in range(3) for r in range(2)]
OLD_EXPLORE = [(0, 0, COLUMN, 150), (0, 150, COLUMN, 150), (COLUMN, 0, 2 * COLUMN, 300)] + LOWER
NEW_EXPLORE = ([(c * COLUMN, r * 150, COLUMN, 150) for c in range(2) for r in range(2)]
               + [(2 * COLUMN, 0, COLUMN, 300)] + LOWER)


def _in_slots(slots):
    """Cells named by the slot of the 600 pt group they start in: the depth-first order of
    its nested groups, which reading order would not give (the lower half's rows do not
    overlap)."""
    def name(cells, shot):
        return slot_names(cells, SCALE, TOP_PX / SCALE, 600, slots)
    return name


def _shot(image, name, layout, namer):
    return Shot(f"screenshots/{image}.png", name, layout, (0, TOP_PX), WINDOW, namer)


RECORDINGS = [
    Recording(
        "readme", "d55fb4e05189a2f89a0bc075c1bfcc03b2719f73", "not stated",
        "not stated (414 × 896 pt at 2×: iPhone 11 or XR class; the storyboard is set to "
        "retina6_1)", "simulator screenshots (Xcode 13 project)", "light", SCALE, (414, 896),
        {"top": 48, "left": 0, "bottom": 83, "right": 0},
        [
            _shot("Default", "grid", "yashNP.grid", _in_order),
            _shot("Instagram_Explore", "oldExplore", "yashNP.oldExplore",
                  _in_slots(OLD_EXPLORE)),
            _shot("Instagram_Exlore_new", "newExplore", "yashNP.newExplore",
                  _in_slots(NEW_EXPLORE)),
        ],
        notes=[
            "iOS not stated; inferred iOS 15 (deployment target 15.0, an Xcode 13 project, "
            "committed on 2022-01-11 when Xcode 13.2 with iOS 15.2 was current)",
            "cells carry no label: they are named in the layout's depth-first order of its "
            "groups (rows of cells for the grid, the slots of the 600 pt group for the "
            "Explore layouts); the item count comes from the data source code",
        ],
        inferred_ios="15"),
]


def cells(recording, shot, image):
    colours = dominant_colours(image, shot.window.box, [(255, 255, 255)], MINIMUM_CELL_PIXELS)
    if len(colours) > len(CELL_LETTERS):
        raise ExtractionError(f"{len(colours)} cell colours, more than there are letters")
    palette = TolerantPalette(dict(zip(CELL_LETTERS, colours), **{WHITE: (255, 255, 255)}),
                              tolerance=0)
    found, _ = find_cells(image, shot.window, palette, WHITE)
    return found


def check(recording, shot, image, fixture):
    """The tab bar's hairline is the pixel row `HAIRLINE_PX`: darker than the cell or the
    page above it and the bar below it, all the way across."""
    stride = image.width * 4
    for x in range(0, image.width, 23):
        above, line, below = (sum(image.rgba[y * stride + 4 * x:y * stride + 4 * x + 3])
                              for y in (HAIRLINE_PX - 1, HAIRLINE_PX, HAIRLINE_PX + 1))
        if not line < min(above, below):
            raise ExtractionError(f"no tab bar hairline at pixel row {HAIRLINE_PX}, x {x}")
    if len(fixture["elements"]) < 8:
        raise ExtractionError(f"only {len(fixture['elements'])} cells")


def fixtures(mirror):
    """`(relative path, fixture)` for every shot of every recording, read from the git
    directory `mirror`."""
    return source_fixtures(sys.modules[__name__], mirror)
