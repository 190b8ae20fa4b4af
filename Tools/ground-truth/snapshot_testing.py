"""Source 7: pointfreeco/swift-snapshot-testing's own reference images of a table (MIT).

The library's test `testAssertMultipleSnapshot` (`Tests/SnapshotTestingTests/
SnapshotTestingTests.swift`) snapshots one `UITableViewController` on four of the library's
device configurations (`ViewImageConfig`): `.iPhoneSe` (320 × 568 pt, safe area 20 pt on
top), `.iPadMini` (landscape, 1024 × 768 pt, 20 pt on top), `.iPhoneX` (375 × 812 pt, 44 on
top and 34 below) and `.iPhoneXsMax` (414 × 896 pt, 44 and 34). The controller's data
source gives one section of 10 rows, each a registered plain `UITableViewCell` (the default
style) whose `textLabel` shows the row's number; it sets no row height (`rowHeight` is
UIKit's default, automatic since iOS 11) and no separator inset. `testTableViewController`
snapshots the same controller on `.iPhoneSe` only: where it writes `.1.png` that image must
be the iPhone SE one pixel for pixel, and it makes no fixture of its own.

The library renders the controller's view in a window of the configuration's size whose
safe area is the configuration's, at the scale of the simulator the tests ran on (the
configurations set no display scale): 3× on the iPhone 11 Pro Max and 15 Pro Max
simulators, 2× on the iPhone XR. A 2× device is thus drawn at 3× and a 3× one at 2×; the
layout is the one UIKit gives a window of that size at that scale, and every row edge lies
on a whole multiple of 44 pt, which no scale moves.

What the image shows: white rows on the table's white background, each row's bottom edge
marked by its separator, one pixel tall, inside the row on its last pixel row, from the
separator inset to the image's right border. So every row's bottom edge is seen, and so is
the top of every row but the first (the pixel row after the separator above it). Row 0's
top lies white on white (the safe area above it is the table's own background): `abutting`,
placed where its separator pitch puts it. The rows' sides are the image's borders, where
nothing shows them ending: `clipped`. Rows are named by order (row i above the i-th
separator); each must hold its label's ink, and no row below the tenth may hold any.
"""

from collections import namedtuple

from extract import read_blob
from identify import ExtractionError
from png import decode

NAME = "pointfreeco-swift-snapshot-testing"
REPOSITORY = "pointfreeco/swift-snapshot-testing"
LICENCE = "MIT"
TEST_CODE = "Tests/SnapshotTestingTests/SnapshotTestingTests.swift"
SNAPSHOTS = "Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests"
TABLE_TEST_IMAGE = f"{SNAPSHOTS}/testTableViewController.1.png"
LAYOUT = "snapshotTesting.tableViewController"
# The test's data source: one section of ten rows.
ROW_COUNT = 10
WHITE = (255, 255, 255, 255)

Device = namedtuple("Device", "name image config viewport safe_area")
DEVICES = [
    Device("iPhoneSE", "testAssertMultipleSnapshot.iPhoneSE-image.png", ".iPhoneSe",
           (320, 568), {"top": 20, "left": 0, "bottom": 0, "right": 0}),
    Device("iPhoneX", "testAssertMultipleSnapshot.1.png", ".iPhoneX",
           (375, 812), {"top": 44, "left": 0, "bottom": 34, "right": 0}),
    Device("iPhoneXsMax", "testAssertMultipleSnapshot.2.png", ".iPhoneXsMax",
           (414, 896), {"top": 44, "left": 0, "bottom": 34, "right": 0}),
    Device("iPadMini", "testAssertMultipleSnapshot.iPad-image.png", ".iPadMini (landscape)",
           (1024, 768), {"top": 20, "left": 0, "bottom": 0, "right": 0}),
]

# `table_image`: whether the commit's testTableViewController writes the `.1.png` image
# (on `.iPhoneSe`), which must then be the iPhone SE image; at a3650f0 the test names its
# image after the platform, and that image was not committed: the `.1.png` there is 2019's.
Recording = namedtuple("Recording", "folder commit ios inferred simulator scale separator "
                                    "fillers table_image notes left_out",
                       defaults=({},))
