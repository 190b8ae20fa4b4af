"""What every transcript source shares: reading its saved files, decoding printed numbers,
and building fixtures.

A transcript is text UIKit's own attributes were printed into (a probe app's log or JSON),
so its frames are exact and need no image reading. The tool never downloads: a developer
saves each file beforehand as `<folder>/<commit>/<path>`, the repository's public file at
that commit, and passes `<folder>`.
"""

import os
import re

from fixture import FORMAT, element_key
from identify import ExtractionError

# A transcript names every element by the index path UIKit gave it.
NAMED_BY_TRANSCRIPT = "transcript"
# Geometry named it: a view UIKit printed without an index path (a list separator).
NAMED_BY_GEOMETRY = "inferred"

_NUMBER = r"-?\d+(?:\.\d+)?(?:e-?\d+)?"


def read_text(folder, commit, path):
    """The text of `path` at `commit`, saved under `folder`."""
    target = os.path.join(folder, commit, path)
    try:
        with open(target, encoding="utf-8", newline="") as handle:
            return handle.read()
    except OSError as error:
        raise ExtractionError(f"{target}: {error.strerror}: save the repository's file {path} "
                              f"at commit {commit} there first") from error


def numbers(text):
    """The numbers of a printed tuple or list, `(16.0, 35.0, …)` or `[16.00, 35.00, …]`."""
    return [float(value) for value in re.findall(_NUMBER, text)]


def on_pixel_grid(values, scale, decimals):
    """Values printed with `decimals` decimals, restored to the pixel grid they came from.

    UIKit snaps frames to the display's pixels, so at scale 3 every edge is a multiple of
    1/3 pt and `85.33` stands for 85.3333…; the nearest multiple must lie within rounding of
    the printed value, or the assumption fails."""
    restored = []
    for value in values:
        snapped = round(value * scale) / scale
        if abs(snapped - value) > 0.5 * 10 ** -decimals + 1e-9:
            raise ExtractionError(f"{value} is not a printed multiple of 1/{scale} pt")
        restored.append(snapped)
    return restored


def element(category, kind, index_path, frame, named_by=NAMED_BY_TRANSCRIPT):
    """One element of a fixture: exact frames, no unseen edges."""
    result = {"category": category}
    if kind is not None:
        result["kind"] = kind
    result["indexPath"] = list(index_path)
    result["frame"] = list(frame)
    result["namedBy"] = named_by
    return result


def sections(counts):
    """Exact item counts: a transcript's probe says how many items each section has."""
    return [{"items": count, "exact": True} for count in counts]


class Source:
    """A transcript source: its fixtures' folder name, repository and licence."""

    def __init__(self, name, repository, licence):
        self.name = name
        self.repository = repository
        self.licence = licence


class Recording:
    """Where a source's transcripts were recorded: the fixtures' folder, the iOS version,
    the device and its display scale."""

    def __init__(self, folder, ios, device, scale):
        self.folder = folder
        self.ios = ios
        self.device = device
        self.scale = scale


def fixture(source, recording, name, transcript, layout_code, tool, appearance, layout,
            viewport, safe_area, elements, counts, complete=None, content_size=None,
            measured=None, notes=()):
    """A transcript fixture with its keys in the format's order.

    `transcript` and `layout_code` are `(commit, path)` of the printed file and of the code
    that built the layout; `complete` is `(rect, minimumVisible)` or `None` when the
    transcript does not list every element it shows; `measured` lists the sizes UIKit's
    self-sizing gave, by element kind."""
    ordered = sorted(elements, key=element_key)
    keys = [(e["category"], e.get("kind"), tuple(e["indexPath"])) for e in ordered]
    if len(set(keys)) != len(keys):
        raise ExtractionError(f"{name}: two elements share a category, kind and index path")
    width, height = viewport
    result = {
        "format": FORMAT,
        "id": f"{source.name}/{recording.folder}/{name}",
        "source": {
            "kind": "transcript",
            "repository": source.repository,
            "path": transcript[1],
            "commit": transcript[0],
            "licence": source.licence,
            "layoutCode": layout_code[1],
            "layoutCodeCommit": layout_code[0],
        },
        "recording": {
            "iOS": recording.ios,
            "device": recording.device,
            "tool": tool,
            "scale": recording.scale,
            "appearance": appearance,
        },
        "layout": layout,
        "viewport": {"width": width, "height": height},
        "safeArea": dict(safe_area),
        "contentOffset": {"x": 0, "y": -safe_area["top"]},
        "sections": sections(counts),
        "moreSectionsMayFollow": False,
    }
    if complete is not None:
        rect, minimum = complete
        result["complete"] = {"rect": list(rect), "minimumVisible": minimum}
    if content_size is not None:
        result["contentSize"] = {"width": content_size[0], "height": content_size[1]}
    if measured:
        result["measuredSizes"] = list(measured)
    result["notes"] = list(notes)
    result["elements"] = ordered
    return result
