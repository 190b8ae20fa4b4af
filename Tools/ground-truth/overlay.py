"""Overlays: the engine's frames drawn over UIKit's own image, one per fixture.

The Swift suite writes the engine's frames per fixture when `GROUND_TRUTH_ENGINE_FRAMES`
names a folder; each engine element carries its verdict. An overlay is an SVG as large as
the image in points with the image embedded as a data URI, UIKit's frames from the fixture
outlined in blue (dashed where an edge is unseen), and the engine's outlined in green where
they match and in red where they differ or where the engine shows an element UIKit did not;
for a fixture aligned on an anchor, the anchor is purple and the engine's frames are moved
as the alignment says. `--png` also writes the same picture as a PNG at the image's scale,
for viewers without SVG.
"""

import base64
import json
import os
import struct

import png
from extract import read_blob

BLUE = (0x00, 0x55, 0xFF)
GREEN = (0x00, 0xB0, 0x40)
RED = (0xFF, 0x00, 0x00)
GREY = (0x99, 0x99, 0x99)
PURPLE = (0xA0, 0x20, 0xF0)
COLOURS = {"match": GREEN, "anchor": PURPLE, "mismatch": RED, "extra": RED, "unlisted": GREY}


def _hex(colour):
    return "#%02x%02x%02x" % colour


def _screen(frame, fixture):
    """A content frame `[x, y, w, h]` in the image's points: less the content offset, plus
    where the viewport lies in the image (`viewportInImage`, the image's origin if absent)."""
    x, y, w, h = frame
    offset = fixture["contentOffset"]
    origin = fixture.get("viewportInImage", {"x": 0, "y": 0})
    return (x - offset["x"] + origin["x"], y - offset["y"] + origin["y"], w, h)


def svg(fixture, engine, image_bytes):
    """The overlay as SVG text, as large as the image in points."""
    scale = fixture["recording"]["scale"]
    pixels_wide, pixels_high = struct.unpack(">II", image_bytes[16:24])
    width, height = pixels_wide / scale, pixels_high / scale
    data = base64.b64encode(image_bytes).decode("ascii")
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width * 2}" height="{height * 2}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif">',
        f'<image href="data:image/png;base64,{data}" x="0" y="0" width="{width}" '
        f'height="{height}"/>',
    ]
    for element in fixture["elements"]:
        x, y, w, h = _screen(element["frame"], fixture)
        dashed = ' stroke-dasharray="2 1"' if element.get("unseen") else ""
        title = f'UIKit {_name(element)} {element["frame"]} unseen {element.get("unseen", {})}'
        parts.append(f'<rect x="{x:.3f}" y="{y:.3f}" width="{w:.3f}" height="{h:.3f}" '
                     f'fill="none" stroke="{_hex(BLUE)}" stroke-width="0.6"{dashed}>'
                     f'<title>{_escape(title)}</title></rect>')
    for element in engine["elements"]:
        x, y, w, h = _screen(element["frame"], fixture)
        colour = COLOURS.get(element["verdict"], GREY)
        frame = [round(v, 2) for v in element["frame"]]
        title = f'engine {_name(element)} {frame} {element["verdict"]}'
        parts.append(f'<rect x="{x:.3f}" y="{y:.3f}" width="{w:.3f}" height="{h:.3f}" '
                     f'fill="none" stroke="{_hex(colour)}" stroke-width="1">'
                     f'<title>{_escape(title)}</title></rect>')
    wrong = sum(e["verdict"] in ("mismatch", "extra") for e in engine["elements"])
    parts.append(f'<text x="4" y="12" font-size="9" fill="{_hex(RED if wrong else GREEN)}">'
                 f'{_escape(fixture["id"])}: {wrong} engine frames differ '
                 f'(blue UIKit, green engine matching, red engine differing, purple the anchor '
                 f'y is aligned on)</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _name(element):
    kind = element.get("kind")
    path = element["indexPath"]
    return f'{element["category"]} {kind + " " if kind else ""}[{path[0]}, {path[1]}]'


def _escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def png_overlay(fixture, engine, image_bytes):
    """The overlay as PNG bytes at the image's own scale."""
    image = png.decode(image_bytes)
    pixels = bytearray(image.rgba)
    scale = fixture["recording"]["scale"]

    def outline(frame, colour, thickness):
        x, y, w, h = (v * scale for v in _screen(frame, fixture))
        x0, y0, x1, y1 = round(x), round(y), round(x + w), round(y + h)
        for t in range(thickness):
            for px in range(x0, x1):
                _put(pixels, image, px, y0 + t, colour)
                _put(pixels, image, px, y1 - 1 - t, colour)
            for py in range(y0, y1):
                _put(pixels, image, x0 + t, py, colour)
                _put(pixels, image, x1 - 1 - t, py, colour)

    for element in fixture["elements"]:
        outline(element["frame"], BLUE, 2)
    for element in engine["elements"]:
        colour = COLOURS.get(element["verdict"], GREY)
        outline(element["frame"], colour, 5 if colour == RED else 3)
    return png.encode(png.Image(image.width, image.height, bytes(pixels)))


def _put(pixels, image, x, y, colour):
    if 0 <= x < image.width and 0 <= y < image.height:
        i = (y * image.width + x) * 4
        pixels[i:i + 4] = bytes(colour) + b"\xff"


def draw_all(sources, modules, fixtures, engine_frames, out, with_png):
    """Writes `out/<fixture id>.svg` (and `.png`) for every fixture of `sources` whose
    engine frames exist; returns how many."""
    count = 0
    for name, mirror in sorted(sources.items()):
        folder = os.path.join(fixtures, modules[name].NAME)
        for root, _, files in os.walk(folder):
            for file in sorted(files):
                if not file.endswith(".json"):
                    continue
                with open(os.path.join(root, file), encoding="utf-8") as handle:
                    fixture = json.load(handle)
                engine_path = os.path.join(engine_frames, fixture["id"] + ".json")
                if fixture["source"]["kind"] != "image" or not os.path.exists(engine_path):
                    continue
                with open(engine_path, encoding="utf-8") as handle:
                    engine = json.load(handle)
                image = read_blob(mirror, fixture["source"]["commit"],
                                  fixture["source"]["path"])
                target = os.path.join(out, fixture["id"])
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with open(target + ".svg", "w", encoding="utf-8") as handle:
                    handle.write(svg(fixture, engine, image))
                if with_png:
                    with open(target + ".png", "wb") as handle:
                        handle.write(png_overlay(fixture, engine, image))
                count += 1
    return count
