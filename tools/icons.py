"""The app's icons, drawn in the standard library: a letter tile with a B on a dark green ground, as PNG."""

from __future__ import annotations

import functools
import struct
import zlib


def png(width: int, height: int, pixel) -> bytes:
    """Encode an RGBA image given pixel(x, y) -> (r, g, b, a)."""
    rows = bytearray()
    for y in range(height):
        rows.append(0)
        for x in range(width):
            rows.extend(pixel(x, y))

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (struct.pack(">I", len(body)) + kind + body
                + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))


# A 5x7 bitmap "B" for the icon.
_GLYPH_B = ("11110", "10001", "10001", "11110", "10001", "10001", "11110")
_BG = (30, 70, 50, 255)
_TILE = (250, 244, 225, 255)
_INK = (30, 70, 50, 255)


def icon(size: int, maskable: bool) -> bytes:
    """A letter tile with a B on a dark green ground."""
    margin = size * (0.2 if maskable else 0.1)
    radius = size * 0.12
    lo, hi = margin, size - margin
    cell = (hi - lo) * 0.6 / 7
    gx0 = size / 2 - 2.5 * cell
    gy0 = size / 2 - 3.5 * cell

    def inside_tile(x: float, y: float) -> bool:
        if not (lo <= x <= hi and lo <= y <= hi):
            return False
        cx = min(max(x, lo + radius), hi - radius)
        cy = min(max(y, lo + radius), hi - radius)
        return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2

    def pixel(x: int, y: int):
        fx, fy = x + 0.5, y + 0.5
        if not inside_tile(fx, fy):
            return _BG if maskable or _round_corner(fx, fy, size) else (0, 0, 0, 0)
        gx, gy = int((fx - gx0) // cell), int((fy - gy0) // cell)
        if 0 <= gx < 5 and 0 <= gy < 7 and _GLYPH_B[gy][gx] == "1":
            return _INK
        return _TILE

    return png(size, size, pixel)


def _round_corner(x: float, y: float, size: int) -> bool:
    """Whether a point lies in the rounded square of a non-maskable icon."""
    r = size * 0.18
    cx = min(max(x, r), size - r)
    cy = min(max(y, r), size - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r


@functools.cache
def icons() -> dict[str, bytes]:
    return {
        "icons/icon-192.png": icon(192, False),
        "icons/icon-512.png": icon(512, False),
        "icons/maskable-512.png": icon(512, True),
        "icons/apple-touch-icon.png": icon(180, True),
    }