RECORDINGS = [
    Recording(
        "ios18", "7e6c39fb435c18baca24d7458a3b9b0504b77e09", "not stated", "18",
        "not stated (3×)", 3, (198, 198, 200), False, True,
        ["iOS not stated; inferred iOS 18: re-recorded on 2025-03-30 by \"Support for Swift "
         "6.1 TestScoping.\" (pull request 965), which needs Swift 6.1, first shipped in Xcode "
         "16.3 (March 2025), whose iOS simulator is iOS 18.4; the commit's Makefile still "
         "names an iOS 13.3 simulator, stale since 2020 (iOS 13 drew the table's empty "
         "rows' separators below the last row, which this image does not); the next day's "
         "\"clean up\" (8bacebc) put the 2019 and 2020 images back",
         "the layout is the iOS 17.4 recording's (a3650f0) pixel for pixel but for the "
         "labels' glyphs, antialiased differently: another rendering"]),
    Recording(
        "ios17", "a3650f05218407222aed2f5a632c43e4973378cc", "17.4", None,
        "iPhone 15 Pro Max simulator", 3, (198, 198, 200), False, False,
        ["iOS 17.4 as the commit's Makefile states it: \"Support visionOS\" (2024-05-09, pull "
         "request 855) changed the test-ios destination to the iPhone 15 Pro Max simulator "
         "with iOS 17.4 and re-recorded the images"]),
    Recording(
        "ios13", "6d7624bd6e131c88854e414c3812f17e4f9e167a", "13.2.2", None,
        "iPhone 11 Pro Max simulator", 3, (198, 198, 200), True, True,
        ["iOS 13.2.2 as the commit's Makefile states it (test-ios destination: the iPhone 11 "
         "Pro Max simulator, iOS 13.2.2); \"Snaps\", 2019-12-01, pull request 275"],
        {"iPhoneXsMax": "both scroll indicators are drawn over the image (a bar down the "
                        "right side across the separators, another along the bottom): the "
                        "table was not at rest, so the image is left out"}),
    Recording(
        "ios12", "d98b6de8e7f16e535de5d5397721f43eb176775a", "12.1", None,
        "iPhone XR simulator", 2, (200, 199, 204), True, True,
        ["iOS 12.1 as the commit's Makefile states it (test-ios destination: the iPhone XR "
         "simulator, iOS 12.1); the images were added by \"Add support for asserting on "
         "multiple snapshotting strategy\" (#150), 2018-12-21"]),
]


def _pixel(image, x, y):
    offset = (y * image.width + x) * 4
    return tuple(image.rgba[offset:offset + 4])


def _separators(image, colour, where):
    """The pixel rows holding a separator: white from the left border to the inset, the
    separator's colour from there to the right border. Returns `(y, inset)` pairs; any
    other pixel row must hold no separator colour at all."""
    rgba = colour + (255,)
    found = []
    for y in range(image.height):
        row = [_pixel(image, x, y) for x in range(image.width)]
        if rgba not in row:
            continue
        inset = row.index(rgba)
        if any(p != rgba for p in row[inset:]) or any(p != WHITE for p in row[:inset]):
            raise ExtractionError(f"{where}: pixel row {y} holds the separator colour but is "
                                  "no separator from its inset to the right border")
        found.append((y, inset))
    return found


def _ink_rows(image, separator_rows):
    """The pixel rows, other than separators, holding any pixel that is not white."""
    return [y for y in range(image.height) if y not in separator_rows
            and any(_pixel(image, x, y) != WHITE for x in range(image.width))]


def _rows(image, recording, device, where):
    scale = recording.scale
    width, height = device.viewport
    if (image.width, image.height) != (width * scale, height * scale):
        raise ExtractionError(f"{where}: {image.width} × {image.height} px is not "
                              f"{width} × {height} pt at {scale}×")
    separators = _separators(image, recording.separator, where)
    insets = {inset for _, inset in separators}
    if len(insets) != 1:
        raise ExtractionError(f"{where}: separators start at several insets {sorted(insets)}")
    ys = [y for y, _ in separators]
    pitches = {b - a for a, b in zip(ys, ys[1:])}
    if len(pitches) != 1:
        raise ExtractionError(f"{where}: separators are not evenly spaced: {sorted(pitches)}")
    pitch = pitches.pop()
    if pitch % scale:
        raise ExtractionError(f"{where}: a row of {pitch} px is no whole number of points")
    row_height = pitch // scale
    top = device.safe_area["top"]
    # Row 0 ends on the pixel row after its separator; content y 0 lies on the safe area.
    first_bottom = (ys[0] + 1) / scale - top
    if first_bottom != row_height:
        raise ExtractionError(f"{where}: row 0 ends {first_bottom} pt below the safe area, "
                              f"not one row ({row_height} pt): the content is not at its top")
    fillers = len(ys) - ROW_COUNT
    if fillers < 0 or (fillers > 0) != recording.fillers:
        raise ExtractionError(f"{where}: {len(ys)} separators for {ROW_COUNT} rows")
    if recording.fillers and ys[-1] + pitch < image.height:
        raise ExtractionError(f"{where}: the empty rows' separators stop above the bottom")
    # Every label lies inside its row, between the separator above and its own; none below.
    ink = _ink_rows(image, set(ys))
    bounds = [top * scale - 1] + ys
    for index in range(ROW_COUNT):
        if not any(bounds[index] < y < bounds[index + 1] for y in ink):
            raise ExtractionError(f"{where}: row {index} shows no label")
    stray = [y for y in ink if y <= bounds[0] or y > bounds[ROW_COUNT]]
    if stray:
        raise ExtractionError(f"{where}: ink outside the rows at pixel rows {stray[:5]}")
    return row_height, insets.pop() / scale, fillers


