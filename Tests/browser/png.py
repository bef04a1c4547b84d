"""Reads the pixels of the browser's PNG screenshots (8-bit RGB or RGBA, not interlaced)."""

from __future__ import annotations

import struct
import zlib


class Image:
    def __init__(self, width: int, height: int, channels: int, rows: list[bytes]) -> None:
        self.width = width
        self.height = height
        self.channels = channels
        self.rows = rows

    def pixel(self, x: int, y: int) -> tuple[int, int, int]:
        start = x * self.channels
        return tuple(self.rows[y][start:start + 3])

    def region(self, left: int, top: int, width: int, height: int) -> list[tuple[int, int, int]]:
        return [self.pixel(x, y) for y in range(top, top + height) for x in range(left, left + width)]


def read(data: bytes) -> Image:
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    position = 8
    header = None
    compressed = bytearray()
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
        elif kind == b"IEND":
            break
    if header is None:
        raise ValueError("PNG without a header")
    width, height, depth, color, _, _, interlace = header
    channels = {2: 3, 6: 4}.get(color)
    if depth != 8 or channels is None or interlace:
        raise ValueError(f"unsupported PNG: depth {depth}, colour type {color}, interlace {interlace}")
    raw = zlib.decompress(bytes(compressed))
    stride = width * channels
    rows: list[bytes] = []
    previous = bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind = raw[start]
        row = bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = row[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                row[i] = (row[i] + left) & 0xFF
            elif kind == 2:
                row[i] = (row[i] + up) & 0xFF
            elif kind == 3:
                row[i] = (row[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                distances = (abs(estimate - left), abs(estimate - up), abs(estimate - corner))
                predictor = left if distances[0] <= distances[1] and distances[0] <= distances[2] else (
                    up if distances[1] <= distances[2] else corner)
                row[i] = (row[i] + predictor) & 0xFF
        rows.append(bytes(row))
        previous = row
    return Image(width, height, channels, rows)
