#!/usr/bin/env python3
"""Make Draper's sample background photos: mid-century (1950s-60s) advertising scenes with print texture.

Every picture is drawn from nothing but numpy, Pillow and a fixed seed, so a run gives the same files each time on
the same versions of both. The committed images/bg-01.jpg ... bg-08.jpg are the default run; the benchmark asks for
more with --count. The film grain is there on purpose: grain is what makes real photos costly to compress.

    scripts/make-backgrounds.py                        # images/bg-01.jpg ... images/bg-08.jpg
    scripts/make-backgrounds.py --count 20 --out DIR   # 20 varied ones for the benchmark
    scripts/make-backgrounds.py --only 3 5             # redraw bg-03 and bg-05 only

A picture is made the way a screen-printed poster photographed on film would be: flat inks laid on cream paper,
each with its own mottle, rough edge and slight misregistration; halftone dots for shading; then light on the
print (sun glow, lens ghosts, a light leak, a vignette) and film grain last.
"""

from __future__ import annotations

import argparse
import math
import pathlib
import sys
import time
from dataclasses import dataclass
from typing import Callable, Sequence

try:
    import numpy as np
    from PIL import Image, ImageDraw, ImageFilter
except ImportError as missing:
    sys.exit(f"make-backgrounds: {missing.name} is missing; run scripts/setup.sh bench and then use .venv/bin/python")

F32 = np.float32
Point = tuple[float, float]

LANDSCAPE = (2400, 1600)
PORTRAIT = (1600, 2400)


def rgb(hex_colour: str) -> np.ndarray:
    """A '#rrggbb' colour as three floats in 0...1 (sRGB, as printed)."""
    value = hex_colour.lstrip("#")
    return np.array([int(value[i:i + 2], 16) / 255 for i in (0, 2, 4)], dtype=F32)


def mix(a: np.ndarray, b: np.ndarray, t: float) -> np.ndarray:
    return (a * (1 - t) + b * t).astype(F32)


def smoothstep(edge0: float, edge1: float, x: np.ndarray) -> np.ndarray:
    t = np.clip((x - edge0) / (edge1 - edge0), 0, 1)
    return t * t * (3 - 2 * t)


# The period palette: teal, mustard, coral, cream, avocado and their neighbours.
CREAM = rgb("#f0e2c4")
PAPER = rgb("#ecdcb9")
MUSTARD = rgb("#d9a326")
GOLD = rgb("#e6b846")
CORAL = rgb("#e2684f")
SALMON = rgb("#e89a7c")
TOMATO = rgb("#c8432f")
TEAL = rgb("#1f6d6c")
TURQUOISE = rgb("#49a39a")
DEEP_TEAL = rgb("#12393c")
AVOCADO = rgb("#6f7b2c")
OLIVE = rgb("#4b5223")
WALNUT = rgb("#5b3a24")
CHOCOLATE = rgb("#3a2419")
NAVY = rgb("#1b2b45")
PLUM = rgb("#4a2638")
LILAC = rgb("#a58aa0")
INK = rgb("#1b1a1c")


# MARK: - Geometry


def rotate(points: Sequence[Point], angle: float, cx: float = 0.0, cy: float = 0.0) -> list[Point]:
    """Points turned by `angle` radians about the origin, then moved to (cx, cy)."""
    c, s = math.cos(angle), math.sin(angle)
    return [(cx + x * c - y * s, cy + x * s + y * c) for x, y in points]


def ellipse_points(cx: float, cy: float, rx: float, ry: float, angle: float = 0.0, n: int = 160) -> list[Point]:
    ts = [2 * math.pi * i / n for i in range(n)]
    return rotate([(rx * math.cos(t), ry * math.sin(t)) for t in ts], angle, cx, cy)


def star_points(cx: float, cy: float, outer: float, inner: float, n: int, angle: float = 0.0) -> list[Point]:
    points = []
    for i in range(2 * n):
        r = outer if i % 2 == 0 else inner
        t = angle + math.pi * i / n
        points.append((cx + r * math.cos(t), cy + r * math.sin(t)))
    return points


def blob_points(cx: float, cy: float, r: float, rng: np.random.Generator, wobble: float = 0.18,
                stretch: float = 1.0, angle: float = 0.0, n: int = 180) -> list[Point]:
    """An amoeba or kidney shape: a circle whose radius rides on a few slow waves."""
    waves = [(k, rng.uniform(0.3, 1.0) * wobble / k ** 0.6, rng.uniform(0, 2 * math.pi)) for k in (2, 3, 4)]
    points = []
    for i in range(n):
        t = 2 * math.pi * i / n
        radius = r * (1 + sum(a * math.cos(k * t + p) for k, a, p in waves))
        points.append((radius * stretch * math.cos(t), radius * math.sin(t)))
    return rotate(points, angle, cx, cy)


def boomerang_points(length: float, thickness: float, bend: float, skew: float = 1.25,
                     n: int = 90) -> tuple[list[Point], Point, Point, float, float]:
    """The outline of a boomerang centred on its elbow, and its two end caps (centres and radii).

    The spine is a chevron softened at the elbow; the arms taper to rounded tips, one arm longer than the other.
    """
    centre = []
    for i in range(n + 1):
        t = -1 + 2 * i / n
        x = t * length * (skew if t > 0 else 1.0)
        y = bend * length * (abs(t) ** 1.35)
        centre.append((x, y))
    widths = [thickness * (1 - 0.6 * abs(-1 + 2 * i / n) ** 1.5) for i in range(n + 1)]
    left, right = [], []
    for i, (x, y) in enumerate(centre):
        x0, y0 = centre[max(i - 1, 0)]
        x1, y1 = centre[min(i + 1, n)]
        dx, dy = x1 - x0, y1 - y0
        norm = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / norm, dx / norm
        half = widths[i] / 2
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * half, y - ny * half))
    return left + right[::-1], centre[0], centre[-1], widths[0] / 2, widths[-1] / 2


def catenary(a: Point, b: Point, sag: float, n: int = 24) -> list[Point]:
    """A hanging wire from a to b that dips by `sag` pixels in the middle."""
    return [(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t + sag * 4 * t * (1 - t))
            for t in (i / n for i in range(n + 1))]


# MARK: - The print


class Shape:
    """A coverage mask drawn with Pillow at twice the size and scaled down, so edges come out antialiased."""

    SCALE = 2

    def __init__(self, canvas: "Canvas"):
        self.canvas = canvas
        self.image = Image.new("L", (canvas.w * self.SCALE, canvas.h * self.SCALE), 0)
        self.draw = ImageDraw.Draw(self.image)

    def _scaled(self, points: Sequence[Point]) -> list[Point]:
        return [(x * self.SCALE, y * self.SCALE) for x, y in points]

    def polygon(self, points: Sequence[Point], erase: bool = False) -> "Shape":
        self.draw.polygon(self._scaled(points), fill=0 if erase else 255)
        return self

    def circle(self, cx: float, cy: float, r: float, erase: bool = False) -> "Shape":
        s = self.SCALE
        self.draw.ellipse([(cx - r) * s, (cy - r) * s, (cx + r) * s, (cy + r) * s], fill=0 if erase else 255)
        return self

    def ellipse(self, cx: float, cy: float, rx: float, ry: float, angle: float = 0.0, erase: bool = False) -> "Shape":
        return self.polygon(ellipse_points(cx, cy, rx, ry, angle), erase)

    def ring(self, cx: float, cy: float, rx: float, ry: float, width: float, angle: float = 0.0) -> "Shape":
        outer = ellipse_points(cx, cy, rx + width / 2, ry + width / 2, angle, 240)
        inner = ellipse_points(cx, cy, rx - width / 2, ry - width / 2, angle, 240)
        # Drawn as a band of quads so that a ring never erases what is inside it.
        for i in range(len(outer)):
            j = (i + 1) % len(outer)
            self.polygon([outer[i], outer[j], inner[j], inner[i]])
        return self

    def rect(self, x0: float, y0: float, x1: float, y1: float, erase: bool = False) -> "Shape":
        return self.polygon([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], erase)

    def line(self, points: Sequence[Point], width: float, round_caps: bool = True) -> "Shape":
        self.draw.line(self._scaled(points), fill=255, width=max(1, round(width * self.SCALE)), joint="curve")
        if round_caps:
            for x, y in (points[0], points[-1]):
                self.circle(x, y, width / 2)
        return self

    def spoke(self, x0: float, y0: float, x1: float, y1: float, base: float, tip: float = 0.0) -> "Shape":
        """A tapered stroke from (x0, y0), `base` wide, to (x1, y1), `tip` wide: the ray of a starburst."""
        length = math.hypot(x1 - x0, y1 - y0) or 1.0
        nx, ny = -(y1 - y0) / length, (x1 - x0) / length
        return self.polygon([(x0 + nx * base / 2, y0 + ny * base / 2), (x1 + nx * tip / 2, y1 + ny * tip / 2),
                             (x1 - nx * tip / 2, y1 - ny * tip / 2), (x0 - nx * base / 2, y0 - ny * base / 2)])

    def boomerang(self, cx: float, cy: float, length: float, thickness: float, angle: float,
                  bend: float = 0.45, skew: float = 1.25) -> "Shape":
        outline, a, b, ra, rb = boomerang_points(length, thickness, bend, skew)
        self.polygon(rotate(outline, angle, cx, cy))
        (ax, ay), (bx, by) = rotate([a, b], angle, cx, cy)
        self.circle(ax, ay, ra)
        self.circle(bx, by, rb)
        return self

    def starburst(self, cx: float, cy: float, r: float, rays: int, rng: np.random.Generator,
                  width: float | None = None, balls: bool = True, angle: float = 0.0) -> "Shape":
        """The atomic-age starburst: tapered rays of two or three lengths, some tipped with a ball."""
        width = width if width is not None else r * 0.07
        for i in range(rays):
            t = angle + 2 * math.pi * i / rays
            reach = r * (1.0 if i % 2 == 0 else rng.uniform(0.45, 0.7))
            x1, y1 = cx + reach * math.cos(t), cy + reach * math.sin(t)
            self.spoke(cx, cy, x1, y1, width, width * 0.15)
            if balls and i % 2 == 0:
                self.circle(x1, y1, width * 0.9)
        self.circle(cx, cy, width * 1.1)
        return self

    def sparkle(self, cx: float, cy: float, r: float, angle: float = 0.0) -> "Shape":
        """A four-pointed twinkle with concave sides."""
        return self.polygon(star_points(cx, cy, r, r * 0.16, 4, angle))

    def mask(self, rough: float = 1.0) -> np.ndarray:
        """The coverage in 0...1 at canvas size; `rough` frays the edges the way ink spreads into paper."""
        small = self.image.reduce(self.SCALE)
        return self.canvas.fray(small, rough)


