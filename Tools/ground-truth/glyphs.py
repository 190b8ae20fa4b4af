"""Index-path labels read from the image: `[section, item]` drawn in black.

The reader knows the grammar of a label (an opening bracket, digits, a comma, digits, a closing
bracket) but no glyph shapes: punctuation is told apart by geometry alone (brackets are the
tallest and thinnest glyphs, a comma the shortest and lowest, an opening bracket carries its
ink on the left), and the digits' shapes are learnt at run time from views whose index paths
are certain by their order (`DigitTemplates.learn`). Nothing here holds a picture of a digit.
"""

from raster import components

INK = ord("D")


class Glyph:
    """One connected blob of ink: its `box` in pixels and its pixels as one integer bit row
    per image row (bit `x` set where column `box[0] + x` is ink)."""

    def __init__(self, class_map, component):
        self.box = component.box
        x0, y0, x1, y1 = self.box
        bits = []
        for y in range(y0, y1):
            row = class_map.rows[y]
            value = 0
            for x in range(x0, x1):
                if row[x] == INK:
                    value |= 1 << (x - x0)
            bits.append(value)
        self.bits = tuple(bits)
        self.kind = None
        self.digit = None

    @property
    def width(self):
        return self.box[2] - self.box[0]

    @property
    def height(self):
        return self.box[3] - self.box[1]

    @property
    def ink_balance(self):
        """The horizontal centre of the ink relative to the box: below 0.5 leans left."""
        total = weighted = 0
        for row in self.bits:
            for x in range(self.width):
                if row >> x & 1:
                    total += 1
                    weighted += x + 0.5
        return weighted / total / self.width if total else 0.5


def find_glyphs(class_map):
    """Every blob of ink big enough to be part of a character."""
    return [Glyph(class_map, c) for c in components(class_map, INK, 4, diagonal=True)]


