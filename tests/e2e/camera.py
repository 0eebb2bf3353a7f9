"""A fake camera for Chromium: a Y4M video made from a PNG screenshot (the page's own QR code).

Chromium plays the file in a loop as the camera when launched with
--use-fake-device-for-media-stream --use-file-for-fake-video-capture=FILE.y4m.
The PNG is decoded here with the standard library (8-bit greyscale, RGB or
RGBA, not interlaced: what Chromium's screenshots are).
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}
"""PNG colour type -> samples a pixel."""


def png_grey(data: bytes) -> tuple[int, int, list[bytearray]]:
    """Width, height and rows of grey levels (0-255) of an 8-bit PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    at, chunks = 8, {}
    idat = b""
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        at += 12 + length
        if kind == b"IDAT":
            idat += body
        else:
            chunks.setdefault(kind, body)
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunks[b"IHDR"])
    assert depth == 8 and colour in CHANNELS and not interlace, "an 8-bit, non-interlaced PNG"
    step = CHANNELS[colour]
    raw = zlib.decompress(idat)
    stride = width * step
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - step] if x >= step else 0
            up = previous[x]
            corner = previous[x - step] if x >= step else 0
            if kind == 1:
                line[x] = (line[x] + left) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + up) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                guess = left + up - corner
                near = min((abs(guess - left), 0, left), (abs(guess - up), 1, up), (abs(guess - corner), 2, corner))
                line[x] = (line[x] + near[2]) & 0xFF
        previous = line
        if step >= 3:
            grey = bytearray((299 * line[i] + 587 * line[i + 1] + 114 * line[i + 2]) // 1000
                             for i in range(0, stride, step))
        else:
            grey = bytearray(line[i] for i in range(0, stride, step))
        rows.append(grey)
    return width, height, rows


def y4m_from_png(png: bytes, path: Path, width: int = 640, height: int = 480, frames: int = 10) -> Path:
    """A still video of the PNG centred on white, scaled to fit with a margin (4:2:0, grey)."""
    source_w, source_h, rows = png_grey(png)
    scale = min((width - 80) / source_w, (height - 80) / source_h)
    shown_w, shown_h = int(source_w * scale), int(source_h * scale)
    left, top = (width - shown_w) // 2, (height - shown_h) // 2
    luma = bytearray(b"\xff" * (width * height))
    for y in range(shown_h):
        row = rows[int(y / scale)]
        start = (top + y) * width + left
        luma[start:start + shown_w] = bytes(row[int(x / scale)] for x in range(shown_w))
    chroma = b"\x80" * ((width // 2) * (height // 2))
    frame = b"FRAME\n" + bytes(luma) + chroma + chroma
    path.write_bytes(f"YUV4MPEG2 W{width} H{height} F10:1 Ip A1:1 C420jpeg\n".encode() + frame * frames)
    return path
