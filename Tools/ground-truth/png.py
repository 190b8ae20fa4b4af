"""Reading and writing PNG images with the standard library only (zlib and struct).

Decoding covers what the sources use and a little more: 8-bit greyscale, RGB, palette-free
RGBA and grey+alpha, every filter type, no interlacing. Pixels come back as one `bytes` of
RGBA rows, so a pixel is four bytes at `(y * width + x) * 4`.
"""

import struct
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}


class PNGError(Exception):
    """An image this reader does not support, or not a PNG at all."""


class Image:
    """An RGBA image: `width`, `height` and `rgba`, rows top to bottom."""

    def __init__(self, width, height, rgba):
        self.width = width
        self.height = height
        self.rgba = rgba


def _paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def _unfilter(kind, line, previous, bpp):
    if kind == 0:
        return line
    if kind == 2:
        return bytes((x + y) & 0xFF for x, y in zip(line, previous))
    out = bytearray(line)
    for i in range(len(out)):
        left = out[i - bpp] if i >= bpp else 0
        up = previous[i]
        if kind == 1:
            out[i] = (out[i] + left) & 0xFF
        elif kind == 3:
            out[i] = (out[i] + ((left + up) >> 1)) & 0xFF
        elif kind == 4:
            corner = previous[i - bpp] if i >= bpp else 0
            out[i] = (out[i] + _paeth(left, up, corner)) & 0xFF
        else:
            raise PNGError(f"unknown filter type {kind}")
    return bytes(out)


def _to_rgba(line, colour_type):
    if colour_type == 6:
        return line
    out = bytearray()
    if colour_type == 2:
        for i in range(0, len(line), 3):
            out += line[i:i + 3] + b"\xff"
    elif colour_type == 0:
        for v in line:
            out += bytes((v, v, v, 255))
    elif colour_type == 4:
        for i in range(0, len(line), 2):
            out += bytes((line[i], line[i], line[i], line[i + 1]))
    return bytes(out)


def decode(data):
    """The `Image` a PNG file's bytes hold."""
    if data[:8] != SIGNATURE:
        raise PNGError("not a PNG file")
    position, header, chunks = 8, None, []
    while position < len(data):
        (length,) = struct.unpack(">I", data[position:position + 4])
        kind = data[position + 4:position + 8]
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        elif kind == b"IEND":
            break
    if header is None:
        raise PNGError("no IHDR chunk")
    width, height, depth, colour_type, _, _, interlace = header
    if depth != 8 or colour_type not in CHANNELS or interlace != 0:
        raise PNGError(f"unsupported PNG: depth {depth}, colour type {colour_type}, "
                       f"interlace {interlace}")
    bpp = CHANNELS[colour_type]
    stride = width * bpp
    raw = zlib.decompress(b"".join(chunks))
    rows, previous = [], bytes(stride)
    for y in range(height):
        start = y * (stride + 1)
        line = _unfilter(raw[start], raw[start + 1:start + 1 + stride], previous, bpp)
        rows.append(_to_rgba(line, colour_type))
        previous = line
    return Image(width, height, b"".join(rows))


def encode(image):
    """PNG bytes for an RGBA `Image` (no filtering, default compression)."""
    stride = image.width * 4
    raw = b"".join(b"\x00" + image.rgba[y * stride:(y + 1) * stride]
                   for y in range(image.height))

    def chunk(kind, body):
        return (struct.pack(">I", len(body)) + kind + body
                + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", image.width, image.height, 8, 6, 0, 0, 0)
    return (SIGNATURE + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 6))
            + chunk(b"IEND", b""))