def classify_punctuation(glyphs):
    """Sets `kind` on each glyph: `open`, `close`, `comma`, `digit`, or `partial` for a blob
    of no known shape (a character cut by the image border or by a view above it). Heights
    are judged against the median glyph, a digit."""
    if not glyphs:
        return
    heights = sorted(g.height for g in glyphs)
    digit = heights[len(heights) // 2]
    for g in glyphs:
        if g.height >= 1.15 * digit and g.width <= 0.4 * g.height:
            g.kind = "open" if g.ink_balance < 0.5 else "close"
        elif 0.3 * digit <= g.height <= 0.5 * digit and g.width <= 0.35 * digit:
            g.kind = "comma"
        elif abs(g.height - digit) <= 0.08 * digit:
            g.kind = "digit"
        else:
            g.kind = "partial"
    return digit


class Label:
    """One label: its glyphs left to right, split into the section's digits and the item's
    digits. `complete` when it has both brackets, one comma and digits on both sides."""

    def __init__(self, glyphs):
        self.glyphs = glyphs
        kinds = [g.kind for g in glyphs]
        self.complete = (len(kinds) >= 5 and kinds[0] == "open" and kinds[-1] == "close"
                         and kinds.count("comma") == 1 and "partial" not in kinds
                         and kinds.count("open") == 1 and kinds.count("close") == 1)
        comma = kinds.index("comma") if "comma" in kinds else None
        start = 1 if kinds and kinds[0] == "open" else 0
        if comma is not None:
            self.section_glyphs = glyphs[start:comma]
            self.item_glyphs = [g for g in glyphs[comma + 1:] if g.kind == "digit"]
        else:
            self.section_glyphs = [g for g in glyphs[start:] if g.kind == "digit"]
            self.item_glyphs = []
        if self.complete:
            self.complete = (bool(self.section_glyphs) and bool(self.item_glyphs)
                             and all(g.kind == "digit" for g in self.section_glyphs))
        self.box = (min(g.box[0] for g in glyphs), min(g.box[1] for g in glyphs),
                    max(g.box[2] for g in glyphs), max(g.box[3] for g in glyphs))
        self.view = None
        self.section = None
        self.item = None
        self.item_prefix = None

    @property
    def centre(self):
        x0, y0, x1, y1 = self.box
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    @property
    def is_read(self):
        return self.section is not None and self.item is not None

    def __repr__(self):
        return (f"Label({self.box}, {''.join(_symbol(g) for g in self.glyphs)}, "
                f"complete={self.complete}, read={self.section},{self.item})")


def _symbol(glyph):
    return {"open": "[", "close": "]", "comma": ","}.get(
        glyph.kind, str(glyph.digit) if glyph.digit is not None else "?")


def find_labels(glyphs, digit_height):
    """Glyphs grouped into lines (they share rows and sit close together) and lines split
    into labels at each opening bracket."""
    order = sorted(glyphs, key=lambda g: (g.box[0], g.box[1]))
    parent = list(range(len(order)))

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, a in enumerate(order):
        for j in range(i + 1, len(order)):
            b = order[j]
            if b.box[0] - a.box[2] > digit_height:
                break
            overlap = min(a.box[3], b.box[3]) - max(a.box[1], b.box[1])
            if overlap >= 0.25 * min(a.height, b.height):
                parent[find(j)] = find(i)
    lines = {}
    for i, g in enumerate(order):
        lines.setdefault(find(i), []).append(g)
    labels = []
    for line in lines.values():
        line.sort(key=lambda g: g.box[0])
        current = []
        for g in line:
            if g.kind == "open" and current:
                labels.append(Label(current))
                current = []
            current.append(g)
        if current:
            labels.append(Label(current))
    labels.sort(key=lambda label: (label.box[1], label.box[0]))
    return labels


def _distance(a, b):
    """How unlike two glyphs are: the fraction of their ink that differs, at the best of the
    nine one-pixel shifts; `None` when their sizes differ by more than two pixels."""
    if abs(a.width - b.width) > 2 or abs(a.height - b.height) > 2:
        return None
    best = None
    total = sum(r.bit_count() for r in a.bits) + sum(r.bit_count() for r in b.bits)
    shifts_y = (-1, 0, 1) if a.height != b.height else (0,)
    shifts_x = (-1, 0, 1) if a.width != b.width else (0,)
    for dy in shifts_y:
        for dx in shifts_x:
            differing = 0
            for y in range(max(len(a.bits), len(b.bits) + dy)):
                ra = a.bits[y] if 0 <= y < len(a.bits) else 0
                yb = y - dy
                rb = b.bits[yb] if 0 <= yb < len(b.bits) else 0
                rb = rb << dx if dx >= 0 else rb >> -dx
                differing += (ra ^ rb).bit_count()
            if best is None or differing < best:
                best = differing
    return best / total if total else None


def _distance_of_left_part(cut, whole):
    """How unlike `cut`, a glyph whose right part the image border hides, is to the left
    part of `whole` as wide as `cut`; `None` when heights differ by more than two pixels or
    `cut` is wider."""
    if abs(cut.height - whole.height) > 2 or cut.width > whole.width + 1:
        return None
    mask = (1 << cut.width) - 1
    best = None
    for dy in ((-1, 0, 1) if cut.height != whole.height else (0,)):
        differing = total = 0
        for y in range(max(len(cut.bits), len(whole.bits) + dy)):
            a = cut.bits[y] if 0 <= y < len(cut.bits) else 0
            yb = y - dy
            b = (whole.bits[yb] if 0 <= yb < len(whole.bits) else 0) & mask
            differing += (a ^ b).bit_count()
            total += a.bit_count() + b.bit_count()
        if total and (best is None or differing / total < best):
            best = differing / total
    return best


class DigitTemplates:
    """Samples of each digit's glyph, learnt from labels whose values are known."""

    # A glyph reads as a digit when it is this close to a sample of it...
    MATCH = 0.06
    # ...and every other digit's nearest sample is at least this much farther.
    MARGIN = 2.0

    def __init__(self):
        self.samples = {}

    # Samples kept per digit: enough to cover the few renderings a digit has.
    KEEP = 12

    def add(self, digit, glyph):
        samples = self.samples.setdefault(digit, [])
        if len(samples) < self.KEEP:
            samples.append(glyph)

    def learn(self, glyphs, text):
        """Records `glyphs` as the digits of `text` if the counts agree."""
        if len(glyphs) != len(text) or any(g.kind != "digit" for g in glyphs):
            return False
        for g, character in zip(glyphs, text):
            self.add(int(character), g)
        return True

    @staticmethod
    def _ranked(glyph, samples_by_digit, distance):
        """`(distance, digit)` of the nearest sample of each digit, nearest first."""
        ranked = []
        for digit, samples in samples_by_digit.items():
            distances = [d for d in (distance(glyph, s) for s in samples) if d is not None]
            if distances:
                ranked.append((min(distances), digit))
        return sorted(ranked)

    def _decide(self, ranked):
        """The nearest digit if it is near enough and clearly nearer than any other."""
        if not ranked or ranked[0][0] > self.MATCH:
            return None
        if len(ranked) > 1 and ranked[1][0] < self.MARGIN * ranked[0][0]:
            return None
        return ranked[0][1]

    def read(self, glyph):
        """The digit `glyph` shows, or `None` if no digit is clearly nearest."""
        return self._decide(self._ranked(glyph, self.samples, _distance))

    def read_cut(self, glyph):
        """The digit whose left part `glyph` shows (the rest hidden past the image's right
        border), or `None` if too little shows or no digit is clearly nearest."""
        wide_enough = {d: samples for d, samples in self.samples.items()
                       if glyph.width >= 0.4 * max(s.width for s in samples)}
        return self._decide(self._ranked(glyph, wide_enough, _distance_of_left_part))

    def read_number(self, glyphs):
        digits = [self.read(g) for g in glyphs]
        if not glyphs or None in digits:
            return None
        return int("".join(str(d) for d in digits))

    def check(self):
        """Every sample must read as the digit it was learnt as: a sample that reads as
        another digit means an order assumption was wrong. Returns the disagreements."""
        wrong = []
        for digit, samples in self.samples.items():
            for sample in samples:
                others = dict(self.samples)
                others[digit] = [s for s in samples if s is not sample]
                ranked = self._ranked(sample, others, _distance)
                if ranked and ranked[0][1] != digit:
                    wrong.append((digit, ranked[0][1], sample.box))
        return wrong

    def same_glyphs(self, a, b):
        """Whether two glyph sequences look alike glyph for glyph (used before digits are
        known, to tell whether two labels share a section number)."""
        if len(a) != len(b):
            return False
        return all((d := _distance(x, y)) is not None and d <= self.MATCH for x, y in zip(a, b))
