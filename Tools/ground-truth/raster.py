"""An image turned into colour classes, and the runs and components of one class.

A source names the flat colours its views are painted with (`Palette`); every pixel becomes
one class letter: a palette colour's letter, `D` for dark ink (the labels' text), or `.` for
anything else (antialiased edges and text over a colour). Rows of letters are `bytes`, so
runs of a class are found with regular expressions at C speed.
"""

import re

INK = ord("D")
OTHER = ord(".")


class Palette:
    """Flat colours by class letter, e.g. `{"C": (0x80, 0x80, 0x80)}`."""

    def __init__(self, colours):
        self.colours = colours
        self.brightness = {ord(letter): max(colour) for letter, colour in colours.items()}

    def letter(self, rgba):
        r, g, b, _ = rgba
        for letter, colour in self.colours.items():
            if (r, g, b) == colour:
                return ord(letter)
        return OTHER


# Black text is ink where it covers at least half of a pixel.
INK_COVERAGE = 0.5
_unpainted = re.compile(rb"[.]+")


class ClassMap:
    """Class letters of every pixel: `rows[y][x]`.

    A pixel of no palette colour is ink (`D`) when it is at least half as dark as the
    palette colour beside it in its row: black text antialiased over that colour covers
    half of it or more. Judging coverage against the colour behind the text, not a fixed
    threshold, gives a digit the same shape over a grey cell, a light supplementary or the
    white page.
    """

    def __init__(self, image, palette):
        self.width, self.height = image.width, image.height
        words = memoryview(image.rgba).cast("I")
        letters = {}
        for word in set(words):
            letters[word] = palette.letter(word.to_bytes(4, "little"))
        lookup = letters.__getitem__
        w = image.width
        rows = []
        for y in range(image.height):
            row = bytes(map(lookup, words[y * w:(y + 1) * w]))
            if OTHER in row:
                row = self._ink(row, image.rgba, y * w * 4, palette.brightness)
            rows.append(row)
        self.rows = rows

    @staticmethod
    def _ink(row, rgba, offset, brightness):
        marked = bytearray(row)
        for match in _unpainted.finditer(row):
            x0, x1 = match.span()
            left = brightness.get(row[x0 - 1]) if x0 > 0 else None
            right = brightness.get(row[x1]) if x1 < len(row) else None
            for x in range(x0, x1):
                behind = left if right is None or (left is not None and x - x0 < x1 - x) else right
                if behind is None:
                    continue
                i = offset + 4 * x
                if max(rgba[i], rgba[i + 1], rgba[i + 2]) <= (1 - INK_COVERAGE) * behind:
                    marked[x] = INK
        return bytes(marked)

    def runs(self, letter, y):
        """The maximal runs `(x0, x1)` of `letter` in row `y`."""
        pattern = _run_patterns.setdefault(letter, re.compile(re.escape(bytes([letter])) + b"+"))
        return [m.span() for m in pattern.finditer(self.rows[y])]


_run_patterns = {}


class Component:
    """A 4-connected set of pixels of one class, kept as runs per row."""

    def __init__(self):
        self.runs = {}

    def add(self, y, x0, x1):
        self.runs.setdefault(y, []).append((x0, x1))

    @property
    def area(self):
        return sum(x1 - x0 for spans in self.runs.values() for x0, x1 in spans)

    @property
    def box(self):
        """`(x0, y0, x1, y1)`, exclusive of x1 and y1."""
        ys = self.runs.keys()
        return (min(x0 for spans in self.runs.values() for x0, _ in spans), min(ys),
                max(x1 for spans in self.runs.values() for _, x1 in spans), max(ys) + 1)


def components(class_map, letter, min_area=1, diagonal=False):
    """The 4-connected (8-connected if `diagonal`) components of `letter`, largest first,
    those under `min_area` pixels left out."""
    reach = 1 if diagonal else 0
    parent = []

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    rows, previous = [], []
    for y in range(class_map.height):
        current = []
        for x0, x1 in class_map.runs(letter, y):
            index = len(parent)
            parent.append(index)
            for px0, px1, pindex in previous:
                if px0 < x1 + reach and x0 < px1 + reach:
                    a, b = find(index), find(pindex)
                    if a != b:
                        parent[max(a, b)] = min(a, b)
            current.append((x0, x1, index))
        rows.append(current)
        previous = current
    groups = {}
    for y, current in enumerate(rows):
        for x0, x1, index in current:
            groups.setdefault(find(index), Component()).add(y, x0, x1)
    found = [c for c in groups.values() if c.area >= min_area]
    found.sort(key=lambda c: (-c.area, c.box))
    return found