class Canvas:
    """A print in progress: float RGB in 0...1 on a cream sheet, with the texture fields every ink shares."""

    def __init__(self, width: int, height: int, seed: int, paper: np.ndarray = PAPER):
        self.w, self.h = width, height
        self.unit = min(width, height) / 1600  # sizes are written for a 1600 px short side
        self.rng = np.random.default_rng(seed)
        self.x = (np.arange(width, dtype=F32) + 0.5)[None, :]
        self.y = (np.arange(height, dtype=F32) + 0.5)[:, None]
        self.edge_noise = self.noise(2.5 * self.unit, octaves=2)
        blotches = self.noise(260 * self.unit, octaves=5, gain=0.55)
        speckle = self.noise(3.0 * self.unit, octaves=2)
        # How thin the ink lies, 0 (full) ... 1 (paper shows): broad blotches with a fine speckle inside them.
        self.mottle = np.clip(0.5 + 0.22 * blotches + 0.16 * speckle, 0, 1).astype(F32)
        fibres = self.noise((40 * self.unit, 2.0 * self.unit), octaves=3)
        tooth = self.noise(1.5 * self.unit)
        # The sheet itself: warm, a little uneven, with fibres running along it.
        shade = 1 + 0.035 * blotches + 0.012 * fibres + 0.01 * tooth
        self.paper_texture = shade.astype(F32)
        self.img = (paper[None, None, :] * shade[:, :, None]).astype(F32)

    # MARK: Fields

    def noise(self, cell: float | tuple[float, float], octaves: int = 1, gain: float = 0.5) -> np.ndarray:
        """Smooth noise with features about `cell` px across (or (along x, along y)), mean 0 and spread 1."""
        cx, cy = (cell, cell) if isinstance(cell, (int, float)) else cell
        total = np.zeros((self.h, self.w), dtype=F32)
        amplitude = 1.0
        for _ in range(octaves):
            if cx <= 1.0 and cy <= 1.0:
                layer = self.rng.standard_normal((self.h, self.w), dtype=F32)
            else:
                cx, cy = max(cx, 1.0), max(cy, 1.0)
                gw, gh = int(self.w / cx) + 4, int(self.h / cy) + 4
                grid = self.rng.standard_normal((gh, gw), dtype=F32)
                big = Image.fromarray(grid).resize((round(gw * cx), round(gh * cy)), Image.BICUBIC)
                ox = int(self.rng.integers(0, max(1, big.width - self.w)))
                oy = int(self.rng.integers(0, max(1, big.height - self.h)))
                layer = np.asarray(big, dtype=F32)[oy:oy + self.h, ox:ox + self.w]
            total += amplitude * layer
            amplitude *= gain
            cx, cy = cx / 2, cy / 2
        return (total - total.mean()) / (total.std() + 1e-6)

    def vertical(self, stops: Sequence[tuple[float, np.ndarray]], y0: float = 0.0,
                 y1: float | None = None) -> np.ndarray:
        """A top-to-bottom gradient through (position 0...1, colour) stops between rows y0 and y1, as (H, 1, 3)."""
        y1 = self.h if y1 is None else y1
        t = (self.y[:, 0] - y0) / max(y1 - y0, 1)
        positions = [p for p, _ in stops]
        channels = [np.interp(t, positions, [c[i] for _, c in stops]) for i in range(3)]
        return np.stack(channels, axis=-1)[:, None, :].astype(F32)

    def distance(self, cx: float, cy: float, sx: float = 1.0, sy: float = 1.0) -> np.ndarray:
        return np.sqrt(((self.x - cx) / sx) ** 2 + ((self.y - cy) / sy) ** 2)

    def halftone(self, tone: np.ndarray, cell: float | None = None, angle: float = 45.0) -> np.ndarray:
        """Round halftone dots whose area follows `tone` (0 no ink ... 1 solid), the screen turned `angle` degrees."""
        cell = cell if cell is not None else 11.0 * self.unit
        a = math.radians(angle)
        u = (self.x * math.cos(a) + self.y * math.sin(a)) / cell
        v = (-self.x * math.sin(a) + self.y * math.cos(a)) / cell
        fu = u - np.floor(u) - 0.5
        fv = v - np.floor(v) - 0.5
        d = np.sqrt(fu * fu + fv * fv) * cell
        r = cell * 0.72 * np.sqrt(np.clip(tone, 0, 1))
        return np.clip(r - d + 0.5, 0, 1).astype(F32)

    def stripes(self, spacing: float, width: float, angle: float = 0.0) -> np.ndarray:
        """Parallel lines `width` px thick every `spacing` px, turned by `angle` degrees: hatching, slats, blinds."""
        a = math.radians(angle)
        u = (self.x * math.cos(a) + self.y * math.sin(a)) / spacing
        d = np.abs(u - np.floor(u) - 0.5) * spacing
        return np.clip(width / 2 - d + 0.5, 0, 1).astype(F32)

    def fray(self, coverage: Image.Image, rough: float) -> np.ndarray:
        """`coverage` as floats, its edges wavering by about `rough` px as ink spreads into paper fibres."""
        if rough <= 0:
            return np.asarray(coverage, dtype=F32) / 255
        out = np.zeros((self.h, self.w), dtype=F32)
        box = coverage.getbbox()
        if box is None:
            return out
        # Blur only round what was drawn, with room for the blur to spread.
        pad = int(math.ceil(4 * rough * self.unit)) + 2
        x0, y0 = max(box[0] - pad, 0), max(box[1] - pad, 0)
        x1, y1 = min(box[2] + pad, self.w), min(box[3] + pad, self.h)
        patch = coverage.crop((x0, y0, x1, y1)).filter(ImageFilter.GaussianBlur(rough * self.unit))
        soft = np.asarray(patch, dtype=F32) / 255
        out[y0:y1, x0:x1] = smoothstep(0.38, 0.62, soft + 0.16 * self.edge_noise[y0:y1, x0:x1])
        return out

    def shape(self) -> Shape:
        return Shape(self)

    # MARK: Inks

    def _shifted(self, field: np.ndarray, dy: int, dx: int) -> np.ndarray:
        """`field` moved by whole pixels, its edge rows and columns repeated into the gap."""
        if dy == 0 and dx == 0:
            return field
        padded = np.pad(field, ((abs(dy), abs(dy)), (abs(dx), abs(dx))), mode="edge")
        top, left = abs(dy) - dy, abs(dx) - dx
        return padded[top:top + self.h, left:left + self.w]

    def ink(self, mask: np.ndarray, colour: np.ndarray, opacity: float = 1.0,
            texture: float = 0.22, mode: str = "normal", register: bool = True) -> None:
        """Lay one ink through `mask`: 'normal' covers, 'multiply' overprints like a transparent ink, 'screen' lightens.

        The ink takes the shared mottle at a random offset, so that no two inks wear alike, and lands a pixel
        or two off register, as a press run of the time did.
        """
        if register:
            reach = max(1, round(1.5 * self.unit))
            dy, dx = (int(v) for v in self.rng.integers(-reach, reach + 1, size=2))
            mask = self._shifted(mask, dy, dx)
        oy, ox = (int(v) for v in self.rng.integers(0, 4096, size=2))
        # Only the rectangle the mask touches is worked on: most motifs are small beside the sheet.
        rows = np.flatnonzero(mask.any(axis=1))
        cols = np.flatnonzero(mask.any(axis=0))
        if rows.size == 0:
            return
        r0, r1, c0, c1 = int(rows[0]), int(rows[-1]) + 1, int(cols[0]), int(cols[-1]) + 1
        thin = self.mottle[np.ix_((np.arange(r0, r1) + oy) % self.h, (np.arange(c0, c1) + ox) % self.w)]
        alpha = (mask[r0:r1, c0:c1] * opacity * np.clip(1 - texture * thin, 0, 1))[:, :, None]
        colour = np.asarray(colour, dtype=F32)
        if colour.ndim == 1:
            colour = colour[None, None, :]
        if colour.shape[0] == self.h:
            colour = colour[r0:r1]
        if colour.shape[1] == self.w:
            colour = colour[:, c0:c1]
        img = self.img[r0:r1, c0:c1]
        if mode == "normal":
            img += (colour - img) * alpha
        elif mode == "multiply":
            img *= 1 - alpha * (1 - colour)
        elif mode == "screen":
            img[...] = 1 - (1 - img) * (1 - alpha * colour)
        else:
            raise ValueError(f"unknown ink mode {mode!r}")

    def flood(self, colour: np.ndarray, texture: float = 0.22) -> None:
        """Ink the whole sheet with one colour or gradient."""
        self.ink(np.ones((self.h, self.w), dtype=F32), colour, texture=texture, register=False)

    # MARK: Light on the print

    def glow(self, cx: float, cy: float, radius: float, colour: np.ndarray, strength: float) -> None:
        """Screen a soft round light onto the print: the bloom around a sun or a lamp."""
        falloff = np.exp(-(self.distance(cx, cy) / radius) ** 2)
        light = (colour[None, None, :] * (strength * falloff)[:, :, None])
        self.img = 1 - (1 - self.img) * (1 - light)

    def flare(self, cx: float, cy: float, size: float, strength: float = 1.0) -> None:
        """Lens ghosts strung along the line from a bright source through the centre of the frame."""
        mx, my = self.w / 2, self.h / 2
        tints = [rgb("#f6c76a"), rgb("#7fc4b0"), rgb("#e88a6a"), rgb("#b4a2d8"), rgb("#f3d9a0")]
        for i, (t, r, a) in enumerate([(0.35, 0.06, 0.10), (0.62, 0.025, 0.14), (1.28, 0.09, 0.07),
                                       (1.55, 0.035, 0.12), (1.85, 0.14, 0.05)]):
            gx, gy = cx + (mx - cx) * t, cy + (my - cy) * t
            radius = r * size
            d = self.distance(gx, gy)
            disc = smoothstep(radius, radius * 0.8, d) * (0.55 + 0.45 * smoothstep(0, radius, d))
            light = tints[i % len(tints)][None, None, :] * (a * strength * disc)[:, :, None]
            self.img = 1 - (1 - self.img) * (1 - light)

    def leak(self, cx: float, cy: float, radius: float, colour: np.ndarray, strength: float = 0.5) -> None:
        """A light leak: a big warm smear bleeding in from the edge of the film, its outline wavering."""
        wobble = self.noise(radius * 0.5, octaves=2)
        d = self.distance(cx, cy, 1.0, 0.8) / radius + 0.12 * wobble
        amount = np.clip(1 - d, 0, 1) ** 1.6 * strength
        self.img = 1 - (1 - self.img) * (1 - colour[None, None, :] * amount[:, :, None])

    def vignette(self, strength: float = 0.45) -> None:
        d = self.distance(self.w / 2, self.h / 2, self.w / 2, self.h / 2)
        self.img *= (1 - strength * smoothstep(0.55, 1.45, d))[:, :, None]

    def wear(self, amount: float = 1.0) -> None:
        """Scuffs where ink has flaked off the sheet, and the paper's tooth showing through every ink."""
        flakes = smoothstep(2.7, 3.3, self.noise(1.6 * self.unit, octaves=2)) * \
            smoothstep(0.2, 1.2, self.noise(120 * self.unit))
        paper = PAPER[None, None, :] * self.paper_texture[:, :, None]
        self.img += (paper - self.img) * (0.7 * amount * flakes)[:, :, None]
        self.img *= (0.92 + 0.08 * self.paper_texture)[:, :, None]

    # MARK: Film

    def develop(self, grain: float = 1.0) -> Image.Image:
        """Film the print: a soft shoulder and toe, a faint warm fade, and clumped grain, strongest in mid-tones."""
        img = np.clip(self.img, 0, 1)
        img = 0.025 + 0.935 * (img - 0.12 * img * (1 - img) * (img - 0.5) * 2)
        img[:, :, 2] *= 0.985
        luma = img @ np.array([0.299, 0.587, 0.114], dtype=F32)
        weight = 0.45 + 2.2 * luma * (1 - luma)
        fine = self._clumped(self.rng.standard_normal((self.h, self.w), dtype=F32))
        amount = 0.038 * grain * weight
        img += (fine * amount)[:, :, None]
        for channel in range(3):
            img[:, :, channel] += 0.006 * grain * self.noise(1.8 * self.unit)
        return Image.fromarray((np.clip(img, 0, 1) * 255 + 0.5).astype(np.uint8))

    @staticmethod
    def _clumped(noise: np.ndarray) -> np.ndarray:
        """Grain that clumps a little over neighbouring pixels, as silver does, normalised back to spread 1."""
        k = np.array([0.25, 0.5, 0.25], dtype=F32)
        out = noise * k[1] + np.roll(noise, 1, axis=0) * k[0] + np.roll(noise, -1, axis=0) * k[2]
        out = out * k[1] + np.roll(out, 1, axis=1) * k[0] + np.roll(out, -1, axis=1) * k[2]
        return out / out.std()


# MARK: - Scenes
#
# Each scene draws on a canvas of any size and either orientation; `rng` decides the details, so another seed gives
# another picture of the same kind. Compositions keep the middle calm and mid-toned: that is where the quote goes.


