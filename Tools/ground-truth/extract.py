"""From a source's images to its fixtures.

For one recording (a commit's set of images) of an image source: every image is taken apart
(`Scene`), the digits are learnt from the whole set (`identify.learn_digits`), the source
checks the recording's safe area against the set, and each image becomes one fixture: its
elements named by the source's rules, their frames in points in the collection view's content
coordinates, and the item counts read from them.
"""

import subprocess

import png
from fixture import EDGE_NAMES, FORMAT, element_key
from identify import ExtractionError, learn_digits, read_labels
from scene import Scene
from views import BOTTOM, LEFT, MEASURED, RIGHT, SIDES, TOP

# Room below the lowest element, in points, that shows the content has ended.
END_OF_CONTENT = 44
# An element showing at least this many points by as many is always found (the reader keeps
# pieces of 100 pixels and more: 4 × 4 pt is 144 at scale 3); a smaller glimpse may be missed.
MINIMUM_VISIBLE = 4


def read_blob(mirror, commit, path):
    """The bytes of `path` at `commit` in the bare repository `mirror`."""
    result = subprocess.run(["git", "-C", mirror, "show", f"{commit}:{path}"],
                            capture_output=True, check=False)
    if result.returncode != 0:
        raise ExtractionError(f"{mirror}: cannot read {commit}:{path}: "
                              f"{result.stderr.decode(errors='replace').strip()}")
    return result.stdout


def recording_fixtures(source, recording, mirror):
    """`(relative path, fixture)` for every image of `recording`."""
    scenes = []
    for test in source.TESTS:
        for number in range(1, source.IMAGES_PER_TEST + 1):
            path = test.image_path(number)
            image = png.decode(read_blob(mirror, recording.commit, path))
            if (image.width, image.height) != tuple(v * source.SCALE for v in source.VIEWPORT):
                raise ExtractionError(f"{path}: {image.width} × {image.height} px")
            scene = Scene(image, source.STYLE)
            scenes.append((test, number, path, scene))
    templates = learn_digits([s for _, _, _, s in scenes], source.CELL_LETTER)
    source.check_insets(recording, [s for _, _, _, s in scenes])
    fixtures = []
    for test, number, path, scene in scenes:
        read_labels(scene, templates)
        try:
            fixture = _fixture(source, recording, test, number, path, scene)
        except ExtractionError as error:
            raise ExtractionError(f"{recording.folder}/{path}: {error}") from error
        fixtures.append((f"{source.NAME}/{recording.folder}/{test.name}.{number}.json", fixture))
    return fixtures


def _fixture(source, recording, test, number, path, scene):
    scale = source.SCALE
    top = recording.safe_area["top"]
    width, height = source.VIEWPORT
    named, unnamed = test.identify(scene)
    elements = []
    for category, kind, (section, item), view in named:
        elements.append(_element(category, kind, section, item, view, scale, top))
    elements.sort(key=element_key)
    keys = [(e["category"], e.get("kind"), tuple(e["indexPath"])) for e in elements]
    if len(set(keys)) != len(keys):
        raise ExtractionError("two elements share a category, kind and index path")
    complete_bottom = height - top
    if unnamed:
        complete_bottom = min(v.sides[TOP].position for v in unnamed) / scale - top
    lowest = max((v.sides[BOTTOM].position for _, _, _, v in named), default=0)
    ends = not unnamed and lowest / scale <= height - END_OF_CONTENT
    fixture = {
        "format": FORMAT,
        "id": f"{source.NAME}/{recording.folder}/{test.name}.{number}",
        "source": {
            "kind": "image",
            "repository": source.REPOSITORY,
            "path": path,
            "commit": recording.commit,
            "licence": source.LICENCE,
            "layoutCode": test.layout_path(),
        },
        "recording": {
            "iOS": recording.ios,
            "device": recording.device,
            "tool": recording.tool,
            "scale": scale,
            "appearance": "light",
        },
        "layout": test.layout,
        "viewport": {"width": width, "height": height},
        "safeArea": dict(recording.safe_area),
        "contentOffset": {"x": 0, "y": -top},
        "sections": _sections(elements, named, ends),
        "moreSectionsMayFollow": not ends,
        "complete": {"rect": [0, -top, width, complete_bottom + top],
                     "minimumVisible": MINIMUM_VISIBLE},
        "notes": _notes(named, unnamed, scale, top),
        "elements": elements,
    }
    return fixture


def _element(category, kind, section, item, view, scale, top):
    left, upper, right, lower = (view.sides[s].position for s in SIDES)
    element = {"category": category}
    if kind is not None:
        element["kind"] = kind
    element["indexPath"] = [section, item]
    element["frame"] = [left / scale, upper / scale - top, (right - left) / scale,
                        (lower - upper) / scale]
    unseen = {EDGE_NAMES[s]: view.sides[s].status for s in SIDES
              if view.sides[s].status != MEASURED}
    if unseen:
        element["unseen"] = unseen
    read = any(label.complete and label.is_read for label in view.labels)
    element["namedBy"] = "label" if read else "inferred"
    return element


def _sections(elements, named, ends):
    """Item counts from the cells seen. A section's count is exact when a later section
    shows and its last cell is not cut by the side of the image (an orthogonal row runs on
    past it); the last section's when the content visibly ends."""
    if not elements:
        return []
    last = max(e["indexPath"][0] for e in elements)
    counts = {s: 0 for s in range(last + 1)}
    cut = {}
    for category, _, (section, item), view in named:
        if category != "cell":
            continue
        if item + 1 >= counts[section]:
            counts[section] = item + 1
            cut[section] = view.sides[RIGHT].status == "clipped" or (
                view.sides[LEFT].status == "clipped")
    return [{"items": counts[s], "exact": not cut.get(s, False) and (s < last or ends)}
            for s in range(last + 1)]


def _notes(named, unnamed, scale, top):
    notes = []
    for _, _, (section, item), view in named:
        closure = getattr(view, "split_closure", None)
        if closure:
            notes.append(f"[{section}, {item}]: views of one colour stacked here do not split "
                         f"evenly by their labels ({closure / scale:.2f} pt left over); their "
                         "shared edges are estimates")
        if getattr(view, "merged_from", 0):
            notes.append(f"[{section}, {item}]: seen as two pieces on either side of a view "
                         "drawn across it; joined")
    if unnamed:
        y = min(v.sides[TOP].position for v in unnamed) / scale - top
        notes.append(f"{len(unnamed)} views from y {y:.2f} down show no readable label and "
                     "cannot be named; the fixture is complete above")
    return notes