def _fixture(recording, device, image, where):
    row_height, inset, fillers = _rows(image, recording, device, where)
    width, height = device.viewport
    top = device.safe_area["top"]
    elements = []
    for index in range(ROW_COUNT):
        unseen = {"minX": "clipped", "maxX": "clipped"}
        if index == 0:
            unseen = {"minX": "clipped", "minY": "abutting", "maxX": "clipped"}
        elements.append({"category": "cell", "indexPath": [0, index],
                         "frame": [0, index * row_height, width, row_height],
                         "unseen": unseen, "namedBy": "inferred"})
    scale = recording.scale
    native = {"iPhoneSE": 2, "iPhoneX": 3, "iPhoneXsMax": 3, "iPadMini": 2}[device.name]
    drawn = ("at the device's own scale" if native == scale else
             f"at {scale}× (the simulator's scale), where the device is {native}×: every row "
             f"edge is a whole multiple of {row_height} pt, which no scale moves")
    after = (f"below the last row, {fillers} empty rows' separators run on to the bottom of "
             "the table (the iOS 17 and 18 recordings draw none)" if fillers else
             "no separator below the last row's own")
    notes = recording.notes + [
        f"{device.config}: a window of {width} × {height} pt whose safe area is "
        f"{top} pt on top and {device.safe_area['bottom']} below, holding a "
        "UITableViewController's table: offset −{0}, content at its top; drawn {1}".format(
            top, drawn),
        "one section of 10 rows, each a plain UITableViewCell of the default style whose "
        "textLabel shows the row's number; no rowHeight set (automatic)",
        f"rows are {row_height} pt apart: each row's separator ({recording.separator[0]}, "
        f"{recording.separator[1]}, {recording.separator[2]}), one pixel tall on its last "
        f"pixel row, from {inset:g} pt to the right border; {after}",
        "row 0's top is white on the table's white (unseen, placed one row above its "
        "bottom); every row's sides are the image's borders (unseen); rows named by order, "
        "each holding its label's ink",
        "separators are not listed and the fixture gives no complete rect",
    ]
    image_path = f"{SNAPSHOTS}/{device.image}"
    return {
        "format": 1,
        "id": f"{NAME}/{recording.folder}/{device.name}",
        "source": {"kind": "image", "repository": REPOSITORY, "path": image_path,
                   "commit": recording.commit, "licence": LICENCE, "layoutCode": TEST_CODE},
        "recording": dict(
            [("iOS", recording.ios)]
            + ([("inferredIOS", recording.inferred)] if recording.inferred else [])
            + [("device", f"{device.config} configuration on the {recording.simulator}"),
               ("tool", "swift-snapshot-testing assertSnapshots(of:as: .image(on:))"),
               ("scale", scale), ("appearance", "light")]),
        "layout": LAYOUT,
        "viewport": {"width": width, "height": height},
        "safeArea": dict(device.safe_area),
        "contentOffset": {"x": 0, "y": -top},
        "sections": [{"items": ROW_COUNT, "exact": True}],
        "moreSectionsMayFollow": False,
        "notes": notes,
        "elements": elements,
    }


def fixtures(mirror):
    produced = []
    for recording in RECORDINGS:
        images = {}
        for device in DEVICES:
            if device.name in recording.left_out:
                continue
            path = f"{SNAPSHOTS}/{device.image}"
            where = f"{recording.commit[:7]}:{path}"
            images[device.name] = read_blob(mirror, recording.commit, path)
            image = decode(images[device.name])
            fixture = _fixture(recording, device, image, where)
            produced.append((f"{fixture['id']}.json", fixture))
        if not recording.table_image:
            continue
        table = read_blob(mirror, recording.commit, TABLE_TEST_IMAGE)
        if decode(table).rgba != decode(images["iPhoneSE"]).rgba:
            raise ExtractionError(f"{recording.commit[:7]}: testTableViewController's image "
                                  "is not the iPhone SE one")
    return produced