def atomic(c: Canvas) -> None:
    """Boomerangs, starbursts and an atom on deep teal, the pattern of a 1956 dinette catalogue."""
    W, H, u, rng = c.w, c.h, c.unit, c.rng
    background = [TEAL * 0.78, DEEP_TEAL * 1.1, rgb("#2d3b3c"), PLUM][int(rng.integers(0, 4))]
    c.flood(c.vertical([(0, mix(background, TURQUOISE, 0.22)), (0.6, background), (1, background * 0.8)]))
    edge = smoothstep(0.35, 1.1, c.distance(W * 0.5, H * 0.5, W * 0.55, H * 0.55))
    c.ink(c.halftone(0.45 * edge * (0.75 + 0.25 * c.noise(300 * u)), angle=15), background * 0.5,
          mode="multiply", texture=0.1)

    taken: list[tuple[float, float, float]] = []
    aspect = H / W

    def place(radius: float, overlap: float = 0.75) -> tuple[float, float]:
        """A free spot for a motif of `radius` px, clear of the middle (where the quote goes) and of the others."""
        best, best_gap = (0.0, 0.0), -math.inf
        for _ in range(300):
            x, y = rng.uniform(-0.02, 1.02) * W, rng.uniform(-0.02, 1.02) * H
            if ((x / W - 0.5) / 0.3) ** 2 + ((y / H - 0.5) / (0.3 if aspect < 1 else 0.22)) ** 2 < 1:
                continue
            gap = min((math.hypot(x - tx, y - ty) - (radius + tr) * overlap for tx, ty, tr in taken), default=W)
            if gap > 0:
                best = (x, y)
                break
            if gap > best_gap:
                best, best_gap = (x, y), gap
        taken.append((best[0], best[1], radius))
        return best

    # The atom, large, in one corner.
    ax, ay = W * rng.choice([0.15, 0.85]), H * rng.choice([0.2, 0.8])
    taken.append((ax, ay, 230 * u))

    # Palette-shaped fields behind everything, some hatched, some dotted.
    fields = [(MUSTARD, "dots"), (TURQUOISE, "lines"), (CORAL, "solid"), (AVOCADO, "lines"), (CREAM, "dots"),
              (SALMON, "solid")]
    for colour, fill in fields:
        size = rng.uniform(120, 170) * u
        fx, fy = place(size * 1.3, overlap=0.5)
        blob = c.shape().polygon(blob_points(fx, fy, size, rng, wobble=0.25, stretch=rng.uniform(1.2, 1.6),
                                             angle=rng.uniform(0, math.pi)))
        mask = blob.mask(1.2)
        if fill == "dots":
            c.ink(mask * c.halftone(np.full((1, 1), 0.35, F32), cell=16 * u, angle=30), colour, opacity=0.9)
        elif fill == "lines":
            c.ink(mask * c.stripes(14 * u, 4 * u, rng.uniform(20, 70)), colour, opacity=0.8)
        else:
            c.ink(mask, colour, opacity=0.75)

    # Boomerangs, solid, with a dot screen laid over them, or with a dark inlay.
    inks = [MUSTARD, CORAL, CREAM, TURQUOISE, GOLD, SALMON, TOMATO]
    for i in range(14):
        size = rng.uniform(95, 150) * u
        bx, by = place(size * 1.1)
        angle = rng.uniform(0, 2 * math.pi)
        solid = c.shape().boomerang(bx, by, size, size * 0.55, angle, bend=rng.uniform(0.35, 0.55))
        colour = inks[i % len(inks)]
        mask = solid.mask(1.3)
        c.ink(mask, colour, opacity=0.93, mode="multiply" if colour is CORAL else "normal")
        if i % 3 == 1:
            c.ink(mask * c.halftone(np.full((1, 1), 0.3, F32), cell=9 * u, angle=75), background * 0.7,
                  opacity=0.8)
        elif i % 3 == 2:
            inner = c.shape().boomerang(bx, by, size * 0.8, size * 0.2, angle, bend=0.45)
            c.ink(inner.mask(0.8), INK, opacity=0.55, mode="multiply")

    # Ball-and-stick molecules.
    sticks = c.shape()
    balls = c.shape()
    for _ in range(5):
        x, y = place(110 * u, overlap=0.5)
        for _ in range(int(rng.integers(3, 6))):
            t = rng.uniform(0, 2 * math.pi)
            nx, ny = x + math.cos(t) * rng.uniform(50, 100) * u, y + math.sin(t) * rng.uniform(50, 100) * u
            sticks.line([(x, y), (nx, ny)], 3 * u)
            balls.circle(nx, ny, rng.uniform(7, 13) * u)
            x, y = nx, ny
    c.ink(sticks.mask(0.6), CREAM, opacity=0.8)
    c.ink(balls.mask(0.6), rng.choice([MUSTARD, CORAL]) * 1.0)

    atom = c.shape()
    tilt = rng.uniform(0, 1)
    for k in range(3):
        atom.ring(ax, ay, 210 * u, 66 * u, 5 * u, angle=k * math.pi / 3 + tilt)
    atom.circle(ax, ay, 24 * u)
    c.ink(atom.mask(0.9), CREAM, opacity=0.92)
    electrons = c.shape()
    for k in range(3):
        ex, ey = rotate([(210 * u * math.cos(1.1 + 2 * k), 66 * u * math.sin(1.1 + 2 * k))],
                        k * math.pi / 3 + tilt, ax, ay)[0]
        electrons.circle(ex, ey, 12 * u)
    c.ink(electrons.mask(), CORAL)

    # Starbursts, and a scatter of twinkles and dots: fewer and smaller in the middle.
    bursts = c.shape()
    for _ in range(10):
        bx, by = place(70 * u, overlap=0.6)
        bursts.starburst(bx, by, rng.uniform(50, 110) * u, int(rng.choice([12, 16])), rng, angle=rng.uniform(0, 1))
    c.ink(bursts.mask(0.8), GOLD, opacity=0.95)
    twinkles = c.shape()
    for _ in range(70):
        tx, ty = rng.uniform(0, W), rng.uniform(0, H)
        calm = 0.5 if abs(tx / W - 0.5) < 0.28 and abs(ty / H - 0.5) < 0.25 else 1.0
        twinkles.sparkle(tx, ty, rng.uniform(8, 22) * u * calm, rng.uniform(0, 0.4))
    for _ in range(140):
        twinkles.circle(rng.uniform(0, W), rng.uniform(0, H), rng.uniform(2, 5) * u)
    c.ink(twinkles.mask(0.6), CREAM, opacity=0.75)

    c.wear()
    c.leak(W * rng.choice([0.0, 1.0]), H * rng.uniform(0.0, 0.3), 0.55 * max(W, H), rgb("#f08a3c"), 0.4)
    c.vignette(0.5)


def dusk_sky(c: Canvas, stops: Sequence[tuple[float, np.ndarray]], horizon: float, stars: int = 0) -> None:
    """A graded sky down to `horizon` (a row), screened darker towards the top, with a sprinkle of stars."""
    W, u, rng = c.w, c.unit, c.rng
    c.flood(c.vertical(stops, 0, horizon))
    height = 1 - np.clip(c.y / horizon, 0, 1)
    tone = 0.38 * height ** 2.2 * (0.85 + 0.15 * c.noise(220 * u)) * np.ones((1, W), F32)
    c.ink(c.halftone(tone, angle=15), stops[0][1] * 0.75, mode="multiply", texture=0.1)
    if stars:
        points = c.shape()
        for _ in range(stars):
            x, y = rng.uniform(0, W), horizon * rng.uniform(0, 0.55) ** 1.4
            if rng.random() < 0.12:
                points.sparkle(x, y, rng.uniform(8, 16) * u, rng.uniform(0, 0.5))
            else:
                points.circle(x, y, rng.uniform(1.5, 3.5) * u)
        c.ink(points.mask(0.5), CREAM, opacity=0.8, texture=0.3)


def striped_sun(c: Canvas, cx: float, cy: float, r: float, colour: np.ndarray, bands: int = 5,
                below: float | None = None) -> None:
    """The sunset sun of a travel poster: a disc cut by bands that widen towards its foot."""
    disc = c.shape().circle(cx, cy, r)
    for i in range(bands):
        top = cy + r * (0.12 + 0.86 * i / bands)
        disc.rect(cx - r - 2, top, cx + r + 2, top + r * (0.025 + 0.05 * i), erase=True)
    if below is not None:
        disc.rect(cx - r - 2, below, cx + r + 2, cy + r + 2, erase=True)
    c.ink(disc.mask(1.0), colour, texture=0.15)


def capsule_clouds(c: Canvas, y0: float, y1: float, count: int, colour: np.ndarray, opacity: float = 0.8,
                   mode: str = "multiply", within: np.ndarray | None = None,
                   x0: float = 0.0, x1: float | None = None) -> None:
    """Long rounded streaks of cloud, stacked in loose banks, as a silkscreen artist draws them."""
    u, rng = c.unit, c.rng
    x1 = c.w if x1 is None else x1
    W = x1 - x0
    streaks = c.shape()
    for _ in range(count):
        y = rng.uniform(y0, y1)
        x = x0 + rng.uniform(-0.1, 0.9) * W
        length = rng.uniform(0.15, 0.45) * W
        thickness = rng.uniform(14, 34) * u
        streaks.line([(x, y), (x + length, y)], thickness)
        if rng.random() < 0.6:
            offset = rng.uniform(0.1, 0.5) * length
            streaks.line([(x + offset, y - thickness * 0.9), (x + offset + length * 0.5, y - thickness * 0.9)],
                         thickness * 0.8)
    mask = streaks.mask(1.2)
    c.ink(mask if within is None else mask * within, colour, opacity=opacity, mode=mode)


def skyline(c: Canvas) -> None:
    """A downtown at dusk: three ranks of towers, lit windows, a space-age needle, and the river below."""
    W, H, u, rng = c.w, c.h, c.unit, c.rng
    base = H * (0.8 if H > W else 0.74)
    dusk_sky(c, [(0, NAVY * 0.85), (0.38, rgb("#2b5c66")), (0.68, rgb("#c46b5c")), (0.88, rgb("#e0894e")),
                 (1, rgb("#eaa454"))], base, stars=160)
    sx = W * rng.choice([0.2, 0.8])
    sr = 150 * u
    sy = base - H * 0.27
    c.glow(sx, sy, sr * 3.2, rgb("#f2a65a"), 0.35)
    striped_sun(c, sx, sy, sr, rgb("#f3c35c"), bands=5)
    capsule_clouds(c, base * 0.45, base * 0.8, 8, rgb("#c96a5e"), opacity=0.55)
    capsule_clouds(c, base * 0.5, base * 0.85, 6, rgb("#f0b07a"), opacity=0.45, mode="normal")

    lit_warm, lit_pale = c.shape(), c.shape()
    reflections: list[tuple[float, float]] = []

    def rank(colour: np.ndarray, low: float, high: float, widths: tuple[float, float], windows: float,
             needle: bool = False) -> None:
        towers = c.shape()
        x = -rng.uniform(0, 80) * u
        needle_at = W * rng.uniform(0.12, 0.3) if sx > W / 2 else W * rng.uniform(0.7, 0.88)
        while x < W:
            w = rng.uniform(*widths) * u
            top = base - H * rng.uniform(low, high)
            if x < sx + sr and x + w > sx - sr:
                top = max(top, sy + sr * rng.uniform(0.15, 0.5))  # let the sun show between the towers
            towers.rect(x, top, x + w, base + 2)
            kind = rng.random()
            if kind < 0.3:  # setbacks
                for step in range(1, 3):
                    inset = w * 0.16 * step
                    towers.rect(x + inset, top - 45 * u * step, x + w - inset, top)
                top -= 90 * u
            if kind > 0.75:  # a spire or mast
                mx = x + w / 2
                towers.polygon([(mx - w * 0.12, top), (mx + w * 0.12, top), (mx, top - rng.uniform(60, 160) * u)])
            elif kind > 0.55:
                towers.line([(x + w * 0.7, top), (x + w * 0.7, top - rng.uniform(40, 90) * u)], 3 * u, False)
            if windows > 0:
                cols = max(2, int(w / (15 * u)))
                pitch = w / cols
                row = top + 24 * u
                while row < base - 16 * u:
                    for k in range(cols):
                        if rng.random() < windows:
                            wx = x + pitch * (k + 0.3)
                            (lit_warm if rng.random() < 0.7 else lit_pale).rect(wx, row, wx + pitch * 0.4,
                                                                                row + 11 * u)
                            if row > base - 0.25 * H:
                                reflections.append((wx + pitch * 0.2, base + (base - row) * 0.1))
                    row += 21 * u
            x += w + rng.uniform(-10, 30) * u
        if needle:
            nx = needle_at
            top = base - H * (high + 0.06)
            towers.polygon([(nx - 34 * u, base), (nx - 8 * u, top + 40 * u), (nx + 8 * u, top + 40 * u),
                            (nx + 34 * u, base)])
            towers.ellipse(nx, top + 30 * u, 120 * u, 24 * u)
            towers.polygon([(nx - 70 * u, top + 30 * u), (nx + 70 * u, top + 30 * u), (nx + 40 * u, top - 6 * u),
                            (nx - 40 * u, top - 6 * u)])
            towers.line([(nx, top - 6 * u), (nx, top - 150 * u)], 5 * u, False)
        c.ink(towers.mask(1.0), colour)

    haze = c.vertical([(0, rgb("#5f6585")), (1, rgb("#a0727a"))], base - H * 0.42, base)
    rank(haze, 0.16, 0.36, (70, 150), 0.0, needle=True)
    rank(rgb("#2d4a55"), 0.1, 0.27, (80, 170), 0.18)
    rank(rgb("#16262b"), 0.05, 0.17, (110, 220), 0.3)
    c.ink(lit_warm.mask(0.5), rgb("#f0b347"), texture=0.3)
    c.ink(lit_pale.mask(0.5), rgb("#f3e2b0"), texture=0.3)

    # The river: dark water, a band of dots, and the lights broken into short strokes.
    water = c.shape().rect(0, base, W, H)
    c.ink(water.mask(0), c.vertical([(0, rgb("#1a3438")), (1, rgb("#0d1d20"))], base, H), register=False)
    ripples = c.halftone(0.25 * np.clip((c.y - base) / (H - base), 0, 1) * np.ones((1, W), F32), angle=0)
    c.ink(ripples * (c.y > base), TEAL, opacity=0.6)
    strokes = c.shape()
    for x, y in reflections[:: max(1, len(reflections) // 160)]:
        for _ in range(3):
            yy = y + rng.uniform(0, H - base) * rng.uniform(0.1, 1)
            length = rng.uniform(8, 30) * u
            strokes.line([(x - length / 2, yy), (x + length / 2, yy)], 3.5 * u)
    c.ink(strokes.mask(0.6), rgb("#e8a64a"), opacity=0.8)
    sun_path = c.shape()
    for k in range(40):
        yy = base + (H - base) * (k + rng.uniform(0, 1)) / 40
        half = sr * rng.uniform(0.2, 0.9) * (1 - 0.5 * (yy - base) / (H - base))
        sun_path.line([(sx - half, yy), (sx + half, yy)], rng.uniform(4, 9) * u)
    c.ink(sun_path.mask(0.8), rgb("#f3c35c"), opacity=0.75)
    c.ink(c.shape().rect(0, base - 3 * u, W, base + 5 * u).mask(0.6), INK, opacity=0.8)

    c.wear()
    c.flare(sx, sy, max(W, H), 0.8)
    c.leak(W * (1.0 if sx < W / 2 else 0.0), H * 0.1, 0.6 * max(W, H), rgb("#e0603c"), 0.35)
    c.vignette(0.5)


def mesas(c: Canvas, horizon: float, heights: tuple[float, float], count: int) -> Shape:
    """Flat-topped buttes along the horizon, as a mask to ink."""
    W, u, rng = c.w, c.unit, c.rng
    land = c.shape().rect(0, horizon, W, horizon + 4 * u)
    for _ in range(count):
        x = rng.uniform(-0.1, 1.0) * W
        top_width = rng.uniform(60, 260) * u
        height = rng.uniform(*heights) * u
        foot = height * rng.uniform(0.6, 1.2)
        shoulder = height * rng.uniform(0.1, 0.3)
        land.polygon([(x - foot, horizon + 2), (x - shoulder, horizon - height * 0.82),
                      (x, horizon - height), (x + top_width, horizon - height),
                      (x + top_width + shoulder * 0.6, horizon - height * 0.75),
                      (x + top_width + foot, horizon + 2)])
    return land


def saguaro(shape: Shape, x: float, y: float, height: float, rng: np.random.Generator) -> None:
    w = height * 0.13
    shape.line([(x, y), (x, y - height)], w)
    for side in (-1, 1):
        if rng.random() < 0.8:
            at = y - height * rng.uniform(0.35, 0.6)
            reach = height * rng.uniform(0.2, 0.28)
            up = height * rng.uniform(0.2, 0.35)
            shape.line([(x, at), (x + side * reach, at), (x + side * reach, at - up)], w * 0.8)


def highway(c: Canvas) -> None:
    """Route 66 at dusk: the road running to a low sun, buttes, telephone poles and a motel sign."""
    W, H, u, rng = c.w, c.h, c.unit, c.rng
    hz = H * (0.56 if W > H else 0.5)
    left_road = rng.random() < 0.5
    vx = W * (0.36 if left_road else 0.64)
    sx = W * (0.8 if left_road else 0.2)
    dusk_sky(c, [(0, NAVY * 0.8), (0.4, rgb("#3f4c6e")), (0.72, rgb("#a9586a")), (0.9, rgb("#d86a4c")),
                 (1, rgb("#e9a049"))], hz, stars=90)
    c.glow(sx, hz, 420 * u, rgb("#f2a04e"), 0.45)
    striped_sun(c, sx, hz - 30 * u, 125 * u, rgb("#f4c55a"), bands=4, below=hz)
    capsule_clouds(c, hz * 0.25, hz * 0.8, 7, PLUM * 1.4, opacity=0.45)
    capsule_clouds(c, hz * 0.55, hz * 0.92, 6, rgb("#eb9a6a"), opacity=0.45, mode="normal")
    c.ink(mesas(c, hz, (70, 170), 5).mask(1.0), c.vertical([(0, rgb("#80506a")), (1, rgb("#a0586a"))],
                                                          hz - 170 * u, hz))
    c.ink(mesas(c, hz, (30, 80), 6).mask(1.0), rgb("#5a3346"))

    # The desert floor, its scrub rows drawn to the vanishing point.
    ground = c.shape().rect(0, hz, W, H).mask(0)
    c.ink(ground, c.vertical([(0, rgb("#b9683c")), (0.35, rgb("#8d4a2e")), (1, rgb("#3e241b"))], hz, H),
          register=False)
    depth = np.clip((c.y - hz) / (H - hz), 0, 1) * np.ones((1, W), F32)
    c.ink(ground * c.halftone(0.12 + 0.4 * depth * (0.8 + 0.2 * c.noise(90 * u)), angle=60), CHOCOLATE,
          mode="multiply", opacity=0.55)
    rows = c.shape()
    for k in range(40):
        bx = W * (-1.2 + 3.4 * k / 40) + rng.uniform(-20, 20) * u
        rows.spoke(bx, H, vx, hz, 10 * u, 0.4)
    c.ink(rows.mask(0.8) * ground, CHOCOLATE, opacity=0.3, mode="multiply")

    # The road, its shoulders, and the centre dashes spaced evenly in depth.
    bottom = W * (0.55 if left_road else 0.45)
    half = W * 0.4 if W > H else W * 0.55
    road = c.shape().polygon([(vx - 2 * u, hz), (vx + 2 * u, hz), (bottom + half, H), (bottom - half, H)])
    c.ink(road.mask(0.8), c.vertical([(0, rgb("#6b5161")), (0.25, rgb("#3a3039")), (1, rgb("#1f1c22"))], hz, H))
    lines = c.shape()
    for edge in (-1, 1):
        lines.spoke(bottom + edge * half * 0.92, H, vx + edge * 1.5 * u, hz, 14 * u, 0.3)
    dashes = c.shape()

    def at(z: float, across: float) -> Point:
        """Screen position of a point on the ground `z` road-widths deep and `across` half-widths from the centre."""
        t = 1 / z
        y = hz + (H - hz) * t
        x = vx + (bottom - vx) * t + across * half * t
        return x, y

    z = 1.0
    while z < 80:
        (ax, ay), (bx, by) = at(z, 0), at(z + 0.45, 0)
        wa, wb = 18 * u / z, 18 * u / (z + 0.45)
        dashes.polygon([(ax - wa, ay), (ax + wa, ay), (bx + wb, by), (bx - wb, by)])
        z += 1.0
    c.ink(lines.mask(0.6), CREAM, opacity=0.75)
    c.ink(dashes.mask(0.6), GOLD, opacity=0.9)

    # Telephone poles marching off beside the road, the wires sagging between them.
    side = 1 if left_road else -1
    poles, wires = c.shape(), c.shape()
    tall = (H - hz) * 1.25
    tops: list[list[Point]] = []
    for k in range(14):
        z = 0.85 + k * 0.75
        x, y = at(z, side * 1.35)
        if x < -50 * u or x > W + 50 * u:
            continue
        top = y - tall / z
        poles.line([(x, y), (x, top)], max(1.2 * u, 16 * u / z), False)
        arm = 120 * u / z
        poles.line([(x - arm, top + 18 * u / z), (x + arm, top + 18 * u / z)], max(1.0 * u, 9 * u / z), False)
        tops.append([(x - arm * 0.8, top + 16 * u / z), (x + arm * 0.8, top + 16 * u / z)])
    for near, far in zip(tops, tops[1:]):
        for a, b in zip(near, far):
            wires.line(catenary(a, b, 0.06 * abs(b[0] - a[0]) + 2 * u), 2.2 * u, False)
    c.ink(poles.mask(0.6), INK * 1.3, opacity=0.95)
    c.ink(wires.mask(0.4), INK * 1.3, opacity=0.7)

    # Saguaros on the far side, smaller as they go.
    cacti = c.shape()
    for k in range(9):
        z = rng.uniform(1.3, 12)
        x, y = at(z, -side * rng.uniform(1.5, 4.5))
        saguaro(cacti, x, y, 900 * u / z, rng)
    c.ink(cacti.mask(0.8), rgb("#26301f"))

    # The motel sign: an oval board, an arrow pointing to the road, bulbs, and a starburst on top.
    mx = W * (0.12 if left_road else 0.88)
    my = hz - 0.05 * H
    sign = c.shape()
    sign.line([(mx - 40 * u, H + 10), (mx - 40 * u, my)], 18 * u, False)
    sign.line([(mx + 40 * u, H + 10), (mx + 40 * u, my)], 18 * u, False)
    c.ink(sign.mask(0.8), INK * 1.2)
    board = c.shape().ellipse(mx, my - 40 * u, 190 * u, 110 * u, angle=-0.12 * side)
    c.ink(board.mask(1.0), TEAL)
    c.ink(c.shape().ring(mx, my - 40 * u, 160 * u, 84 * u, 8 * u, angle=-0.12 * side).mask(0.8), CREAM)
    direction = side
    tip_x = mx + direction * 270 * u
    arrow = [(mx - direction * 120 * u, my + 90 * u), (tip_x - direction * 80 * u, my + 90 * u),
             (tip_x - direction * 80 * u, my + 50 * u), (tip_x, my + 140 * u),
             (tip_x - direction * 80 * u, my + 230 * u), (tip_x - direction * 80 * u, my + 190 * u),
             (mx - direction * 120 * u, my + 190 * u)]
    c.ink(c.shape().polygon(arrow).mask(1.0), CORAL)
    bulbs = c.shape()
    for i in range(len(arrow)):
        (x0, y0), (x1, y1) = arrow[i], arrow[(i + 1) % len(arrow)]
        steps = max(1, int(math.hypot(x1 - x0, y1 - y0) / (26 * u)))
        for k in range(steps):
            t = k / steps
            bulbs.circle(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, 5.5 * u)
    for px, py in ellipse_points(mx, my - 40 * u, 190 * u, 110 * u, -0.12 * side, 36):
        bulbs.circle(px, py, 5.5 * u)
    c.ink(bulbs.mask(0.4), rgb("#fbe7a8"))
    burst = c.shape().starburst(mx, my - 190 * u, 90 * u, 16, rng)
    c.ink(burst.mask(0.7), GOLD)

    c.wear()
    c.flare(sx, hz - 30 * u, max(W, H), 0.9)
    c.leak(W * (1.0 if left_road else 0.0), H * 0.2, 0.55 * max(W, H), rgb("#f07a3a"), 0.35)
    c.vignette(0.55)


def drape(c: Canvas, x0: float, x1: float, colour: np.ndarray, folds: float, y0: float = -10.0,
          y1: float | None = None) -> None:
    """A curtain hanging between columns x0 and x1 (rows y0 to y1), its folds shaded and screened in the hollows."""
    u = c.unit
    y1 = c.h + 10 if y1 is None else y1
    phase = (c.x - x0) / (x1 - x0) * folds * 2 * math.pi
    light = 0.5 + 0.5 * np.cos(phase)
    shading = (0.5 + 0.5 * light)[:, :, None] * colour[None, None, :]
    hang = c.shape().rect(x0, y0, x1, y1).mask(1.5)
    c.ink(hang, shading)
    c.ink(hang * c.halftone((0.55 * (1 - light)) * np.ones((c.h, 1), F32), cell=9 * u, angle=75),
          colour * 0.35, mode="multiply", opacity=0.8)


def martini(shape: Shape, x: float, y: float, size: float, tilt: float = 0.0) -> tuple[list[Point], Point]:
    """A cocktail glass standing on (x, y), outlined into `shape`; returns its drink's outline and its rim's centre."""
    w = size * 0.06
    rim = size * 0.62
    base = rotate([(-size * 0.32, 0), (size * 0.32, 0)], tilt, x, y)
    stem = rotate([(0, 0), (0, -size * 0.75)], tilt, x, y)
    bowl = rotate([(-rim, -size * 1.45), (0, -size * 0.75), (rim, -size * 1.45)], tilt, x, y)
    shape.line(base, w)
    shape.line(stem, w * 0.8)
    shape.line(bowl + [bowl[0]], w)
    liquid = rotate([(-rim * 0.82, -size * 1.33), (0, -size * 0.77), (rim * 0.82, -size * 1.33)], tilt, x, y)
    return liquid, rotate([(0, -size * 1.45)], tilt, x, y)[0]


def lounge(c: Canvas) -> None:
    """A cocktail lounge abstracted: drapes, pendant lamps, a lattice wallpaper, a bar with martinis."""
    W, H, u, rng = c.w, c.h, c.unit, c.rng
    wall = [rgb("#173c3f"), rgb("#2a2a3c"), rgb("#3a2630")][int(rng.integers(0, 3))]
    c.flood(c.vertical([(0, wall * 1.2), (0.7, wall), (1, wall * 0.7)]))
    lattice = np.maximum(c.stripes(70 * u, 2.5 * u, 45), c.stripes(70 * u, 2.5 * u, -45))
    c.ink(lattice, GOLD, opacity=0.22, texture=0.4)
    studs = c.shape()
    for i in range(-2, int(W / (99 * u)) + 3):
        for j in range(-2, int(H / (99 * u)) + 3):
            studs.sparkle(i * 99 * u, j * 99 * u, 13 * u)
    c.ink(studs.mask(0.5), GOLD, opacity=0.45)

    # A mural of overlapping shapes, a shade off the wall: interest without competing with the quote.
    mural = c.shape()
    for _ in range(5):
        mural.polygon(blob_points(W * rng.uniform(0.3, 0.7), H * rng.uniform(0.3, 0.6), rng.uniform(160, 280) * u,
                                  rng, wobble=0.25, stretch=rng.uniform(1.0, 1.8), angle=rng.uniform(0, math.pi)))
    c.ink(mural.mask(1.5), mix(wall, TURQUOISE, 0.3), opacity=0.35)
    arcs = c.shape()
    for k in range(4):
        arcs.boomerang(W * rng.uniform(0.3, 0.7), H * rng.uniform(0.3, 0.6), rng.uniform(120, 200) * u,
                       50 * u, rng.uniform(0, 2 * math.pi))
    c.ink(arcs.mask(1.2), CORAL, opacity=0.22, mode="multiply")

    # The back bar: a shelf of bottles in amber, green and smoke glass.
    shelf_y = H * 0.69
    bottles = [c.shape() for _ in range(3)]
    labels, glints = c.shape(), c.shape()
    x = W * 0.17
    while x < W * 0.82:
        bw = rng.uniform(38, 60) * u
        bh = rng.uniform(150, 240) * u
        neck = bw * 0.3
        b = bottles[int(rng.integers(0, 3))]
        b.rect(x, shelf_y - bh * 0.65, x + bw, shelf_y)
        b.ellipse(x + bw / 2, shelf_y - bh * 0.65, bw / 2, bw * 0.3)
        b.rect(x + bw / 2 - neck / 2, shelf_y - bh, x + bw / 2 + neck / 2, shelf_y - bh * 0.65)
        if rng.random() < 0.7:
            labels.rect(x + bw * 0.12, shelf_y - bh * 0.45, x + bw * 0.88, shelf_y - bh * rng.uniform(0.15, 0.25))
        glints.line([(x + bw * 0.22, shelf_y - bh * 0.6), (x + bw * 0.22, shelf_y - bh * 0.1)], 3.5 * u)
        x += bw + rng.uniform(6, 30) * u
    for b, tint in zip(bottles, [rgb("#b06a2a"), rgb("#4f6b3a"), rgb("#6d6a72")]):
        c.ink(b.mask(0.8), tint, opacity=0.75)
    c.ink(labels.mask(0.6), CREAM * 0.8, opacity=0.6)
    c.ink(glints.mask(0.5), CREAM, opacity=0.35)
    c.ink(c.shape().rect(W * 0.14, shelf_y, W * 0.86, shelf_y + 16 * u).mask(0.8), WALNUT * 1.2)

    curtain = [TOMATO * 0.9, rgb("#8c2f39"), MUSTARD * 0.85][int(rng.integers(0, 3))]
    drape(c, -20 * u, W * 0.16, curtain, 3.5)
    drape(c, W * 0.84, W + 20 * u, curtain, 3.5)
    pelmet = c.shape().rect(-10, -10, W + 10, 70 * u).mask(1.0)
    c.ink(pelmet, curtain * 0.7)
    fringe = c.shape()
    for k in range(int(W / (18 * u)) + 2):
        fringe.line([(k * 18 * u, 70 * u), (k * 18 * u, 92 * u)], 5 * u)
    c.ink(fringe.mask(0.6), GOLD, opacity=0.9)

    # Pendant lamps: cords, cones of light, shades, and the glow under each.
    lamps = [(0.3, 0.2, MUSTARD), (0.54, 0.13, CORAL), (0.76, 0.24, TURQUOISE)]
    rng.shuffle(lamps)
    for fx, fy, shade in lamps:
        lx, ly = W * fx, H * fy
        beam = c.shape().polygon([(lx - 70 * u, ly), (lx + 70 * u, ly), (lx + 380 * u, H * 0.8),
                                  (lx - 380 * u, H * 0.8)])
        fade = np.clip(1 - (c.y - ly) / (H * 0.8 - ly), 0, 1) ** 1.5
        c.ink(beam.mask(20) * fade, rgb("#f6dfa8"), opacity=0.13, mode="screen", register=False)
        cord = c.shape().line([(lx, 0), (lx, ly - 110 * u)], 4 * u, False)
        c.ink(cord.mask(0.5), INK)
        cone = c.shape().polygon([(lx - 28 * u, ly - 115 * u), (lx + 28 * u, ly - 115 * u),
                                  (lx + 95 * u, ly), (lx - 95 * u, ly)])
        c.ink(cone.mask(1.0), shade)
        c.ink(c.shape().ellipse(lx, ly, 95 * u, 16 * u).mask(0.8), rgb("#fbeac0"))
        c.glow(lx, ly + 40 * u, 170 * u, rgb("#f7d48a"), 0.35)

    # The bar: a curved top and a slatted walnut front with a brass rail.
    top_y = H * 0.8
    bar = c.shape().polygon([(-10, top_y + 30 * u)] +
                            [(x, top_y - 40 * u * math.sin(math.pi * x / W)) for x in np.linspace(0, W, 60)] +
                            [(W + 10, top_y + 30 * u), (W + 10, H + 10), (-10, H + 10)])
    bar_mask = bar.mask(0.8)
    c.ink(bar_mask, c.vertical([(0, WALNUT * 1.3), (0.08, WALNUT), (1, CHOCOLATE * 0.8)], top_y - 40 * u, H))
    front = (c.y > top_y + 60 * u).astype(F32)
    c.ink(bar_mask * front * c.stripes(34 * u, 5 * u, 0), CHOCOLATE * 0.7, opacity=0.8)
    rail = c.shape().line([(-10, top_y + 48 * u), (W + 10, top_y + 48 * u)], 12 * u, False)
    c.ink(rail.mask(0.8), GOLD)

    # Glasses on the bar, a pick with olives, bubbles going up.
    glasses = c.shape()
    liquids = []
    for fx, size, tilt in [(0.68, 210, 0.08), (0.33, 170, -0.05)]:
        liquid, rim = martini(glasses, W * fx, top_y - 10 * u, size * u, tilt)
        liquids.append((liquid, rim, size * u))
    for (liquid, _, _), tint in zip(liquids, [rgb("#cfe3c3"), SALMON]):
        c.ink(c.shape().polygon(liquid).mask(1.0), tint, opacity=0.7)
    c.ink(glasses.mask(0.7), CREAM, opacity=0.95)
    liquid, (rx, ry), size = liquids[0]
    pick = c.shape().line([(rx + size * 0.45, ry - size * 0.35), (rx - size * 0.15, ry + size * 0.55)], 4 * u)
    c.ink(pick.mask(0.5), INK)
    olives = c.shape()
    for t in (0.55, 0.8):
        olives.circle(rx + size * (0.45 - 0.6 * t), ry + size * (-0.35 + 0.9 * t), size * 0.11)
    c.ink(olives.mask(0.8), AVOCADO * 1.2)
    pimento = c.shape()
    for t in (0.55, 0.8):
        pimento.circle(rx + size * (0.45 - 0.6 * t) + size * 0.03, ry + size * (-0.35 + 0.9 * t) - size * 0.03,
                       size * 0.04)
    c.ink(pimento.mask(0.6), TOMATO)
    bubbles = c.shape()
    for _, (bx, by), size in liquids:
        for _ in range(9):
            y = by + size * 0.35 - rng.uniform(0, 1) ** 1.5 * size * 1.1
            x = bx + rng.uniform(-0.3, 0.3) * size
            r = rng.uniform(3, 8) * u
            bubbles.ring(x, y, r, r, 2.4 * u)
    c.ink(bubbles.mask(0.4), CREAM, opacity=0.7)

    c.wear()
    c.leak(W * rng.choice([0.0, 1.0]), 0, 0.6 * max(W, H), rgb("#e8566e"), 0.35)
    c.vignette(0.6)


def ridge_points(x0: float, x1: float, base: float, height: float, rng: np.random.Generator,
                 peaks: int, saddles: tuple[float, float] = (0.1, 0.35)) -> tuple[list[Point], list[Point]]:
    """A mountain range's outline closed down to `base`, and its summits (to snow-cap and shade).

    `saddles` bounds how high the passes between summits rise, as a share of `height`.
    """
    xs = np.sort(rng.uniform(x0, x1, peaks))
    summits = [(float(x), base - height * rng.uniform(0.55, 1.0)) for x in xs]
    outline: list[Point] = [(x0, base)]
    last_x = x0
    for i, (sx, sy) in enumerate(summits):
        valley_x = (last_x + sx) / 2 if i else x0
        outline.append((valley_x, base - height * rng.uniform(*saddles)))
        # A few crags on the way up make the slope look like rock rather than a triangle.
        for t in (0.35, 0.7):
            cx = valley_x + (sx - valley_x) * t
            cy = outline[-1][1] + (sy - outline[-1][1]) * t + rng.uniform(-0.04, 0.04) * height
            outline.append((cx, cy))
        outline.append((sx, sy))
        last_x = sx
    outline += [(x1, base - height * rng.uniform(0.1, 0.4)), (x1, base + 2)]
    return outline, summits


def living_room(c: Canvas) -> None:
    """A living room at dusk: a picture window onto the hills, drapes, a sunburst clock, a credenza, a floor lamp."""
    W, H, u, rng = c.w, c.h, c.unit, c.rng
    wall = [rgb("#8c6a36"), rgb("#5c6436"), rgb("#3e5a58")][int(rng.integers(0, 3))]
    c.flood(c.vertical([(0, wall * 0.8), (0.6, wall), (1, wall * 0.75)]))
    paper = c.shape()
    step = 64 * u
    for j in range(int(H / step) + 2):
        for i in range(int(W / step) + 2):
            x = (i + 0.5 * (j % 2)) * step
            paper.polygon([(x, j * step - 9 * u), (x + 6 * u, j * step), (x, j * step + 9 * u),
                           (x - 6 * u, j * step)])
    c.ink(paper.mask(0.5), wall * 1.45, opacity=0.45)
    c.ink(c.stripes(step / 2, 1.5 * u, 0), wall * 0.7, opacity=0.25, mode="multiply")

    floor_y = H * 0.88
    wx0, wx1 = W * (0.3 if W > H else 0.18), W * (0.7 if W > H else 0.82)
    wy0, wy1 = H * 0.1, H * (0.64 if W > H else 0.58)

    # The view: a dusk sky, a low sun, the hills, and palms close by.
    pane = c.shape().rect(wx0, wy0, wx1, wy1).mask(0)
    view_horizon = wy0 + (wy1 - wy0) * 0.78
    sky = c.vertical([(0, rgb("#2f5f6a")), (0.55, rgb("#b7705f")), (1, rgb("#eaa35a"))], wy0, view_horizon)
    c.ink(pane, sky, register=False)
    sun_x = wx0 + (wx1 - wx0) * rng.choice([0.2, 0.8])
    c.ink(pane * c.shape().circle(sun_x, view_horizon - 40 * u, 70 * u).mask(0.8), rgb("#f5cf6a"))
    capsule_clouds(c, wy0 + 40 * u, view_horizon - 120 * u, 5, rgb("#d98a70"), opacity=0.5, within=pane,
                   x0=wx0, x1=wx1)
    for height, colour, peaks in [(200, rgb("#8e6378"), 5), (120, rgb("#5a3f55"), 6)]:
        outline, _ = ridge_points(wx0 - 20 * u, wx1 + 20 * u, view_horizon + (30 if height < 150 else 0) * u,
                                  height * u, rng, peaks)
        c.ink(pane * c.shape().polygon(outline).mask(1.0), colour)
    ground = c.shape().rect(wx0, view_horizon + 25 * u, wx1, wy1).mask(0)
    c.ink(pane * ground, rgb("#2e3b2c"))
    palms = c.shape()
    for fx in (0.12, 0.86):
        palm(palms, wx0 + (wx1 - wx0) * fx, wy1, (wy1 - wy0) * rng.uniform(0.7, 0.85), rng)
    c.ink(pane * palms.mask(0.8), rgb("#1c2a22"))
    streaks = c.shape()
    for k in range(2):
        sx = wx0 + (wx1 - wx0) * (0.25 + 0.35 * k)
        streaks.polygon([(sx, wy0), (sx + 90 * u, wy0), (sx - 160 * u, wy1), (sx - 250 * u, wy1)])
    c.ink(pane * streaks.mask(2.0), CREAM, opacity=0.1, mode="screen")

    frame = c.shape().rect(wx0 - 22 * u, wy0 - 22 * u, wx1 + 22 * u, wy1 + 22 * u)
    frame.rect(wx0, wy0, wx1, wy1, erase=True)
    for k in (1, 2):
        mx = wx0 + (wx1 - wx0) * k / 3
        frame.rect(mx - 9 * u, wy0, mx + 9 * u, wy1)
    frame.rect(wx0, wy0 + (wy1 - wy0) * 0.22 - 7 * u, wx1, wy0 + (wy1 - wy0) * 0.22 + 7 * u)
    c.ink(frame.mask(0.8), rgb("#e9dcc0"))

    # Drapes, hung from a brass rod.
    curtain = [CORAL, TURQUOISE * 0.9, MUSTARD][int(rng.integers(0, 3))]
    span = (wx1 - wx0) * 0.22
    drape(c, wx0 - span * 0.7, wx0 + span * 0.3, curtain, 2.5, wy0 - 50 * u, floor_y)
    drape(c, wx1 - span * 0.3, wx1 + span * 0.7, curtain, 2.5, wy0 - 50 * u, floor_y)
    rod = c.shape().line([(wx0 - span * 0.85, wy0 - 55 * u), (wx1 + span * 0.85, wy0 - 55 * u)], 9 * u)
    rod.circle(wx0 - span * 0.85, wy0 - 55 * u, 16 * u).circle(wx1 + span * 0.85, wy0 - 55 * u, 16 * u)
    c.ink(rod.mask(0.6), GOLD)

    # Floor, skirting, and the light from the window lying across the carpet.
    c.ink(c.shape().rect(-10, floor_y, W + 10, H + 10).mask(0.6),
          c.vertical([(0, rgb("#24403f")), (1, rgb("#132625"))], floor_y, H))
    c.ink(c.shape().rect(-10, floor_y - 14 * u, W + 10, floor_y).mask(0.6), WALNUT)
    carpet = c.halftone(0.3 * np.ones((1, W), F32), cell=10 * u, angle=30) * (c.y > floor_y)
    c.ink(carpet, TEAL, opacity=0.5)
    pool = c.shape().polygon([(wx0 + 60 * u, floor_y), (wx1 - 60 * u, floor_y), (wx1 + 200 * u, H),
                              (wx0 + 100 * u, H)])
    c.ink(pool.mask(6), rgb("#f3c87a"), opacity=0.16, mode="screen", register=False)

    # The credenza under the window, with a vase of grasses, a bowl, and an orb.
    cx0, cx1 = wx0 - 40 * u, wx1 + 40 * u
    top, bottom = H * 0.7, H * 0.83
    body = c.shape().rect(cx0, top, cx1, bottom)
    for lx in (cx0 + 50 * u, cx1 - 50 * u):
        body.polygon([(lx - 9 * u, bottom), (lx + 9 * u, bottom), (lx + 4 * u, floor_y + 10 * u),
                      (lx - 4 * u, floor_y + 10 * u)])
    c.ink(body.mask(0.8), WALNUT * 1.15)
    doors = c.shape()
    third = (cx1 - cx0) / 3
    for k in range(3):
        doors.rect(cx0 + third * k + 10 * u, top + 16 * u, cx0 + third * (k + 1) - 10 * u, bottom - 12 * u)
    c.ink(doors.mask(0.6), WALNUT * 0.85)
    slats = c.shape().rect(cx0 + third + 10 * u, top + 16 * u, cx0 + 2 * third - 10 * u, bottom - 12 * u).mask(0)
    c.ink(slats * c.stripes(16 * u, 5 * u, 0), CHOCOLATE, opacity=0.8)
    pulls = c.shape()
    for k in (1, 2):
        pulls.rect(cx0 + third * k - 24 * u, top + 50 * u, cx0 + third * k - 18 * u, top + 100 * u)
    c.ink(pulls.mask(0.4), GOLD)
    vase_x = cx0 + (cx1 - cx0) * 0.18
    vase = c.shape().polygon([(vase_x - 30 * u, top), (vase_x + 30 * u, top), (vase_x + 42 * u, top - 90 * u),
                              (vase_x + 14 * u, top - 190 * u), (vase_x - 14 * u, top - 190 * u),
                              (vase_x - 42 * u, top - 90 * u)])
    c.ink(vase.mask(0.8), AVOCADO * 1.1)
    grasses = c.shape()
    for _ in range(9):
        t = rng.uniform(-0.7, 0.7)
        tip = (vase_x + math.sin(t) * 200 * u, top - 190 * u - math.cos(t) * rng.uniform(150, 240) * u)
        grasses.line(catenary((vase_x, top - 185 * u), tip, -20 * u, 12), 3 * u)
        grasses.ellipse(tip[0], tip[1], 7 * u, 20 * u, angle=t)
    c.ink(grasses.mask(0.5), rgb("#d8b46a"), opacity=0.9)
    bowl_x = cx0 + (cx1 - cx0) * 0.72
    bowl = c.shape().polygon([(bowl_x - 80 * u, top - 60 * u), (bowl_x + 80 * u, top - 60 * u),
                              (bowl_x + 30 * u, top), (bowl_x - 30 * u, top)])
    c.ink(bowl.mask(0.8), CORAL)
    c.ink(c.shape().circle(cx0 + (cx1 - cx0) * 0.86, top - 45 * u, 45 * u).mask(0.8), MUSTARD)

    # The floor lamp: three splayed legs, a stem, and a cone shade pouring light down the wall.
    lamp_x = W * (0.12 if W > H else 0.1)
    shade_y = H * 0.32
    c.glow(lamp_x, shade_y + 60 * u, 300 * u, rgb("#f6cf80"), 0.4)
    lamp = c.shape()
    for dx in (-70, 0, 70):
        lamp.line([(lamp_x, H * 0.62), (lamp_x + dx * u, floor_y + 20 * u)], 7 * u)
    lamp.line([(lamp_x, H * 0.62), (lamp_x, shade_y)], 7 * u)
    c.ink(lamp.mask(0.6), INK)
    cone = c.shape().polygon([(lamp_x - 45 * u, shade_y - 120 * u), (lamp_x + 45 * u, shade_y - 120 * u),
                              (lamp_x + 110 * u, shade_y + 30 * u), (lamp_x - 110 * u, shade_y + 30 * u)])
    c.ink(cone.mask(1.0), rgb("#f0ddb0"))
    c.ink(cone.mask(1.0) * c.stripes(22 * u, 3 * u, 0), MUSTARD, opacity=0.5)

    # The sunburst clock on the wall at the other side.
    clock_x = W - lamp_x
    clock_y = H * 0.3
    rays = c.shape().starburst(clock_x, clock_y, 150 * u, 24, rng, width=9 * u)
    c.ink(rays.mask(0.6), GOLD)
    face = c.shape().circle(clock_x, clock_y, 52 * u)
    c.ink(face.mask(0.8), CREAM)
    hands = c.shape().line([(clock_x, clock_y), (clock_x + 30 * u, clock_y - 28 * u)], 6 * u)
    hands.line([(clock_x, clock_y), (clock_x - 6 * u, clock_y + 42 * u)], 4 * u)
    c.ink(hands.mask(0.4), INK)

    # A snake plant in a tapered pot, below the clock.
    plant_x = clock_x
    pot = c.shape().polygon([(plant_x - 70 * u, H * 0.74), (plant_x + 70 * u, H * 0.74),
                             (plant_x + 48 * u, floor_y), (plant_x - 48 * u, floor_y)])
    leaves = c.shape()
    for _ in range(9):
        bx = plant_x + rng.uniform(-45, 45) * u
        lean = rng.uniform(-0.35, 0.35)
        tall = rng.uniform(200, 380) * u
        tip = (bx + math.sin(lean) * tall, H * 0.74 - math.cos(lean) * tall)
        leaves.polygon([(bx - 16 * u, H * 0.74), (bx + 16 * u, H * 0.74), tip])
    c.ink(leaves.mask(0.8), rgb("#3f5a2e"))
    c.ink(pot.mask(0.8), TOMATO * 0.95)

    c.wear()
    c.leak(W if sun_x > W / 2 else 0, H * 0.15, 0.55 * max(W, H), rgb("#f29a4a"), 0.3)
    c.vignette(0.55)


def palm(shape: Shape, x: float, y: float, height: float, rng: np.random.Generator) -> None:
    """A palm on (x, y): a gently bent, tapering trunk and a crown of fronds arching out and drooping."""
    lean = rng.uniform(-0.25, 0.25) * height
    trunk = [(x + lean * t ** 2, y - height * t) for t in np.linspace(0, 1, 24)]
    for (x0, y0), (x1, y1), t in zip(trunk, trunk[1:], np.linspace(0, 1, 24)):
        shape.line([(x0, y0), (x1, y1)], height * (0.045 - 0.02 * t))
    cx, cy = trunk[-1]
    shape.circle(cx, cy, height * 0.035)
    fronds = 12
    for k in range(fronds):
        angle = -math.pi + math.pi * (k + rng.uniform(0.2, 0.8)) / fronds
        reach = height * rng.uniform(0.28, 0.4)
        drop = reach * rng.uniform(0.7, 1.3)
        spine = [(cx + math.cos(angle) * reach * t, cy + math.sin(angle) * reach * t + drop * t * t)
                 for t in np.linspace(0, 1, 18)]
        shape.line(spine, height * 0.01)
        # Leaflets hang off both sides of the rib, longest in the middle of the frond.
        for i in range(1, 17):
            (px, py), (qx, qy) = spine[i], spine[i + 1]
            heading = math.atan2(qy - py, qx - px)
            t = i / 17
            length = height * 0.1 * math.sin(math.pi * (0.15 + 0.85 * t)) + height * 0.01
            for turn in (-0.75, 0.75):
                a = heading + turn
                tip = (px + math.cos(a) * length, py + math.sin(a) * length + length * 0.45)
                shape.spoke(px, py, tip[0], tip[1], height * 0.012, 0.0)


def gull(shape: Shape, x: float, y: float, span: float) -> None:
    """A seagull far off: two shallow arcs meeting in a point."""
    for side in (-1, 1):
        arc = [(x + side * span * t, y - span * 0.35 * math.sin(math.pi * t)) for t in np.linspace(0, 1, 12)]
        shape.line(arc, max(1.5, span * 0.09))


def umbrella(c: Canvas, x: float, y: float, r: float, tilt: float, colours: tuple[np.ndarray, np.ndarray]) -> None:
    """A striped beach umbrella whose pole stands in the sand at (x, y), seen from the side and a little below."""
    u = c.unit
    apex = rotate([(0, -r * 1.9)], tilt, x, y)[0]
    c.ink(c.shape().line([(x, y), apex], 9 * u).mask(0.6), CREAM * 0.9)
    gores = 8
    for k in range(gores):
        a0, a1 = math.pi * k / gores, math.pi * (k + 1) / gores
        rim = [(r * math.cos(a), r * 0.5 + r * 0.22 * math.sin(a)) for a in np.linspace(a0, a1, 12)]
        wedge = rotate([(0, 0)] + rim, tilt, *apex)
        c.ink(c.shape().polygon(wedge).mask(0.8), colours[k % 2])
    c.ink(c.shape().circle(*apex, 9 * u).mask(0.6), colours[0])


def ocean(c: Canvas) -> None:
    """The sea and a striped sun: scalloped waves in perspective, a sail, gulls, and a beach with a palm."""
    W, H, u, rng = c.w, c.h, c.unit, c.rng
    hz = H * (0.58 if W > H else 0.52)
    if rng.random() < 0.5:
        stops = [(0, rgb("#1d4a57")), (0.5, rgb("#3c7a80")), (0.85, rgb("#b4705f")), (1, rgb("#cf8a56"))]
    else:
        stops = [(0, NAVY), (0.45, rgb("#5d4a6e")), (0.8, rgb("#b45a4c")), (1, rgb("#d08a46"))]
    dusk_sky(c, stops, hz, stars=40)
    beach_left = rng.random() < 0.5
    sx = W * (0.72 if beach_left else 0.28)
    sy = hz - H * 0.2
    sr = 165 * u
    c.glow(sx, sy, sr * 3, rgb("#f4b860"), 0.4)
    striped_sun(c, sx, sy, sr, rgb("#f4c25a"), bands=6)
    capsule_clouds(c, hz * 0.3, hz * 0.9, 8, rgb("#c7705f"), opacity=0.45)
    capsule_clouds(c, hz * 0.45, hz * 0.95, 5, rgb("#f1c08a"), opacity=0.35, mode="normal")

    # The sea: darker as it comes nearer, screened, with rows of scalloped waves shrinking to the horizon.
    sea = c.shape().rect(-10, hz, W + 10, H + 10).mask(0)
    c.ink(sea, c.vertical([(0, rgb("#3f8a8a")), (0.3, rgb("#1f5f66")), (1, rgb("#0e3339"))], hz, H), register=False)
    depth = np.clip((c.y - hz) / (H - hz), 0, 1) * np.ones((1, W), F32)
    c.ink(sea * c.halftone(0.1 + 0.35 * depth, angle=0), DEEP_TEAL, mode="multiply", opacity=0.6)
    waves = c.shape()
    z = 1.0
    while z < 40:
        y = hz + (H - hz) / z
        size = 70 * u / z
        x = -rng.uniform(0, 3 * size)
        while x < W + size:
            if rng.random() < 0.75:
                arc = [(x + size * t, y - size * 0.45 * math.sin(math.pi * t)) for t in np.linspace(0, 1, 10)]
                waves.line(arc, max(1.2 * u, 7 * u / z))
            x += size * rng.uniform(1.6, 3.2)
        z *= 1.18
    c.ink(waves.mask(0.5), rgb("#8fd0c4"), opacity=0.55)
    glitter = c.shape()
    for k in range(70):
        t = (k + rng.uniform(0, 1)) / 70
        y = hz + (H - hz) * t ** 1.6
        half = sr * (0.15 + 0.9 * t) * rng.uniform(0.3, 1.0)
        offset = rng.uniform(-0.2, 0.2) * sr * (0.3 + t)
        glitter.line([(sx + offset - half, y), (sx + offset + half, y)], (2 + 9 * t) * u)
    c.ink(glitter.mask(0.6), rgb("#f4c25a"), opacity=0.75)

    # A sloop on the horizon and gulls overhead.
    bx = W * (0.3 if beach_left else 0.7) + rng.uniform(-0.05, 0.05) * W
    boat = c.shape().polygon([(bx - 40 * u, hz - 4 * u), (bx + 44 * u, hz - 4 * u), (bx + 30 * u, hz + 10 * u),
                              (bx - 30 * u, hz + 10 * u)])
    c.ink(boat.mask(0.5), INK)
    sails = c.shape().polygon([(bx - 4 * u, hz - 10 * u), (bx - 4 * u, hz - 130 * u), (bx - 55 * u, hz - 10 * u)])
    sails.polygon([(bx + 4 * u, hz - 10 * u), (bx + 4 * u, hz - 110 * u), (bx + 40 * u, hz - 10 * u)])
    c.ink(sails.mask(0.5), CREAM)
    gulls = c.shape()
    for _ in range(5):
        gull(gulls, W * rng.uniform(0.15, 0.85), hz * rng.uniform(0.15, 0.55), rng.uniform(22, 48) * u)
    c.ink(gulls.mask(0.4), INK, opacity=0.85)

    # The beach in the near corner: sand, a line of foam, an umbrella, a palm.
    side = -1 if beach_left else 1
    corner_x = 0 if beach_left else W
    shore = [(corner_x, H * 0.7)]
    for t in np.linspace(0, 1, 40):
        x = corner_x - side * W * 0.55 * t
        y = H * 0.7 + (H * 0.32) * t ** 1.4 + 8 * u * math.sin(t * 19)
        shore.append((x, y))
    shore += [(corner_x - side * W * 0.6, H + 10), (corner_x, H + 10)]
    sand = c.shape().polygon(shore).mask(1.2)
    c.ink(sand, c.vertical([(0, rgb("#d9aa62")), (1, rgb("#a56d3a"))], H * 0.7, H))
    c.ink(sand * c.halftone(0.25 * np.ones((1, W), F32), cell=9 * u, angle=30), WALNUT, mode="multiply",
          opacity=0.5)
    foam = c.shape().line([(x + side * 10 * u, y - 8 * u) for x, y in shore[1:41]], 10 * u)
    c.ink(foam.mask(1.0), CREAM, opacity=0.85)
    umbrella(c, corner_x - side * W * 0.17, H * 0.9, 190 * u, side * 0.25, (CORAL, CREAM))
    palms = c.shape()
    palm(palms, corner_x - side * W * 0.05, H + 10, H * 0.75, rng)
    c.ink(palms.mask(0.8), rgb("#162523"))

    c.wear()
    c.flare(sx, sy, max(W, H), 1.0)
    c.leak(W * (1.0 if beach_left else 0.0), 0, 0.5 * max(W, H), rgb("#f2874a"), 0.3)
    c.vignette(0.5)


def pine(shape: Shape, x: float, y: float, height: float, rng: np.random.Generator) -> None:
    """A conifer on (x, y): a short trunk and stacked, drooping tiers narrowing to a point."""
    w = height * 0.32
    shape.rect(x - height * 0.025, y - height * 0.15, x + height * 0.025, y)
    tiers = int(rng.integers(4, 7))
    for k in range(tiers):
        t0 = 0.1 + 0.9 * k / tiers
        t1 = 0.1 + 0.9 * (k + 1.6) / tiers
        half = w * (1 - t0) * rng.uniform(0.9, 1.1)
        shape.polygon([(x - half, y - height * t0), (x + half, y - height * t0),
                       (x + half * 0.25, y - height * min(t1, 1.0)), (x, y - height * min(t1, 1.0) - height * 0.04),
                       (x - half * 0.25, y - height * min(t1, 1.0))])


def mountains(c: Canvas) -> None:
    """Ranges fading into the distance, snow on the far peaks, a still lake, and pines in the foreground."""
    W, H, u, rng = c.w, c.h, c.unit, c.rng
    lake = H * (0.8 if H > W else 0.76)
    skyline_y = H * (0.62 if H > W else 0.6)
    dusk_sky(c, [(0, rgb("#1b3f4c")), (0.45, rgb("#41707a")), (0.78, rgb("#c58a76")), (1, rgb("#dc9a62"))],
             skyline_y, stars=60)
    sx = W * rng.choice([0.25, 0.75])
    sy = skyline_y - H * 0.17
    c.glow(sx, sy, 330 * u, rgb("#f3b66a"), 0.4)
    striped_sun(c, sx, sy, 120 * u, rgb("#f2c260"), bands=4)
    capsule_clouds(c, H * 0.12, skyline_y * 0.75, 7, rgb("#b3766c"), opacity=0.5)

    far, near = rgb("#b98a8a"), rgb("#1d3934")
    ranges = 5
    for k in range(ranges):
        t = k / (ranges - 1)
        colour = mix(far, near, t ** 0.8)
        base = skyline_y + (lake - skyline_y) * (0.35 + 0.65 * t)
        height = H * (0.3 - 0.2 * t) * rng.uniform(0.9, 1.1)
        outline, summits = ridge_points(-40 * u, W + 40 * u, base + 40 * u, height, rng, int(7 - 2 * t) + 1)
        body = c.shape().polygon(outline + [(W + 40 * u, lake), (-40 * u, lake)]).mask(1.0)
        c.ink(body, c.vertical([(0, colour * 1.08), (1, colour * 0.85)], base - height, base))
        # The face of each bare peak turned from the sun goes into shadow, screened with dots.
        forested = k >= ranges - 2
        shadow = c.shape()
        for (px, py), (qx, _) in zip(summits, summits[1:] + [(W + 300 * u, 0)]):
            away = 1 if sx < W / 2 else -1
            foot_x = px + away * min(abs(qx - px) * 0.6, height * 0.8)
            shadow.polygon([(px, py), (foot_x, base + 40 * u), (px - away * height * 0.05, base + 40 * u)])
        shade = body * shadow.mask(1.0) * (0.0 if forested else 1.0)
        c.ink(shade, colour * 0.6, opacity=0.45, mode="multiply")
        c.ink(shade * c.halftone(0.3 * np.ones((1, W), F32), cell=9 * u, angle=45), colour * 0.5, opacity=0.5,
              mode="multiply")
        if k < 2:
            snow = c.shape()
            for px, py in summits:
                cap = height * rng.uniform(0.18, 0.28)
                jag = [(px - cap * 0.9, py + cap)]
                for j in range(1, 6):
                    jag.append((px - cap * 0.9 + cap * 1.8 * j / 6, py + cap * rng.uniform(0.55, 1.15)))
                jag.append((px + cap * 0.9, py + cap))
                snow.polygon([(px, py - 10 * u)] + jag[::-1])
            c.ink(body * snow.mask(0.8), mix(CREAM, colour, 0.3 + 0.2 * k), opacity=0.9)
        if k < ranges - 1:
            mist = c.shape().rect(-10, base - height * 0.12, W + 10, base + 40 * u).mask(25)
            c.ink(mist, CREAM, opacity=0.10, mode="screen", register=False)
        if forested:
            trees = c.shape()
            x = -20 * u
            while x < W + 20 * u:
                ridge_y = np.interp(x, [p[0] for p in outline[:-1]], [p[1] for p in outline[:-1]])
                pine(trees, x, float(ridge_y) + 30 * u, rng.uniform(50, 100) * u * (1 + t), rng)
                x += rng.uniform(14, 40) * u
            c.ink(trees.mask(0.7), colour * 0.9)

    # The lake: the sky's colours upside down and darker, ripples, and the sun's path.
    water = c.shape().rect(-10, lake, W + 10, H + 10).mask(0)
    c.ink(water, c.vertical([(0, rgb("#9a6e66")), (0.15, rgb("#37545a")), (1, rgb("#132a2c"))], lake, H),
          register=False)
    ripples = c.shape()
    for _ in range(220):
        y = lake + (H - lake) * rng.uniform(0, 1) ** 1.3
        x = rng.uniform(0, W)
        length = rng.uniform(20, 90) * u * (0.4 + (y - lake) / (H - lake))
        ripples.line([(x, y), (x + length, y)], rng.uniform(2, 4) * u)
    c.ink(ripples.mask(0.5), rgb("#7fa7a2"), opacity=0.5)
    path = c.shape()
    for k in range(30):
        y = lake + (H - lake) * (k + rng.uniform(0, 1)) / 30
        half = 80 * u * rng.uniform(0.3, 1.0) * (0.5 + (y - lake) / (H - lake))
        path.line([(sx - half, y), (sx + half, y)], rng.uniform(3, 7) * u)
    c.ink(path.mask(0.6), rgb("#f2c260"), opacity=0.6)

    # Big pines in the near corners, framing the view.
    framing = c.shape()
    for side in (0, 1):
        base_x = W * (0.0 if side == 0 else 1.0)
        for k in range(3):
            x = base_x + (1 - 2 * side) * rng.uniform(0, 0.16) * W
            pine(framing, x, H + 20 * u, H * rng.uniform(0.32, 0.5), rng)
    c.ink(framing.mask(0.8), rgb("#0f221f"))

    birds = c.shape()
    bx, by = W * rng.uniform(0.3, 0.7), H * rng.uniform(0.15, 0.3)
    for k in range(6):
        gull(birds, bx + k * rng.uniform(30, 50) * u, by + abs(k - 2.5) * 25 * u, rng.uniform(12, 20) * u)
    c.ink(birds.mask(0.4), INK, opacity=0.8)

    c.wear()
    c.flare(sx, sy, max(W, H), 0.8)
    c.leak(W * (0.0 if sx < W / 2 else 1.0), H * 0.05, 0.55 * max(W, H), rgb("#f08a4a"), 0.3)
    c.vignette(0.5)


def agave(shape: Shape, x: float, y: float, size: float, rng: np.random.Generator) -> None:
    """A rosette of stiff pointed leaves fanning up from (x, y)."""
    for k in range(9):
        angle = -math.pi / 2 + (k - 4) * 0.32 + rng.uniform(-0.08, 0.08)
        reach = size * (1 - 0.12 * abs(k - 4)) * rng.uniform(0.85, 1.05)
        shape.spoke(x, y, x + math.cos(angle) * reach, y + math.sin(angle) * reach, size * 0.16, 0.0)


def desert_house(c: Canvas) -> None:
    """A Palm Springs house at golden hour: butterfly roof, breeze blocks, stone, palms, the pool, the mountains."""
    W, H, u, rng = c.w, c.h, c.unit, c.rng
    ground_y = H * (0.7 if W > H else 0.66)
    dusk_sky(c, [(0, rgb("#24566a")), (0.5, rgb("#4f8a90")), (0.85, rgb("#d39a72")), (1, rgb("#e0a464"))],
             ground_y, stars=0)
    sx = W * rng.choice([0.15, 0.85])
    sy = H * 0.16
    c.glow(sx, sy, 260 * u, rgb("#f6d28a"), 0.45)
    c.ink(c.shape().circle(sx, sy, 70 * u).mask(0.8), rgb("#f6d98e"))
    capsule_clouds(c, H * 0.08, ground_y * 0.5, 6, rgb("#e6b088"), opacity=0.4, mode="normal")

    # The mountains behind, lit from the sun's side.
    outline, summits = ridge_points(-40 * u, W + 40 * u, ground_y - 60 * u, H * 0.24, rng, 9, (0.35, 0.65))
    range_mask = c.shape().polygon(outline + [(W + 40 * u, ground_y), (-40 * u, ground_y)]).mask(1.2)
    c.ink(range_mask, c.vertical([(0, rgb("#b07a82")), (1, rgb("#7d5568"))], ground_y - H * 0.24, ground_y))
    shadow = c.shape()
    away = 1 if sx < W / 2 else -1
    for px, py in summits:
        shadow.polygon([(px, py), (px + away * H * 0.12, ground_y), (px - away * 30 * u, ground_y)])
    c.ink(range_mask * shadow.mask(1.0), rgb("#5a3c52"), opacity=0.45, mode="multiply")
    c.ink(range_mask * c.halftone(0.25 * np.ones((1, W), F32), cell=10 * u, angle=45), rgb("#5a3c52"),
          opacity=0.4, mode="multiply")
    c.ink(c.shape().rect(-10, ground_y - 70 * u, W + 10, ground_y + 10).mask(30), CREAM, opacity=0.12,
          mode="screen", register=False)

    # Gravel and lawn, then the house.
    c.ink(c.shape().rect(-10, ground_y, W + 10, H + 10).mask(0), c.vertical([(0, rgb("#a48a5c")),
                                                                              (1, rgb("#6d5a3c"))], ground_y, H),
          register=False)
    c.ink(c.halftone(0.22 * np.ones((1, W), F32), cell=8 * u, angle=20) * (c.y > ground_y), WALNUT,
          opacity=0.5, mode="multiply")
    hx0, hx1 = W * (0.24 if W > H else 0.08), W * (0.88 if W > H else 0.92)
    eave = ground_y - 250 * u
    valley = hx0 + (hx1 - hx0) * 0.42
    lift = 110 * u
    wall = c.shape().rect(hx0 + 30 * u, eave - 20 * u, hx1 - 30 * u, ground_y + 8 * u)
    c.ink(wall.mask(0.8), rgb("#b4a68c"))
    # Clerestory glass, picture windows, a door, breeze blocks, a stone chimney.
    glass = c.shape()
    glass.polygon([(hx0 + 30 * u, eave - lift * 0.85), (valley, eave - 14 * u), (hx1 - 30 * u, eave - lift * 0.85),
                   (hx1 - 30 * u, eave - 10 * u), (hx0 + 30 * u, eave - 10 * u)])
    win_x0, win_x1 = hx0 + (hx1 - hx0) * 0.5, hx0 + (hx1 - hx0) * 0.82
    glass.rect(win_x0, eave + 25 * u, win_x1, ground_y - 10 * u)
    glass_mask = glass.mask(0.6)
    c.ink(glass_mask, c.vertical([(0, rgb("#35606a")), (1, rgb("#1a3038"))], eave - lift, ground_y))
    c.ink(glass_mask * c.stripes(120 * u, 26 * u, -60), rgb("#f3d8a0"), opacity=0.18, mode="screen")
    mullions = c.shape()
    for k in range(1, 4):
        mx = win_x0 + (win_x1 - win_x0) * k / 4
        mullions.rect(mx - 4 * u, eave + 25 * u, mx + 4 * u, ground_y - 10 * u)
    c.ink(mullions.mask(0.5), rgb("#d9cbb0"))
    door = c.shape().rect(win_x1 + 40 * u, eave + 40 * u, win_x1 + 120 * u, ground_y - 6 * u)
    c.ink(door.mask(0.6), [TURQUOISE, CORAL, MUSTARD][int(rng.integers(0, 3))])
    blocks_x0, blocks_x1 = hx0 + 60 * u, hx0 + (hx1 - hx0) * 0.42
    blocks = c.shape().rect(blocks_x0, eave + 25 * u, blocks_x1, ground_y - 4 * u).mask(0.6)
    c.ink(blocks, rgb("#c9a35f"))
    holes = c.shape()
    cell = 38 * u
    for i in range(int((blocks_x1 - blocks_x0) / cell) + 1):
        for j in range(int((ground_y - eave) / cell) + 1):
            bx, by = blocks_x0 + (i + 0.5) * cell, eave + 25 * u + (j + 0.5) * cell
            holes.ellipse(bx, by, cell * 0.32, cell * 0.32)
            holes.ring(bx, by, cell * 0.45, cell * 0.45, 3 * u)
    c.ink(blocks * holes.mask(0.5), rgb("#6b5234"), opacity=0.8)
    chim_x = hx0 + (hx1 - hx0) * 0.88
    chimney = c.shape().rect(chim_x - 55 * u, eave - lift - 120 * u, chim_x + 55 * u, ground_y)
    chimney_mask = chimney.mask(0.8)
    c.ink(chimney_mask, rgb("#8a7868"))
    stones = c.shape()
    y = eave - lift - 120 * u
    while y < ground_y:
        x = chim_x - 55 * u - rng.uniform(0, 30) * u
        h = rng.uniform(14, 26) * u
        while x < chim_x + 55 * u:
            w = rng.uniform(26, 60) * u
            stones.rect(x + 3 * u, y + 3 * u, x + w - 3 * u, y + h - 3 * u)
            x += w
        y += h
    c.ink(chimney_mask * stones.mask(0.6), rgb("#b3a08a"), opacity=0.8)
    # The butterfly roof: two wings rising from a valley gutter, with a deep white fascia.
    roof = c.shape()
    roof.polygon([(hx0 - 40 * u, eave - lift), (valley, eave - 20 * u), (valley, eave + 8 * u),
                  (hx0 - 40 * u, eave - lift + 30 * u)])
    roof.polygon([(valley, eave - 20 * u), (hx1 + 40 * u, eave - lift), (hx1 + 40 * u, eave - lift + 30 * u),
                  (valley, eave + 8 * u)])
    c.ink(roof.mask(0.6), rgb("#f1e6cc"))
    c.ink(c.shape().polygon([(hx0 - 40 * u, eave - lift + 30 * u), (valley, eave + 8 * u),
                             (hx1 + 40 * u, eave - lift + 30 * u), (hx1 + 40 * u, eave - lift + 42 * u),
                             (valley, eave + 22 * u), (hx0 - 40 * u, eave - lift + 42 * u)]).mask(0.6),
          rgb("#3a3a3c"), opacity=0.55, mode="multiply")

    # The pool in front, its coping, ripples of light, and a diving board.
    py0, py1 = ground_y + (H - ground_y) * 0.28, H + 20 * u
    px0, px1 = W * 0.3, W * 0.95
    coping = c.shape().polygon([(px0 - 30 * u, py0 - 14 * u), (px1 + 20 * u, py0 - 14 * u),
                                (px1 + 140 * u, py1), (px0 - 150 * u, py1)])
    c.ink(coping.mask(0.6), rgb("#e9dcc0"))
    pool = c.shape().polygon([(px0, py0), (px1, py0), (px1 + 110 * u, py1), (px0 - 120 * u, py1)]).mask(0.6)
    c.ink(pool, c.vertical([(0, rgb("#2f8f8f")), (1, rgb("#4fb3a8"))], py0, H))
    waves = c.shape()
    for _ in range(90):
        x = rng.uniform(px0 - 100 * u, px1 + 100 * u)
        y = rng.uniform(py0 + 10 * u, H)
        length = rng.uniform(30, 110) * u
        waves.line([(x + length * t, y + 6 * u * math.sin(t * 2 * math.pi)) for t in np.linspace(0, 1, 10)],
                   3.5 * u)
    c.ink(pool * waves.mask(0.5), rgb("#bfeee0"), opacity=0.55)
    board = c.shape().polygon([(px0 + 40 * u, py0 - 30 * u), (px0 + 260 * u, py0 - 30 * u),
                               (px0 + 270 * u, py0 - 12 * u), (px0 + 40 * u, py0 - 12 * u)])
    c.ink(board.mask(0.5), CORAL)

    # Palms and agaves.
    plants = c.shape()
    side = -1 if sx > W / 2 else 1
    for k, fx in enumerate([0.06, 0.15, 0.93] if side > 0 else [0.07, 0.85, 0.94]):
        palm(plants, W * fx, ground_y + (12 + 10 * k) * u, H * rng.uniform(0.55, 0.78), rng)
    for _ in range(4):
        agave(plants, rng.uniform(hx0, hx1), ground_y + rng.uniform(10, 40) * u, rng.uniform(70, 110) * u, rng)
    c.ink(plants.mask(0.7), rgb("#1e2f28"))

    c.wear()
    c.flare(sx, sy, max(W, H), 0.9)
    c.leak(W * (0.0 if sx < W / 2 else 1.0), 0, 0.5 * max(W, H), rgb("#f2a050"), 0.3)
    c.vignette(0.5)


@dataclass(frozen=True)
class Scene:
    name: str
    draw: Callable[[Canvas], None]
    size: tuple[int, int]


SCENES = [
    Scene("atomic", atomic, LANDSCAPE),
    Scene("skyline", skyline, PORTRAIT),
    Scene("highway", highway, LANDSCAPE),
    Scene("lounge", lounge, PORTRAIT),
    Scene("living room", living_room, LANDSCAPE),
    Scene("ocean", ocean, LANDSCAPE),
    Scene("mountains", mountains, PORTRAIT),
    Scene("desert house", desert_house, LANDSCAPE),
]


def render(index: int, seed: int) -> tuple[Image.Image, str]:
    """Picture `index` (0-based): the scenes in turn, each round in the other orientation from the one before."""
    scene = SCENES[index % len(SCENES)]
    w, h = scene.size
    if (index // len(SCENES)) % 2 == 1:
        w, h = h, w
    canvas = Canvas(w, h, seed * 1000 + index)
    scene.draw(canvas)
    return canvas.develop(), scene.name


def centre_luma(image: Image.Image) -> float:
    """Mean brightness (0...1) of the middle of the frame, where a quote would sit."""
    w, h = image.size
    box = image.convert("L").crop((w // 4, h * 3 // 10, w * 3 // 4, h * 7 // 10))
    return float(np.asarray(box, dtype=F32).mean() / 255)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    root = pathlib.Path(__file__).resolve().parent.parent
    parser.add_argument("--count", type=int, default=8, help="how many pictures to make (default 8)")
    parser.add_argument("--out", type=pathlib.Path, default=root / "images", help="folder for bg-NN.jpg")
    parser.add_argument("--only", type=int, nargs="+", metavar="N", help="make only these numbers (1-based)")
    parser.add_argument("--seed", type=int, default=1956, help="base seed (default 1956)")
    parser.add_argument("--quality", type=int, default=85, help="JPEG quality (default 85)")
    args = parser.parse_args(argv)
    if args.count < 1:
        parser.error("--count must be at least 1")
    wanted = sorted(set(args.only)) if args.only else list(range(1, args.count + 1))
    if any(n < 1 for n in wanted):
        parser.error("--only takes numbers from 1")
    args.out.mkdir(parents=True, exist_ok=True)
    for number in wanted:
        started = time.perf_counter()
        image, name = render(number - 1, args.seed)
        path = args.out / f"bg-{number:02d}.jpg"
        image.save(path, "JPEG", quality=args.quality, progressive=False, optimize=True, subsampling="4:2:0")
        print(f"{path.name}  {name:<12} {image.width}x{image.height}  {path.stat().st_size / 1e6:5.2f} MB  "
              f"centre {centre_luma(image):.2f}  {time.perf_counter() - started:4.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
